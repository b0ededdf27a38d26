import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

@Suite struct AppVersionTests {
    @Test(arguments: [("2.10", "2.9"), ("1.0.1", "1"), ("3", "2.99.99")])
    func laterVersionsCompareGreater(later: String, earlier: String) throws {
        let a = try #require(AppVersion(later))
        let b = try #require(AppVersion(earlier))
        #expect(a > b)
        #expect(b < a)
    }

    @Test func missingPartsCountAsZero() throws {
        #expect(try #require(AppVersion("2.1")) == #require(AppVersion("2.1.0")))
        #expect(Set([AppVersion("2.1"), AppVersion("2.1.0.0")]).count == 1)
    }

    @Test(arguments: ["", "1..2", "v2", "2.x", "-1", "1.", "١.٢"])
    func malformedVersionsAreRejected(text: String) {
        #expect(AppVersion(text) == nil)
    }
}

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("export", "exprot", 1),  // transposition counts once
        ("kitten", "sitting", 3),
        ("", "abc", 3),
        ("same", "same", 0),
    ])
    func distanceCountsEdits(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(Array(a), Array(b)) == expected)
    }

    @Test func distanceStopsPastTheLimit() {
        #expect(EditDistance.distance(Array("kitten"), Array("sitting"), limit: 2) == nil)
    }

    @Test func closestFindsTheIntendedWord() {
        #expect(EditDistance.closest(to: "sohw", among: ["show", "demo", "lint"]) == "show")
        #expect(EditDistance.closest(to: "zzzzzz", among: ["show", "demo"]) == nil)
    }
}

@Suite struct LockedTests {
    @Test func concurrentUpdatesAreNotLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8000)
    }
}
