import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Bad input of every kind ends in a value or a typed error: never a crash, a hang, or
/// unbounded work. (A libFuzzer target can drive the same `read(bytes:file:)` entry points.)
@Suite struct ParserRobustnessTests {
    /// A small deterministic generator, so failures reproduce.
    typealias SplitMix = SplitMix64

    static func seeds() -> [Data] {
        var seeds: [Data] = [
            Data("/* c */ \"k\\\"1\" = \"v\\U00e9\\n\"; // x\n'q' = w;\n\"z\";\n\"u\" = \"\\UD83D\\UDE00\\101\";".utf8),
            PropertyListWriter.xmlData(BinaryPropertyListReaderTests.sample),
            BinaryPropertyListWriter().data(for: BinaryPropertyListReaderTests.sample),
            StringsFileReaderTests.utf16("\"a\" = \"é😀\";\n\"b\";", bigEndian: false, bom: true),
        ]
        for path in ParserTestCorpus.files(withExtensions: ["strings", "plist"]) {
            guard let root = ParserTestCorpus.root,
                let data = try? Data(contentsOf: root.appendingPathComponent(path)), data.count <= 16_000
            else { continue }
            seeds.append(data)
        }
        return seeds
    }

    static func mutate(_ data: Data, using generator: inout SplitMix) -> Data {
        var bytes = [UInt8](data)
        let edits = Int.random(in: 1...4, using: &generator)
        for _ in 0..<edits {
            guard !bytes.isEmpty else { break }
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
            case 2: bytes.remove(at: position)
            case 3: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
            case 4: bytes.removeSubrange(position...)
            default:
                // Copy a run from elsewhere (duplicates tags, quotes, references).
                let from = Int.random(in: 0..<bytes.count, using: &generator)
                let length = min(16, bytes.count - from)
                bytes.insert(contentsOf: bytes[from..<(from + length)], at: position)
            }
        }
        return Data(bytes)
    }

    @Test func thousandsOfMutatedFilesEndInAValueOrATypedError() {
        var generator = SplitMix(seed: 0x6775_6964_6562_6F6F)
        let seeds = Self.seeds()
        var errors = 0
        var values = 0
        for iteration in 0..<4_000 {
            let data = Self.mutate(seeds[iteration % seeds.count], using: &generator)
            do {
                _ = try PropertyListReader.read(data, file: "fuzz")
                values += 1
            } catch {
                errors += 1
                #expect(error.diagnostic.location?.file == "fuzz" && !error.diagnostic.message.isEmpty)
            }
            do {
                _ = try StringsFileReader.read(data, file: "fuzz")
            } catch {
                // A finding about this file, with a fix: never a bare failure.
                #expect(error.diagnostic.location?.file == "fuzz" && error.diagnostic.fix != nil)
            }
        }
        // The mutations must exercise both outcomes, or the loop proves nothing.
        #expect(errors > 100)
        #expect(values > 100)
    }

    static func temporaryFile(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidebook-robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name)
    }

    @Test func a100MegabyteStringsFileIsReadOrRejectedCleanly() throws {
        let url = try Self.temporaryFile("Huge.strings")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let size = 100 * 1024 * 1024
        var data = Data("/* huge */\n\"first\" = \"1\";\n\"huge\" = \"".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: size))
        data.append(Data("\";\n\"last\";\n".utf8))
        try data.write(to: url)
        // Past the default 64 MiB limit: rejected before reading, as a file that cannot be read
        // for its size, with that limit's error.
        #expect {
            try StringsFileReader.read(contentsOf: url)
        } throws: { error in
            guard case .fileRead(let read) = error as? StringsFileError, case .tooLarge(let limit) = read.problem
            else { return false }
            return limit.limit == .fileSize && read.path == url.path
        }
        let limits = ReadingLimits(maximumFileSize: 128 << 20, maximumStringLength: 128 << 20)
        let table = try StringsFileReader.read(data, file: url.path, limits: limits)
        #expect(table.keys == ["first", "huge", "last"])
        #expect(table["huge"]?.utf8.count == size)
        #expect(table.entry(forKey: "last")?.location?.line == 4)
        // The same file cut before the closing quote is an unterminated string at line 3.
        let truncated = data.prefix(data.count - 12)
        #expect(throws: StringsFileError.unterminatedString(SourceLocation(file: "", line: 3, column: 10))) {
            try StringsFileReader.read(truncated, limits: limits)
        }
    }

    @Test func a100MegabytePropertyListIsReadOrRejectedCleanly() throws {
        var data = Data("<plist><array><string>".utf8)
        data.append(Data(repeating: UInt8(ascii: "y"), count: 100 * 1024 * 1024))
        data.append(Data("</string><string>end</string></array></plist>".utf8))
        // Past the default 64 MiB limit: rejected before reading, with that limit's error.
        #expect {
            try PropertyListReader.read(data)
        } throws: { error in
            guard case .limitExceeded(let limit) = error as? PropertyListError else { return false }
            return limit.limit == .fileSize
        }
        let limits = ReadingLimits(maximumFileSize: 128 << 20, maximumStringLength: 128 << 20)
        let value = try PropertyListReader.read(data, limits: limits)
        #expect(value.arrayValue?.last == .string("end"))
        #expect(throws: PropertyListError.unterminated("<string>", SourceLocation(file: "", line: 1, column: 15))) {
            try PropertyListReader.read(data.prefix(data.count - 46), limits: limits)
        }
    }
}
