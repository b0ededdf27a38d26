import Foundation
import Guidebook
import Testing

@Suite struct HelpBookFormatTests {
    /// A v2 tree with every field, nesting, explicit and derived ids.
    static let v2Tree: PropertyListValue = HelpTree.dict([
        "format": .string("guidebook-help"),
        "version": .integer(2),
        "language": .string("en"),
        "sections": .array([
            HelpTree.dict([
                "id": .string("basics"),
                "title": .string("Basics"),
                "items": .array([
                    HelpTree.dict([
                        "id": .string("welcome"),
                        "title": .string("Welcome"),
                        "subtitle": .string("Start here"),
                        "body": .string("Write **music** fast.\n\n- one\n- two\n\nSee [export](#export-pdf)."),
                        "keywords": .array([.string("intro"), .string("start")]),
                        "related": .array([.string("export-pdf")]),
                    ]),
                    HelpTree.dict([
                        "title": .string("Notation"),
                        "children": .array([
                            HelpTree.dict([
                                "title": .string("Ties"), "body": .string("Drag."), "minimumAppVersion": .string("2.1"),
                            ])
                        ]),
                    ]),
                ]),
            ]),
            HelpTree.dict([
                "title": .string("Sharing"),
                "items": .array([
                    HelpTree.dict([
                        "id": .string("export-pdf"), "title": .string("Export as PDF"), "body": .string("Share → PDF."),
                        "maximumAppVersion": .integer(3),
                    ])
                ]),
            ]),
        ]),
    ])

    @Test func v2ReadsEveryField() throws {
        let document = try HelpBookDocument(propertyList: Self.v2Tree, file: "HelpBook.json")
        #expect(document.format == .v2)
        #expect(document.diagnostics.isEmpty)
        let book = document.book
        #expect(book.language == "en")
        let welcome = try #require(book.item(withID: "welcome"))
        #expect(welcome.subtitle == "Start here")
        #expect(welcome.keywords == ["intro", "start"])
        #expect(welcome.related == ["export-pdf"])
        #expect(welcome.body.blocks.count == 3)
        #expect(book.item(withID: "basics/notation/ties")?.minimumAppVersion == AppVersion("2.1"))
        #expect(book.item(withID: "export-pdf")?.maximumAppVersion == AppVersion("3"))
        #expect(book.sections.map(\.id) == ["basics", "sharing"])
        #expect(book.validate().isEmpty)
    }

    @Test func v2RoundTripsThroughTheEncoder() throws {
        let book = try HelpBook(propertyList: Self.v2Tree)
        let encoded = HelpBookV2Encoder().propertyList(for: book)
        #expect(try HelpBook(propertyList: encoded) == book)
    }

    @Test func legacyMigratesToV2KeepingOrderTitlesBodiesAndIDs() throws {
        let legacy = try HelpBook(propertyList: HelpTree.compositions)
        let migrated = try HelpBookDocument(propertyList: HelpBookV2Encoder().propertyList(for: legacy))
        #expect(migrated.format == .v2)
        #expect(migrated.book == legacy)
        #expect(migrated.book.allItems.map(\.item.title) == legacy.allItems.map(\.item.title))
        #expect(migrated.book.allItems.map(\.item.body.plainText) == legacy.allItems.map(\.item.body.plainText))
    }

    @Test func unknownV2KeysAreWarningsWithASuggestion() throws {
        let tree = HelpTree.dict([
            "format": .string("guidebook-help"), "version": .integer(2),
            "sections": .array([
                HelpTree.dict([
                    "title": .string("A"),
                    "items": .array([HelpTree.dict(["title": .string("B"), "bdy": .string("x"), "body": .string("y")])]
                    ),
                ])
            ]),
        ])
        let document = try HelpBookDocument(propertyList: tree)
        #expect(document.diagnostics.map(\.code) == [.unknownKey])
        #expect(document.diagnostics.first?.fix == "Did you mean \"body\"?")
    }

    @Test(arguments: [
        (HelpTree.dict(["format": .string("other"), "sections": .array([])]), "unsupportedFormat"),
        (HelpTree.dict(["sections": .array([])]), "unsupportedFormat"),
        (
            HelpTree.dict(["format": .string("guidebook-help"), "version": .integer(3), "sections": .array([])]),
            "unsupportedVersion"
        ),
        (HelpTree.dict(["format": .string("guidebook-help")]), "missingField"),
        (HelpTree.dict(["format": .string("guidebook-help"), "sections": .string("x")]), "wrongFieldType"),
        (
            HelpTree.dict([
                "format": .string("guidebook-help"), "sections": .array([HelpTree.dict(["items": .array([])])]),
            ]),
            "missingField"
        ),
        (
            HelpTree.dict([
                "format": .string("guidebook-help"),
                "sections": .array([
                    HelpTree.dict([
                        "title": .string("A"),
                        "items": .array([HelpTree.dict(["title": .string("B"), "minimumAppVersion": .string("two")])]),
                    ])
                ]),
            ]), "invalidAppVersion"
        ),
        (
            HelpTree.dict([
                "format": .string("guidebook-help"),
                "sections": .array([
                    HelpTree.dict(["title": .string("A"), "items": .array([HelpTree.dict(["title": .integer(1)])])])
                ]),
            ]), "wrongFieldType"
        ),
        (HelpTree.dict(["Name": .string("Disk")]), "wrongRootType"),
        (.string("text"), "wrongRootType"),
    ])
    func badV2AndRootsAreTypedErrors(tree: PropertyListValue, kind: String) {
        #expect {
            try HelpBook(propertyList: tree, file: "x.json")
        } throws: { error in
            guard let error = error as? HelpBookError else { return false }
            return "\(error.diagnostic)".hasPrefix("x.json:")
                && String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)") == kind
        }
    }
}
