import Foundation
import Testing

@testable import Guidebook

@Suite struct HelpBookModelTests {
    let book: HelpBook

    init() throws {
        book = try HelpBook(propertyList: HelpTree.compositions, file: "HelpList.plist")
    }
}

extension HelpBookModelTests {
    @Test func tableAccessorsMirrorTheSeedsDataSource() {
        #expect(book.numberOfSections == 3)
        #expect((0..<3).map { book.titleForHeader(inSection: $0) } == ["Getting Started", "Editing", "Sharing"])
        #expect((0..<3).map { book.numberOfRows(inSection: $0) } == [3, 2, 1])
        #expect(book.item(atSection: 0, row: 1)?.title == "Creating a Piece")
        #expect(book.sections[1].item(atRow: 1)?.title == "Undo")
        #expect(book.sections[1].numberOfRows == 2)
    }

    @Test func outOfRangeIndicesAnswerNothingInsteadOfTrapping() {
        #expect(book.numberOfRows(inSection: 3) == 0)
        #expect(book.numberOfRows(inSection: -1) == 0)
        #expect(book.titleForHeader(inSection: 9) == nil)
        #expect(book.item(atSection: 0, row: 3) == nil)
        #expect(book.item(at: [0, 0, 0]) == nil)
        #expect(book.item(at: [0]) == nil)
        #expect(book.item(at: []) == nil)
        #expect(book.breadcrumbs(for: [5, 0]) == [])
    }

    @Test func childrenAreATableOneLevelDown() throws {
        let notation = try #require(book.item(atSection: 1, row: 0))
        #expect(notation.hasChildren)
        #expect(notation.numberOfRows == 3)
        #expect(notation.child(atRow: 1)?.title == "Ties")
        #expect(notation.child(atRow: 3) == nil)
        let rests = try #require(notation.child(atRow: 2))
        #expect(rests.child(atRow: 0)?.title == "Whole Rests")
        #expect(book.item(atSection: 1, row: 1)?.numberOfRows == 0)
    }

    @Test func pathsFindItemsAtAnyDepthAndBack() throws {
        let path: HelpBook.Path = [1, 0, 2, 0]
        let item = try #require(book.item(at: path))
        #expect(item.title == "Whole Rests")
        #expect(book.path(of: item.id) == path)
        #expect(book.item(withID: item.id) == item)
        #expect(book.breadcrumbs(for: path) == ["Editing", "Notation", "Rests", "Whole Rests"])
        #expect(path.parent == [1, 0, 2])
        #expect(path.depth == 3)
        #expect(HelpBook.Path([1, 0]).parent == nil)
    }

