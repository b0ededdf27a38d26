import GuidebookTestSupport
import Testing

@testable import Guidebook

@Suite struct HelpMarkdownTests {
    static let cases: [(String, [HelpBlock])] = [
        ("One.\n\nTwo.", [.paragraph([.text("One.")]), .paragraph([.text("Two.")])]),
        ("Line one\nline two", [.paragraph([.text("Line one"), .lineBreak, .text("line two")])]),
        ("Tap **Export** now", [.paragraph([.text("Tap "), .strong([.text("Export")]), .text(" now")])]),
        (
            "*soft* and _quiet_",
            [.paragraph([.emphasis([.text("soft")]), .text(" and "), .emphasis([.text("quiet")])])]
        ),
        ("snake_case_name stays", [.paragraph([.text("snake_case_name stays")])]),
        ("2 * 3 * 4", [.paragraph([.text("2 * 3 * 4")])]),
        ("**bold *both***", [.paragraph([.strong([.text("bold "), .emphasis([.text("both")])])])]),
        ("**unclosed", [.paragraph([.text("**unclosed")])]),
        ("*a **b* c**", [.paragraph([.emphasis([.text("a **b")]), .text(" c**")])]),
        ("\\*not italic\\*", [.paragraph([.text("*not italic*")])]),
        ("back\\slash \\q", [.paragraph([.text("back\\slash \\q")])]),
        (
            "- one\n- two\n* three",
            [.list(ordered: false, items: [[.text("one")], [.text("two")], [.text("three")]])]
        ),
        ("1. first\n2. second", [.list(ordered: true, items: [[.text("first")], [.text("second")]])]),
        (
            "Steps:\n1. Open\n   more\n\nDone.",
            [
                .paragraph([.text("Steps:")]),
                .list(ordered: true, items: [[.text("Open"), .lineBreak, .text("more")]]),
                .paragraph([.text("Done.")]),
            ]
        ),
        ("-not a list\n1.5 neither", [.paragraph([.text("-not a list"), .lineBreak, .text("1.5 neither")])]),
        (
            "See [Ties](#editing/ties).",
            [.paragraph([.text("See "), .link([.text("Ties")], .article("editing/ties")), .text(".")])]
        ),
        (
            "[**PDF**](guidebook://help/sharing/pdf)",
            [.paragraph([.link([.strong([.text("PDF")])], .article("sharing/pdf"))])]
        ),
        (
            "[site](https://example.com/a_(b)) [mail](mailto:help@example.com)",
            [
                .paragraph([
                    .link([.text("site")], .web("https://example.com/a_(b)")), .text(" "),
                    .link([.text("mail")], .web("mailto:help@example.com")),
                ])
            ]
        ),
        ("[no target] and [bad](has space)", [.paragraph([.text("[no target] and [bad](has space)")])]),
        ("  padded  \n\n\n\n  lines  ", [.paragraph([.text("padded")]), .paragraph([.text("lines")])]),
        ("", []),
        ("a\r\nb\rc", [.paragraph([.text("a"), .lineBreak, .text("b"), .lineBreak, .text("c")])]),
    ]

    @Test(arguments: cases)
    func markdownReadsIntoBlocksAndInlines(markdown: String, blocks: [HelpBlock]) {
        #expect(HelpBody(markdown: markdown).blocks == blocks)
    }

    @Test(
        arguments: cases.map(\.0) + [
            "***both***", "_**x**_ y", "a*b*c", "1) x", "# not a heading", "\\- escaped\n\\1. too",
            "x\n- y\n  - z", "*a*b*c*d", "[a [b] c](#x)", "2\\. item\n- real",
        ])
    func writtenMarkdownReadsBackIntoTheSameBody(markdown: String) {
        let body = HelpBody(markdown: markdown)
        #expect(HelpBody(markdown: body.markdown) == body, "\(body.markdown)")
    }

    @Test(arguments: [
        "Plain *stars* and _underscores_ and [brackets](x)\n- dash line\n1. number line\n\\ backslash",
        "<b>bold?</b>", "Tab\tinside",
    ])
    func plainTextBodiesSurviveMarkdownUnchanged(text: String) {
        let body = HelpBody(plainText: text)
        #expect(body.blocks.allSatisfy { if case .paragraph = $0 { true } else { false } })
        #expect(HelpBody(markdown: body.markdown) == body, "\(body.markdown)")
    }

