import Foundation
import Testing

@testable import Guidebook

@Suite struct PropertyListWriterTests {
    @Test func writtenXMLReadsBackEqualInOrderAndFoundationAgrees() throws {
        let value = BinaryPropertyListReaderTests.sample
        let data = PropertyListWriter.xmlData(value)
        let back = try PropertyListReader.read(data)
        #expect(back == value)
        #expect(back.dictionaryValue?.keys == value.dictionaryValue?.keys)
        let foundation = try #require(FoundationOracle.parse(data))
        #expect(FoundationOracle.agrees(back, with: foundation))
    }

    @Test func markupCharactersAreEscaped() throws {
        let value = PropertyListValue.dictionary(PropertyListDictionary(["a<b>&": .string("<tag> & \"q\"")]))
        let text = PropertyListWriter.xmlString(value)
        #expect(text.contains("<key>a&lt;b&gt;&amp;</key>"))
        #expect(try PropertyListReader.read(Data(text.utf8)) == value)
    }

    @Test func nonFiniteRealsAreWrittenAsFoundationReadsThem() throws {
        let value = PropertyListValue.array([.real(.infinity), .real(-.infinity)])
        let data = PropertyListWriter.xmlData(value)
        #expect(try PropertyListReader.read(data) == value)
        #expect((FoundationOracle.parse(data) as? [Double]) == [.infinity, -.infinity])
    }
}
