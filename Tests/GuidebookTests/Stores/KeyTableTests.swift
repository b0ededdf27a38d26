import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The stores' seen set and the rules' ids (`KeyTable`) answer as `Dictionary` does, with
/// Swift's meaning of equal strings, though ASCII keys skip the standard library's hash.
@Suite struct KeyTableTests {
    /// Keys of every length around the hash's word sizes, spellings Swift calls equal, and
    /// keys that are not ASCII.
    static let universe: [String] = {
        var keys = (0...40).map { String(repeating: "k", count: $0) }
        keys += (0...40).map { "Feature\($0)" }
        keys += ["Kelvin", "\u{212A}elvin", "caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", "日本", "😀", "a;", "a\u{37E}"]
        keys += ["Welcome", "Welcome ", "welcome", "W\u{0}elcome", "ExportExportExportExport"]
        return keys
    }()

    @Test(arguments: [1, 2, 3, 4, 5])
    func randomChangesAnswerEveryKeyAsADictionaryDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = KeyTable<Int>()
        var dictionary: [String: Int] = [:]
        for step in 0..<3_000 {
            let key = Self.universe[Int.random(in: 0..<Self.universe.count, using: &random)]
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                #expect(table.updateValue(step, forKey: key) == dictionary.updateValue(step, forKey: key))
            case 6..<9:
                #expect(table.removeValue(forKey: key)?.value == dictionary.removeValue(forKey: key))
            default:
                if Int.random(in: 0..<20, using: &random) == 0 {
                    table.removeAll()
                    dictionary.removeAll()
                }
            }
            for probe in Self.universe where table[probe] != dictionary[probe] {
                let (ours, expected) = (String(describing: table[probe]), String(describing: dictionary[probe]))
                Issue.record("step \(step): \(probe.debugDescription) is \(ours), not \(expected)")
            }
            #expect(table.count == dictionary.count)
        }
        #expect(Set(table.keys) == Set(dictionary.keys))
    }

    /// (recorded, asked): Swift calls them equal, so the store must answer seen.
    static let equalSpellings: [(String, String)] = [
        ("\u{212A}elvin", "Kelvin"), ("Kelvin", "\u{212A}elvin"), ("caf\u{E9}", "cafe\u{301}"),
        ("cafe\u{301}", "caf\u{E9}"), ("a\u{37E}", "a;"), ("Welcome", "Welcome"),
    ]

    @Test(arguments: equalSpellings)
    func aKeyRecordedInOneSpellingIsSeenInAnotherSwiftCallsEqual(recorded: String, asked: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("state.plist")
        let suite = "guidebook.tests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        // Each store, and how a relaunched app opens it again (`nil`: memory only).
        let stores: [(store: any TutorialStateStore, reopen: (() -> any TutorialStateStore)?)] = [
            (InMemoryStateStore(), nil),
            (PropertyListStateStore(url: url), { PropertyListStateStore(url: url) }),
            (UserDefaultsStateStore(suiteName: suite), { UserDefaultsStateStore(suiteName: suite) }),
        ]
        for (store, reopen) in stores {
            let name = "\(type(of: store))"
            store.record(recorded)
            #expect(store.hasSeen(asked), "\(name)")
            try await store.flush()
            if let reopen { #expect(reopen().hasSeen(asked), "\(name) after a relaunch") }
            store.remove(asked)
            #expect(!store.hasSeen(recorded), "\(name)")
            try await store.flush()
            // The entry written under the recorded spelling is gone too.
            if let reopen { #expect(!reopen().hasSeen(recorded), "\(name) after a relaunch") }
        }
    }

    @Test(arguments: 1...40)
    func aCharacterThatIsNotASCIIIsNoticedAtEveryPosition(length: Int) {
        for position in 0..<length {
            // KELVIN SIGN equals "K": were its bytes taken for ASCII, the "K" spelling would miss.
            var scalars = Array(repeating: Unicode.Scalar(UInt8(ascii: "x")), count: length)
            scalars[position] = "\u{212A}"
            var recorded = ""
            recorded.unicodeScalars.append(contentsOf: scalars)
            scalars[position] = "K"
            var asked = ""
            asked.unicodeScalars.append(contentsOf: scalars)
            var table = KeyTable<Void>(keys: [recorded])
            #expect(table.contains(asked), "length \(length), position \(position)")
            table.insert(asked)
            #expect(table.count == 1)
        }
    }

    @Test func aRemovedKeyLeavesEveryOtherKeyFindable() {
        // Many keys in a small table collide and probe past each other: removing any one must
        // not hide the ones placed after it.
        let keys = (0..<200).map { "Card\($0)" }
        for removed in keys.indices where removed % 7 == 0 {
            var table = KeyTable<Void>(keys: keys)
            table.remove(keys[removed])
            for (index, key) in keys.enumerated() where table.contains(key) != (index != removed) {
                Issue.record("after removing \(keys[removed]), \(key) is \(table.contains(key) ? "seen" : "not seen")")
            }
        }
    }
}
