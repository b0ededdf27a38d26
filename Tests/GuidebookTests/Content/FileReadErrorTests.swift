import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// A file that cannot be read says the same thing through every loader: one ``FileReadError``
/// with the path, what went wrong and the fix, wrapped in the loader's own error.
@Suite struct FileReadErrorTests {
    /// Every public loader of one file, as an app calls it, with the finding it reports.
    static let loaders: [(name: String, load: @Sendable (URL) -> Diagnostic?)] = [
        ("HelpBook", { url in finding { () throws(HelpBookError) in _ = try HelpBook(contentsOf: url) } }),
        (
            "HelpBookDocument",
            { url in finding { () throws(HelpBookError) in _ = try HelpBookDocument(contentsOf: url) } }
        ),
        (
            "StringCatalog",
            { url in finding { () throws(LocalizationError) in _ = try StringCatalog(contentsOf: url) } }
        ),
        (
            "TutorialRules",
            { url in
                do throws(TutorialRulesError) {
                    _ = try TutorialRules(contentsOf: url)
                    return nil
                } catch {
                    return error.diagnostics.first
                }
            }
        ),
    ]

    static func finding<E: DiagnosticError>(_ body: () throws(E) -> Void) -> Diagnostic? {
        do {
            try body()
            return nil
        } catch {
            return error.diagnostic
        }
    }

    /// What each loader reports for `url`, one line each, the temporary folder written as `<tmp>`.
    static func report(_ url: URL, in folder: TemporaryFolder) -> String {
        loaders.map { loader in
            let text = loader.load(url).map(String.init(describing:)) ?? "read"
            return "\(loader.name): " + text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
        }.joined(separator: "\n")
    }

