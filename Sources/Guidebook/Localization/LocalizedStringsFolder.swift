import Foundation

// STOPGAP (replaced by the localization issue's work): reads `<lang>.lproj/<Table>.strings`
// with Foundation's parser and picks the first preferred language that has the key, then
// the development language. The real version resolves languages by the documented rule,
// reads every format, and reports positions.

/// A content folder laid out like an app's resources: `<lang>.lproj/<Table>.strings`.
public struct LocalizedStringsFolder: LocalizedStringSource {
    /// The folder.
    public let url: URL
    /// The languages to try, most preferred first.
    public let preferredLanguages: [String]
    /// The language the content was written in, tried last.
    public let developmentLanguage: String

    private let tables: [String: [String: [String: String]]]  // language -> table -> key -> value

    /// Reads every `.strings` table in the folder's `.lproj` folders.
    public init(url: URL, preferredLanguages: [String] = ["en"], developmentLanguage: String = "en") throws {
        self.url = url
        self.preferredLanguages = preferredLanguages
        self.developmentLanguage = developmentLanguage
        var tables: [String: [String: [String: String]]] = [:]
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: url.path) where entry.hasSuffix(".lproj") {
            let language = String(entry.dropLast(".lproj".count))
            let folder = url.appendingPathComponent(entry)
            for file in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".strings") {
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                let parsed = try PropertyListSerialization.propertyList(from: data, format: nil)
                if let dictionary = parsed as? [String: String] {
                    tables[language, default: [:]][String(file.dropLast(".strings".count))] = dictionary
                }
            }
        }
        self.tables = tables
    }

    public func localizedString(forKey key: String, table: String) -> LocalizedString? {
        for language in preferredLanguages + [developmentLanguage] {
            if let value = tables[language]?[table]?[key] {
                return LocalizedString(value: value, language: language)
            }
        }
        return nil
    }
}
