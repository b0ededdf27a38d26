import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

@Suite struct BinaryPropertyListReaderTests {
    static let sample: PropertyListValue = .dictionary(
        PropertyListDictionary([
            "zeta": .string("ascii"),
            "Überschrift": .string("Grüße 😀 日本"),
            "alpha": .integer(-5),
            "count": .integer(70_000),
            "big": .integer(Int64.max),
            "small": .integer(200),
            "ratio": .real(0.25),
            "on": .bool(true),
            "off": .bool(false),
            "when": .date(Date(timeIntervalSince1970: 1_714_566_615)),
            "blob": .data(Data([0, 1, 2, 255])),
            "long": .string(String(repeating: "x", count: 300)),
            "list": .array([.string("a"), .array([]), .dictionary(PropertyListDictionary())]),
            "nested": .dictionary(PropertyListDictionary(["b": .string("ascii"), "a": .string("zeta")])),
        ]))

    @Test(arguments: [nil, 1, 2, 4, 8])
    func writtenBinaryReadsBackEqualInOrder(referenceSize: Int?) throws {
        let writer = BinaryPropertyListWriter(
            referenceSize: referenceSize, offsetSize: referenceSize.map { max($0, 2) })
        let data = writer.data(for: Self.sample)
        let value = try PropertyListReader.read(data, file: "b.plist")
        #expect(value == Self.sample)
        #expect(value.dictionaryValue?.keys == Self.sample.dictionaryValue?.keys)
        #expect(value.dictionaryValue?["nested"]?.dictionaryValue?.keys == ["b", "a"])
        // Foundation reads the same bytes to the same content, so the fixture is a real bplist.
        let foundation = try #require(FoundationOracle.parse(data))
        #expect(FoundationOracle.agrees(value, with: foundation))
    }

    @Test func foundationWrittenBinaryIsRead() throws {
        let source: [String: Any] = [
            "text": "Grüße", "n": 42, "neg": -7, "pi": 3.5, "yes": true, "list": ["a", 1],
            "date": Date(timeIntervalSinceReferenceDate: 12_345), "data": Data([9, 8, 7]),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: source, format: .binary, options: 0)
        let value = try PropertyListReader.read(data)
        #expect(FoundationOracle.agrees(value, with: source))
    }

    @Test func dictionaryAndKeyLocationsCarryByteOffsets() throws {
        let data = BinaryPropertyListWriter().data(
            for: .dictionary(PropertyListDictionary(["k": .string("v")])))
        let dictionary = try #require(try PropertyListReader.read(data, file: "b.plist").dictionaryValue)
        #expect(dictionary.location == SourceLocation(file: "b.plist", line: 0, column: 0, byteOffset: 8))
        #expect(dictionary.entry(forKey: "k")?.location?.byteOffset == 11)
        #expect(dictionary.location?.description == "b.plist: byte 8")
    }

