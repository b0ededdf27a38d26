import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// A body kept as its text (a v2 book's Markdown without a link, a legacy book's plain text:
/// how an app reads a help book) has no blocks to start a snippet at: the index file says, per
/// block, where the block's displayed text lies as it is in the text. A window inside such a
/// block is sliced from the text, one that runs on is made from the window's start, and a block
/// shown otherwise (markup, a wrapped line) is read from the body's start, as before. The
/// snippets are the built index's either way.
@Suite struct LazyBodySnippetTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case markdown, plainText
        var testDescription: String { rawValue }

        func body(_ text: String) -> HelpBody {
            switch self {
            case .markdown: HelpBody.markdown(text).body
            case .plainText: HelpBody(plainText: text)
            }
        }
    }

    /// `SnippetWindowTests.longBody`'s words (word 2,900 is "zebra."), paragraphs of 100
    /// separated by a blank line; word `emphasized` in Markdown emphasis (`*word*`), a line
    /// break instead of a space after word `lineBreakAfter`.
    static func longText(emphasized: Int? = nil, lineBreakAfter: Int? = nil) -> String {
        let words = SnippetWindowTests.longBody.words
        return stride(from: 0, to: words.count, by: 100).map { start in
            var text = ""
            for index in start..<(start + 100) {
                if index > start { text += index - 1 == lineBreakAfter ? "\n" : " " }
                text += index == emphasized ? "*" + words[index] + "*" : words[index]
            }
            return text
        }.joined(separator: "\n\n")
    }

    static func indexes(_ body: HelpBody) throws -> (built: HelpSearchIndex, read: HelpSearchIndex) {
        #expect(body.lazyText != nil)
        let items = [
            HelpItem(id: "long", title: "A long article", body: body),
            HelpItem(id: "short", title: "Another article", body: HelpBody(plainText: "Nothing to see here.")),
        ]
        return try SnippetWindowTests.indexes(items)
    }

    /// Where word `index` of the long body starts in its displayed text.
    static func offset(ofWord index: Int) -> Int {
        SnippetWindowTests.longBody.words[0..<index].joined(separator: " ").utf8.count + (index > 0 ? 1 : 0)
    }

    @Test(arguments: Kind.allCases)
    func aWindowInsideAParagraphIsSlicedFromTheTextAndOneRunningOnIsMadeFromItsStart(kind: Kind) throws {
        let words = SnippetWindowTests.longBody.words
        let (built, read) = try Self.indexes(kind.body(Self.longText()))
        #expect(read.search("zebra") == built.search("zebra"))
        #expect(read.search("zebra").first?.snippet == "… " + words[2_892..<2_916].joined(separator: " ") + " …")
        // The window of word 2,900 runs from word 2,892 into the next paragraph: made from its
        // start to a fixed margin past its end, nothing of the 18,700 bytes before it.
        let across = try #require(read.storage.snippetFromFile(document: 0, hits: [(2_900, 0)]))
        #expect(across.snippet == "… " + words[2_892..<2_916].joined(separator: " ") + " …")
        let windowEnd = Self.offset(ofWord: 2_916) - 1
        #expect(across.made == Self.offset(ofWord: 2_892)..<(windowEnd + HelpSearchIndex.Storage.windowLookahead))
        // Windows inside one paragraph, near the start and far in: sliced from the text, nothing made.
        for hit in [50, 2_850] {
            let hits: [SnippetWindowTests.Hit] = [(UInt32(hit), 0)]
            let inside = try #require(read.storage.snippetFromFile(document: 0, hits: hits))
            #expect(inside.snippet == "… " + words[(hit - 8)..<(hit + 16)].joined(separator: " ") + " …")
            #expect(inside.made == 0..<0)
        }
        // The last word's window ends with the body, inside the last paragraph: sliced, no `…` after.
        let last = try #require(read.storage.snippetFromFile(document: 0, hits: [(2_999, 0)]))
        #expect(last.snippet == "… " + words[2_991..<3_000].joined(separator: " "))
        #expect(last.snippet == built.storage.snippet(document: 0, hits: [(2_999, 0)]).0)
        #expect(last.made == 0..<0)
    }

    /// The paragraph the window starts in, or the one it runs into, is not shown as it lies in
    /// the text (a Markdown emphasis, a line break inside it): the text is parsed from the start
    /// of the window's paragraph, which follows a blank line of the Markdown (from the body's
    /// start for plain text), and the snippet is still the built index's.
    @Test(arguments: [
        (Kind.markdown, 2_894, true), (.plainText, 2_894, false), (.markdown, 2_910, true), (.markdown, 2_905, false),
    ])
    func aParagraphShownOtherwiseIsReadFromTheBodysStart(kind: Kind, word: Int, emphasis: Bool) throws {
        let text = Self.longText(emphasized: emphasis ? word : nil, lineBreakAfter: emphasis ? nil : word)
        let (built, read) = try Self.indexes(kind.body(text))
        #expect(read.search("zebra") == built.search("zebra"))
        let made = try #require(read.storage.snippetFromFile(document: 0, hits: [(2_900, 0)]))
        #expect(made.snippet == built.search("zebra").first?.snippet)
        #expect(made.made.lowerBound == (kind == .markdown ? Self.offset(ofWord: 2_800) : 0))
    }

    /// A file whose sources lie (a start past the text or inside a scalar, a length past the
    /// text, a block shown as it is where it is not) never traps: the text is clamped to the
    /// body, each snippet shows words of its own article or none, and the results are the same
    /// articles. A length of 0 says no block is shown as it is: the snippets are the built index's.
    @Test(arguments: [(0, UInt32.max), (1, 5), (7, 100_000), (UInt32.max, 10), (2, 0)] as [(UInt32, UInt32)])
    func wrongBlockSourcesNeverTrap(start: UInt32, count: UInt32) throws {
        let book = HelpBook(sections: [
            HelpSection(
                id: "s", title: "Section",
                items: [
                    HelpItem(id: "long", title: "A long article", body: Kind.markdown.body(Self.longText())),
                    HelpItem(
                        id: "accents", title: "Straße",
                        body: Kind.markdown.body("Größe über Straße.\n\nÉtape suivante: zebra café.")),
                ])
        ])
        let built = HelpSearchIndex(book: book)
        var parts = try HelpSearchIndex.fileData(for: book).withUnsafeBytes { bytes in
            try SearchIndexFile.decode(bytes, file: "HelpBook.searchindex")
        }
        #expect(parts.bodyBlockStarts.sources.count == 2 * (30 + 2))
        parts.bodyBlockStarts.sources = parts.bodyBlockStarts.sources.indices.map { $0 % 2 == 0 ? start : count }
        let read = try HelpSearchIndex(fileData: Data(SearchIndexFile.encode(parts)), book: book)
        for query in ["zebra", "alpha", "strasse", "etape cafe", "india"] {
            let results = read.search(query)
            #expect(results.map(\.itemID) == built.search(query).map(\.itemID))
            if count == 0 { #expect(results == built.search(query)) }
            for result in results {
                #expect(result.snippetHighlights.allSatisfy { result.snippet[$0].isEmpty == false })
            }
        }
    }

    /// Every block's source named a restart after the same blank line of the Markdown (the
    /// second paragraph's start): a window parses from there, at its own block's displayed start,
    /// and shows words of the same body (or no snippet when its tokens do not fit them), never
    /// trapping; the results are the same articles.
    @Test func wrongRestartsShowWordsOfTheSameBodyAndNeverTrap() throws {
        let text = Self.longText(emphasized: 2_850)
        let book = HelpBook(sections: [
            HelpSection(
                id: "s", title: "Section",
                items: [HelpItem(id: "long", title: "A long article", body: Kind.markdown.body(text))])
        ])
        let built = HelpSearchIndex(book: book)
        var parts = try HelpSearchIndex.fileData(for: book).withUnsafeBytes { bytes in
            try SearchIndexFile.decode(bytes, file: "HelpBook.searchindex")
        }
        // The emphasized paragraph's block has no length and restarts where it starts in the
        // text: its displayed start, plus one byte for each of the 28 blank lines before it.
        #expect(parts.bodyBlockStarts.sources[2 * 28 + 1] == 0)
        #expect(parts.bodyBlockStarts.sources[2 * 28] == UInt32(Self.offset(ofWord: 2_800) + 28))
        let secondParagraph = UInt32(SnippetWindowTests.longBody.words[0..<100].joined(separator: " ").utf8.count + 2)
        parts.bodyBlockStarts.sources = parts.bodyBlockStarts.sources.indices.map { $0 % 2 == 0 ? secondParagraph : 0 }
        let read = try HelpSearchIndex(fileData: Data(SearchIndexFile.encode(parts)), book: book)
        for query in ["zebra", "alpha", "india", "hotel golf"] {
            let results = read.search(query)
            #expect(results.map(\.itemID) == built.search(query).map(\.itemID))
            for result in results {
                #expect(result.snippetHighlights.allSatisfy { result.snippet[$0].isEmpty == false })
            }
        }
    }

    /// Each place a body kept as Markdown can be read from (a block right after a blank line)
    /// gives, read from there, the text of the whole body's blocks from that block on: lists,
    /// emphasis, wrapped lines and runs of blank lines among them.
    @Test func aMarkdownBodyReadFromEachRestartGivesItsBlocksFromThere() {
        var random = SplitMix64(seed: 11)
        let words = HelpSearchSnippetTests.words
        func sentence() -> String {
            let text = (0..<(3 + random.below(8))).map { _ in words[random.below(words.count)] }.joined(separator: " ")
            return (random.below(4) == 0 ? "**" + text + "**" : text) + "."
        }
        var restartCount = 0
        for _ in 0..<40 {
            let blocks = (0..<(1 + random.below(8))).map { _ in
                random.below(3) == 0
                    ? (0..<(1 + random.below(3))).map { _ in "- " + sentence() }.joined(separator: "\n")
                    : (0..<(1 + random.below(3))).map { _ in sentence() }.joined(
                        separator: random.below(2) == 0 ? " " : "\n")
            }
            let body = HelpBody.markdown(blocks.joined(separator: random.below(3) == 0 ? "\n\n\n" : "\n\n")).body
            #expect(body.lazyText != nil)
            let whole = body.blocks.map(\.plainText)
            for restart in body.markdownRestarts() {
                var text = ""
                let read = body.forEachPlainTextPiece(fromMarkdownOffset: restart.offset) {
                    text += $0
                    return true
                }
                #expect(read == true)
                #expect(text == whole[restart.block...].joined(separator: "\n\n"))
                restartCount += 1
            }
        }
        #expect(restartCount > 40)
    }

    /// Sources that do not cover the articles are refused when the file is read, as block starts are.
    @Test func sourcesThatDoNotCoverTheArticlesAreRefused() throws {
        let book = HelpBook(sections: [
            HelpSection(
                id: "s", title: "Section",
                items: [HelpItem(id: "long", title: "A long article", body: Kind.plainText.body(Self.longText()))])
        ])
        var parts = try HelpSearchIndex.fileData(for: book).withUnsafeBytes { bytes in
            try SearchIndexFile.decode(bytes, file: "HelpBook.searchindex")
        }
        #expect(parts.bodyBlockStarts.sourceRuns == [0, 60])
        parts.bodyBlockStarts.sourceRuns = [0, 62]
        let data = Data(SearchIndexFile.encode(parts))
        #expect(throws: HelpSearchIndexFileError.self) { try HelpSearchIndex(fileData: data, book: book) }
        do {
            _ = try HelpSearchIndex(fileData: data, book: book)
        } catch {
            #expect(
                error.diagnostic.message == "The search index is damaged: the block starts do not cover the articles.")
        }
    }
}
