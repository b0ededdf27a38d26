import Foundation
import Guidebook

/// The localization targets: `.strings`, `.stringsdict` and String Catalogs.
enum LocalizationChecks {
    /// Counts that reach every plural category of the languages below, and the extremes.
    static let counts = [0, 1, 2, 3, 5, 11, 21, 101, -1, Int.min, Int.max]
    /// Languages with different plural rules (one/other, Slavic, Arabic, none).
    static let languages = ["en", "ru", "ar", "ja", "fr", "pl", "cy"]

    /// A table read must survive being written as an XML property list and read again
    /// (the path `guidebook convert --to plist` takes); an error must point inside the input.
    static func strings(_ data: Data) throws(FuzzFailure) {
        let file = "fuzz.strings"
        let table: StringsTable
        do {
            table = try StringsFileReader.read(data, file: file)
        } catch {
            try InputShape(data).check(error.location, file: file, what: "StringsFileError \(error)")
            return
        }
        let shape = InputShape(data)
        for entry in table {
            try shape.check(entry.location, file: file, what: "the location of key \"\(entry.key)\"")
            try expect(table[entry.key] != nil, "table[\"\(entry.key)\"] is nil for a key the table lists.")
        }
        let value = PropertyListValue.dictionary(
            PropertyListDictionary(table.map { .init(key: $0.key, value: .string($0.value)) }))
        let again: StringsTable
        do {
            again = try StringsFileReader.read(PropertyListWriter.xmlData(value), file: "again.strings")
        } catch {
            throw FuzzFailure("The table written as an XML property list does not read back: \(error)")
        }
        try expect(
            again.map(\.key) == table.map(\.key) && again.map(\.value) == table.map(\.value),
            "The table written as an XML property list read back different: \(Array(again)) instead of \(Array(table))."
        )
    }

    /// Every entry must resolve for every count and language without trapping.
    static func stringsDictionary(_ data: Data) throws(FuzzFailure) {
        let file = "fuzz.stringsdict"
        let dictionary: StringsDictionary
        do {
            dictionary = try StringsDictionary(data: data, file: file)
        } catch {
            try InputShape(data).check(location(of: error), file: file, what: "LocalizationError \(error)")
            return
        }
        let shape = InputShape(data)
        for entry in dictionary.entries {
            try shape.check(entry.location, file: file, what: "the location of key \"\(entry.key)\"")
            resolveAll(entry.content)
        }
    }

    /// Every key must resolve in every language, count and device without trapping.
    static func stringCatalog(_ data: Data) throws(FuzzFailure) {
        let file = "fuzz.xcstrings"
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(data: data, file: file)
        } catch {
            try InputShape(data).check(error.location, file: file, what: "StringCatalogError \(error)")
            return
        }
        let shape = InputShape(data)
        for entry in catalog.entries {
            try shape.check(entry.location, file: file, what: "the location of key \"\(entry.key)\"")
            try expect(catalog.entry(forKey: entry.key) != nil, "entry(forKey: \"\(entry.key)\") is nil.")
            for language in catalog.languages + languages {
                for count in counts {
                    for device in [StringCatalog.Device.iphone, .ipad, .mac] {
                        _ = catalog.string(
                            forKey: entry.key, language: language, counts: [count, count], device: device)
                    }
                }
            }
        }
    }

    static func resolveAll(_ content: StringCatalog.Content) {
        for language in languages {
            for count in counts {
                _ = content.resolve(language: language, counts: [count])
                _ = content.resolve(language: language, counts: [count, 1, count])
            }
            _ = content.resolve(language: language, counts: [])
        }
    }

    static func location(of error: LocalizationError) -> SourceLocation? {
        switch error {
        case .strings(let inner): inner.location
        case .catalog(let inner): inner.location
        case .propertyList(let inner): inner.location
        case .invalidStringsDictionary(_, let at): at
        case .format(let inner): inner.location
        case .notAFolder, .fileRead: nil
        }
    }
}
