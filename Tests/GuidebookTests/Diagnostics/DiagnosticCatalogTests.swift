import Foundation
import Guidebook
import GuidebookRemote
import GuidebookTestSupport
import Testing

/// The one list of diagnostic codes: every code declared once with its meaning, in the catalog,
/// used by the code, and in `Documentation/Diagnostics.md`, generated here from the declarations.
@Suite struct DiagnosticCatalogTests {
    /// One `public static let` of a `DiagnosticCode+Area.swift` file.
    struct Declaration {
        var code: String
        var member: String
        var meaning: String
        var module: String
        var file: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files below `Sources/`, by path relative to the package.
    static func sources() throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources")
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("Sources/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// Every declared code, read from the `DiagnosticCode+*.swift` files.
    static func declarations() throws -> [Declaration] {
        let pattern =
            #/    /// (?<meaning>.+)\n    public static let (?<member>\w+) = DiagnosticCode\(rawValue: "(?<code>[^"]+)"\)/#
        var found: [Declaration] = []
        for (path, text) in try sources() where path.contains("/DiagnosticCode+") {
            let module = path.split(separator: "/")[1]
            for match in text.matches(of: pattern) {
                found.append(
                    Declaration(
                        code: String(match.code), member: String(match.member), meaning: String(match.meaning),
                        module: String(module), file: path))
            }
        }
        return found.sorted { $0.code < $1.code }
    }

    /// The severities each code has in the golden diagnostics files (`code severity place ...`).
    static func goldenSeverities() throws -> [String: Set<String>] {
        var severities: [String: Set<String>] = [:]
        for target in ["GuidebookTests", "GuidebookCLITests", "GuidebookHTMLTests"] {
            let folder = root.appendingPathComponent("Tests/\(target)/Snapshots")
            for name in (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted() {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                else { continue }
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ", maxSplits: 2)
                    guard words.count == 3, ["error", "warning", "note"].contains(words[1]) else { continue }
                    severities[String(words[0]), default: []].insert(String(words[1]))
                }
            }
        }
        return severities
    }

    /// `Documentation/Diagnostics.md` as the declarations and golden files make it.
    static func document() throws -> String {
        let severities = try goldenSeverities()
        let declarations = try declarations()
        var text = """
            # Diagnostics

            Every code a Guidebook finding (`Diagnostic.code`) can carry, generated from the
            `DiagnosticCode+*.swift` declarations by `DiagnosticCatalogTests` (re-record with
            `GUIDEBOOK_RECORD_SNAPSHOTS=1 swift test --filter DiagnosticCatalogTests`). The severity is the
            one the golden diagnostics files under `Tests/*/Snapshots/` record; every code must have a line
            in one (`everyCodeHasALineInAGoldenFile`); `—` marks a code still owed one. \(declarations.count) codes, \(declarations.filter { severities[$0.code] != nil }.count) in golden files.

            | code | layer | severity | what it finds |
            |---|---|---|---|

            """
        for declaration in declarations {
            let layer = declaration.file.split(separator: "/").dropFirst().dropLast().joined(separator: "/")
            let severity = severities[declaration.code].map { $0.sorted().joined(separator: ", ") } ?? "—"
            let meaning = declaration.meaning.replacingOccurrences(of: "|", with: "\\|")
            text += "| `\(declaration.code)` | \(layer) | \(severity) | \(meaning) |\n"
        }
        return text
    }

    @Test func everyLibraryCodeIsDeclaredOnceAndListedInTheCatalog() throws {
        let declared = try Self.declarations().filter { $0.module != "GuidebookFuzzing" }
        #expect(Set(declared.map(\.code)).count == declared.count, "a code declared twice")
        #expect(Set(declared.map(\.member)).count == declared.count, "a member declared twice")
        #expect(DiagnosticCode.all.map(\.rawValue).sorted() == declared.map(\.code))
        #expect(Set(DiagnosticCode.all).count == DiagnosticCode.all.count)
    }

    @Test func theDiagnosticsDocumentListsEveryCodeWithItsMeaning() throws {
        let url = Self.root.appendingPathComponent("Documentation/Diagnostics.md")
        let text = try Self.document()
        let environment = ProcessInfo.processInfo.environment
        if environment[Snapshot.recordVariable] == "1", environment["CI"] != "true" {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(
            Snapshot.difference(expected: expected, actual: text) == nil,
            "Documentation/Diagnostics.md is not what the declarations make: re-record with GUIDEBOOK_RECORD_SNAPSHOTS=1"
        )
    }

    /// Codes no test on Linux can make the library emit, each with the reason; every other code
    /// of ``DiagnosticCode/all`` must have a line in a golden file. Empty today: keep it for a
    /// code that only an Apple platform produces (a store failure only iCloud gives), never for
    /// a code a test has not been written for yet.
    static let withoutGoldenLine: [String: String] = [:]

    /// Work left, not an exemption: codes whose golden test is not written yet (issue 25,
    /// finding 12). Empty since every code has its line; keep it empty: a new code comes with
    /// its golden line.
    static let owedGoldenLine: [String: String] = [:]

    /// The rule that keeps every message and fix read: each code is shown, whole, by a golden
    /// file, made by a test that makes the library emit it from a real input.
    @Test func everyCodeHasALineInAGoldenFile() throws {
        let shown = try Self.goldenSeverities()
        for code in DiagnosticCode.all.map(\.rawValue).sorted()
        where shown[code] == nil && Self.withoutGoldenLine[code] == nil && Self.owedGoldenLine[code] == nil {
            Issue.record(
                """
                No golden file shows the code \(code). Write a test that makes the library emit it the way an \
                app or the CLI meets it (a real bad input, a failing store, ...), add its findings to a \
                DiagnosticTable written to Tests/<Target>/Snapshots/diagnostics-<area>.txt (lines \
                `code severity place message / fix`), run it with GUIDEBOOK_RECORD_SNAPSHOTS=1, read the \
                recorded line as a user would, and re-record Documentation/Diagnostics.md. If nothing can \
                emit it any more, remove the code.
                """)
        }
        for code in (Array(Self.withoutGoldenLine.keys) + Array(Self.owedGoldenLine.keys)).sorted()
        where shown[code] != nil {
            Issue.record("\(code) has a golden line now: remove it from withoutGoldenLine or owedGoldenLine.")
        }
    }

    /// Honest about what it shows: each code is named by some source file besides its declaration
    /// (so no code is dead), not that a test reaches it; the document's severity column says which
    /// codes a golden file shows.
    @Test func everyDeclaredCodeIsUsedOutsideItsDeclaration() throws {
        let sources = try Self.sources()
        let unused = try Self.declarations().filter { declaration in
            let use = try Regex("\\.\(declaration.member)\\b")
            return !sources.contains { source in
                !source.path.contains("/DiagnosticCode+") && source.text.contains(use)
            }
        }
        #expect(unused.map(\.code) == [])
    }

    @Test func codesAreMadeFromTextOnlyWhereTheyAreDeclared() throws {
        let inline = try Self.sources().filter {
            !$0.path.contains("/DiagnosticCode") && $0.text.contains("DiagnosticCode(rawValue:")
        }
        #expect(inline.map(\.path) == [])
    }

    @Test func aCodeIsSavedAsItsText() throws {
        let data = try JSONEncoder().encode([DiagnosticCode.rulesUnknownKey])
        #expect(String(decoding: data, as: UTF8.self) == #"["rules-unknown-key"]"#)
        #expect(try JSONDecoder().decode([DiagnosticCode].self, from: data) == [.rulesUnknownKey])
        #expect("\(DiagnosticCode.remoteUnexpected304)" == "remote-unexpected-304")
    }
}
