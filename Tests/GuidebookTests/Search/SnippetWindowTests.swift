import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// An index read from its file keeps no bodies: a snippet makes its article's body as snippets
/// show it from the book, and only as far as its window. The snippets are those of the index
/// built from the book (which keeps whole bodies), and nothing past the window is made.
@Suite struct SnippetWindowTests {
    typealias Hit = HelpSearchIndex.Storage.Hit

    static func indexes(_ items: [HelpItem]) throws -> (built: HelpSearchIndex, read: HelpSearchIndex) {
        let book = HelpBook(sections: [HelpSection(id: "s", title: "Section", items: items)])
        let read = try HelpSearchIndex(fileData: HelpSearchIndex.fileData(for: book), book: book)
        return (HelpSearchIndex(book: book), read)
    }

    static let fillerWords = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india"]

    /// 3,000 words in paragraphs of 100, with "zebra." as word 2,900 and nothing else matching.
    static let longBody: (body: HelpBody, words: [String]) = {
        var words = (0..<3_000).map { fillerWords[$0 % fillerWords.count] }
        words[2_900] = "zebra."
        let paragraphs = stride(from: 0, to: words.count, by: 100).map { start in
            HelpBlock.paragraph([.text(words[start..<(start + 100)].joined(separator: " "))])
        }
        return (HelpBody(blocks: paragraphs), words)
    }()

    @Test func aMatchFarIntoALongBodyShowsTheSameWindowFromTheFileAsFromTheBuiltIndex() throws {
        let (body, words) = Self.longBody
        let items = [
            HelpItem(id: "long", title: "A long article", body: body),
            HelpItem(id: "short", title: "Another article", body: HelpBody(plainText: "Nothing to see here.")),
        ]
        let (built, read) = try Self.indexes(items)
        let result = try #require(read.search("zebra").first)
        #expect(read.search("zebra") == built.search("zebra"))
        // Eight words of context before the match, then the rest of a 24-word window.
        let expected = "… " + words[2_892..<2_916].joined(separator: " ") + " …"
        #expect(result.snippet == expected)
        #expect(result.snippetHighlights.map { String(result.snippet[$0]) } == ["zebra"])
    }

    /// The file says where each paragraph starts in the displayed body: a window across two
    /// paragraphs, the first shown as its string is (its displayed length is the string's), is
    /// made from the window's start to a fixed margin past its end, nothing before or after; a
    /// window inside one paragraph of one string is sliced from that string, and nothing is made.
    @Test func aSnippetFarIntoALongBodyMakesOnlyItsWindow() throws {
        let (body, words) = Self.longBody
        let (_, read) = try Self.indexes([HelpItem(id: "long", title: "A long article", body: body)])
        let made = try #require(read.storage.snippetFromFile(document: 0, hits: [(2_900, 0)]))
        #expect(made.snippet == "… " + words[2_892..<2_916].joined(separator: " ") + " …")
        // The window starts at word 2,892, in the paragraph of words 2,800 to 2,899, and ends
        // after word 2,915, in the next paragraph.
        let windowStart = words[0..<2_892].joined(separator: " ").utf8.count + 1
        let windowEnd = words[0..<2_916].joined(separator: " ").utf8.count
        #expect(made.made == windowStart..<(windowEnd + HelpSearchIndex.Storage.windowLookahead))
        // A match near the start, its window inside the first paragraph, makes none of the body's 18,700.
        let early = try #require(read.storage.snippetFromFile(document: 0, hits: [(50, 0)]))
        #expect(early.snippet == "… " + words[42..<66].joined(separator: " ") + " …")
        #expect(early.made == 0..<0)
    }

