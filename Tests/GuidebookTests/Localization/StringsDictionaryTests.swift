import Foundation
import Testing

@testable import Guidebook

@Suite struct StringsDictionaryTests {
    static let german = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>%lld cards left</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>Noch %#@cards@</string>
                <key>cards</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>%lld Karte</string>
                    <key>other</key>
                    <string>%lld Karten</string>
                </dict>
            </dict>
            <key>%@ moved %lld files to %lld folders</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$@ hat %2$#@files@ in %3$#@folders@ verschoben</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>one</key>
                    <string>eine Datei</string>
                    <key>other</key>
                    <string>%2$lld Dateien</string>
                </dict>
                <key>folders</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>one</key>
                    <string>einen Ordner</string>
                    <key>other</key>
                    <string>%3$lld Ordner</string>
                </dict>
            </dict>
            <key>Tap to continue</key>
            <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                    <key>iphone</key>
                    <string>Tippen zum Fortfahren</string>
                    <key>mac</key>
                    <string>Klicken zum Fortfahren</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test func pluralAndDeviceVariantsResolveLikeACatalog() throws {
        let table = try StringsDictionary(data: Data(Self.german.utf8), file: "de.lproj/Cards.stringsdict")
        #expect(
            table.entries.map(\.key) == ["%lld cards left", "%@ moved %lld files to %lld folders", "Tap to continue"])
        let cards = try #require(table.entries.first).content
        #expect(cards.resolve(language: "de", counts: [1]) == "Noch %lld Karte")
        #expect(cards.resolve(language: "de", counts: [7]) == "Noch %lld Karten")
        let moved = table.entries[1].content
        // Each variable is chosen by its own argument (positions 2 and 3; position 1 is text).
        #expect(moved.resolve(language: "de", counts: [0, 1, 4]) == "%1$@ hat eine Datei in %3$lld Ordner verschoben")
        #expect(
            moved.resolve(language: "de", counts: [0, 5, 1]) == "%1$@ hat %2$lld Dateien in einen Ordner verschoben")
        let hint = table.entries[2].content
        #expect(hint.resolve(language: "de", device: .mac) == "Klicken zum Fortfahren")
        #expect(hint.resolve(language: "de", device: .ipad) == "Tippen zum Fortfahren")
        #expect(table.entries.first?.location?.line == 5)
    }

    @Test(arguments: [
        ("%#@a@ %#@b@", ["a": 1, "b": 2]), ("%@ %d %#@a@", ["a": 3]), ("%2$#@b@ %1$#@a@", ["a": 1, "b": 2]),
        ("100%% %#@a@", ["a": 1]), ("%.2f %#@a@", ["a": 2]),
    ])
    func variablesBindToTheirArgumentPositions(format: String, expected: [String: Int]) {
        #expect(StringsDictionary.variablePositions(in: format) == expected)
    }

    @Test func aPluralWithoutOtherIsATypedErrorWithPosition() {
        let text = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>one</string></dict></dict></dict></plist>
            """
        #expect {
            try StringsDictionary(data: Data(text.utf8), file: "Bad.stringsdict")
        } throws: { error in
            guard case .format(.ruleWithoutOther(key: "k", name: "n", let location))? = error as? LocalizationError
            else { return false }
            return location.file == "Bad.stringsdict" && location.line == 3
        }
        #expect(throws: LocalizationError.self) {
            try StringsDictionary(data: Data("<plist><array/></plist>".utf8), file: "Bad.stringsdict")
        }
        #expect(throws: LocalizationError.self) {
            try StringsDictionary(data: Data("<plist><dict><key>a".utf8), file: "Bad.stringsdict")
        }
    }

    @Test func folderPrefersTheStringsDictionaryAndListsItsKeys() throws {
        let fixture = try ContentFixture([
            "de.lproj/Cards.stringsdict": Self.german,
            "de.lproj/Cards.strings": "\"Tap to continue\" = \"Weiter\";\n\"Skip\" = \"Überspringen\";\n",
            "en.lproj/Cards.strings": "\"%lld cards left\" = \"%lld cards left\";\n",
        ])
        let folder = try fixture.folder(["de"])
        let cards = folder.localizedString(forKey: "%lld cards left", table: "Cards", counts: [1], device: .iphone)
        #expect(cards?.value == "Noch %lld Karte")
        #expect(cards?.location?.file.hasSuffix("Cards.stringsdict") == true)
        #expect(folder.localizedString(forKey: "Tap to continue", table: "Cards")?.value == "Tippen zum Fortfahren")
        #expect(folder.localizedString(forKey: "Skip", table: "Cards")?.value == "Überspringen")
        let keys = folder.entries(inTable: "Cards", language: "de").map(\.key)
        #expect(Set(keys) == ["Tap to continue", "Skip", "%lld cards left", "%@ moved %lld files to %lld folders"])
        // Binary .stringsdict, as in a built app, reads the same.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: Data(Self.german.utf8), format: nil),
            format: .binary, options: 0)
        let table = try StringsDictionary(data: binary, file: "de.lproj/Cards.stringsdict")
        #expect(table.entries.count == 3)
        #expect(
            table.entries.first { $0.key == "%lld cards left" }?.content.resolve(language: "de", counts: [2])
                == "Noch %lld Karten")
    }
}
