import Foundation
import Testing

@testable import Guidebook

@Suite struct HelpBookBadInputTests {
    private func loadError(_ tree: PropertyListValue) -> HelpBookError? {
        do {
            _ = try HelpBook(propertyList: tree, file: "HelpList.plist")
            return nil
        } catch {
            return error
        }
    }

    @Test func aSectionWithoutTitleIsAnErrorAtItsLine() throws {
        let untitled: PropertyListValue = .dictionary(
            PropertyListDictionary(
                [.init(key: "title", value: .string("lowercase"))],
                location: SourceLocation(file: "HelpList.plist", line: 14, column: 2)))
        let error = try #require(loadError(.array([HelpTree.section("Fine", [:], line: 5), untitled])))
        #expect(
            error
                == .sectionWithoutTitle(
                    index: 1, similarKey: "title", at: SourceLocation(file: "HelpList.plist", line: 14, column: 2)))
        #expect(
            error.diagnostic.description
                == "HelpList.plist:14:2: error: Section 2 has no \"Title\" key, so it has no header. Did you mean "
                + "\"Title\" instead of \"title\"? Keys are case-sensitive. Add <key>Title</key><string>…</string> to "
                + "the section's dictionary.")
    }

    @Test(arguments: [
        (PropertyListValue.integer(3), "integer", "an integer"), (.bool(true), "boolean", "a boolean"),
        (.date(Date(timeIntervalSince1970: 0)), "date", "a date"),
        (.data(Data([1])), "data", "a data"), (.real(1.5), "real", "a real"),
    ])
    func nonStringLeavesAreErrorsAtTheirRow(value: PropertyListValue, typeName: String, spelled: String) throws {
        let tree: PropertyListValue = .array([
            HelpTree.section("Editing", ["Undo": .string("Shake."), "Count": value], line: 20)
        ])
        let error = try #require(loadError(tree))
        #expect(
            error
                == .unsupportedValue(
                    key: "Count", found: typeName, at: SourceLocation(file: "HelpList.plist", line: 22, column: 3)))
        // "an integer", never "a integer".
        #expect(
            error.diagnostic.description.hasPrefix("HelpList.plist:22:3: error: Row \"Count\" has \(spelled) value"))
    }

    @Test func nonStringLeavesInsideChildrenAreErrorsToo() throws {
        let tree: PropertyListValue = .array([
            HelpTree.section("Editing", ["Notation": HelpTree.dict(["Ties": .integer(1)])], line: 3)
        ])
        #expect(
            loadError(tree).map { if case .unsupportedValue(key: "Ties", _, _) = $0 { true } else { false } } == true)
    }

    @Test(arguments: [
        (PropertyListValue.string("x"), "string"), (HelpTree.dict(["Title": .string("x")]), "dict"),
        (.integer(1), "integer"),
    ])
    func aRootThatIsNotAnArrayIsAnError(root: PropertyListValue, typeName: String) throws {
        let error = try #require(loadError(root))
        #expect(
            error == .wrongRootType(found: typeName, at: SourceLocation(file: "HelpList.plist", line: 1, column: 1)))
    }

    @Test func aSectionThatIsNotADictionaryIsAnErrorNearItsNeighbour() throws {
        let error = try #require(loadError(.array([HelpTree.section("A", [:], line: 4), .string("stray")])))
        #expect(
            error
                == .sectionNotDictionary(
                    index: 1, found: "string", at: SourceLocation(file: "HelpList.plist", line: 4, column: 2)))
    }

    @Test func aTitleThatIsNotAStringIsAnError() throws {
        let tree: PropertyListValue = .array([HelpTree.dict(["Title": .integer(3)])])
        #expect(
            loadError(tree).map { if case .titleNotString(found: "integer", _) = $0 { true } else { false } } == true)
    }

    @Test func childArraysAreGroupsWithTitlesAndReportMissingOnes() throws {
        let good: PropertyListValue = .array([
            HelpTree.section(
                "Editing",
                [
                    "Notation": .array([
                        HelpTree.dict([
                            "Title": .string("Notes"), "Placing": .string("Tap."), "Deleting": .string("Swipe."),
                        ]),
                        HelpTree.dict(["Title": .string("Rests"), "Whole": .string("Hold.")]),
                    ])
                ])
        ])
        let book = try HelpBook(propertyList: good)
        #expect(book.breadcrumbs(for: [0, 0, 0, 1]) == ["Editing", "Notation", "Notes", "Deleting"])
        #expect(book.item(at: [0, 0, 1, 0])?.id == "editing/notation/rests/whole")

        let noTitle: PropertyListValue = .array([
            HelpTree.section("Editing", ["Notation": .array([HelpTree.dict(["Notes": .string("Tap.")])])])
        ])
        #expect(
            loadError(noTitle).map {
                if case .childGroupWithoutTitle(row: "Notation", index: 0, _) = $0 { true } else { false }
            } == true)
        let notDict: PropertyListValue = .array([HelpTree.section("Editing", ["Notation": .array([.string("x")])])])
        #expect(
            loadError(notDict).map {
                if case .childGroupNotDictionary(row: "Notation", index: 0, found: "string", _) = $0 {
                    true
                } else {
                    false
                }
            } == true)
    }

    @Test func deepNestingIsATypedErrorNotACrash() throws {
        var value: PropertyListValue = .string("bottom")
        for level in 0..<10_000 { value = HelpTree.dict(["Level \(level)": value]) }
        let tree: PropertyListValue = .array([HelpTree.section("Deep", ["Top": value])])
        let error = try #require(loadError(tree))
        #expect(
            error.diagnostic.description
                == "HelpList.plist:1:1: error: Help items nest deeper here than the limit of 64. Move the deepest items up a "
                + "level, or raise ReadingLimits.maximumHelpDepth.")
    }

    @Test func nestingAtTheLimitStillLoads() throws {
        var value: PropertyListValue = .string("bottom")
        for level in 0..<(ReadingLimits.default.maximumHelpDepth - 1) {
            value = HelpTree.dict(["Level \(level)": value])
        }
        let book = try HelpBook(propertyList: .array([HelpTree.section("Deep", ["Top": value])]))
        let deepest = book.allItems.max { $0.path.depth < $1.path.depth }
        #expect(deepest?.path.depth == ReadingLimits.default.maximumHelpDepth)
        #expect(deepest?.item.body.plainText == "bottom")
    }

    @Test func aHundredByAHundredBookLoadsInOrder() throws {
        let tree = HelpBookBadInputTests.bigTree(sections: 100, rows: 100)
        let book = try HelpBook(propertyList: tree)
        #expect(book.numberOfSections == 100)
        #expect(book.allItems.count == 10_000)
        #expect(book.item(at: [99, 99])?.title == "Row 99 of chapter 99")
        #expect(book.item(at: [42, 7])?.title == "Row 7 of chapter 42")
        #expect(book.validate().isEmpty)
    }

    static func bigTree(sections: Int, rows: Int) -> PropertyListValue {
        .array(
            (0..<sections).map { section in
                var entries = [PropertyListDictionary.Entry(key: "Title", value: .string("Chapter \(section)"))]
                for row in 0..<rows {
                    entries.append(.init(key: "Row \(row) of chapter \(section)", value: .string("Help text \(row).")))
                }
                return .dictionary(PropertyListDictionary(entries))
            })
    }
}