    /// The same window when its first paragraph is not shown as its string is: two spaces after
    /// word 2,810, before the window (they collapse to one), or a line break after word 2,895,
    /// inside it (shown as a space). The text is made from that paragraph's start, and the
    /// snippet is the built index's.
    @Test(arguments: [2_810, 2_895])
    func aWindowWhoseFirstParagraphIsNotItsStringIsMadeFromTheParagraphsStart(word: Int) throws {
        let words = Self.longBody.words
        let separator = word < 2_892 ? "  " : "\n"
        let body = HelpBody(
            blocks: stride(from: 0, to: words.count, by: 100).map { start in
                let range = start..<(start + 100)
                guard range.contains(word) else { return .paragraph([.text(words[range].joined(separator: " "))]) }
                return .paragraph([
                    .text(
                        words[start...word].joined(separator: " ") + separator
                            + words[(word + 1)..<range.upperBound].joined(separator: " "))
                ])
            })
        let (built, read) = try Self.indexes([HelpItem(id: "long", title: "A long article", body: body)])
        #expect(read.search("zebra") == built.search("zebra"))
        let made = try #require(read.storage.snippetFromFile(document: 0, hits: [(2_900, 0)]))
        #expect(made.snippet == "… " + words[2_892..<2_916].joined(separator: " ") + " …")
        let paragraphStart = words[0..<2_800].joined(separator: " ").utf8.count + 1
        #expect(made.made.lowerBound == paragraphStart)
    }

    /// A body of a paragraph with strong, emphasized and linked words, a numbered list, and a
    /// paragraph with a line break and runs of white space: the pieces of its plain text are
    /// joined and collapsed as the built index shows them.
    static let blocksBody = HelpBody(blocks: [
        .paragraph([.text("Open the "), .strong([.text("Export")]), .text(" menu  first.")]),
        .list(
            ordered: true,
            items: [
                [.text("Choose "), .emphasis([.text("PDF")]), .text(" "), .text(" or Markdown")],
                [.text("Tap "), .link([.text("Share")], .article("share")), .text(".")],
            ]),
        .paragraph([.text("Then"), .lineBreak, .text("wait  for\tthe file, \n which can take a while.")]),
        .paragraph([.text((1...30).map { "step\($0)" }.joined(separator: " ") + ".")]),
    ])

    @Test(arguments: [
        (
            "share",
            "… Export menu first. Choose PDF or Markdown Tap Share. Then wait for the file, which can take a while."
                + " step1 step2 step3 step4 step5 …"
        ),
        (
            "pdf",
            "Open the Export menu first. Choose PDF or Markdown Tap Share. Then wait for the file, which can take a"
                + " while. step1 step2 step3 …"
        ),
        (
            "wait file",
            "… Choose PDF or Markdown Tap Share. Then wait for the file, which can take a while. step1 step2 step3"
                + " step4 step5 step6 step7 step8 …"
        ),
        (
            "menu markdown",
            "Open the Export menu first. Choose PDF or Markdown Tap Share. Then wait for the file, which can take a"
                + " while. step1 step2 step3 …"
        ),
        (
            "step12",
            "… take a while. step1 step2 step3 step4 step5 step6 step7 step8 step9 step10 step11 step12 step13 step14"
                + " step15 step16 step17 step18 step19 step20 step21 …"
        ),
    ])
    func aMatchInABodyOfSeveralMarkdownBlocksShowsTheSameSnippet(query: String, snippet: String) throws {
        let (built, read) = try Self.indexes([
            HelpItem(id: "export", title: "Exporting", body: Self.blocksBody),
            HelpItem(id: "share", title: "Sharing", body: HelpBody(plainText: "Share a file.")),
        ])
        let results = read.search(query)
        #expect(results == built.search(query))
        let result = try #require(results.first { $0.itemID == "export" })
        #expect(result.snippet == snippet)
    }
}