    @Test(arguments: [
        "<script>alert('x')</script>", "<img src=x onerror=alert(1)>", "&lt;b&gt; and &amp;",
        "<a href=\"javascript:alert(1)\">tap</a>",
    ])
    func rawHTMLStaysLiteralText(html: String) {
        let body = HelpBody(markdown: html)
        #expect(body.blocks == [.paragraph([.text(html)])])
        #expect(body.plainText == html)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html;base64,PHNjcmlwdD4=", "file:///etc/passwd",
        "http://insecure.example.com", "relative/path", "vbscript:x",
    ])
    func unsafeLinkTargetsKeepOnlyTheirTextAndAreReported(target: String) {
        let (body, findings) = HelpMarkdown.parse("Tap [here](\(target)) now")
        #expect(body.blocks == [.paragraph([.text("Tap here now")])])
        #expect(findings.count == 1)
        #expect(findings.first?.code == .unsupportedLink)
        #expect(findings.first?.message.contains(target) == true)
    }

    /// The markdown fuzz target's findings of 2026-12-03 (kept in `Fuzz/Regressions/markdown/`):
    /// a link whose target is refused keeps only its text, and an empty one leaves nothing, so a
    /// line of such links is as good as a blank one. What it leaves must be something the writer
    /// can write back: no line break at a block's or a bold or italic's edge (`_a\n_` does not
    /// close), no two breaks side by side (they write as a blank line, ending the paragraph), no
    /// empty paragraph or list item, no whitespace character at a bold or italic's edge.
    @Test(arguments: [
        ("_\n[]()", [HelpBlock.paragraph([.text("_")])]),
        ("[]()\na", [.paragraph([.text("a")])]),
        ("*a\n[]()*", [.paragraph([.emphasis([.text("a")])])]),
        ("*a\n[]()*\nb", [.paragraph([.emphasis([.text("a")]), .lineBreak, .text("b")])]),
        ("_x\n[]()\n[_", [.paragraph([.emphasis([.text("x"), .lineBreak, .text("[")])])]),
        ("a\n[](x) []()\nb", [.paragraph([.text("a"), .lineBreak, .text("b")])]),
        ("[]()\n- a", [.list(ordered: false, items: [[.text("a")]])]),
        ("1. a\n2. []()\n3. b", [.list(ordered: true, items: [[.text("a")], [.text("b")]])]),
        ("[]()", []),
        ("*a\u{0B}[]()* b", [.paragraph([.emphasis([.text("a")]), .text("\u{0B} b")])]),
        ("x *[]()\u{A0}a*", [.paragraph([.text("x \u{A0}"), .emphasis([.text("a")])])]),
    ])
    func aLineOfDroppedLinksLeavesNothingTheWriterCannotWriteBack(markdown: String, blocks: [HelpBlock]) {
        let body = HelpBody(markdown: markdown)
        #expect(body.blocks == blocks)
        #expect(HelpBody(markdown: body.markdown) == body, "\(body.markdown.debugDescription)")
    }

    /// Where lint points a finding about a link: each target's bytes in the text as written,
    /// through trimmed lines joined into one block, list items and CRLF line ends.
    @Test func linkTargetsStandWhereTheTextWritesThemOnEveryLineOfABlock() {
        let text =
            "Intro [a](help:x) and\n   more [b](javascript:y)\n\n- item [c](#z)\n  then [d](https://e.org)\r\n"
            + "1. [e](help:w) \\[f](help:v)"
        let targets = HelpMarkdown.linkTargets(in: text)
        let bytes = Array(text.utf8)
        #expect(
            targets.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [
                "help:x", "javascript:y", "#z", "https://e.org", "help:w",
            ])
        #expect(
            targets.map(\.destination) == [.article("x"), nil, .article("z"), .web("https://e.org"), .article("w")])
    }

    @Test func plainTextSeparatesBlocksWithABlankLineAndListItemsWithNewlines() {
        let body = HelpBody(markdown: "Intro **now**\nnext\n\n- a\n- *b*\n\n1. c")
        #expect(body.plainText == "Intro now\nnext\n\na\nb\n\nc")
    }

    @Test func plainTextBodiesHaveNoMarkup() {
        let body = HelpBody(plainText: "Use **two** stars\n\n- not a list")
        #expect(body.plainText == "Use **two** stars\n\n- not a list")
        #expect(body.blocks.count == 2)
    }

    @Test func deeplyNestedMarkersStayTextWithoutCrashing() {
        let depth = 5_000
        let text = String(repeating: "*a ", count: depth) + String(repeating: "b* ", count: depth)
        let body = HelpBody(markdown: text)
        #expect(body.plainText.count > depth)
        let brackets = String(repeating: "[", count: 50_000) + "x" + String(repeating: "](#y)", count: 10)
        #expect(HelpBody(markdown: brackets).plainText.hasPrefix("[[[["))
    }
}

