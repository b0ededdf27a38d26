import Foundation
import Guidebook
import Testing

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

    /// XML 1.0 cannot hold these raw (and a reader turns a raw carriage return into a line
    /// feed): they are written as character references, which this reader and Foundation
    /// read back to the character. Tab and line feed stay as they are.
    @Test(arguments: [
        ("\u{0}", "&#0;"), ("\u{1}", "&#1;"), ("\r", "&#13;"), ("\u{1F}", "&#31;"), ("\u{B}", "&#11;"),
        ("\u{FFFE}", "&#65534;"), ("\u{FFFF}", "&#65535;"), ("\t", "\t"), ("\n", "\n"),
    ])
    func charactersXMLCannotHoldAreWrittenAsReferencesAndReadBack(character: String, written: String) throws {
        let text = "a\(character)b<\(character)"
        let value = PropertyListValue.dictionary(PropertyListDictionary(["k\(character)": .string(text)]))
        let xml = PropertyListWriter.xmlString(value)
        #expect(xml.contains("<key>k\(written)</key>"))
        #expect(xml.contains("<string>a\(written)b&lt;\(written)</string>"))
        let data = Data(xml.utf8)
        #expect(try PropertyListReader.read(data) == value)
        let foundation = try #require(FoundationOracle.parse(data) as? [String: String])
        #expect(foundation == ["k\(character)": text])
    }

    @Test func characterReferenceZeroReadsAsNULAsFoundationReadsIt() throws {
        let data = Data("<plist version=\"1.0\"><string>a&#0;b&#x0;c</string></plist>".utf8)
        #expect(try PropertyListReader.read(data) == .string("a\u{0}b\u{0}c"))
        #expect(FoundationOracle.parse(data) as? String == "a\u{0}b\u{0}c")
    }

    @Test func nonFiniteRealsAreWrittenAsFoundationReadsThem() throws {
        let value = PropertyListValue.array([.real(.infinity), .real(-.infinity)])
        let data = PropertyListWriter.xmlData(value)
        #expect(try PropertyListReader.read(data) == value)
        #expect((FoundationOracle.parse(data) as? [Double]) == [.infinity, -.infinity])
    }
}
