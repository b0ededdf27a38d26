import Foundation
import Guidebook
import Testing

/// `guidebook convert --to v2|v2-json`, run as a user would.
@Suite struct ConvertHelpBookTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Compositions")

    @Test(arguments: ["v2", "v2-json"])
    func legacyHelpListMigratesKeepingOrderTitlesAndBodies(format: String) throws {
        let source = Self.examples.appendingPathComponent("de.lproj/HelpList.plist")
        let result = try ToolsTestSupport.guidebook(["convert", source.path, "--to", format])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let migrated = try HelpBookDocument(data: Data(result.output.utf8), file: "migrated")
        #expect(migrated.format == .v2)
        let original = try HelpBook(contentsOf: source)
        #expect(migrated.book == original)
        #expect(migrated.book.sections.map(\.title).first == "Erste Schritte")
        if format == "v2" {
            #expect(result.output.hasPrefix("<?xml"))
            #expect(
                (try PropertyListSerialization.propertyList(from: Data(result.output.utf8), format: nil))
                    is [String: Any])
        } else {
            #expect(result.output.hasPrefix("{\n  \"format\": \"guidebook-help\""))
        }
    }

    @Test func convertingV2AgainPrintsTheSameText() throws {
        let first = try ToolsTestSupport.guidebook([
            "convert", Self.examples.appendingPathComponent("en.lproj/HelpBook.json").path, "--to", "v2-json",
        ])
        #expect(first.status == 0)
        let path = try ConvertCommandTests.fixture("HelpBook.json", Data(first.output.utf8))
        let second = try ToolsTestSupport.guidebook(["convert", path, "--to", "v2-json"])
        #expect(second.output == first.output)
    }

    @Test func aFileThatIsNotAHelpBookIsAnErrorWithItsPosition() throws {
        let text = "<plist><array><dict><key>Question</key><string>Why?</string></dict></array></plist>"
        let path = try ConvertCommandTests.fixture("FAQ.plist", Data(text.utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path, "--to", "v2"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("\(path):1:"))
        #expect(result.errors.contains("error: Section 1 has no \"Title\" key"))
    }

    @Test func readingWarningsGoToStandardErrorAndTheBookStillPrints() throws {
        let text = """
            {"format": "guidebook-help", "version": 2, "sections": [
              {"title": "A", "items": [{"title": "B", "body": "[x](javascript:alert(1))", "colour": "red"}]}
            ]}
            """
        let path = try ConvertCommandTests.fixture("HelpBook.json", Data(text.utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path, "--to", "v2-json"])
        #expect(result.status == 0)
        #expect(result.errors.contains("\(path):2:"))
        #expect(result.errors.contains("warning: The item has an unknown key \"colour\""))
        #expect(result.errors.contains("javascript:alert(1)"))
        #expect(!result.output.contains("javascript"))
        #expect(result.output.contains("\"body\": \"x\""))
    }
}
