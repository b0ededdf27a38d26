import Foundation
import Guidebook
import Testing

/// Every `.strings` file in the shared corpus reads to the same content as Foundation's parse.
@Suite struct StringsConformanceTests {
    @Test(arguments: ParserTestCorpus.files(withExtensions: ["strings"]))
    func corpusStringsFileMatchesFoundation(path: String) throws {
        guard let (data, expected) = ParserTestCorpus.load(path) else { return }
        let table = try StringsFileReader.read(data, file: path)
        let value = PropertyListValue.dictionary(
            PropertyListDictionary(table.map { .init(key: $0.key, value: .string($0.value)) }))
        #expect(ParserTestCorpus.matches(value.jsonText(), expected), "\(path) differs from Foundation's parse")
        #expect(!table.isEmpty)
        // Every entry knows its line: lines increase through the file.
        let lines = table.compactMap { $0.location?.line }
        #expect(lines.count == table.count)
        #expect(lines.first.map { $0 >= 1 } ?? false)
    }
}
