import Foundation
import Guidebook

// Tables are read with StringsFileReader (file order, positions) and the dismiss hint
// comes from TutorialCopy. STOPGAP: HelpList.plist is read in ContentFolder+HelpBook.swift
// until HelpBook(contentsOf:) lands; String Catalogs (.xcstrings) are not read yet.
// The commands only talk to this type, so those swaps change the Content folder only.

/// A content folder as the commands see it: its languages, tutorial tables with
/// entry positions, tutorial cards and help books.
struct ContentFolder: Sendable {
    /// One entry of a strings table, with where it stands.
    struct Entry: Sendable, Hashable {
        var key: String
        var value: String
        var location: SourceLocation
    }

    /// One `<lang>.lproj/<Table>.strings` file, entries in file order.
    struct Table: Sendable {
        var language: String
        var path: String
        var entries: [Entry]
        /// Keys written more than once (`.strings` files only).
        var duplicates: [StringsTable.Duplicate] = []

        func entry(_ key: String) -> Entry? { entries.first(where: { $0.key == key }) }
    }

    /// The folder.
    let url: URL
    /// The languages that have an `.lproj` folder, the development language first.
    let languages: [String]
    /// The language the content is written in.
    let developmentLanguage: String
    /// Problems met while reading (unreadable tables, help books).
    private(set) var diagnostics: [Diagnostic] = []
    private var tutorialTables: [String: Table] = [:]
    /// The String Catalogs at the top of the folder.
    private(set) var catalogs: [Catalog] = []

    /// The table the tutorial copy lives in.
    static let tutorialTable = "Tutorial"

    /// Reads the folder.
    ///
    /// - Throws: `ContentError.notAFolder` when `path` is not a readable folder.
    init(path: String, developmentLanguage: String = "en") throws(ContentError) {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: url.path)
        else { throw .notAFolder(path) }
        self.url = url
        var languages = entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
            .filter { $0 != "Base" }.sorted()
        let (catalogs, catalogDiagnostics) = Self.readCatalogs(
            in: url,
            displayPath: {
                url.appendingPathComponent($0).path.replacingOccurrences(
                    of: FileManager.default.currentDirectoryPath + "/", with: "")
            })
        self.catalogs = catalogs
        self.diagnostics = catalogDiagnostics
        let tutorialCatalog = catalogs.first(where: { $0.table == Self.tutorialTable })
        if let tutorialCatalog {
            // A Tutorial.xcstrings holds the copy of every language it lists (an .lproj table wins).
            tutorialTables = Self.tables(from: tutorialCatalog.catalog, path: tutorialCatalog.catalog.file)
            for language in tutorialTables.keys.sorted() where !languages.contains(language) {
                languages.append(language)
            }
        }
        if let index = languages.firstIndex(of: developmentLanguage) {
            languages.remove(at: index)
            languages.insert(developmentLanguage, at: 0)
        }
        self.languages = languages
        self.developmentLanguage = languages.first ?? developmentLanguage
        for language in languages {
            let relative = "\(language).lproj/\(Self.tutorialTable).strings"
            let file = url.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                tutorialTables[language] = try Self.readStrings(
                    file, displayPath: displayPath(relative), language: language)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
    }

    /// The path shown in diagnostics: relative to the working directory when given relative.
    func displayPath(_ relative: String) -> String {
        url.appendingPathComponent(relative).path.replacingOccurrences(
            of: FileManager.default.currentDirectoryPath + "/", with: "")
    }

    /// The tutorial table of `language`, when it has one.
    func tutorialTable(_ language: String) -> Table? { tutorialTables[language] }

    /// Every tutorial key, in the development language's file order, then keys only other languages have.
    var tutorialKeys: [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        for language in languages {
            for entry in tutorialTables[language]?.entries ?? [] {
                let key = Self.cardKey(forEntry: entry.key)
                if seen.insert(key).inserted { keys.append(key) }
            }
        }
        return keys
    }

    /// The card key an entry belongs to: `Welcome` for both `Welcome` and `Welcome Title`.
    static func cardKey(forEntry key: String) -> String {
        TutorialCopy.isTitleKey(key) ? TutorialCopy.tutorialKey(forEntry: key) ?? key : key
    }

    /// The cards of `language`, one per key; missing copy stays empty (and is flagged by presenters).
    func cards(_ language: String) -> [TutorialCard] {
        let table = tutorialTables[language]
        return tutorialKeys.filter { $0 != Self.dismissHintKey }.map { key in
            TutorialCard(
                key: key, title: table?.entry(TutorialCopy.titleKey(for: key))?.value ?? "",
                body: table?.entry(key)?.value ?? "",
                dismissHint: dismissHint(language), language: language)
        }
    }

    /// A table entry that overrides the dismiss hint.
    static let dismissHintKey = TutorialCopy.dismissHintKey

    /// The localized "Tap to continue": the table's own, else the engine's built-in translation.
    func dismissHint(_ language: String) -> String {
        if let value = tutorialTables[language]?.entry(Self.dismissHintKey)?.value { return value }
        let copy = try? TutorialCopy.stringsTable(
            Self.tutorialTable, in: url, preferredLanguages: [language], developmentLanguage: language)
        return copy?.dismissHint(language: language) ?? Self.dismissHintKey
    }

    // MARK: Strings files

    /// Reads a `.strings` file in file order with each entry's position.
    static func readStrings(_ file: URL, displayPath: String, language: String) throws(ContentError) -> Table {
        guard let data = try? Data(contentsOf: file) else { throw .unreadable(displayPath) }
        do {
            let table = try StringsFileReader.read(data, file: displayPath)
            let entries = table.map { entry in
                Entry(
                    key: entry.key, value: entry.value,
                    location: entry.location ?? SourceLocation(file: displayPath, line: 1, column: 1))
            }
            return Table(language: language, path: displayPath, entries: entries, duplicates: table.duplicates)
        } catch {
            throw .invalidStrings(error)
        }
    }
}
