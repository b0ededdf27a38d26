import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// Each configured reading limit: an input at the limit is read, one past it gets that limit's error.
@Suite struct ReadingLimitsTests {
    /// `["aaaa","aaaa"]` style documents and their figures.
    static let array = Data(#"["abcd","efgh"]"#.utf8)

    static func jsonLimit(_ data: Data, _ limits: ReadingLimits) -> ReadingLimitError? {
        do {
            _ = try JSONReader.read(data, file: "limits.json", limits: limits)
            return nil
        } catch {
            if case .limitExceeded(let limit) = error { return limit }
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func aJSONFileOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsNot() throws {
        #expect(Self.jsonLimit(Self.array, ReadingLimits(maximumFileSize: Self.array.count)) == nil)
        let error = try #require(Self.jsonLimit(Self.array, ReadingLimits(maximumFileSize: Self.array.count - 1)))
        #expect(error.limit == .fileSize)
        #expect(error.diagnostic.code == "file-too-large")
        #expect(error.diagnostic.location?.file == "limits.json")
    }

    @Test func aJSONStringOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot() throws {
        #expect(Self.jsonLimit(Self.array, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.jsonLimit(Self.array, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.diagnostic.code == "string-too-long")
        #expect(error.location.column == 2, "the first string starts at column 2")
        // Escaped strings are measured after decoding.
        let escaped = Data(#"["a\nb"]"#.utf8)
        #expect(Self.jsonLimit(escaped, ReadingLimits(maximumStringLength: 3)) == nil)
        #expect(Self.jsonLimit(escaped, ReadingLimits(maximumStringLength: 2))?.limit == .stringLength)
    }

    @Test func aJSONFileWithExactlyTheMaximumItemsIsReadAndOneMoreIsNot() throws {
        // Two array elements, and an object member inside: three values.
        let data = Data(#"[1, {"a": 2}]"#.utf8)
        #expect(Self.jsonLimit(data, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.jsonLimit(data, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
        #expect(error.diagnostic.code == "too-many-items")
        #expect(error.location.column == 6, "the member past the limit")
    }

    @Test func jsonNestingAtTheMaximumDepthIsReadAndOneLevelDeeperIsNot() {
        let data = Data("[[[1]]]".utf8)
        #expect(throws: Never.self) { try JSONReader.read(data, limits: ReadingLimits(maximumDepth: 3)) }
        #expect(throws: JSONError.nestingTooDeep(limit: 2, at: SourceLocation(line: 1, column: 3))) {
            try JSONReader.read(data, limits: ReadingLimits(maximumDepth: 2))
        }
    }

    static func propertyListLimit(_ data: Data, _ limits: ReadingLimits) -> ReadingLimitError? {
        do {
            _ = try PropertyListReader.read(data, file: "limits.plist", limits: limits)
            return nil
        } catch {
            if case .limitExceeded(let limit) = error { return limit }
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    static let binary = BinaryPropertyListWriter().data(
        for: .array([.string("abcd"), .dictionary(PropertyListDictionary(["k": .string("é")]))]))

    @Test func aPropertyListOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsNot() throws {
        let xml = PropertyListWriter.xmlData(.array([.string("abcd")]))
        for data in [xml, Self.binary] {
            #expect(Self.propertyListLimit(data, ReadingLimits(maximumFileSize: data.count)) == nil)
            let error = try #require(Self.propertyListLimit(data, ReadingLimits(maximumFileSize: data.count - 1)))
            #expect(error.limit == .fileSize)
        }
    }

    @Test func aBinaryStringOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot() throws {
        #expect(Self.propertyListLimit(Self.binary, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.propertyListLimit(Self.binary, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.location.byteOffset != nil)
    }

    @Test func aBinaryPropertyListWithExactlyTheMaximumItemsIsReadAndOneMoreIsNot() throws {
        // The array's two elements and the dictionary's one entry.
        #expect(Self.propertyListLimit(Self.binary, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.propertyListLimit(Self.binary, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
    }

    @Test func propertyListNestingAtTheMaximumDepthIsReadAndOneLevelDeeperIsNot() {
        let nested = PropertyListValue.array([.array([.integer(1)])])
        for data in [PropertyListWriter.xmlData(nested), BinaryPropertyListWriter().data(for: nested)] {
            #expect(throws: Never.self) { try PropertyListReader.read(data, limits: ReadingLimits(maximumDepth: 2)) }
            #expect {
                try PropertyListReader.read(data, limits: ReadingLimits(maximumDepth: 1))
            } throws: { error in
                guard case .depthExceeded(let limit, _) = error as? PropertyListError else { return false }
                return limit == 1
            }
        }
    }
}