    @Test func aMissingFileIsReportedTheSameWayByEveryLoader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = [
            "HelpBook", "HelpBookDocument", "StringCatalog", "TutorialRules",
        ].map { "\($0): <tmp>/Nothing.json: error: There is no file at this path. Check the path, or add the file." }
        #expect(
            Self.report(folder.url.appendingPathComponent("Nothing.json"), in: folder)
                == expected.joined(separator: "\n"))
    }

    @Test func aFolderWhereAFileShouldBeIsReportedAsNotAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inner = folder.url.appendingPathComponent("HelpList.plist")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        let expected = ["HelpBook", "HelpBookDocument", "StringCatalog", "TutorialRules"].map {
            "\($0): <tmp>/HelpList.plist: error: This path names a folder or another thing that is not a file. "
                + "Name the file itself, not the folder that holds it."
        }
        #expect(Self.report(inner, in: folder) == expected.joined(separator: "\n"))
    }

    @Test func aFileLargerThanTheLimitIsNotReadAndNamesTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("HelpList.plist")
        try Data(repeating: 0x20, count: 11).write(to: url)
        let finding = Self.finding { () throws(HelpBookError) in
            _ = try HelpBook(contentsOf: url, limits: ReadingLimits(maximumFileSize: 10))
        }
        #expect(
            finding.map(String.init(describing:))?.replacingOccurrences(of: folder.url.path, with: "<tmp>")
                == "<tmp>/HelpList.plist:1:1: error: The file is larger than the limit of 10 bytes. "
                + "Split the content into smaller files, or raise ReadingLimits.maximumFileSize.")
    }

    /// Every public loader, of one file or of a folder, given limits that every file is past:
    /// each takes `limits:` and refuses the file before reading it, with the one finding.
    @Test func everyLoaderTakesLimitsAndChecksTheSizeBeforeReading() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = [
            "en.lproj/HelpList.plist":
                "<plist><array><dict><key>Title</key><string>Basics</string></dict></array></plist>",
            "en.lproj/Tutorial.strings": #""Welcome" = "Tap a composition to open it.";"#,
            "Tutorial.xcstrings": #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#,
            "Tutorials.json": #"{"cards": {"Welcome": {"maxDisplayCount": 2}}}"#,
            "en.lproj/HelpBook.searchindex": "GBSI, and more than sixteen bytes",
        ]
        for (path, text) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let limits = ReadingLimits(maximumFileSize: 16)
        let help = folder.url.appendingPathComponent("en.lproj/HelpList.plist")
        let book = try HelpBook(contentsOf: help)
        var table = DiagnosticTable()
        table.add("HelpBook(contentsOf:limits:)") { () throws(HelpBookError) in
            _ = try HelpBook(contentsOf: help, limits: limits)
        }
        table.add("HelpBookDocument(contentsOf:limits:)") { () throws(HelpBookError) in
            _ = try HelpBookDocument(contentsOf: help, limits: limits)
        }
        table.add("StringCatalog(contentsOf:limits:)") { () throws(LocalizationError) in
            _ = try StringCatalog(contentsOf: folder.url.appendingPathComponent("Tutorial.xcstrings"), limits: limits)
        }
        do throws(TutorialRulesError) {
            _ = try TutorialRules(contentsOf: folder.url.appendingPathComponent("Tutorials.json"), limits: limits)
            table.add("TutorialRules(contentsOf:limits:)", [])
        } catch {
            table.add("TutorialRules(contentsOf:limits:)", error.diagnostics)
        }
        table.add("HelpSearchIndex(contentsOf:book:language:limits:)") { () throws(HelpSearchIndexFileError) in
            _ = try HelpSearchIndex(
                contentsOf: folder.url.appendingPathComponent("en.lproj/HelpBook.searchindex"), book: book,
                limits: limits)
        }
        table.add("HelpBook.load(from:preferredLanguages:developmentLanguage:limits:)") {
            () throws(HelpBookError) in
            _ = try HelpBook.load(from: folder.url, preferredLanguages: ["en"], limits: limits)
        }
        table.add("LocalizedStringsFolder(url:preferredLanguages:developmentLanguage:fallback:limits:)") {
            () throws(LocalizationError) in
            _ = try LocalizedStringsFolder(url: folder.url, preferredLanguages: ["en"], limits: limits)
        }
        let bundle = try #require(Bundle(url: folder.url))
        table.add("BundleStringSource(bundle:preferredLanguages:developmentLanguage:fallback:limits:)") {
            () throws(LocalizationError) in
            _ = try BundleStringSource(bundle: bundle, preferredLanguages: ["en"], limits: limits)
        }
        let content = GuidebookContent(source: .folder(folder.url), developmentLanguage: "en", limits: limits)
        table.add("GuidebookContent(source:developmentLanguage:limits:)", content.validateEverything())
        let text = table.text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
        #expect(Snapshot.mismatch(text, named: "loaders-past-size-limit.txt") == nil)
    }

    @Test func permissionAndInputOutputProblemsSayWhatToDo() {
        let denied = FileReadError(path: "en.lproj/HelpList.plist", problem: .permissionDenied)
        let failed = FileReadError(path: "en.lproj/HelpList.plist", problem: .io(reason: "Input/output error"))
        #expect(
            [denied.diagnostic.description, failed.diagnostic.description] == [
                "en.lproj/HelpList.plist: error: The file may not be read by this process. Give the process read "
                    + "permission (chmod a+r), or copy the file somewhere it may read.",
                "en.lproj/HelpList.plist: error: Reading the file failed (Input/output error). Check the disk or the "
                    + "network volume, then read it again.",
            ])
        #expect([denied.diagnostic.code, failed.diagnostic.code] == [.filePermissionDenied, .fileUnreadable])
    }

    @Test func tutorialCopyKeepsTheTypedErrorWithItsLocation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lproj = folder.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("\"Welcome\" = \"Hi\"\n\"Export\" = \"Share\";\n".utf8)
            .write(to: lproj.appendingPathComponent("Tutorial.strings"))
        do {
            _ = try TutorialCopy.stringsTable(in: folder.url, preferredLanguages: ["en"])
            Issue.record("a table with a syntax error was read")
        } catch {
            guard case .content(.strings(let inner)) = error else {
                Issue.record("the copy's error lost its type: \(error)")
                return
            }
            #expect(inner.location.line == 2)
            #expect(
                error.diagnostic.description.replacingOccurrences(of: folder.url.path, with: "<tmp>")
                    == "<tmp>/en.lproj/Tutorial.strings:2:1: error: Missing ; after the value of \"Welcome\" "
                    + "(found '\"Export\" = \"'). End every entry with ;.")
        }
    }
}
