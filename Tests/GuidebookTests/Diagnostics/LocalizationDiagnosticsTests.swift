import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What a plural table refuses (each `.stringsdict` and String Catalog case of
/// ``LocalizedFormatErrorTests``, and a catalog plural form that is no category) and what
/// formatting copy with the app's arguments refuses, compared whole against one golden file.
@Suite struct LocalizationDiagnosticsTests {
    @Test func everyFormatFindingSaysWhichKeyAndSpecifierAndHowToFixIt() {
        var table = DiagnosticTable()
        for example in LocalizedFormatErrorTests.stringsdictCases {
            table.add(".stringsdict: \(example.name)") { () throws(LocalizationError) in
                _ = try StringsDictionary(data: Data(example.input.utf8), file: LocalizedFormatErrorTests.file)
            }
        }
        for example in LocalizedFormatErrorTests.catalogCases {
            table.add("String Catalog: \(example.name)") { () throws(StringCatalogError) in
                _ = try StringCatalog(data: Data(example.input.utf8), file: LocalizedFormatErrorTests.catalogFile)
            }
        }
        let several = LocalizedFormatErrorTests.catalog(
            #"{ "variations" : "# + LocalizedFormatErrorTests.pluralVariations([("several", "%lld cards")]) + " }")
        table.add("String Catalog: a plural form that is no category") { () throws(StringCatalogError) in
            _ = try StringCatalog(data: Data(several.utf8), file: LocalizedFormatErrorTests.catalogFile)
        }
        let formats: [(String, String, [FormatArgument])] = [
            ("a translation with one specifier more than the app passes", "%@ and %@", ["one"]),
            ("a translation that takes a number where the app passes text", "%d scores", ["many"]),
            ("a translation ending in a lone percent sign", "Done: 100%", []),
        ]
        for (label, template, arguments) in formats {
            table.add("formatting: \(label): \(template)") { () throws(FormatError) in
                _ = try StringFormatter.format(template, arguments)
            }
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-localization.txt") == nil)
    }
}