    @Test func everyItemIsFoundByItsIDAtItsOwnPath() {
        let all = book.allItems
        #expect(all.count == 10)
        for (path, item) in all {
            #expect(book.path(of: item.id) == path, "\(item.id)")
            #expect(book.item(at: path)?.title == item.title)
        }
        #expect(
            all.map(\.item.title).prefix(6) == ["Welcome", "Creating a Piece", "Zooming", "Notation", "Notes", "Ties"])
    }

    @Test func theIndexFollowsEditsToSections() {
        var edited = book
        edited.sections.removeFirst()
        #expect(edited.path(of: "editing/undo") == [0, 1])
        #expect(edited.item(withID: "getting-started/welcome") == nil)
        #expect(book.path(of: "editing/undo") == [1, 1])
    }

    @Test func aBookSurvivesCodableAndKeepsItsIndex() throws {
        let data = try JSONEncoder().encode(book)
        let decoded = try JSONDecoder().decode(HelpBook.self, from: data)
        #expect(decoded == book)
        #expect(decoded.path(of: "editing/notation/ties") == [1, 0, 1])
    }

    @Test func itemsHiddenByVersionAreRemovedWithTheirChildren() throws {
        var book = book
        book.sections[1].items[0].minimumAppVersion = AppVersion("2.0")
        book.sections[0].items[2].maximumAppVersion = AppVersion("1.5")
        let old = book.visible(forAppVersion: try #require(AppVersion("1.4")))
        #expect(old.item(withID: "editing/notation") == nil)
        #expect(old.item(withID: "editing/notation/ties") == nil)
        #expect(old.item(withID: "getting-started/zooming") != nil)
        #expect(old.path(of: "editing/undo") == [1, 0])
        let new = book.visible(forAppVersion: try #require(AppVersion("2.0")))
        #expect(new.item(withID: "editing/notation/ties") != nil)
        #expect(new.item(withID: "getting-started/zooming") == nil)
        #expect(new.numberOfRows(inSection: 0) == 2)
    }
}

@Suite struct HelpBookIDTests {
    @Test func derivedIDsFollowTheTitlePath() throws {
        let book = try HelpBook(propertyList: HelpTree.compositions)
        #expect(book.sections.map(\.id) == ["getting-started", "editing", "sharing"])
        #expect(book.item(at: [0, 1])?.id == "getting-started/creating-a-piece")
        #expect(book.item(at: [1, 0, 2, 0])?.id == "editing/notation/rests/whole-rests")
        #expect(book.item(at: [2, 0])?.id == "sharing/export-as-pdf")
    }

    @Test(arguments: [
        ("Über Noten & Pausen", "uber-noten-pausen"),
        ("  Export…PDF!! ", "export-pdf"),
        ("Crème brûlée", "creme-brulee"),
        ("???", "untitled"),
        ("", "untitled"),
        ("مقدمة سريعة", "مقدمة-سريعة"),
        ("MIDI 2.0", "midi-2-0"),
    ])
    func slugsFoldCaseAndDiacriticsAndJoinWordsWithDashes(title: String, slug: String) {
        #expect(HelpIdentifier.slug(title) == slug)
    }

    @Test func slugsAreCutToABoundedLength() {
        #expect(HelpIdentifier.slug(String(repeating: "a", count: 500)).count == HelpIdentifier.maximumSlugLength)
    }

    @Test func aSlugCutRightAfterADashEndsWithoutTheDash() {
        let sixtyTwo = String(repeating: "a", count: 62)
        #expect(HelpIdentifier.slug(sixtyTwo + "a B") == sixtyTwo + "a")
        #expect(HelpIdentifier.slug(sixtyTwo + " Bc") == sixtyTwo + "-b")
        #expect(
            HelpIdentifier.derivedID(parentID: "basics", title: "  Tap, Hold & DRAG 2x ") == "basics/tap-hold-drag-2x")
    }

    @Test func plainTextBodiesEqualTheSameBodyBuiltFromBlocks() throws {
        let read = HelpBody(plainText: "  Tap + to add.\nSwipe to delete.\n\nDone. ")
        let built = HelpBody(blocks: [
            .paragraph([.text("Tap + to add."), .lineBreak, .text("Swipe to delete.")]), .paragraph([.text("Done.")]),
        ])
        #expect(read == built)
        #expect(read.hashValue == built.hashValue)
        #expect(read.plainText == "Tap + to add.\nSwipe to delete.\n\nDone.")
        #expect(HelpBody(plainText: "Done. ") == HelpBody(plainText: "Done."))
        #expect(HelpBody(plainText: "Done.") != HelpBody(plainText: "Done!"))
        let decoded = try JSONDecoder().decode(HelpBody.self, from: JSONEncoder().encode(read))
        #expect(decoded == built)
        var edited = read
        edited.blocks.append(.paragraph([.text("More.")]))
        #expect(edited.blocks.count == 3)
    }

    @Test func sameTitlesGetNumberedInFileOrder() throws {
        let tree: PropertyListValue = .array([
            HelpTree.section("Tips", ["Tip": .string("one"), "tip": .string("two"), "TIP!": .string("three")]),
            HelpTree.section("Tips", ["Tip": .string("four")]),
        ])
        let book = try HelpBook(propertyList: tree)
        #expect(book.sections.map(\.id) == ["tips", "tips-2"])
        #expect(book.sections[0].items.map(\.id) == ["tips/tip", "tips/tip-2", "tips/tip-3"])
        #expect(book.sections[1].items.map(\.id) == ["tips-2/tip"])
    }

    @Test func idsAreTheSameOnEveryReload() throws {
        let first = try HelpBook(propertyList: HelpTree.compositions)
        let second = try HelpBook(propertyList: HelpTree.compositions)
        #expect(first.allItems.map(\.item.id) == second.allItems.map(\.item.id))
    }

    @Test func reorderingOtherItemsKeepsAnItemsID() throws {
        let original = try HelpBook(propertyList: HelpTree.compositions)
        let reordered: PropertyListValue = .array([
            HelpTree.section("Sharing", ["Export as PDF": .string("Choose Share, then PDF.")]),
            HelpTree.section(
                "Editing",
                [
                    "Undo": .string("Shake to undo."),
                    "Notation": HelpTree.dict([
                        "Rests": HelpTree.dict(["Whole Rests": .string("Hold the rest button.")]),
                        "Ties": .string("Drag from one note to the next."),
                    ]),
                ]),
            HelpTree.section("Getting Started", ["Zooming": .string("Pinch to zoom."), "New": .string("Added.")]),
        ])
        let edited = try HelpBook(propertyList: reordered)
        for id in [
            "editing/notation/ties", "editing/notation/rests/whole-rests", "sharing/export-as-pdf", "editing/undo",
        ] {
            #expect(edited.item(withID: id)?.title == original.item(withID: id)?.title, "\(id)")
            #expect(edited.item(withID: id) != nil)
        }
        #expect(edited.path(of: "editing/notation/ties") != original.path(of: "editing/notation/ties"))
    }

    @Test(arguments: [
        "guidebook://help/editing/notation/ties", "#editing/notation/ties", "editing/notation/ties",
        "guidebook://help/editing/notation/ties/", "GUIDEBOOK://help/editing/notation/ties",
    ])
    func deepLinksFindTheArticle(link: String) throws {
        let book = try HelpBook(propertyList: HelpTree.compositions)
        #expect(book.item(forLink: link)?.title == "Ties")
    }

    @Test(arguments: ["https://example.com/editing/notation/ties", "guidebook://help/", "#", "", "editing/nothing"])
    func otherLinksFindNothing(link: String) throws {
        let book = try HelpBook(propertyList: HelpTree.compositions)
        #expect(book.item(forLink: link) == nil)
    }

    @Test func percentEncodedLinksFindIDsWithNonASCIILetters() throws {
        let tree: PropertyListValue = .array([HelpTree.section("Über", ["Noten": .string("x")])])
        let book = try HelpBook(propertyList: tree)
        #expect(book.item(forLink: "guidebook://help/uber/noten")?.title == "Noten")
        let arabic = try HelpBook(propertyList: .array([HelpTree.section("مقدمة", ["سريعة": .string("x")])]))
        let id = try #require(arabic.item(at: [0, 0])?.id)
        let encoded = try #require(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
        #expect(arabic.item(forLink: "guidebook://help/" + encoded)?.id == id)
    }
}

extension HelpBookModelTests {
    @Test func concurrentLookupsOnASharedBookAgree() async throws {
        let big = try HelpBook(propertyList: HelpBookBadInputTests.bigTree(sections: 20, rows: 50))
        let ids = big.allItems.map(\.item.id)
        let found = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var hits = 0
                    for (offset, id) in ids.enumerated() where offset % 8 == task {
                        if big.path(of: id).flatMap({ big.item(at: $0) })?.id == id { hits += 1 }
                    }
                    return hits
                }
            }
            return await group.reduce(0, +)
        }
        #expect(found == ids.count)
    }

    @Test func aCopyKeepsItsOwnIndexWhenTheOriginalChanges() {
        var original = book
        let copy = original
        #expect(copy.path(of: "sharing/export-as-pdf") == [2, 0])
        original.sections.swapAt(0, 2)
        #expect(original.path(of: "sharing/export-as-pdf") == [0, 0])
        #expect(copy.path(of: "sharing/export-as-pdf") == [2, 0])
    }
}
