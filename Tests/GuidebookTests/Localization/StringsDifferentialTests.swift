import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookParsing

/// The `.strings` parser's fast paths against the parser as it was before them
/// (`ReferenceOldStyleStringsParser`): the same entries in the same order, the same location
/// on every key and duplicate, the same errors at the same positions.
@Suite struct StringsDifferentialTests {
    /// Everything a reader gives back, locations included, as one comparable value.
    struct Outcome: Equatable, CustomStringConvertible {
        var entries: [String] = []
        var duplicates: [String] = []
        var error: StringsFileError?

        init(_ result: Result<StringsTable, StringsFileError>) {
            switch result {
            case .success(let table):
                entries = table.map { "\($0.key)=\($0.value)@\(String(describing: $0.location))" }
                duplicates = table.duplicates.map {
                    "\($0.key)@\(String(describing: $0.first))/\(String(describing: $0.repeated))"
                }
            case .failure(let failure): error = failure
            }
        }

        var description: String {
            error.map { "error \($0)" } ?? "\(entries.count) entries, \(duplicates.count) duplicates"
        }
    }

    static func readNew(_ data: Data, file: String) -> Outcome {
        Outcome(Result { () throws(StringsFileError) in try StringsFileReader.read(data, file: file) })
    }

    /// The reference parser behind the same encoding detection as `StringsFileReader`.
    static func readReference(_ data: Data, file: String) -> Outcome {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        } else if bytes.count >= 2, bytes[0] == 0xFF || bytes[0] == 0xFE || bytes.contains(0) {
            // UTF-16 and property lists: the path the parser change does not touch.
            return readNew(data, file: file)
        }
        var first = 0
        while first < bytes.count, XMLPropertyListParser.isWhitespace(bytes[first]) { first += 1 }
        if first < bytes.count, bytes[first] == UInt8(ascii: "<") { return readNew(data, file: file) }
        return bytes.withUnsafeBufferPointer { buffer in
            Outcome(
                Result { () throws(StringsFileError) in
                    var parser = ReferenceOldStyleStringsParser(bytes: buffer, file: file)
                    return try parser.parse()
                })
        }
    }

    static func expectSame(
        _ data: Data, file: String = "gen.strings", _ comment: @autoclosure () -> String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Outcome {
        let new = readNew(data, file: file)
        let reference = readReference(data, file: file)
        #expect(new == reference, "\(comment())", sourceLocation: sourceLocation)
        return new
    }

    /// A generated file with every feature of the syntax, in a random mix.
    static func generatedFile(seed: UInt64) -> Data {
        var random = ParserRobustnessTests.SplitMix(seed: seed)
        let newline = Bool.random(using: &random) ? "\n" : (Bool.random(using: &random) ? "\r\n" : "\r")
        let keys = ["Title", "Card 1 Title", "Grüße", "key", "Ключ", "a.b-c_d$e/f:g", "日本語", "Title"]
        let values = [
            "Willkommen – Grüße", "plain", "Tippe auf \\\"Weiter\\\".\\nDann %@.", "tab\\there", "\\U00e9\\U20AC",
            "\\UD83D\\UDE00 smile", "octal \\101\\102\\7", "quote ' inside", "multi\(newline)line value",
            "emoji 😀", "", "back\\\\slash", "\\a\\b\\f\\v\\r", "single 'quoted'",
        ]
        let comments = [
            "/* Card: shown the first time. */", "// line comment", "/* multi\(newline)line – comment */",
            "/**/", "/* ünïcödé */", "// ünïcödé",
        ]
        var text = Bool.random(using: &random) ? "" : comments.randomElement(using: &random) ?? ""
        let braced = Int.random(in: 0..<8, using: &random) == 0
        if braced { text += "{" }
        let count = Int.random(in: 0..<30, using: &random)
        for index in 0..<count {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: text += newline
            case 1: text += comments.randomElement(using: &random) ?? ""
            case 2: text += newline + (comments.randomElement(using: &random) ?? "") + newline
            default: break
            }
            if Int.random(in: 0..<4, using: &random) == 0 { text += ["  ", "\t", "\u{2028}", " "][index % 4] }
            let key = keys.randomElement(using: &random) ?? "k"
            let value = values.randomElement(using: &random) ?? "v"
            switch Int.random(in: 0..<10, using: &random) {
            case 0: text += "\"\(key)\";"
            case 1: text += "unquoted_\(index) = value.\(index);"
            case 2: text += "'\(key)' = '\(value.replacingOccurrences(of: "'", with: "\\'"))';"
            case 3: text += "\"\(key)\"\(newline)=\(newline)\"\(value)\"\(newline);"
            case 4: text += "\"\(key) \(index)\" /* c */ = // c\(newline) \"\(value)\" ;"
            default: text += "\"\(key)\" = \"\(value)\";"
            }
            if Int.random(in: 0..<3, using: &random) != 0 { text += newline }
        }
        if braced { text += "}" + newline }
        return Data(text.utf8)
    }

    @Test(arguments: 0..<400)
    func generatedFilesReadTheSameAsBefore(seed: Int) {
        let data = Self.generatedFile(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        _ = Self.expectSame(data, "seed \(seed)")
        _ = Self.expectSame(Data([0xEF, 0xBB, 0xBF]) + data, "seed \(seed) with a BOM")
    }

    @Test func everyPrefixOfAGeneratedFileReadsTheSameAsBefore() {
        for seed: UInt64 in 1...12 {
            let data = Self.generatedFile(seed: seed &* 0x5151)
            for end in 0...data.count { _ = Self.expectSame(data.prefix(end), "seed \(seed) prefix \(end)") }
        }
    }

    @Test func mutatedFilesGiveTheSameEntriesOrTheSameErrors() {
        var random = ParserRobustnessTests.SplitMix(seed: 0x5354_5247)
        var errors = 0
        var successes = 0
        let alphabet: [UInt8] = Array("\"';=/*\\\n\r {}Uu0178abc".utf8) + [0xC3, 0xA9, 0xE2, 0x80, 0xFF, 0x00]
        for round in 0..<3_000 {
            var bytes = [UInt8](Self.generatedFile(seed: UInt64(round % 97) &+ 7))
            guard !bytes.isEmpty else { continue }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: at)
                default: bytes.remove(at: at)
                }
                if bytes.isEmpty { break }
            }
            let outcome = Self.expectSame(Data(bytes), "mutation round \(round)")
            if outcome.error == nil { successes += 1 } else { errors += 1 }
        }
        // Both kinds of outcome were compared, not only one.
        #expect(errors > 100)
        #expect(successes > 100)
    }

    @Test(arguments: [
        "", "\"a\" = \"b\";", "\"a\";", "a = b;", "\"a\" = \"b\"", "\"a\" = ", "\"a\"", "/* open", "// only",
        "\"a\" = \"\\U\";", "\"a\" = \"\\UD800\";", "\"a\" = \"\\200\";", "\"a\" = \"b\" \"c\";", "{ \"a\" = \"b\"; }",
        "{ \"a\" = \"b\";", "{ } x", "\"a\" = \"b\";\r\n\"a\" = \"c\";", "\"é\" = \"\u{FF}\";",
        "\"a\" = \"b\";\n\u{2029}\"c\" = \"d\";", "\"k\" = \"v\"; /* c */ \"k2\" = 'v2'; // e",
    ])
    func edgeCasesReadTheSameAsBefore(text: String) {
        _ = Self.expectSame(Data(text.utf8), "\(text.debugDescription)")
    }

    @Test func invalidUTF8IsReportedAtTheSamePlace() {
        for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0x80]] {
            for prefix in ["\"k\" = \"", "\"", "/* c */\n\"k\" = \"ab", "\"k", "x = y;\n\"k\" = \"é"] {
                let data = Data(prefix.utf8) + Data(bad) + Data("z\";\n\"n\" = \"m\";".utf8)
                _ = Self.expectSame(data, "\(prefix.debugDescription) + \(bad)")
            }
        }
    }

    @Test func theBenchmarkShapeReadsTheSameAsBefore() {
        var text = ""
        for index in 0..<600 {
            text += "/* Card \(index): shown the first time the user opens screen \(index % 40). */\n"
            text += "\"Card \(index) Title\" = \"Willkommen bei Schritt \(index) – Grüße\";\n"
            if index % 10 == 0 { text += "\"Card \(index) Body\" = \"Tippe auf \\\"Weiter\\\".\\nDann %@.\";\n" }
            if index % 97 == 0 { text += "\"Card \(index / 2) Title\" = \"again\";\n" }
        }
        let outcome = Self.expectSame(Data(text.utf8), "benchmark shape")
        #expect(outcome.error == nil)
        #expect(outcome.entries.count == 660)
    }

    @Test func corpusFilesReadTheSameAsBefore() throws {
        guard let folder = LocalizationCorpus.directory(subfolder: "strings") else { return }
        let files = LocalizationCorpus.files(in: folder, withExtension: "strings")
        #expect(!files.isEmpty)
        for url in files {
            let data = try Data(contentsOf: url)
            _ = Self.expectSame(data, file: url.path, url.lastPathComponent)
        }
    }
}
