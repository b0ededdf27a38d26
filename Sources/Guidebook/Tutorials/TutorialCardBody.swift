@_spi(Locking) import GuidebookParsing

/// A card's body as it is drawn: the copy's text as written, or inline Markdown in the help
/// book's subset (`**bold**`, `*italic*`, `[links](help:export-pdf)`).
///
/// A body without Markdown stays plain, byte for byte; so does one whose markers make nothing
/// bold, italic or linked (`2 * 3`, `file_name`). A body the reader finds fault with (a link to
/// `javascript:`) is drawn plain, as written, with a `card-body-markdown` finding: never dropped.
///
/// ```swift
/// TutorialCardBody.reading("Tap **Export**.", key: "Export", language: "en").body.plainText  // "Tap Export."
/// TutorialCardBody.reading("Tap Export.", key: "Export", language: "en").body                // .plain("Tap Export.")
/// ```
public enum TutorialCardBody: Sendable, Hashable {
    /// Text drawn as written.
    case plain(String)
    /// Inline Markdown read into the help book's model (paragraphs, bold, italic, links).
    case markdown(HelpBody)

    /// The body of `text`, or its plain text with a finding when the Markdown reader faults it.
    ///
    /// - Parameters:
    ///   - text: The card's body as the copy has it.
    ///   - key: The card's key, for the finding.
    ///   - language: The body's language, for the finding.
    /// - Returns: The body and at most one `card-body-markdown` warning.
    /// - Complexity: O(n) in the length of the text; a text without `*`, `_`, `[` or `\` is not
    ///   read at all.
    public static func reading(
        _ text: String, key: String, language: String
    ) -> (body: TutorialCardBody, findings: [Diagnostic]) {
        guard text.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x5B || $0 == 0x5C }) else {
            return (.plain(text), [])
        }
        let (body, finding) = Self.parsed(text)
        if let finding {
            return (
                .plain(text),
                [
                    Diagnostic(
                        .warning,
                        "The body of the tutorial \"\(key)\" in \(language) is shown as written, Markdown markers and "
                            + "all: \(finding.reason).",
                        fix: finding.fix, code: .cardBodyMarkdown)
                ]
            )
        }
        return (body.map(TutorialCardBody.markdown) ?? .plain(text), [])
    }

    /// What the Markdown reader makes of `text`: its body when the markers make something bold,
    /// italic or linked, and its first finding. Remembered per text: a card is read on every
    /// decision and again by each property an adapter draws (runs, VoiceOver label and actions),
    /// and its copy rarely changes. At most ``rememberedTexts`` texts of at most
    /// ``rememberedLength`` bytes are kept; the oldest half goes when it is full.
    private static func parsed(_ text: String) -> (body: HelpBody?, finding: HelpMarkdown.Finding?) {
        let remembers = text.utf8.count <= rememberedLength
        if remembers, let known = remembered.withLock({ $0.results[text] }) { return known }
        let (body, findings) = HelpMarkdown.parse(text)
        let marked = body.blocks.contains { block in
            switch block {
            case .paragraph(let inlines): HelpInline.anyMarkup(in: inlines)
            case .list(_, let items): items.contains { HelpInline.anyMarkup(in: $0) }
            }
        }
        let result = (body: marked ? body : nil, finding: findings.first)
        if remembers {
            remembered.withLock { memo in
                if memo.results[text] == nil {
                    if memo.order.count >= rememberedTexts {
                        let dropped = memo.order.prefix(rememberedTexts / 2)
                        for old in dropped { memo.results[old] = nil }
                        memo.order.removeFirst(dropped.count)
                    }
                    memo.order.append(text)
                }
                memo.results[text] = result
            }
        }
        return result
    }

    /// How many bodies are remembered (a screenful of cards in a few languages).
    static let rememberedTexts = 128
    /// The longest body remembered, in UTF-8 bytes; a longer one is read each time.
    static let rememberedLength = 4096

    /// The remembered reader results, and the order their texts came in.
    private struct Memo: Sendable {
        var results: [String: (body: HelpBody?, finding: HelpMarkdown.Finding?)] = [:]
        var order: [String] = []
    }
    private static let remembered = Locked(Memo())

    /// The text without markup, what VoiceOver reads: the plain text as written, or the
    /// Markdown's text (paragraphs separated by a blank line).
    public var plainText: String {
        switch self {
        case .plain(let text): text
        case .markdown(let body): body.plainText
        }
    }
}

extension HelpInline {
    /// Whether any of `inlines` is bold, italic or a link.
    fileprivate static func anyMarkup(in inlines: [HelpInline]) -> Bool {
        inlines.contains { inline in
            switch inline {
            case .text, .lineBreak: false
            case .strong, .emphasis, .link: true
            }
        }
    }
}
