import Foundation
import Guidebook

/// Checks a content folder against the code that uses it: every key the code shows has a
/// title and a body in every language, no table key is unused, translations ask for the
/// same format arguments, the rules file names only cards and events that exist, and the
/// help books load.
///
/// It reads only ``GuidebookContent``: the tables' entries in exactly each language
/// (``GuidebookContent/entries(inTable:language:)``), and the loader's own findings (unreadable
/// files, repeated keys, String Catalog review states, every help book's validation), so lint
/// and an app never disagree on what the content holds.
package struct ContentLinter: Sendable {
    /// What a lint run found.
    package struct Report: Sendable {
        /// The findings, sorted by file, line and column.
        package var diagnostics: [Diagnostic]
        /// Source files scanned.
        var sourceFileCount: Int
        /// Distinct keys the code uses.
        var keysInCode: Int
        /// The content's languages: those with a tutorial table or a help book (a top-level
        /// book's own `language` included), as the preview counts them.
        var languageCount: Int

        func count(_ severity: Diagnostic.Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
    }

    /// File name extensions scanned, and whether they are Objective-C.
    static let sourceExtensions: [String: Bool] = ["swift": false, "m": true, "mm": true, "h": true]

    var content: GuidebookContent
    /// The table the tutorial copy lives in.
    var table = "Tutorial"
    /// Folders (or files) of app code to scan.
    var sources: [String]

    /// A linter of `content` and the app code in `sources` (`package`: the fuzz target lints too).
    ///
    /// - Parameters:
    ///   - content: The loaded content.
    ///   - table: The table the tutorial copy lives in.
    ///   - sources: Folders (or files) of app code to scan.
    package init(content: GuidebookContent, table: String = "Tutorial", sources: [String]) {
        self.content = content
        self.table = table
        self.sources = sources
    }

    /// Runs every check.
    package func run() -> Report {
        var diagnostics = content.validateEverything()  // a lint judges every help book
        // Code.
        var uses: [TutorialKeyScanner.Use] = []
        let files = sources.flatMap(Self.sourceFiles)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.append(CodeFindings.unreadableSource(file))
                continue
            }
            let objectiveC = Self.sourceExtensions[URL(fileURLWithPath: file).pathExtension] ?? false
            let result = TutorialKeyScanner.scan(
                String(decoding: data, as: UTF8.self), path: file, objectiveC: objectiveC)
            uses += result.uses
            for dynamic in result.dynamicUses {
                diagnostics.append(CodeFindings.dynamicKey(call: dynamic.call, at: dynamic.location))
            }
        }
        var firstUse: [String: SourceLocation] = [:]
        for use in uses where firstUse[use.key] == nil { firstUse[use.key] = use.location }

        // Tables: each language's own entries, no fallback.
        let languages = content.languages(ofTable: table)
        var tables: [String: [String: LocalizedStringEntry]] = [:]
        for language in languages {
            for entry in content.entries(inTable: table, language: language) where tables[language]?[entry.key] == nil {
                tables[language, default: [:]][entry.key] = entry
            }
        }
        let tableKeys = content.tutorialKeys(table: table)
        var keys = tableKeys
        for use in uses where !keys.contains(use.key) { keys.append(use.key) }
        func firstEntry(_ key: String) -> SourceLocation? {
            for language in languages {
                let entries = [key, TutorialCopy.titleKey(for: key)].compactMap { tables[language]?[$0]?.location }
                if let first = entries.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) { return first }
            }
            return nil
        }
        for key in keys {
            let location = firstUse[key] ?? firstEntry(key)
            for language in languages {
                let file = content.file(ofTable: table, language: language)
                if isBlank(tables[language]?[TutorialCopy.titleKey(for: key)]) {
                    var finding = TutorialCopy.missingTitle(key: key, language: language, table: table, file: file)
                    finding.location = location
                    diagnostics.append(finding)
                }
                if isBlank(tables[language]?[key]) {
                    let shownIn = try? content.tutorialCopy(preferredLanguages: [language], table: table).card(for: key)
                    var finding = TutorialCopy.missingBody(
                        key: key, language: language, table: table, file: file, shownIn: shownIn?.language)
                    finding.location = location
                    diagnostics.append(finding)
                }
            }
            if !files.isEmpty, firstUse[key] == nil, let entry = firstEntry(key) {
                diagnostics.append(CodeFindings.unusedKey(key, at: entry))
            }
        }
        if files.isEmpty {
            diagnostics.append(CodeFindings.noSources)
        }

        // Format specifiers against the development language, then the rules file against the
        // tables and the code: the core's findings, with the events the code donates.
        diagnostics += content.formatFindings(table: table)
        diagnostics += content.rulesFindings(tableKeys: tableKeys, codeKeys: Set(firstUse.keys), table: table)
        diagnostics += content.bodyLinkFindings(table: table)
        diagnostics += eventDiagnostics(files.filter { $0.hasSuffix(".swift") })

        // Repeated keys, String Catalog review states and the help books' findings are the
        // loader's own, in `content.diagnostics` (taken first, above).
        var unique: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { unique.append(diagnostic) }
        return Report(
            diagnostics: unique.sorted(by: Self.order), sourceFileCount: files.count, keysInCode: firstUse.count,
            languageCount: content.languages.count)
    }

    /// Whether a table has no text for an entry: none, or only white space.
    private func isBlank(_ entry: LocalizedStringEntry?) -> Bool {
        entry?.value?.allSatisfy(\.isWhitespace) ?? true
    }

    private static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = (a.location?.file ?? "\u{10FFFF}", a.location?.line ?? 0, a.location?.column ?? 0)
        let right = (b.location?.file ?? "\u{10FFFF}", b.location?.line ?? 0, b.location?.column ?? 0)
        return left < right
    }

    /// The source files under `path` (a folder, searched recursively, or one file), sorted.
    static func sourceFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || $0 == "Pods" || $0 == "Carthage" }) { continue }
            if sourceExtensions[URL(fileURLWithPath: relative).pathExtension] != nil {
                files.append(path.hasSuffix("/") ? path + relative : "\(path)/\(relative)")
            }
        }
        return files.sorted()
    }
}
