import Foundation
import Guidebook
import Testing

/// Entries keep their locations packed; what a caller sets or reads back must be exactly what it gave.
@Suite struct PropertyListLocationTests {
    @Test(arguments: [
        Guidebook.SourceLocation(file: "en.lproj/HelpList.plist", line: 12, column: 5),
        Guidebook.SourceLocation(file: "", line: 1, column: 1),
        Guidebook.SourceLocation(file: "b.plist", line: 0, column: 0, byteOffset: 1_234),
        Guidebook.SourceLocation(file: "a.plist", line: 7, column: 3, byteOffset: 99),
        Guidebook.SourceLocation(file: "huge.plist", line: Int(UInt32.max) + 1, column: 2),
        Guidebook.SourceLocation(file: "odd.plist", line: -1, column: 0),
        Guidebook.SourceLocation(file: "c.plist", line: 0, column: 0),
    ])
    func entryAndDictionaryGiveBackTheLocationTheyWereGiven(location: Guidebook.SourceLocation) {
        var entry = PropertyListDictionary.Entry(key: "Title", value: .string("x"), location: location)
        #expect(entry.location == location)
        entry.location = nil
        #expect(entry.location == nil)
        entry.location = location
        #expect(entry.location == location)
        var dictionary = PropertyListDictionary([entry], location: location)
        #expect(dictionary.location == location)
        #expect(dictionary.entry(forKey: "Title")?.location == location)
        dictionary.location = nil
        #expect(dictionary.location == nil)
        let row = StringsTable.Entry(key: "k", value: "v", location: location)
        #expect(row.location == location)
    }

    @Test func readersStillNameFileLineAndColumnOfEachKey() throws {
        let xml = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>Grüße</key><string>a</string>
                <key>Next</key>
              <string>b</string>
            </dict>
            </plist>
            """.utf8)
        let value = try PropertyListReader.read(xml, file: "de.lproj/Help.plist")
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary.location?.description == "de.lproj/Help.plist:3:1")
        #expect(dictionary.entry(forKey: "Grüße")?.location?.description == "de.lproj/Help.plist:4:3")
        #expect(dictionary.entry(forKey: "Next")?.location?.description == "de.lproj/Help.plist:5:5")
        let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let fromBinary = try #require(try PropertyListReader.read(binary, file: "b.plist").dictionaryValue)
        let offset = try #require(fromBinary.entry(forKey: "Next")?.location?.byteOffset)
        #expect(offset > 8 && offset < binary.count)
        #expect(fromBinary.entry(forKey: "Next")?.location?.description == "b.plist: byte \(offset)")
    }
}
