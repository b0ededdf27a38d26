import Foundation
import Guidebook
import Testing

/// Every `.plist` in the shared corpus reads to the same content as Foundation's parse.
@Suite struct PropertyListConformanceTests {
    @Test(arguments: ParserTestCorpus.files(withExtensions: ["plist"]))
    func corpusPropertyListMatchesFoundation(path: String) throws {
        guard let (data, expected) = ParserTestCorpus.load(path) else { return }
        let value = try PropertyListReader.read(data, file: path)
        #expect(ParserTestCorpus.matches(value.jsonText(), expected), "\(path) differs from Foundation's parse")
    }

    @Test(arguments: ParserTestCorpus.files(withExtensions: ["plist"]))
    func corpusPropertyListKeepsTheFileOrderOfKeys(path: String) throws {
        guard let (data, _) = ParserTestCorpus.load(path) else { return }
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix("<?xml") else { return }
        // The first <key> in the file is the first key of the first dictionary we meet.
        let value = try PropertyListReader.read(data, file: path)
        let firstKeyInFile = text.components(separatedBy: "<key>").dropFirst().first?
            .components(separatedBy: "</key>").first
        #expect(firstDictionary(in: value)?.keys.first == firstKeyInFile)
    }

    func firstDictionary(in value: PropertyListValue) -> PropertyListDictionary? {
        switch value {
        case .dictionary(let dictionary): return dictionary
        case .array(let values):
            for value in values { if let found = firstDictionary(in: value) { return found } }
            return nil
        default: return nil
        }
    }
}
