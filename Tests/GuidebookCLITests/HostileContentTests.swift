import Foundation
import GuidebookFuzzing
import Testing

/// Content that is broken on purpose never brings a command down: `show`, `preview`, `demo`
/// and `lint` report it and exit 1 (0 when it is fine, 2 for usage), never with a signal.
@Suite struct HostileContentTests {
    static let repositoryRoot = ToolsTestSupport.repositoryRoot

    /// The folder: a `.stringsdict` whose format names argument 0.
    static let argumentZero = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%0$#@v@</string>
        <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d card</string><key>other</key><string>%d cards</string></dict>
        </dict></dict></plist>
        """

    /// The finding for that folder at `root`.
    static func argumentZeroFinding(in root: URL) -> String {
        root.path
            + "/en.lproj/Tutorial.stringsdict:3:1: error: \"k\" names argument 0 in \"%0$#@v@\"; arguments are counted "
            + "from 1. Write %1$ for the first argument, %2$ for the second."
    }

    @Test func showRefusesAFormatNamingArgumentZeroWithItsPosition() throws {
        let root = try ToolsTestSupport.contentFolder(
            "hostile-show", ["en.lproj/Tutorial.stringsdict": Self.argumentZero])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolsTestSupport.guidebook(["show", "k"], onContent: root)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == Self.argumentZeroFinding(in: root) + "\n")
    }

    @Test func previewWritesTheSiteButExitsOneWithTheFinding() throws {
        let root = try ToolsTestSupport.contentFolder(
            "hostile-preview", ["en.lproj/Tutorial.stringsdict": Self.argumentZero])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolsTestSupport.guidebook(
            ["preview", root.path, "--out", root.appendingPathComponent("site").path], in: root)
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").first.map(String.init) == Self.argumentZeroFinding(in: root))
    }

    /// One saved input and the content folder it becomes.
    struct Input: Sendable, CustomTestStringConvertible {
        var path: String
        var testDescription: String { path }
    }

    /// Every file under `Fuzz/Regressions/`, and the shared corpus's content files when it is there.
    static let inputs: [Input] = {
        var inputs: [Input] = []
        for base in [repositoryRoot.appendingPathComponent("Fuzz/Regressions"), corpus] {
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where !url.hasDirectoryPath {
                let name = url.lastPathComponent
                guard !name.hasPrefix("."), !name.hasSuffix(".md"), !url.path.contains("/expected/"),
                    !name.hasSuffix(".json") || url.path.contains("/Regressions/")
                else { continue }
                inputs.append(Input(path: url.path))
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }()

    /// `GUIDEBOOK_CORPUS`, else `../shared/corpus` beside the repository.
    static var corpus: URL {
        if let path = ProcessInfo.processInfo.environment["GUIDEBOOK_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    @Test func theSharedCorpusIsThereWhenItIsRequired() {
        let found = FileManager.default.fileExists(atPath: Self.corpus.path)
        if ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_CORPUS"] == "1" {
            #expect(
                found, "The shared corpus is required (GUIDEBOOK_REQUIRE_CORPUS=1) but \(Self.corpus.path) is missing.")
        } else if !found {
            print(
                "notice: corpus folder \(Self.corpus.path) not found; the hostile content runs use Fuzz/Regressions only."
            )
        }
    }

    /// The content folder a saved input stands for: a content archive unpacked; any other file
    /// put where its kind is read (a table, a help book, a String Catalog, the rules, app code).
    static func folder(for input: Input) throws -> URL {
        let url = URL(fileURLWithPath: input.path)
        let data = try Data(contentsOf: url)
        let root = try ToolsTestSupport.temporaryFolder("hostile")
        var files: [String: Data] = [:]
        let kind = url.deletingLastPathComponent().lastPathComponent
        switch (kind, url.pathExtension) {
        case ("content", _):
            ContentArchive(data).write(into: root)
            return root
        case (_, "xcstrings"):
            // A catalog of thousands of keys keeps its own table name: as the tutorial table the
            // preview would draw every key in every language, minutes for one run.
            files[data.count > 200_000 ? url.lastPathComponent : "Tutorial.xcstrings"] = data
        case ("rules", _):
            files[data.starts(with: Data("{".utf8)) ? "Tutorials.json" : "Tutorials.plist"] = data
        case ("lint", _):
            files["Sources/App.swift"] = data
        case ("markdown", _):
            let body = String(decoding: data, as: UTF8.self)
            files["en.lproj/HelpBook.json"] = try JSONSerialization.data(
                withJSONObject: ["version": 2, "sections": [["title": "S", "items": [["title": "T", "body": body]]]]])
        case (_, "plist"), ("plist-binary", _):
            files["en.lproj/HelpList.plist"] = data
            files["en.lproj/Tutorial.stringsdict"] = data
        default:
            files["en.lproj/Tutorial.strings"] = data
        }
        for (path, bytes) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file)
        }
        return root
    }

    @Test(arguments: inputs)
    func everyCommandEndsWithAStatusOnSavedAndRealContent(_ input: Input) throws {
        let root = try Self.folder(for: input)
        defer { try? FileManager.default.removeItem(at: root) }
        let commands: [[String]] = [
            ["show", "k", root.path, "--state", root.appendingPathComponent("state.plist").path],
            ["preview", root.path, "--out", root.appendingPathComponent("site").path],
            ["demo", root.path, "--state", root.appendingPathComponent("state.plist").path],
            ["lint", root.path, "--sources", root.appendingPathComponent("Sources").path],
        ]
        for arguments in commands {
            let run = try ToolsTestSupport.guidebook(arguments, input: "", in: root)
            #expect(
                [0, 1, 2].contains(run.status), "guidebook \(arguments[0]) ended with \(run.status): \(run.errors)")
        }
    }
}
