import Foundation
import Testing

@Suite struct ConvertCommandTests {
    static func fixture(_ name: String, _ data: Data) throws -> String {
        let url = try ToolsTestSupport.temporaryFolder("guidebook-convert").appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func stringsFilePrintsAsAJSONObjectInFileOrder() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "/* c */\n\"zeta\" = \"Z \\\"q\\\"\";\n\"alpha\" = \"Grüße\";\n\"mid\";\n".utf16 {
            utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let path = try Self.fixture("de.strings", Data(utf16))
        let result = try ToolsTestSupport.guidebook(["convert", path])
        #expect(result.status == 0)
        #expect(result.output == "{\n  \"zeta\": \"Z \\\"q\\\"\",\n  \"alpha\": \"Grüße\",\n  \"mid\": \"mid\"\n}\n")
    }

    @Test func propertyListPrintsItsValueInFileOrderWithDataAndDates() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><dict>
            <key>Title</key><string>Basics</string>
            <key>When</key><date>2024-05-01T12:30:15Z</date>
            <key>Blob</key><data>AAEC</data>
            <key>Count</key><integer>3</integer>
            <key>Ratio</key><real>0.5</real>
            <key>On</key><true/>
            </dict></array></plist>
            """
        let path = try Self.fixture("HelpList.plist", Data(text.utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path, "--to", "json"])
        #expect(result.status == 0)
        let compact = result.output.filter { !$0.isWhitespace }
        #expect(
            compact
                == "[{\"Title\":\"Basics\",\"When\":\"2024-05-01T12:30:15Z\",\"Blob\":\"AAEC\",\"Count\":3,\"Ratio\":0.5,\"On\":true}]"
        )
    }

    @Test func toPlistWritesAnOrderedXMLPropertyListFoundationReads() throws {
        let path = try Self.fixture("T.strings", Data("\"b\" = \"2\";\n\"a\" = \"1 < 2\";\n".utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path, "--to", "plist"])
        #expect(result.status == 0)
        #expect(
            result.output.contains("<key>b</key>\n\t<string>2</string>\n\t<key>a</key>\n\t<string>1 &lt; 2</string>"))
        let parsed = try PropertyListSerialization.propertyList(from: Data(result.output.utf8), format: nil)
        #expect((parsed as? [String: String]) == ["a": "1 < 2", "b": "2"])
    }

    @Test func brokenFilePrintsPathLineColumnAndExitsWithOne() throws {
        let path = try Self.fixture("Bad.strings", Data("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("\(path):3:1: error: Missing ; after the value of \"c\""))
    }

    @Test func brokenPlistPrintsPathLineColumnAndExitsWithOne() throws {
        let path = try Self.fixture("Bad.plist", Data("<plist>\n<dict>\n  <key>a</key>\n</dict></plist>".utf8))
        let result = try ToolsTestSupport.guidebook(["convert", path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(path):3:3: error: The key \"a\" has no value."))
    }

    @Test func missingFileAndUnknownFormatAreErrors() throws {
        let missing = try ToolsTestSupport.guidebook(["convert", "/nonexistent/x.plist"])
        #expect(missing.status == 1)
        #expect(
            missing.errors
                == "/nonexistent/x.plist: error: There is no file at this path. Check the path, or add the file.\n")
        let usage = try ToolsTestSupport.guidebook(["convert", "x.plist", "--to", "yaml"])
        #expect(usage.status == 2)
    }
}
