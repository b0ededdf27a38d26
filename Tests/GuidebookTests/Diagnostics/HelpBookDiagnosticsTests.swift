import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Every finding reading and checking a help book can give, each from a bad file, compared
/// whole against one golden file: errors that stop the book, then the warnings and checks of
/// books that still open.
@Suite struct HelpBookDiagnosticsTests {
    /// A legacy `HelpList.plist` whose root array holds `sections`.
    static func legacy(_ sections: String) -> Data {
        Data("<plist version=\"1.0\">\n<array>\n\(sections)\n</array>\n</plist>".utf8)
    }

    /// A v2 JSON book whose sections are `sections`.
    static func v2(_ sections: String, version: String = "2", format: String = "\"guidebook-help\"") -> Data {
        Data("{\n\"format\": \(format),\n\"version\": \(version),\n\"sections\": \(sections)\n}".utf8)
    }

    static let errors: [(String, Data, ReadingLimits)] = [
        ("legacy: a string for the root", Data("<plist><string>Help</string></plist>".utf8), .default),
        ("legacy: a string for a section", legacy("<string>Basics</string>"), .default),
        (
            "legacy: a section with title in lower case",
            legacy("<dict><key>title</key><string>Basics</string></dict>"), .default
        ),
        (
            "legacy: a string in a row's children array",
            legacy(
                "<dict><key>Title</key><string>Basics</string><key>Share</key><array><string>Mail</string></array></dict>"
            ),
            .default
        ),
        (
            "legacy: a children dictionary without a title",
            legacy(
                "<dict><key>Title</key><string>Basics</string><key>Share</key>"
                    + "<array><dict><key>Mail</key><string>Send it.</string></dict></array></dict>"),
            .default
        ),
        ("legacy: a number for the title", legacy("<dict><key>Title</key><integer>1</integer></dict>"), .default),
        (
            "legacy: a number for a row's text",
            legacy("<dict><key>Title</key><string>Basics</string><key>Undo</key><integer>3</integer></dict>"),
            .default
        ),
        ("v2: another format", v2("[]", format: "\"other-help\""), .default),
        ("v2: version 3", v2("[]", version: "3"), .default),
        ("v2: a section without a title", v2("[{\"items\": []}]"), .default),
        ("v2: a string for the sections", v2("\"Basics\""), .default),
        (
            "v2: an app version in words",
            v2("[{\"title\": \"Basics\", \"items\": [{\"title\": \"Undo\", \"minimumAppVersion\": \"two\"}]}]"),
            .default
        ),
        (
            "items nested past the help depth limit",
            v2("[{\"title\": \"Basics\", \"items\": [{\"title\": \"Share\", \"children\": [{\"title\": \"Mail\"}]}]}]"),
            ReadingLimits(maximumHelpDepth: 1)
        ),
        (
            "items past the help item limit",
            v2("[{\"title\": \"Basics\", \"items\": [{\"title\": \"Undo\"}, {\"title\": \"Redo\"}]}]"),
            ReadingLimits(maximumHelpItemCount: 1)
        ),
    ]

    static let warnings: [(String, Data)] = [
        (
            "legacy: a row titled title",
            legacy("<dict><key>Title</key><string>Basics</string><key>title</key><string>Oops</string></dict>")
        ),
        (
            "legacy: an empty header, row title and text",
            legacy("<dict><key>Title</key><string></string><key></key><string></string></dict>")
        ),
        (
            "v2: a misspelt key",
            v2("[{\"title\": \"Basics\", \"items\": [{\"title\": \"Undo\", \"bodyy\": \"Shake.\"}]}]")
        ),
        (
            "v2: an empty id and a repeated one",
            v2(
                "[{\"id\": \"\", \"title\": \"Basics\", \"items\": [{\"id\": \"undo\", \"title\": \"Undo\", \"body\": \"Shake.\"},"
                    + " {\"id\": \"undo\", \"title\": \"Redo\", \"body\": \"Shake again.\"}]}]")
        ),
        (
            "v2: links to a missing article, over http and to ftp",
            v2(
                "[{\"title\": \"Basics\", \"items\": [{\"title\": \"Undo\", \"body\": \"See [redo](#redo), "
                    + "[the site](http://example.com) and [files](ftp://example.com).\", \"related\": [\"gone\"]}]}]")
        ),
        (
            "v2: an item hidden in every version",
            v2(
                "[{\"title\": \"Basics\", \"items\": [{\"title\": \"Undo\", \"body\": \"Shake.\", "
                    + "\"minimumAppVersion\": \"3.0\", \"maximumAppVersion\": \"2.0\"}]}]")
        ),
    ]

    @Test func everyHelpBookFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        for (label, data, limits) in Self.errors {
            let file = label.hasPrefix("legacy") ? "en.lproj/HelpList.plist" : "en.lproj/HelpBook.json"
            table.add(label) { () throws(HelpBookError) in
                _ = try HelpBookDocument(data: data, file: file, limits: limits)
            }
        }
        table.add(
            "a folder without a help file",
            [HelpBookError.noHelpFile(folder: "Content", lookedFor: ["HelpList.plist", "HelpBook.json"]).diagnostic])
        for (label, data) in Self.warnings {
            let file = label.hasPrefix("legacy") ? "en.lproj/HelpList.plist" : "en.lproj/HelpBook.json"
            do {
                let document = try HelpBookDocument(data: data, file: file)
                table.add(label, document.diagnostics + document.book.validate())
            } catch {
                table.add(label + " (did not open)", [error.diagnostic])
            }
        }
        // A book an app builds in code (or decodes from its own JSON) is not read by the Markdown
        // reader, so only validation sees a web link help books do not open.
        let body = HelpBody(blocks: [
            .paragraph([.text("See "), .link([.text("the site")], .web("http://example.com/undo")), .text(".")])
        ])
        let built = HelpBook(sections: [
            HelpSection(id: "basics", title: "Basics", items: [HelpItem(id: "undo", title: "Undo", body: body)])
        ])
        table.add("a book built in code with an http link", built.validate())
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-help-book.txt") == nil)
    }
}