extension HelpMarkdownTests {
    /// A small deterministic generator, so a failure names a reproducible seed.
    typealias Generator = SplitMix64

    static let pieces = [
        "*", "**", "_", "__", "[", "]", "(", ")", "](#a)", "](https://x.y/z)", "](javascript:x)", "\\", "\n", "\n\n",
        "- ", "* ", "1. ", "a", "word", " ", "\t", "<b>", "&amp;", "é", "ب", "#id", "2.", "-",
    ]

    @Test(arguments: 0..<2000)
    func randomMarkupNeverCrashesAndWritesBackToTheSameBody(seed: Int) {
        var generator = Generator(seed: UInt64(seed))
        var text = ""
        for _ in 0..<(5 + generator.below(40)) {
            text += Self.pieces[generator.below(Self.pieces.count)]
        }
        let body = HelpBody(markdown: text)
        let written = body.markdown
        // Documented limit: bold and italic nested three deep, or side by side inside another
        // bold or italic, can run out of distinct delimiters (`*`, `_`) and read back regrouped.
        guard body.blocks.allSatisfy({ Self.markupDepth($0) <= 2 && !Self.hasAdjacentMarkupInsideMarkup($0) })
        else { return }
        #expect(
            HelpBody(markdown: written) == body, "seed \(seed): \(text.debugDescription) → \(written.debugDescription)")
        let plain = HelpBody(plainText: text)
        #expect(HelpBody(markdown: plain.markdown) == plain, "seed \(seed): plain \(text.debugDescription)")
    }
}

extension HelpMarkdownTests {
    /// How deep bold and italic nest in a block.
    static func markupDepth(_ block: HelpBlock) -> Int {
        func depth(_ inlines: [HelpInline]) -> Int {
            inlines.map { inline in
                switch inline {
                case .strong(let children), .emphasis(let children): 1 + depth(children)
                case .link(let children, _): depth(children)
                case .text, .lineBreak: 0
                }
            }.max() ?? 0
        }
        switch block {
        case .paragraph(let inlines): return depth(inlines)
        case .list(_, let items): return items.map(depth).max() ?? 0
        }
    }
}

extension HelpMarkdownTests {
    /// Whether bold or italic directly follows bold or italic inside another bold or italic.
    static func hasAdjacentMarkupInsideMarkup(_ block: HelpBlock) -> Bool {
        func isMarkup(_ inline: HelpInline) -> Bool {
            switch inline {
            case .strong, .emphasis: true
            default: false
            }
        }
        func check(_ inlines: [HelpInline], inside: Bool) -> Bool {
            if inside, zip(inlines, inlines.dropFirst()).contains(where: { isMarkup($0) && isMarkup($1) }) {
                return true
            }
            return inlines.contains { inline in
                switch inline {
                case .strong(let children), .emphasis(let children): check(children, inside: true)
                case .link(let children, _): check(children, inside: inside)
                case .text, .lineBreak: false
                }
            }
        }
        switch block {
        case .paragraph(let inlines): return check(inlines, inside: false)
        case .list(_, let items): return items.contains { check($0, inside: false) }
        }
    }
}

extension HelpMarkdownTests {
    @Test func boldThreeDeepIsWrittenTwiceAndReadsBackWithTheSameText() {
        let nested = HelpBody(blocks: [.paragraph([.strong([.text("a "), .strong([.strong([.text("deep")])])])])])
        #expect(nested.markdown == "**a __deep__**")
        #expect(HelpBody(markdown: nested.markdown).plainText == nested.plainText)
    }

    @Test func runsOfUnderscoresAroundTextKeepEveryUnderscoreThroughMarkdown() {
        let text = "then " + String(repeating: "_", count: 89) + "drag o" + String(repeating: "_", count: 33) + " end"
        let body = HelpBody(markdown: text)
        #expect(HelpBody(markdown: body.markdown).plainText == body.plainText)
    }
}