@Suite struct HelpBookValidationTests {
    private func item(_ id: String, _ title: String, body: String = "Text.", related: [String] = []) -> HelpItem {
        HelpItem(
            id: id, title: title, body: HelpBody(markdown: body), related: related,
            location: SourceLocation(file: "HelpBook.json", line: title.count, column: 1))
    }

    @Test func duplicateIDsAreErrorsAndLinksReachTheFirst() {
        let book = HelpBook(sections: [
            HelpSection(id: "a", title: "A", items: [item("x", "First"), item("x", "Second")])
        ])
        let findings = book.validate()
        #expect(findings.map(\.code) == [.duplicateID])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.location?.line == "Second".count)
        #expect(book.item(withID: "x")?.title == "First")
    }

    @Test func emptyTitlesEmptyBodiesAndImpossibleVersionsAreReported() throws {
        var hidden = item("h", "Hidden")
        hidden.minimumAppVersion = AppVersion("3.0")
        hidden.maximumAppVersion = AppVersion("2.9")
        let book = HelpBook(sections: [
            HelpSection(id: "a", title: " ", items: [item("t", ""), item("e", "Empty", body: "  \n "), hidden])
        ])
        let codes = book.validate().map(\.code)
        #expect(codes == [.emptyTitle, .emptyTitle, .emptyBody, .hiddenEverywhere])
        #expect(book.visible(forAppVersion: try #require(AppVersion("3.0"))).item(withID: "h") == nil)
    }

    @Test func linksToMissingIDsAreErrorsWithASuggestion() {
        let book = HelpBook(sections: [
            HelpSection(
                id: "a", title: "A",
                items: [
                    item("export-pdf", "Export"), item("b", "B", body: "See [it](#export-pfd).", related: ["nowhere"]),
                ])
        ])
        let findings = book.validate()
        #expect(findings.map(\.code) == [.missingLink, .missingLink])
        #expect(findings.last?.fix == "Did you mean \"export-pdf\"?")
        #expect(findings.allSatisfy { $0.location?.line == 1 })
    }

    @Test func linkCyclesAreAllowedAndNothingLoops() {
        let book = HelpBook(sections: [
            HelpSection(
                id: "a", title: "A",
                items: [
                    item("x", "X", body: "Go to [y](#y).", related: ["y", "x"]),
                    item("y", "Y", body: "Back to [x](guidebook://help/x).", related: ["x"]),
                ])
        ])
        #expect(book.validate().isEmpty)
        #expect(HelpBook.articleLinks(in: book.sections[0].items[0].body) == ["y"])
    }

    @Test func legacyRowsNamedLikeTitleAreWarnings() throws {
        let tree: PropertyListValue = .array([
            HelpTree.section("Basics", ["title": .string("Looks like a header")], line: 2),
            HelpTree.section("More", ["Group": HelpTree.dict(["Title": .string("Sub header?"), "Row": .string("x")])]),
        ])
        let document = try HelpBookDocument(propertyList: tree, file: "HelpList.plist")
        #expect(document.diagnostics.map(\.code) == [.titleRow, .titleRow])
        #expect(document.diagnostics.first?.location == SourceLocation(file: "HelpList.plist", line: 3, column: 3))
        #expect(document.book.item(at: [1, 0, 0])?.title == "Title")
        #expect(document.validate().count == 2)
    }
}
