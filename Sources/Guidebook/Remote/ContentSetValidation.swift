import Foundation

/// The one place a content set is judged before it may replace the one in use.
///
/// STOPGAP: it reads the set with the loaders that exist today (``HelpBookDocument``,
/// ``LocalizedStringsFolder``, ``TutorialCopy``); when the content model
/// (`Sources/Guidebook/Content/`) lands, this function loads the set through it instead, and
/// nothing else in Remote/ changes.
package enum ContentSetValidation {
    /// What a new set must have, beyond parsing and validating.
    package struct Requirements: Sendable, Hashable {
        /// Languages that must have a help book (in their `.lproj`, or one at the top).
        package var helpLanguages: [String]
        /// Languages that must have a tutorial table holding every tutorial key of the development language.
        package var tutorialLanguages: [String]
        /// The language whose tutorial keys every other language must have.
        package var developmentLanguage: String

        /// `languages` (the policy's), else the bundled folder's: those with help, those with tutorial tables.
        package init(languages: [String], developmentLanguage: String, bundled: URL) {
            self.developmentLanguage = developmentLanguage
            if !languages.isEmpty {
                helpLanguages = languages
                let tutorials = Self.tutorialLanguages(in: bundled)
                tutorialLanguages = tutorials.isEmpty ? [] : languages
            } else {
                helpLanguages = HelpBook.availableLanguages(in: bundled)
                tutorialLanguages = Self.tutorialLanguages(in: bundled)
            }
        }

        package init(helpLanguages: [String], tutorialLanguages: [String], developmentLanguage: String) {
            self.helpLanguages = helpLanguages
            self.tutorialLanguages = tutorialLanguages
            self.developmentLanguage = developmentLanguage
        }

        static func tutorialLanguages(in folder: URL) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { name in
                let lproj = folder.appendingPathComponent(name)
                let hasTable = ["Tutorial.strings", "Tutorial.stringsdict"].contains {
                    FileManager.default.fileExists(atPath: lproj.appendingPathComponent($0).path)
                }
                return hasTable ? String(name.dropLast(".lproj".count)) : nil
            }
        }
    }

    /// The errors that keep the set in `folder` from being used: a file that does not parse
    /// (with its file:line:column), a help book with validation errors, a language the app
    /// shows without a help book or with tutorial keys missing. Empty when the set is good.
    ///
    /// - Parameters:
    ///   - folder: The staged set.
    ///   - manifest: Its manifest (every listed file is already in `folder`, size and hash checked).
    ///   - requirements: The languages it must cover.
    /// - Complexity: O(n) in the size of the set's files.
    package static func validate(
        folder: URL, manifest: ContentManifest, requirements: Requirements
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var helpLanguages: Set<String> = []
        var hasTopLevelHelp = false
        for file in manifest.files where file.kind == .helpBook {
            let url = folder.appendingPathComponent(file.path)
            do {
                let document = try HelpBookDocument(data: Data(contentsOf: url), file: file.path)
                let errors = document.validate().filter { $0.severity == .error }
                findings += errors
                if errors.isEmpty {
                    if let language = file.language { helpLanguages.insert(language) } else { hasTopLevelHelp = true }
                }
            } catch let error as HelpBookError {
                var finding = error.diagnostic
                if finding.location == nil { finding.location = SourceLocation(file: file.path, line: 1, column: 1) }
                findings.append(finding)
            } catch {
                findings.append(
                    finding(
                        file.path, "cannot be read: \(error.localizedDescription)",
                        fix: "Publish the set again; if it repeats, check the file on the server."))
            }
        }
        for language in requirements.helpLanguages where !helpLanguages.contains(language) && !hasTopLevelHelp {
            findings.append(
                Diagnostic(
                    .error, "The app shows \(language), but the new content has no help book for it.",
                    fix: "Publish \(language).lproj/HelpList.plist (or HelpBook.json) with the content.",
                    code: "remote-missing-language"))
        }
        let hasTables = manifest.files.contains { $0.kind == .tutorialStrings || $0.kind == .stringCatalog }
        if hasTables || !requirements.tutorialLanguages.isEmpty {
            findings += validateTutorials(folder: folder, requirements: requirements)
        }
        return findings
    }

    private static func validateTutorials(folder: URL, requirements: Requirements) -> [Diagnostic] {
        let strings: LocalizedStringsFolder
        do {
            strings = try LocalizedStringsFolder(
                url: folder, preferredLanguages: [requirements.developmentLanguage],
                developmentLanguage: requirements.developmentLanguage)
        } catch {
            // Positions inside the staging folder, named as the manifest names the files.
            var finding = error.diagnostic
            if let location = finding.location, location.file.hasPrefix(folder.path + "/") {
                finding.location = location.inFile(String(location.file.dropFirst(folder.path.count + 1)))
            }
            return [finding]
        }
        let copy = TutorialCopy(source: strings)
        let table = copy.table
        let developmentKeys = Set(
            strings.entries(inTable: table, language: requirements.developmentLanguage).map(\.key))
        var findings: [Diagnostic] = []
        for language in requirements.tutorialLanguages {
            let keys = Set(strings.entries(inTable: table, language: language).map(\.key))
            if keys.isEmpty {
                findings.append(
                    Diagnostic(
                        .error, "The app shows \(language), but the new content has no tutorial table for it.",
                        fix: "Publish \(language).lproj/\(table).strings with the content.",
                        code: "remote-missing-language"))
                continue
            }
            let missing = developmentKeys.subtracting(keys).filter { $0 != TutorialCopy.dismissHintKey }.sorted()
            if !missing.isEmpty {
                findings.append(
                    Diagnostic(
                        .error,
                        "The \(language) tutorial table lacks \(missing.count) keys of \(requirements.developmentLanguage): \(missing.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")).",
                        at: SourceLocation(file: "\(language).lproj/\(table).strings", line: 1, column: 1),
                        fix: "Translate them, or publish without the language.", code: "remote-incomplete-language"))
            }
        }
        return findings
    }

    private static func finding(_ path: String, _ text: String, fix: String) -> Diagnostic {
        Diagnostic(.error, "\(path) \(text).", at: SourceLocation(file: path, line: 1, column: 1), fix: fix)
    }
}
