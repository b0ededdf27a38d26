import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookParsing

/// The readers' byte-level helpers against naive byte-by-byte versions, on random text
/// full of line ends (`\n`, `\r\n`, lone `\r`), tabs, multi-byte characters and markup.
@Suite struct TextScanningTests {
    static let pieces: [String] = [
        "a", "key", " ", "\t", "\n", "\r\n", "\r", "é", "日本", "😀", "<", "&", "</key>", "&amp;", "\u{0B}", "\0",
        "long run of plain text", "ü\r", "\n\n",
    ]

    static func randomText(_ random: inout ParserRobustnessTests.SplitMix) -> [UInt8] {
        var text = ""
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }
        return Array(text.utf8)
    }

    /// Line and column of `offset` by the documented rule, one byte at a time.
    static func naivePosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < min(offset, bytes.count) {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == 0x0D {
                line += 1
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        let target = min(offset, bytes.count)
        let scalars = lineStart < target ? bytes[lineStart..<target].filter { $0 & 0xC0 != 0x80 }.count : 0
        return (line, max(1, scalars + 1))
    }

    @Test func lineCounterAgreesWithCountingByteByByte() {
        var random = ParserRobustnessTests.SplitMix(seed: 42)
        for _ in 0..<2_000 {
            let bytes = Self.randomText(&random)
            var counter = LineCounter()
            // Mostly forward, as readers ask, sometimes backwards (an error), sometimes repeated.
            var offsets = (0..<8).map { _ in Int.random(in: 0...(bytes.count + 2), using: &random) }
            if Bool.random(using: &random) { offsets.sort() }
            bytes.withUnsafeBufferPointer { buffer in
                for offset in offsets {
                    let (line, column) = counter.position(of: offset, in: buffer)
                    let expected = Self.naivePosition(of: offset, in: bytes)
                    #expect(line == expected.line && column == expected.column, "\(bytes) at \(offset)")
                }
            }
        }
    }

    @Test func lineCounterKeptUpToDateByAReaderAgreesWithItsOwnScan() {
        // What the XML reader does: step over whitespace itself, noting line ends, and
        // over plain text with `skipPlain`; the positions must match a fresh counter's.
        var random = ParserRobustnessTests.SplitMix(seed: 7)
        for _ in 0..<500 {
            var text: [UInt8] = []
            var kept = LineCounter()
            var checks: [(offset: Int, line: Int, column: Int)] = []
            for _ in 0..<40 {
                let plain = Array(["k", "key", "<key>", "abc def"][Int.random(in: 0..<4, using: &random)].utf8)
                text += plain
                kept.skipPlain(to: text.count)
                let ends = ["\n", "\r\n", "\r", "\t", " "][Int.random(in: 0..<5, using: &random)]
                text += Array(ends.utf8)
                if ends == "\n" || ends == "\r\n" || ends == "\r" {
                    kept.startLine(at: text.count)
                } else {
                    kept.skipPlain(to: text.count)
                }
                if Bool.random(using: &random) {
                    // Non-ASCII text is handed to the counter's own scan.
                    text += Array("Grüße 😀".utf8)
                    text.withUnsafeBufferPointer { kept.advance(to: $0.count, in: $0) }
                }
                checks.append((text.count, kept.line, kept.column(at: text.count)))
            }
            for check in checks {
                let expected = Self.naivePosition(of: check.offset, in: text)
                #expect(check.line == expected.line && check.column == expected.column)
            }
        }
    }

    @Test func markupTextStopsAtTheFirstAngleOrAmpersandAndReportsWhatItPassed() {
        var random = ParserRobustnessTests.SplitMix(seed: 99)
        for _ in 0..<3_000 {
            let bytes = Self.randomText(&random)
            let from = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            let run = bytes.withUnsafeBufferPointer { ByteScan.markupText(in: $0, from: from) }
            let end = bytes[from...].firstIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") } ?? bytes.count
            let passed = bytes[from..<end]
            #expect(run.end == end)
            #expect(run.isASCII == passed.allSatisfy { $0 < 0x80 })
            #expect(run.isPlain == passed.allSatisfy { $0 < 0x80 && $0 >= 0x0E })
        }
    }

    @Test func shortTextCacheFindsExactlyTheBytesItKept() {
        // Runs of every length up to 15 at every offset, compared with what was kept:
        // a hit must be the same bytes (never a neighbour's text), the run's end never read.
        let text = Array("<key>Title</key><key>Titles</key><key>Import</key><key>日本</key>0123456789abcdefXYZ".utf8)
        var cache = ShortTextCache()
        var hits = 0
        text.withUnsafeBufferPointer { bytes in
            for _ in 0..<2 {
                for start in 0..<bytes.count {
                    for length in 0...16 where start + length <= bytes.count {
                        let key = ShortTextCache.key(bytes, start, start + length)
                        if length > ShortTextCache.maximumLength || start + 16 > bytes.count {
                            #expect(key == nil)
                            continue
                        }
                        guard let key else {
                            Issue.record("no key for \(start) \(length)")
                            continue
                        }
                        let wanted = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
                        if let found = cache.text(for: key) {
                            #expect(found == wanted)
                            hits += 1
                        } else {
                            cache.insert(wanted, for: key)
                        }
                    }
                }
            }
        }
        // Repeated runs are found (the second pass at least), or the cache proves nothing.
        #expect(hits > 300)
    }

    @Test func fileNameTableGivesEachNameOneNumberFromAnyThread() async {
        let names = (0..<64).map { "FileNameTableTests/\($0)/Help.plist" }
        // Registered from many tasks at once: each name must get one number, and every
        // number must read back as its name.
        let results = await withTaskGroup(of: [(String, UInt32?)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    names.shuffled().map { name in
                        (name, FileNameTable.number(for: task.isMultiple(of: 2) ? name : String(name.utf8)))
                    }
                }
            }
            var all: [(String, UInt32?)] = []
            for await part in group { all += part }
            return all
        }
        var numbers: [String: UInt32] = [:]
        for (name, number) in results {
            guard let number else {
                Issue.record("no number for \(name)")
                continue
            }
            #expect(numbers[name, default: number] == number)
            numbers[name] = number
            #expect(FileNameTable.name(number) == name)
        }
        #expect(Set(numbers.values).count == names.count)
    }

    @Test func locationsReadBackTheFileTheyWereReadFrom() throws {
        let xml = Data("<plist><dict><key>a</key><string>b</string><key>c</key><dict/></dict></plist>".utf8)
        for file in ["", "a.plist", "/tmp/Some Folder/de.lproj/HelpList.plist", "日本/ヘルプ.plist"] {
            let dictionary = try #require(try PropertyListReader.read(xml, file: file).dictionaryValue)
            #expect(dictionary.location == Guidebook.SourceLocation(file: file, line: 1, column: 8))
            #expect(
                dictionary.entry(forKey: "a")?.location == Guidebook.SourceLocation(file: file, line: 1, column: 14))
            #expect(
                dictionary["c"]?.dictionaryValue?.location == Guidebook.SourceLocation(file: file, line: 1, column: 56))
        }
    }
}
