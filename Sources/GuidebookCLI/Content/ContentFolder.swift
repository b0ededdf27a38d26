import Foundation
import Guidebook

// STOPGAP (until the parsers, localization, engine and help book work lands on main):
// tables are read with Foundation's parser plus a small scan for entry positions,
// the dismiss hint comes from a built-in list, and HelpList.plist is read in the
// legacy format with rows put back in file order by their position in the text.
// The commands only talk to this type, so swapping in StringsFileReader,
// LocalizedStringsFolder, TutorialCopy and HelpBook(contentsOf:) changes this file only.

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
        key.hasSuffix(" Title") ? String(key.dropLast(" Title".count)) : key
    }

    /// The cards of `language`, one per key; missing copy stays empty (and is flagged by presenters).
    func cards(_ language: String) -> [TutorialCard] {
        let table = tutorialTables[language]
        return tutorialKeys.filter { $0 != Self.dismissHintKey }.map { key in
            TutorialCard(
                key: key, title: table?.entry("\(key) Title")?.value ?? "", body: table?.entry(key)?.value ?? "",
                dismissHint: dismissHint(language), language: language)
        }
    }

    /// A table entry that overrides the dismiss hint.
    static let dismissHintKey = "Tap to continue"

    /// The localized "Tap to continue".
    func dismissHint(_ language: String) -> String {
        if let value = tutorialTables[language]?.entry(Self.dismissHintKey)?.value { return value }
        let builtIn = [
            "en": "Tap to continue", "de": "Tippen, um fortzufahren", "fr": "Touchez pour continuer",
            "es": "Toca para continuar", "ar": "انقر للمتابعة", "he": "הקש כדי להמשיך", "ja": "タップして続ける",
        ]
        let primary = String(language.prefix(while: { $0 != "-" && $0 != "_" }))
        return builtIn[language] ?? builtIn[primary] ?? builtIn["en", default: "Tap to continue"]
    }

    // MARK: Strings files

    /// Reads a `.strings` file: values by Foundation, keys' order and positions by a small scan.
    static func readStrings(_ file: URL, displayPath: String, language: String) throws(ContentError) -> Table {
        guard let data = try? Data(contentsOf: file) else { throw .unreadable(displayPath) }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .invalid(displayPath, reason: "\(error.localizedDescription)")
        }
        guard let values = parsed as? [String: String] else {
            throw .invalid(displayPath, reason: "it is not a table of strings")
        }
        let text = String(decoding: data, as: UTF8.self)
        var entries: [Entry] = []
        var seen: Set<String> = []
        for (key, line, column) in scanKeys(text) where !seen.contains(key) {
            guard let value = values[key] else { continue }
            seen.insert(key)
            entries.append(
                Entry(key: key, value: value, location: SourceLocation(file: displayPath, line: line, column: column)))
        }
        for key in values.keys.sorted() where !seen.contains(key) {
            entries.append(
                Entry(
                    key: key, value: values[key] ?? "", location: SourceLocation(file: displayPath, line: 1, column: 1))
            )
        }
        return Table(language: language, path: displayPath, entries: entries)
    }

    /// The keys of a `.strings` text with their 1-based line and column (of the key's first character).
    static func scanKeys(_ text: String) -> [(String, Int, Int)] {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var column = 1
        var results: [(String, Int, Int)] = []
        var expectKey = true
        func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                while index < scalars.count,
                    !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
                {
                    advance()
                }
                if index < scalars.count { advance() }
                if index < scalars.count { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if scalar == "\"" {
                let startLine = line
                let startColumn = column
                advance()
                var string = ""
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        advance()
                        switch scalars[index] {
                        case "n": string += "\n"
                        case "t": string += "\t"
                        case "r": string += "\r"
                        default: string.unicodeScalars.append(scalars[index])
                        }
                    } else {
                        string.unicodeScalars.append(scalars[index])
                    }
                    advance()
                }
                if index < scalars.count { advance() }
                if expectKey { results.append((string, startLine, startColumn)) }
                expectKey = false
            } else if scalar == ";" {
                expectKey = true
                advance()
            } else if scalar == "=" {
                expectKey = false
                advance()
            } else {
                advance()
            }
        }
        return results
    }
}