    /// Builds a bplist from hand-made objects (each object's bytes), with 1-byte refs and offsets.
    static func handMade(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1) -> Data {
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(data.count)
            data.append(contentsOf: object)
        }
        let table = data.count
        let offsetSize = offsets.last.map { $0 > 0xFF ? 4 : 1 } ?? 1
        for offset in offsets { BinaryPropertyListWriter.appendBigEndian(UInt64(offset), size: offsetSize, to: &data) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize])
        BinaryPropertyListWriter.appendBigEndian(UInt64(objects.count), size: 8, to: &data)
        BinaryPropertyListWriter.appendBigEndian(top, size: 8, to: &data)
        BinaryPropertyListWriter.appendBigEndian(UInt64(table), size: 8, to: &data)
        return data
    }

    @Test func handMadeFixtureIsReadSoTheBadOnesBelowAreMeaningful() throws {
        let data = Self.handMade([[0xA2, 1, 2], [0x51, 0x61], [0x09]])
        #expect(try PropertyListReader.read(data) == .array([.string("a"), .bool(true)]))
    }

    static func at(_ offset: Int) -> Guidebook.SourceLocation {
        SourceLocation(file: "b", line: 0, column: 0, byteOffset: offset)
    }

    static let damaged: [(String, Data, PropertyListError)] = [
        ("array that contains itself", handMade([[0xA1, 0]]), .cycle(at(8))),
        ("dictionary cycle through a child", handMade([[0xD1, 1, 2], [0x51, 0x6B], [0xA1, 0]]), .cycle(at(8))),
        ("reference past the object table", handMade([[0xA1, 7]]), .badReference(7, at(9))),
        (
            "top object past the table", handMade([[0x09]], top: 3),
            .badTrailer("1 objects with the top object 3", at(18))
        ),
        (
            "offset past the objects",
            {
                var data = handMade([[0x09]])
                data[9] = 0xF0  // offset table entry
                return data
            }(), .badOffset(object: 0, at(9))
        ),
        ("string longer than the file", handMade([[0x5F, 0x10, 0xFF, 0x61]]), .unsupportedObject(marker: 0x5F, at(8))),
        ("UID object", handMade([[0x80, 0x01]]), .unsupportedObject(marker: 0x80, at(8))),
        ("non-string key", handMade([[0xD1, 1, 1], [0x10, 0x01]]), .nonStringKey(at(9))),
        ("lone surrogate in UTF-16", handMade([[0x61, 0xD8, 0x3D]]), .invalidUTF16(at(9))),
        (
            "reference size 0", handMade([[0x09]], referenceSize: 0),
            .badTrailer("offset size 1 and reference size 0 must be 1 to 8", at(10))
        ),
        (
            "too short", Data("bplist00".utf8) + Data(count: 20),
            .badTrailer("the file is shorter than a header and a trailer", at(0))
        ),
    ]

    @Test(arguments: damaged)
    func damagedBinaryIsATypedErrorWithByteOffset(name: String, data: Data, expected: PropertyListError) {
        #expect(throws: expected, "\(name)") { try PropertyListReader.read(data, file: "b") }
    }

    @Test func tenThousandDeepNestingIsATypedError() {
        let depth = 10_000
        var objects: [[UInt8]] = []
        for index in 0..<depth {
            let next = index + 1
            objects.append(index == depth - 1 ? [0xA0] : [0xA1, UInt8(next >> 8), UInt8(next & 0xFF)])
        }
        let data = Self.handMade(objects, referenceSize: 2)
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(data) }
        onSmallStack {
            #expect(throws: PropertyListError.self) { try PropertyListReader.read(data) }
        }
        do {
            _ = try PropertyListReader.read(data)
        } catch {
            guard case .limitExceeded(let limit) = error, limit.limit == .depth else {
                Issue.record("expected the depth limit, got \(error)")
                return
            }
            #expect(limit.maximum == PropertyListReader.maximumDepth)
            #expect(limit.location.byteOffset != nil)
        }
    }

    @Test func containersSharedExponentiallyAreAnErrorNotEndlessWork() {
        // Object i is [i+1, i+1]: 60 levels stand for 2^60 leaves ("billion laughs").
        let levels = 60
        var objects: [[UInt8]] = (0..<levels).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0xA0])
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListReader.read(Self.handMade(objects), file: "b")
        }
        guard case .excessiveSharing(let location) = error else {
            Issue.record("expected excessiveSharing, got \(String(describing: error))")
            return
        }
        #expect(location.byteOffset != nil)
    }

    @Test func aContainerSharedOnceIsReadTwice() throws {
        let data = Self.handMade([[0xA2, 1, 1], [0xA1, 2], [0x09]])
        #expect(try PropertyListReader.read(data) == .array([.array([.bool(true)]), .array([.bool(true)])]))
    }

    @Test func everyTruncationIsATypedError() throws {
        let data = BinaryPropertyListWriter().data(for: Self.sample)
        for length in 0..<data.count {
            #expect(throws: PropertyListError.self) { try PropertyListReader.read(data.prefix(length)) }
        }
    }
}
