import Guidebook
import Testing

/// A dictionary keeps its entries and location in one shared storage object, copied on
/// write: these tests change copies and check that the other copy never sees it, against
/// a plain array of entries as the model.
@Suite struct PropertyListDictionaryStorageTests {
    private static func sample(_ count: Int) -> PropertyListDictionary {
        PropertyListDictionary(
            (0..<count).map {
                .init(
                    key: "k\($0)", value: .integer(Int64($0)),
                    location: SourceLocation(file: "a.plist", line: $0 + 1, column: 3))
            },
            location: SourceLocation(file: "a.plist", line: 1, column: 1))
    }

    @Test(arguments: [0, 1, 5, 40])
    func changingACopyLeavesTheOriginalAsItWas(count: Int) {
        let original = Self.sample(count)
        let before = original.entries
        var copy = original
        copy["new"] = .string("x")
        if count > 0 {
            copy["k0"] = .bool(true)
            copy["k\(count - 1)"] = nil
        }
        copy.location = SourceLocation(file: "b.plist", line: 9, column: 9)
        #expect(original.entries == before)
        #expect(original.entries.map(\.location) == before.map(\.location))
        #expect(original.location == SourceLocation(file: "a.plist", line: 1, column: 1))
        #expect(copy.location == SourceLocation(file: "b.plist", line: 9, column: 9))
        var model = before
        if count > 0 {
            model[0].value = .bool(true)
        }
        model.append(.init(key: "new", value: .string("x")))
        if count > 0 { model.removeAll { $0.key == "k\(count - 1)" } }
        #expect(copy.entries == model)
        #expect(copy.keys == model.map(\.key))
    }

    @Test func removingAndAddingKeepsOrderLocationsAndLookups() {
        var dictionary = Self.sample(10)
        for index in stride(from: 0, to: 10, by: 3) { dictionary["k\(index)"] = nil }
        for index in 0..<20 {
            dictionary["n\(index)", location: SourceLocation(file: "n", line: index + 1, column: 1)] = .integer(-1)
        }
        let expectedKeys = ["k1", "k2", "k4", "k5", "k7", "k8"] + (0..<20).map { "n\($0)" }
        #expect(dictionary.keys == expectedKeys)
        #expect(dictionary.count == expectedKeys.count)
        #expect(dictionary.entry(forKey: "k5")?.location?.line == 6)
        #expect(dictionary.entry(forKey: "n19")?.location?.line == 20)
        #expect(dictionary["k3"] == nil)
        #expect(dictionary["k8"] == .integer(8))
        #expect(Array(dictionary.map(\.key)) == expectedKeys)
    }

    @Test func equalDictionariesHashAlikeWhateverTheirLocations() {
        let located = Self.sample(6)
        let plain = PropertyListDictionary(located.entries.map { .init(key: $0.key, value: $0.value) })
        #expect(located == plain)
        #expect(Set([located, plain]).count == 1)
        #expect(located != Self.sample(5))
    }

    @Test func readerDictionariesGrowPastTheirFirstCapacityAndMergeDuplicates() {
        var dictionary = PropertyListDictionary(readerCapacity: 1, location: .none)
        let entries: [PropertyListDictionary.Entry] = (0..<30).map {
            .init(
                key: "k\($0 % 20)", value: .integer(Int64($0)),
                location: SourceLocation(file: "r", line: $0 + 1, column: 1))
        }
        for entry in entries { dictionary.appendReaderEntry(entry) }
        let finished = dictionary.finishedByReader(keysAreDistinct: false)
        let expected = PropertyListDictionary(entries)
        #expect(finished == expected)
        #expect(finished.entries.map(\.location) == expected.entries.map(\.location))
        #expect(finished.keys == (0..<20).map { "k\($0)" })
        #expect(finished["k3"] == .integer(23))
    }
}
