import Foundation
import Guidebook
import Testing

/// The XML reader's fast paths against the reader as it was before them
/// (`ReferenceXMLPropertyListParser`) and against positions counted independently:
/// the same values, the same location on every dictionary and key, the same errors.
@Suite struct XMLPropertyListDifferentialTests {
    static func readNew(_ data: Data, file: String = "gen.plist") -> Result<PropertyListValue, PropertyListError> {
        Result { () throws(PropertyListError) in try PropertyListReader.read(data, file: file) }
    }

    static func readReference(_ data: Data, file: String = "gen.plist") -> Result<PropertyListValue, PropertyListError>
    {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(PropertyListError) in
                var parser = ReferenceXMLPropertyListParser(
                    bytes: bytes, file: file, maxDepth: PropertyListReader.maximumDepth)
                return try parser.parseDocument()
            }
        }
    }

    /// Both readers give the same outcome, locations included; returns the value.
    @discardableResult
    static func expectSameOutcome(
        _ data: Data, file: String = "gen.plist", _ comment: @autoclosure () -> String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> PropertyListValue? {
        let new = readNew(data, file: file)
        let reference = readReference(data, file: file)
        switch (new, reference) {
        case (.success(let value), .success(let expected)):
            #expect(value == expected, "\(comment())", sourceLocation: sourceLocation)
            #expect(
                locationListing(value) == locationListing(expected), "\(comment())", sourceLocation: sourceLocation)
            return value
        case (.failure(let error), .failure(let expected)):
            #expect(error == expected, "\(comment())", sourceLocation: sourceLocation)
        default:
            Issue.record("readers disagree on \(comment()): \(new) vs \(reference)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test(arguments: 0..<300)
    func generatedDocumentsReadToTheirValuesAndPositions(seed: Int) throws {
        let (data, expected) = XMLPropertyListGenerator.document(seed: UInt64(seed) &* 0x1234_5678_9ABC_DEF1)
        let value = try PropertyListReader.read(data, file: "gen.plist")
        #expect(value == expected)
        // Positions were counted scalar by scalar while writing, not by a reader.
        #expect(locationListing(value) == locationListing(expected))
        Self.expectSameOutcome(data, "seed \(seed)")
    }

    @Test func mutatedDocumentsGiveTheSameValuesOrTheSameErrors() {
        var random = ParserRobustnessTests.SplitMix(seed: 0x7878_6D6C)
        var errors = 0
        for seed in 0..<150 {
            let (data, _) = XMLPropertyListGenerator.document(seed: UInt64(seed) &* 0x51ED_2701)
            for round in 0..<12 {
                let mutated = ParserRobustnessTests.mutate(data, using: &random)
                if Self.expectSameOutcome(mutated, "seed \(seed) round \(round)") == nil { errors += 1 }
            }
            // Every cut of a small document: unterminated text, tags and keys at each byte.
            if data.count < 600 {
                for end in 0..<data.count {
                    Self.expectSameOutcome(data.prefix(end), "seed \(seed) cut at \(end)")
                }
            }
        }
        // The mutations must reach the error paths, or the comparison proves little.
        #expect(errors > 300)
    }

    @Test func corpusPropertyListsReadTheSameAsBefore() throws {
        for path in ParserTestCorpus.files(withExtensions: ["plist", "strings"]) {
            guard let (data, _) = ParserTestCorpus.load(path) else { continue }
            // The reference reads UTF-8 only; binary and UTF-16 files go through the shared
            // entry point's other readers, which the fast paths do not change.
            let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            if data.starts(with: Data("bplist".utf8)) || isUTF16 { continue }
            Self.expectSameOutcome(data, file: path, path)
        }
    }

    /// Shapes at the edges of the fast path, each read the same as before with the
    /// position of every key.
    static let edgeCases: [String] = [
        "<dict><key>a</key><string>b</string></dict>",
        "<dict>\r\n\t<key>a</key>\r\n\t<string>b</string>\r\n\t<key>c</key>\r<string>d</string>\r</dict>",
        "<dict><key>Grüße</key><string>日本</string><key>next</key><string>x</string></dict>",
        "<dict><key>a</key><string>line one\nline two\r\nline three\rend</string><key>b</key><string/></dict>",
        "<dict><key>a</key><string>tab\there</string>\t<key>b</key>\t<string>é\tè</string><key>c</key><true/></dict>",
        "<dict><key>a&amp;b</key><string>c &lt; d</string><key>e</key><string><![CDATA[x]]></string></dict>",
        "<dict><key>a</key><!-- c --><string>b</string><!-- d --><key>c</key><string>e<!-- f --></string></dict>",
        "<dict><key/><string>empty key</string><key>k</key><string></string><key>l</key><string/></dict>",
        "<dict><key>a</key><dict><key>b</key><array><dict><key>c</key><string>d</string></dict></array></dict></dict>",
        "<dict><key>dup</key><string>1</string><key>other</key><string>2</string><key>dup</key><string>3</string></dict>",
        "<dict><key>a</key ><string>b</string ><key>c</key><string>d</string></dict>",
        "<dict><key>a</key><string>b</str></dict>",
        "<dict><key>a</key><string>b</string>",
        "<dict><key>a</key><string>b",
        "<dict><key>a</key><string>",
        "<dict><key>a</key>",
        "<dict><key>a</key></dict>",
        "<dict><key>a",
        "<dict><key>a</string><string>b</string></dict>",
        "<dict><key>a</key>text<string>b</string></dict>",
        "<dict><string>b</string></dict>",
        "<dict><key>a</key><string>&bogus;</string></dict>",
        "<dict><key>a</key><string>\u{80}</string></dict>",
        "<dict><key>\u{C3}</key><string>x</string></dict>",
        "<dict><key>a</key><string>x\u{FF}y</string><key>b</key><string>c</string></dict>",
        "<dict><key>a</key><string>x</string><key>b</key><integer>12</integer><key>c</key><string>d</string></dict>",
        "<dict>\n<key>\(String(repeating: "long key ", count: 40))</key>\n<string>\(String(repeating: "v", count: 300))</string>\n<key>z</key><string>w</string></dict>",
        // Canonically equal keys written differently (precomposed and decomposed é): two keys,
        // whether the dictionary is small or large.
        "<dict><key>caf\u{E9}</key><string>1</string><key>cafe\u{301}</key><string>2</string></dict>",
        "<dict>" + (0..<18).map { "<key>k\($0)</key><string>v</string>" }.joined()
            + "<key>caf\u{E9}</key><string>1</string><key>cafe\u{301}</key><string>2</string></dict>",
        "<dict><key>a</key><string>1</string><key>b</key><dict/><key>a</key><array/><key>b</key><string>3</string></dict>",
        "<dict><key>Ünïcödé keys on one line</key><string>ü</string><key>b</key><string>ß</string><key>c</key><string>c</string></dict>",
    ]

    @Test(arguments: edgeCases)
    func edgeShapesReadTheSameAsBefore(body: String) {
        for prefix in ["", "<plist>\n", "\u{FEFF}<?xml version=\"1.0\"?>\r\n<plist version=\"1.0\">\r\n"] {
            let suffix = prefix.isEmpty ? "" : "\n</plist>\n"
            Self.expectSameOutcome(Data((prefix + body + suffix).utf8), body.debugDescription)
            Self.expectSameOutcome(
                Data((prefix + "<array>" + body + body + "</array>" + suffix).utf8), body.debugDescription)
        }
    }

    @Test func keysOnOneLongLineAfterNonASCIITextHaveExactColumns() throws {
        // A minified file: every key on line 1, each after text with multi-byte characters.
        var text = "<plist><dict>"
        var columns: [Int] = []
        for index in 0..<2_000 {
            columns.append(text.unicodeScalars.count + 1)
            text += "<key>k\(index)</key><string>Grüße 日本 😀 \(index)</string>"
        }
        text += "</dict></plist>"
        let value = try PropertyListReader.read(Data(text.utf8), file: "one.plist")
        let dictionary = try #require(value.dictionaryValue)
        #expect(dictionary.count == 2_000)
        #expect(dictionary.map { $0.location?.line } == Array(repeating: 1, count: 2_000))
        #expect(dictionary.map { $0.location?.column ?? 0 } == columns)
    }
}