extension SnippetWindowTests {
    /// The displayed text made up to each length is that length of the whole displayed text,
    /// for bodies whose white space runs start, end and continue across pieces.
    @Test(arguments: [1, 2, 3])
    func theDisplayedPrefixOfEveryLengthIsTheStartOfTheWholeDisplayedBody(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "a", "bc", "défg", "\u{1}", "🎹", "x y", " z ", "long words here"]
        var prefix = DisplayedBodyPrefix()
        var differing: [String] = []
        for _ in 0..<200 {
            func inlines() -> [HelpInline] {
                (0..<random.below(5)).map { _ in
                    switch random.below(4) {
                    case 0: .strong([.text(pieces[random.below(pieces.count)])])
                    case 1: .lineBreak
                    default: .text(pieces[random.below(pieces.count)])
                    }
                }
            }
            let blocks: [HelpBlock] = (0..<random.below(4)).map { _ in
                random.below(3) == 0
                    ? .list(ordered: false, items: (0..<(1 + random.below(3))).map { _ in inlines() })
                    : .paragraph(inlines())
            }
            let body = HelpBody(blocks: blocks)
            let whole = Array(HelpSearchSnippetTests.collapsed(body.plainText).utf8)
            for count in 0...(whole.count + 1) {
                prefix.make(from: body, through: count)
                let complete = prefix.isComplete || prefix.bytes.count == whole.count
                if prefix.bytes != Array(whole.prefix(count)) || (count > whole.count && !complete) {
                    differing.append("\(body.plainText.debugDescription) through \(count)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) prefixes differ, first: \(differing.prefix(3))")
    }

    /// Bodies of several blocks made of pieces with runs of white space across them: every
    /// query of their words finds the same results, snippets included, in both indexes.
    @Test(arguments: [1, 2])
    func generatedBodiesOfSeveralBlocksGiveTheSameResultsFromTheFile(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let words = HelpSearchSnippetTests.words
        let separators = HelpSearchSnippetTests.separators
        func piece() -> String {
            (0..<(1 + random.below(8))).map { _ in
                words[random.below(words.count)] + separators[random.below(separators.count)]
            }.joined()
        }
        let items = (0..<80).map { number in
            let blocks: [HelpBlock] = (0..<(1 + random.below(5))).map { _ in
                random.below(3) == 0
                    ? .list(ordered: true, items: (0..<(1 + random.below(3))).map { _ in [.text(piece())] })
                    : .paragraph([.text(piece()), .emphasis([.text(piece())]), .lineBreak, .text(piece())])
            }
            return HelpItem(id: "g\(number)", title: "Article \(number)", body: HelpBody(blocks: blocks))
        }
        let (built, read) = try Self.indexes(items)
        var differing: [String] = []
        for query in words + ["tap export", "straße pdf", "設定 保存", "well known"]
        where read.search(query, limit: 40) != built.search(query, limit: 40) {
            differing.append(query)
        }
        #expect(differing.isEmpty, "queries whose results differ: \(differing)")
    }
}

extension SnippetWindowTests {
    /// Bodies as a v2 book keeps them (Markdown, read when asked for), long enough to be read
    /// in several parts: the index read from its file shows what the built index shows.
    @Test func markdownBodiesOfABookReadFromJSONGiveTheSameResultsFromTheFile() throws {
        var random = SplitMix64(seed: 7)
        let words = HelpSearchSnippetTests.words
        func sentence() -> String {
            (0..<(4 + random.below(12))).map { _ in words[random.below(words.count)] }.joined(separator: " ") + "."
        }
        let items = (0..<60).map { number in
            var blocks = (0..<(2 + random.below(12))).map { _ in
                random.below(3) == 0
                    ? (0..<(1 + random.below(3))).map { _ in "- " + sentence() }.joined(separator: "\n")
                    : (0..<(1 + random.below(4))).map { _ in sentence() }.joined(
                        separator: random.below(2) == 0 ? " " : "\n")
            }
            // Every third body has a link, so it is read into blocks at once and the file says
            // where its blocks start; the others stay Markdown and are read from their start.
            if number % 3 == 0 { blocks[0] = "See [the first article](#m0). " + blocks[0] }
            let text = blocks.joined(separator: random.below(4) == 0 ? "\n\n\n" : "\n\n")
            return HelpItem(id: "m\(number)", title: "Article \(number)", body: HelpBody.markdown(text).body)
        }
        #expect(items.filter { $0.body.storedBlockCount != nil }.count == 20)
        let (built, read) = try Self.indexes(items)
        var differing: [String] = []
        for query in words + ["tap export", "straße pdf", "設定 保存"]
        where read.search(query, limit: 40) != built.search(query, limit: 40) {
            differing.append(query)
        }
        #expect(differing.isEmpty, "queries whose results differ: \(differing)")
        #expect(!read.search(words[0], limit: 40).isEmpty)
    }
}