extension HelpMarkdownTests {
    /// The markdown fuzz target's finding of 2026-12-01: bold inside two italics (`*` outside,
    /// `_` inside) had no delimiter left and was written as `**` right after the inner `_`,
    /// where it closed the outer `*` italic and the inner `_` read back as text.
    @Test func boldInsideTwoItalicsIsWrittenWithoutItsDelimitersAndKeepsItsText() {
        let body = HelpBody(blocks: [
            .paragraph([
                .text("Tap **Export"),
                .emphasis([
                    .text("0, then "), .emphasis([.text("choose")]), .text("  g  ) "),
                    .emphasis([.strong([.text("drag th</b>")])]),
                ]),
            ])
        ])
        let again = HelpBody(markdown: body.markdown)
        #expect(again.plainText == body.plainText, "\(body.markdown)")
        #expect(HelpBody(markdown: again.markdown) == again, "the Markdown settles")
    }

    /// Fuzz findings, minimized (also in Fuzz/Regressions/markdown/): bold or italic written
    /// without its delimiters (bold inside bold) took its neighbours from inside, so `_` was
    /// written against a letter outside it, where it does not count.
    @Test(arguments: ["__é***)***__", "*****>***d**", "***d*___*___**", "_*___a___>*_", "****_**__é__**"])
    func boldInsideBoldNextToALetterKeepsEveryUnderscoreThroughMarkdown(markdown: String) {
        let body = HelpBody(markdown: markdown)
        let again = HelpBody(markdown: body.markdown)
        #expect(again.plainText == body.plainText, "\(body.markdown.debugDescription)")
        #expect(HelpBody(markdown: again.markdown).markdown == again.markdown, "the Markdown settles")
    }
}

extension HelpMarkdownTests {
    /// The markdown fuzz target's second finding of 2026-12-01: a list item whose text starts
    /// with a joiner or a combining mark was written after `- `, where the space and that scalar
    /// make one character, so the line read back as a paragraph starting with "- ".
    @Test(arguments: ["\u{200D}x", "\u{301}x", "\u{FE0F}"])
    func aListItemStartingWithAScalarThatJoinsASpaceStaysAListItem(text: String) {
        for ordered in [false, true] {
            let body = HelpBody(blocks: [.list(ordered: ordered, items: [[.text(text)], [.text("b")]])])
            #expect(HelpBody(markdown: body.markdown) == body, "\(body.markdown.debugDescription)")
        }
    }
}

extension HelpMarkdownTests {
    /// The markdown fuzz target's finding of a 600 s run (minimized, also in
    /// Fuzz/Regressions/markdown/): bold written without its delimiters (bold inside bold) was
    /// taken for a closing run, so the italic after it avoided the `_` it ends with and took the
    /// enclosing `*`; each writing regrouped the runs and the delimiters flipped between `*`
    /// and `_` (`**D\_*\_*__\___*F***`, then `**D\__\__\_*F***`, then `…\__F_**`).
    @Test func runsAfterBoldWrittenWithoutItsDelimitersSettleOnTheFirstWriting() {
        let body = HelpBody(markdown: "__D**_***_***_**_F___")
        let first = body.markdown
        let again = HelpBody(markdown: first)
        #expect(again.plainText == body.plainText, "\(first.debugDescription)")
        #expect(again.markdown == first, "the first writing \(first.debugDescription) is already stable")
    }
}

extension HelpMarkdownTests {
    @Test(arguments: [
        ("**a __b__ c**", [HelpInline.strong([.text("a b c")])]),
        ("_a *b* c_", [.emphasis([.text("a b c")])]),
        ("**a _b __c__ d_ e**", [.strong([.text("a "), .emphasis([.text("b c d")]), .text(" e")])]),
        ("__[x **y**](#z)__", [.strong([.link([.text("x y")], .article("z"))])]),
        ("**a** __b__", [.strong([.text("a")]), .text(" "), .strong([.text("b")])]),
    ])
    func boldInsideBoldAndItalicInsideItalicReadAsOneRun(markdown: String, inlines: [HelpInline]) {
        #expect(HelpBody(markdown: markdown).blocks == [.paragraph(inlines)])
    }

    /// The help-book v2 fuzz target's finding of 2026-12-01: 17 levels of bold around an
    /// italic wrote back as two, so the book read back from its own Markdown was another book.
    @Test func seventeenLevelsOfBoldReadBackTheSameAfterWriting() {
        let body = HelpBody(
            markdown: "phras" + String(repeating: "*", count: 35) + "~" + String(repeating: "*", count: 54) + "e")
        #expect(HelpBody(markdown: body.markdown) == body)
        #expect(HelpBody(markdown: body.markdown).markdown == body.markdown)
    }
}
