import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The byte-level Markdown reader and writer against the `Character`-walking ones they replaced
/// (`ReferenceHelpMarkdown`): the same blocks and inlines, byte for byte (not only equal as
/// `String`s, which compare canonically), the same findings, and the same written Markdown.
@Suite struct HelpMarkdownDifferentialTests {
    /// A body as bytes: `HelpBody`'s JSON, whose strings keep their exact scalars.
    static func exact(_ body: HelpBody) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(body)).map(Array.init) ?? []
    }

    static func exact(_ findings: [HelpMarkdown.Finding]) -> [[UInt8]] {
        findings.map { Array(($0.code.rawValue + "|" + $0.message + "|" + $0.fix).utf8) }
    }

    /// What the reference reads for `markdown`, with its one fixed bug taken out: it asked
    /// Foundation's `contains("\r")` whether to split on CR at all, which misses a CR followed
    /// by a combining mark (Foundation takes the pair for one composed character), so in a text
    /// whose every CR is followed by one, the CRs stayed in the text. Any other CR made them
    /// all line ends. The byte reader ends a line at every CR, as the format documents; for
    /// those texts the reference is asked about the text with each CR written as LF (no CR
    /// there is followed by LF, so the lines are the same).
    static func referenceParse(_ markdown: String) -> (body: HelpBody, findings: [HelpMarkdown.Finding]) {
        if markdown.utf8.contains(0x0D), !markdown.contains("\r") {
            return ReferenceHelpMarkdown.parse(
                String(decoding: markdown.utf8.map { $0 == 0x0D ? 0x0A : $0 }, as: UTF8.self))
        }
        return ReferenceHelpMarkdown.parse(markdown)
    }

    /// Reads `markdown` both ways and writes both results both ways; records any difference.
    static func expectSame(
        _ markdown: String, _ comment: @autoclosure () -> String = "",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let new = HelpMarkdown.parse(markdown)
        let old = referenceParse(markdown)
        let label = "\(comment()) \(markdown.unicodeScalars.map { String($0.value, radix: 16) })"
        #expect(
            exact(new.body) == exact(old.body), "read: \(markdown.debugDescription) \(label)",
            sourceLocation: sourceLocation)
        #expect(
            exact(new.findings) == exact(old.findings), "findings: \(markdown.debugDescription)",
            sourceLocation: sourceLocation)
        expectSameWriting(new.body, sourceLocation: sourceLocation)
        if exact(new.body) != exact(old.body) { expectSameWriting(old.body, sourceLocation: sourceLocation) }
    }

    /// Writes `body` both ways; records any difference. In the documented zone where bold and
    /// italic nest three deep or sit side by side inside another, the writer changed after the
    /// markdown fuzz target's finding of 2026-12-01 (bold written with an enclosing italic's
    /// delimiter closed it; `_` was written against a letter next to bold written without its
    /// delimiters), so there the new Markdown must keep the text wherever the reference's did;
    /// elsewhere the bytes must be the same wherever the reference's Markdown kept the text.
    static func expectSameWriting(_ body: HelpBody, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let new = HelpMarkdown.render(body)
        let old = ReferenceHelpMarkdown.render(body)
        let documentedZone = body.blocks.contains {
            HelpMarkdownTests.markupDepth($0) > 2 || HelpMarkdownTests.hasAdjacentMarkupInsideMarkup($0)
        }
        let referenceKeepsText = HelpBody(markdown: old).plainText == body.plainText
        if documentedZone || !referenceKeepsText {
            // Bodies made in code can hold what Markdown cannot say (blanks at the edges of
            // bold, over-long links); where the reference lost their text, nothing is compared.
            if referenceKeepsText {
                #expect(
                    HelpBody(markdown: new).plainText == body.plainText,
                    "write: \(new.debugDescription) loses text that the reference's \(old.debugDescription) kept",
                    sourceLocation: sourceLocation)
            }
            return
        }
        #expect(
            Array(new.utf8) == Array(old.utf8), "write: \(old.debugDescription) became \(new.debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// Inputs at the edges: line ends, nesting, unclosed markers, links, lists, and markers next
    /// to text whose characters are more than one scalar (combining marks, emoji, prepended marks).
    static let edgeInputs: [String] = [
        "", " ", "\n", "\r", "\r\n", "\n\r", "a\r\nb\rc\nd", "a\r\u{301}b\rc", "a\r\u{301}", "\r\u{200D}", "a\r\n\r\nb",
        "- a\r\n- b\r\n\r\n1. c", "**a\r\nb**",
        "[a](#b)\r\n[c](#d)", "a  \r\n  b", "\t\t", "\u{0B}a\u{0C}",
        "***a***", "**a *b* c**", "*a **b** c*", "_a __b__ c_", "**a _b_ c**", "***a* b**", "***a** b*", "*a*b*c*",
        "**", "*", "_", "__", "** **", "* a *", "**a", "a**", "*a", "a_", "_a", "**a*", "*a**", "__a_", "_a__",
        "snake_case_word", "x_y_", "_x_y", "2 * 3 ** 4", "***", "****a****", "*****a*****", "*_a_*", "_*a*_",
        String(repeating: "*a ", count: 40) + String(repeating: "b* ", count: 40),
        "[a](#b)", "[a](https://x.y/a_(b))", "[a](https://x.y/a(b)c)", "[a](https://x.y/(()", "[a](https://x.y/))",
        "[a](https://x.y/a b)", "[a](#b", "[a]", "[a] (#b)", "[[a]](#b)", "[a [b] c](#d)", "[a](#b)(c)",
        "[**a**](#b)", "[*a*](#b) and [_c_](#d)", "[a\nb](#c)", "[a](javascript:x)", "[a](JavaScript:x)",
        "[ a ](javascript:x) b", "x [ a ](javascript:x)\ny", "**[a](javascript:x) b**", "*a [b](data:x)*",
        "[a](mailto:x@y.z)", "[a](guidebook://help/x/y)", "[a](#)", "[a](GUIDEBOOK://HELP/x)", "\\[a](#b)",
        "[a\\](#b)", "[a](#b\\)", "[a](#b)c)", "[](#a)", "[a]()", "[a](\u{A0}#b)", "[a](#b\u{3000}c)",
        "[a](#b\u{2028}c)", "[a](#é)", "[é](#e\u{301})", "[a](#b\u{301})", "[a](#(\u{301})", "[a](#b)\u{301}",
        "- a", "* a", "-a", "- ", "-  ", "1. a", "1.a", "12345678. a", "123456789. a", "1234567890. a", "1) a",
        "- a\n- b", "- a\nb", "- a\n\nb", "1. a\n- b", "- a\n1. b", "a\n- b", "a\n1. b", "-\ta", "1.\ta", " - a",
        "\\- a", "1\\. a", "- - a", "- 1. a", "-\u{301} a", "1\u{301}. a", "1.\u{301} a", "- \u{301}a",
        "\u{600}- a", "-\u{600} a",
        "e\u{301}", "*e\u{301}*", "*\u{301}a*", "a*\u{301}", "**\u{301}a**", "_\u{301}a_", "a_\u{301}b_",
        "é_a_", "e\u{301}_a_", "_a_e\u{301}", "_a_\u{301}", "\\\u{301}", "\\*\u{301}", "\\\u{301}*",
        " \u{301}a", "a \u{301}", "a\u{301} ", "\u{301}", "\u{301}\u{302}", "*a* \u{301}", "*a \u{301}*",
        "\u{600}*a*", "*a\u{600}*", "\u{600} a \u{600}", "a\u{600} ", "\u{600}\n\u{600}", "\u{600}[a](#b)",
        "[a\u{600}](#b)", "[a](#b\u{600})", "\u{600}\\*", "\\\u{600}*", "_a\u{600}_", "\u{600}_a_",
        "👩‍💻 *a* 👩‍💻", "*👩‍💻*", "_👩‍💻_", "a👍🏽_b_", "👍🏽*a*", "*a*👍🏽", "*\u{200D}a*", "a\u{200D}*b*",
        "🇺🇸*a*🇫🇷", "🇺🇸🇫*a*", "*\u{FE0F}\u{20E3} keycap", "#\u{FE0F}\u{20E3}", "1\u{FE0F}\u{20E3}. a",
        "नमस्ते *दुनिया*", "क्‍ष _a_", "안녕 **하세요**", "\u{1100}\u{1161}*a*",
        "مرحبا **بالعالم**", "שלום _עולם_", "‏*a*‎", "\u{202B}**a**\u{202C}", "a\u{200F}_b_", "[רשימה](#א)",
        "- **مرحبا**\n- _שלום_", "١. عربي", "१. a", "\u{FF11}. a",
        "a\u{A0}*b*", "*a*\u{A0}", "\u{A0}a\u{A0}", "a\u{3000}_b_", "\u{2003}*a*", "\u{85}*a*",
        "<b>bold</b>", "&amp;", "`code`", "# heading", "> quote", "a\\", "\\", "\\\\", "\\\\*a*", "\\a",
        String(repeating: "[", count: 300) + "a" + String(repeating: "](#b)", count: 5),
        "[" + String(repeating: "a", count: 1999) + "](#b)", "[" + String(repeating: "a", count: 2000) + "](#b)",
        "[" + String(repeating: "é", count: 1999) + "](#b)", "[" + String(repeating: "é", count: 2000) + "](#b)",
        "[" + String(repeating: "e\u{301}", count: 1500) + "](#b)",
        "[a](#" + String(repeating: "b", count: 3997) + ")", "[a](#" + String(repeating: "b", count: 3998) + ")",
        "[a](#" + String(repeating: "ü", count: 3998) + ")", "[a](#" + String(repeating: "u\u{308}", count: 3000) + ")",
    ]

    @Test(arguments: edgeInputs)
    func edgeInputsReadAndWriteAsTheCharacterReaderDid(markdown: String) {
        Self.expectSame(markdown)
    }

    @Test func aCarriageReturnBeforeACombiningMarkEndsTheLineLikeAnyOther() {
        let expected: [HelpBlock] = [.paragraph([.text("a"), .lineBreak, .text("\u{301}b")])]
        #expect(Self.exact(HelpBody(markdown: "a\r\u{301}b")) == Self.exact(HelpBody(blocks: expected)))
        // The reader it replaced kept that CR as text unless another CR stood elsewhere.
        #expect(ReferenceHelpMarkdown.parse("a\r\u{301}b").body.blocks == [.paragraph([.text("a\r\u{301}b")])])
        #expect(
            ReferenceHelpMarkdown.parse("a\r\u{301}b\rc").body.blocks.first
                == .paragraph([
                    .text("a"), .lineBreak, .text("\u{301}b"), .lineBreak, .text("c"),
                ]))
    }

    /// Pieces of Markdown to generate text from: markers, line ends, links, list starts, and
    /// text in several scripts, with combining marks, emoji and marks that join their neighbours.
    static let pieces = [
        "*", "**", "_", "__", "***", "[", "]", "(", ")", "](#a)", "](https://x.y/z_(q))", "](javascript:x)",
        "](#a b)", "\\", "\\*", "\\_", "\\[", "\n", "\n\n", "\r\n", "\r", "- ", "* ", "1. ", "12. ", "a", "word",
        "Wort", " ", "  ", "\t", "<b>", "&amp;", "é", "e\u{301}", "\u{301}", "\u{308}", "ب", "مرحبا", "שלום",
        "\u{200F}", "👩‍💻", "👍🏽", "\u{200D}", "\u{FE0F}", "🇺🇸", "\u{600}", "क्ष", "#id", "2.", "-", ".", "1",
        "\u{A0}", "\u{3000}", "%", "„", "“", "«", "»",
    ]

    @Test(arguments: 0..<40)
    func generatedMarkdownReadsAndWritesAsTheCharacterReaderDid(batch: Int) {
        for case_ in 0..<100 {
            let seed = UInt64(batch * 100 + case_)
            var generator = SplitMix64(seed: seed)
            var text = ""
            for _ in 0..<(1 + generator.below(60)) { text += Self.pieces[generator.below(Self.pieces.count)] }
            Self.expectSame(text, "seed \(seed)")
        }
    }

    /// Real translated text (the corpus's `.strings` values: Hebrew, Japanese, Chinese, ...),
    /// as it is and with markers dropped in at random places.
    @Test func corpusTextReadsAndWritesAsTheCharacterReaderDid() throws {
        guard let folder = TestCorpus.folder("strings", for: "Markdown differential corpus tests") else { return }
        let files = LocalizationCorpus.files(in: folder, withExtension: "strings")
        #expect(!files.isEmpty)
        var generator = SplitMix64(seed: 3)
        var checked = 0
        for file in files {
            let table = try StringsFileReader.read(contentsOf: file)
            for entry in table {
                Self.expectSame(entry.value, file.lastPathComponent)
                var characters = Array(entry.value)
                for _ in 0..<(1 + generator.below(4)) {
                    let piece = Self.pieces[generator.below(18)]
                    characters.insert(contentsOf: piece, at: generator.below(characters.count + 1))
                }
                Self.expectSame(String(characters), file.lastPathComponent)
                checked += 2
            }
        }
        #expect(checked > 1_000)
    }

    /// Bodies built in code (not read from Markdown), whose text may hold anything: markers,
    /// line ends inside text, blanks at the edges, parentheses and spaces in link targets.
    @Test(arguments: 0..<20)
    func generatedBodiesWriteAsTheCharacterWriterDid(batch: Int) {
        let texts = [
            "a", "a b", " a", "a ", "*", "_x_", "\\", "[x]", "x\ny", "x\r\ny", "- x", "1. x", "\n- x", "\n2. y",
            "e\u{301}", "\u{301}", "*\u{301}", "\u{600}*", "\u{600}", "👩‍💻", "مرحبا", "", "7", ".", "-",
        ]
        let targets = [
            "#a", "https://x.y/a b", "https://x.y/(a)", "https://x.y/(a", "https://x.y/a)", "https://x.y/\t\n",
            "https://x.y/ \u{301}", "https://x.y/(\u{301}", "https://x.y/\r\n", "mailto:a@b.c",
        ]
        for case_ in 0..<100 {
            var generator = SplitMix64(seed: UInt64(10_000 + batch * 100 + case_))
            func inlines(depth: Int) -> [HelpInline] {
                (0..<(1 + generator.below(4))).map { _ in
                    switch depth < 3 ? generator.below(6) : 0 {
                    case 1: .strong(inlines(depth: depth + 1))
                    case 2: .emphasis(inlines(depth: depth + 1))
                    case 3:
                        .link(
                            inlines(depth: depth + 1),
                            generator.below(2) == 0
                                ? .article("x/" + texts[generator.below(texts.count)])
                                : .web(targets[generator.below(targets.count)]))
                    case 4: .lineBreak
                    default: .text(texts[generator.below(texts.count)] + texts[generator.below(texts.count)])
                    }
                }
            }
            let blocks: [HelpBlock] = (0..<(1 + generator.below(3))).map { _ in
                generator.below(3) == 0
                    ? .list(
                        ordered: generator.below(2) == 0, items: (0..<generator.below(3)).map { _ in inlines(depth: 0) }
                    )
                    : .paragraph(inlines(depth: 0))
            }
            Self.expectSameWriting(HelpBody(blocks: blocks))
        }
    }
}
