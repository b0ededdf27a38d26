import Foundation
import Testing

/// Runs the built `guidebook` binary, as a user would, on the example content.
@Suite struct ShowCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static var binary: URL? {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).deletingLastPathComponent()
            while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
            candidates.append(folder.appendingPathComponent("guidebook"))
        }
        candidates.append(root.appendingPathComponent(".build/debug/guidebook"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `guidebook ARGUMENTS` in the package root with input from /dev/null, in the `C`
    /// locale (so the default language is English) plus `locale`'s variables.
    static func guidebook(_ arguments: [String], locale: [String: String] = [:]) throws -> Run {
        let executable = try #require(binary, "Build the package first: swift build")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["GUIDEBOOK_ALWAYS_SHOW"] = nil
        environment["COLUMNS"] = "72"
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C"
        environment.merge(locale) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    static func temporaryStateFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("state.plist")
    }

    @Test func theFirstRunDrawsTheCardAndTheSecondPrintsNothing() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let first = try Self.guidebook(["show", "Welcome", "--state", state.path])
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Welcome to Compositions"))
        #expect(first.output.contains("Tap to continue"))
        #expect(first.output.contains("┌") && first.output.contains("░"))
        let saved = try PropertyListSerialization.propertyList(from: Data(contentsOf: state), format: nil)
        #expect((saved as? [String: Any])?["hasSeenWelcome"] as? Int == 1)

        let second = try Self.guidebook(["show", "Welcome", "--state", state.path])
        #expect(second.status == 0)
        #expect(second.output.isEmpty)
        #expect(second.errors.isEmpty)

        let always = try Self.guidebook(["show", "Welcome", "--state", state.path, "--always"])
        #expect(always.output.contains("Welcome to Compositions"))
    }

    @Test(arguments: [
        ("de", "│ Deine Bibliothek ", "Tippen zum Fortfahren │"),
        ("ar", " مكتبتك │", "│ اضغط للمتابعة "),
    ])
    func theCardIsShownInTheLanguageAskedAndAlignedByItsDirection(language: String, title: String, hint: String)
        throws
    {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let run = try Self.guidebook(
            ["show", "Library", "Examples/Compositions", "--language", language, "--state", state.path])
        #expect(run.status == 0)
        #expect(run.output.contains(title))
        #expect(run.output.contains(hint))
    }

    @Test func anUnknownKeyIsAnErrorThatSuggestsTheNearestKey() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let run = try Self.guidebook(["show", "Edtor", "--state", state.path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("'Edtor'"))
        #expect(run.errors.contains("Did you mean 'Editor'?"))
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func theSuggestionComesFromAStringCatalogToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gb-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Metronome": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tap to set the tempo."}}}},
              "Metronome Title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tempo"}}}}}}
            """
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Tutorial.xcstrings"))
        let state = folder.appendingPathComponent("state.plist")
        let run = try Self.guidebook(["show", "Metronom", folder.path, "--state", state.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("Did you mean 'Metronome'?"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func aCorruptStateFileIsMovedAsideWithAMessageAndTheCardStillShows() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        try Data("{ not a plist".utf8).write(to: state)
        let run = try Self.guidebook(["show", "Export", "--state", state.path])
        #expect(run.status == 0)
        #expect(run.output.contains("Sharing Your Music"))
        let moved = try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
            .first { $0.hasPrefix("state.plist.corrupt-") }
        let name = try #require(moved)
        #expect(run.errors.contains(name))
        #expect(run.errors.contains("warning:"))
    }

    @Test func aMissingContentFolderIsAnError() throws {
        let run = try Self.guidebook(["show", "Welcome", "/nonexistent/content", "--state", "/tmp/unused.plist"])
        #expect(run.status == 1)
        #expect(run.errors.contains("/nonexistent/content"))
    }
}
