import Guidebook
import Testing

@testable import GuidebookCLI

@Suite struct DemoScreenTests {
    static let book = HelpBook(sections: [
        HelpSection(
            id: "start", title: "Getting Started",
            items: [HelpItem(id: "a", title: "Creating", body: HelpBody(blocks: [.paragraph([.text("Tap plus.")])]))]),
        HelpSection(id: "share", title: "Sharing", items: [HelpItem(id: "b", title: "Exporting to PDF")]),
    ])

    static func state(columns: Int = 80, rows: Int = 24) -> DemoState {
        var state = DemoState(
            appName: "Tunes", screens: ["Welcome", "Library"], book: book, stateFile: "/tmp/state.plist",
            language: "en")
        state.columns = columns
        state.rows = rows
        return state
    }

    @Test(arguments: [(80, 24), (100, 30), (40, 12), (132, 50)])
    func everyLineFillsTheTerminalExactly(columns: Int, rows: Int) {
        var state = Self.state(columns: columns, rows: rows)
        state.card = TutorialCard(
            key: "Welcome", title: "Welcome", body: String(repeating: "A long body. ", count: 40),
            dismissHint: "Tap to continue", language: "en")
        let lines = DemoScreen(state: state).lines()
        #expect(lines.count == rows)
        for line in lines { #expect(CardRenderer.width(of: line.text) == columns, "\(line.text)") }
        // The card keeps its hint and bottom edge even when its text is longer than the screen.
        #expect(lines.contains { $0.text.contains("Tap to continue") })
        #expect(lines.contains { $0.text.contains("└") })
    }

    @Test func aCardIsDrawnOverTheDimmedScreen() {
        var state = Self.state()
        state.card = TutorialCard(
            key: "Welcome", title: "Welcome to Tunes", body: "Hi.", dismissHint: "Tap to continue", language: "en")
        let lines = DemoScreen(state: state).lines()
        let body = lines[1..<(lines.count - 2)]
        #expect(body.contains { $0.text.contains("Welcome to Tunes") })
        let screenRows = body.filter { $0.text.contains("Welcome item") }
        #expect(!screenRows.isEmpty)
        #expect(
            screenRows.allSatisfy { row in
                row.runs.allSatisfy { $0.style == .faint || $0.text.allSatisfy(\.isWhitespace) }
            })
    }

    @Test func theHelpTabListsSectionsAndTheTabBarMarksIt() {
        var state = Self.state()
        state.current = 2
        let lines = DemoScreen(state: state).lines().map(\.text)
        #expect(lines.contains { $0.contains("GETTING STARTED") })
        #expect(lines.contains { $0.contains("> Creating") })
        #expect(lines.contains { $0.contains("Exporting to PDF") })
        #expect(lines.last?.contains("3 Help") == true)
        #expect(lines.first?.contains("Tunes · Help") == true)
    }

    @Test func aTinyTerminalAsksForMoreRoom() {
        let lines = DemoScreen(state: Self.state(columns: 36, rows: 8)).lines()
        #expect(lines.count == 8)
        #expect(lines[0].text.hasPrefix("Make the terminal at least 40×12"))
    }

    @Test(
        arguments: [
            ([0x65, 0x78, 0x70, 0x6F], [DemoKey.character("e"), .character("x"), .character("p"), .character("o")]),
            ([0x1B], [.escape]),
            ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x44], [.up, .left]),
            ([0x1B, 0x4F, 0x43], [.right]),
            ([0x0D, 0x7F, 0x09, 0x03], [.enter, .backspace, .tab, .interrupt]),
            ([0xC3, 0xA9, 0x1B, 0x5B, 0x5A], [.character("é"), .backTab]),
            ([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x71], [.character("q")]),
        ] as [([UInt8], [DemoKey])])
    func keyBytesDecodeToKeys(bytes: [UInt8], keys: [DemoKey]) {
        #expect(DemoKey.decode(bytes) == keys)
    }
}

extension DemoScreenTests {
    @Test func anOpenArticleShowsTheCoreBreadcrumbsDownToItsParent() throws {
        let child = HelpItem(id: "a/b", title: "Ties")
        let book = HelpBook(sections: [
            HelpSection(id: "edit", title: "Editing", items: [HelpItem(id: "a", title: "Notation", children: [child])])
        ])
        var state = Self.state()
        state.book = book
        state.current = 2
        state.articles = [try #require(DemoState.OpenArticle(child, in: book))]
        let lines = DemoScreen(state: state).lines().map(\.text)
        #expect(lines.contains { $0.contains("Help › Editing › Notation") && !$0.contains("Ties") })
        #expect(lines.contains { $0.contains("Ties") })
    }
}
