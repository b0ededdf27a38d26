import Foundation
@_spi(Locking) import GuidebookParsing
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let current = Locked(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { current.withLock { $0 } }
    var clock: TutorialClock { TutorialClock { self.now } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

@Suite struct TutorialRulesEngineTests {
    func engine(
        _ presenter: any TutorialPresenter, rules: TutorialRules, store: any TutorialStateStore = InMemoryStateStore(),
        clock: ManualClock = ManualClock(), options: TutorialOptions = options()
    ) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(
                source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor", "Export", "Share"])),
            store: store, presenter: presenter, options: options, rules: rules, clock: clock.clock)
    }

    @Test func aCardAllowedThreeTimesShowsThreeTimesAndIsStillRecordedAsSeen() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, rules: TutorialRules(cards: ["Export": TutorialRuleSet(maxDisplayCount: 3)]))
        for _ in 0..<5 {
            tutorials.show("Export")
            await tutorials.waitUntilIdle()
        }
        #expect(presenter.presentations == ["Export": 3])
        #expect(tutorials.hasSeen("Export"))
        #expect(tutorials.decide("Export").skipReason == .alreadySeen)
    }

    @Test func aDailyFrequencyHoldsTheNextCardUntilADayHasPassed() async {
        let clock = ManualClock()
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, rules: TutorialRules(frequency: .daily), clock: clock)
        #expect(await tutorials.showAndWait("Welcome") != .skipped(.rule(.frequency)))
        #expect(await tutorials.showAndWait("Library") == .skipped(.rule(.frequency)))
        clock.advance(by: 86_400)
        guard case .dismissed = await tutorials.showAndWait("Library") else {
            Issue.record("A day later the next card should show.")
            return
        }
        #expect(presenter.presentations == ["Welcome": 1, "Library": 1])
    }

    @Test func donationsAndParametersUnlockACard() async {
        let week = TimeInterval(7 * 86_400)
        let set = TutorialRuleSet(conditions: [
            .event("exportedPDF", .atLeast, 3, within: week), .parameter("plan", .equal, "pro"),
        ])
        let clock = ManualClock()
        let tutorials = engine(CountingPresenter(), rules: TutorialRules(cards: ["Share": set]), clock: clock)
        for _ in 0..<3 {
            tutorials.donate("exportedPDF")
            clock.advance(by: 3_600)
        }
        #expect(tutorials.decide("Share").skipReason == .rule(.parameter))
        tutorials.setParameter("plan", to: "pro", persisted: false)
        #expect(tutorials.decide("Share").shows)
        #expect(tutorials.donations(of: "exportedPDF", within: week) == .init(count: 3, isExact: true))
        clock.advance(by: 7 * 86_400)
        #expect(tutorials.decide("Share").skipReason == .rule(.event))
        #expect(tutorials.explain("Share").checks.contains { $0.rule == .event && $0.value == "0 donations" })
    }

    @Test func invalidationIsFinalUntilResetAndIsReported() async {
        var tutorials: Tutorials? = engine(CountingPresenter(), rules: TutorialRules())
        let events = tutorials?.events
        tutorials?.invalidate("Export", reason: .featureUsed)
        tutorials?.invalidate("Export", reason: .other("later"))
        #expect(await tutorials?.showAndWait("Export") == .skipped(.rule(.invalidated)))
        #expect(tutorials?.explain("Export").checks.first?.value == "invalidated: feature used")
        tutorials?.reset("Export")
        #expect(tutorials?.decide("Export").shows == true)
        tutorials = nil
        var invalidations: [TutorialEvent] = []
        let stream = events ?? AsyncStream { $0.finish() }
        for await event in stream {
            if case .invalidated = event { invalidations.append(event) }
        }
        #expect(invalidations == [.invalidated("Export", .featureUsed)])
    }

    @Test func anExpiredCardIsInvalidatedForGoodEvenIfTheClockGoesBack() async {
        let clock = ManualClock()
        let expiry = clock.now.addingTimeInterval(60)
        let tutorials = engine(
            CountingPresenter(), rules: TutorialRules(cards: ["Export": TutorialRuleSet(expires: expiry)]), clock: clock
        )
        clock.advance(by: 120)
        #expect(await tutorials.showAndWait("Export") == .skipped(.rule(.expires)))
        clock.advance(by: -120)
        #expect(tutorials.decide("Export").skipReason == .rule(.invalidated))
    }

    @Test func aCycleOfPrerequisitesIsReportedAndNeverHangs() async {
        let rules = TutorialRules(cards: [
            "Welcome": TutorialRuleSet(prerequisites: ["Share"]),
            "Library": TutorialRuleSet(prerequisites: ["Welcome"]),
            "Share": TutorialRuleSet(prerequisites: ["Library"]), "Export": TutorialRuleSet(prerequisites: ["Export"]),
        ])
        let tutorials = engine(CountingPresenter(), rules: rules)
        let cycles = tutorials.diagnostics.filter { $0.code == .prerequisiteCycle }
        #expect(cycles.count == 2)
        #expect(cycles.contains { $0.message.contains("\"Export\" → \"Export\"") })
        #expect(cycles.contains { $0.message.contains("\"Library\" → \"Welcome\" → \"Share\" → \"Library\"") })
        for key in ["Welcome", "Library", "Share", "Export"] {
            #expect(await tutorials.showAndWait(key) == .skipped(.rule(.prerequisites)))
        }
    }

    @Test func aLongChainOfPrerequisitesIsCheckedWithoutRecursion() {
        var cards: [String: TutorialRuleSet] = [:]
        for index in 0..<20_000 { cards["Card\(index)"] = TutorialRuleSet(prerequisites: ["Card\(index + 1)"]) }
        cards["Card20000"] = TutorialRuleSet(prerequisites: ["Card0"])
        let rules = TutorialRules(cards: cards)
        #expect(rules.prerequisiteCycle(through: "Card0")?.count == 20_002)
        #expect(rules.prerequisiteCycle(through: "Elsewhere") == nil)
    }

    @Test(arguments: [
        (name: "a new install of 2.0", history: [String](), seenBefore: false, expected: false),
        (name: "an upgrade from 1.5", history: ["1.5"], seenBefore: false, expected: true),
        (name: "an upgrade from a seed app that stored no version", history: [], seenBefore: true, expected: true),
        (name: "a downgrade from 2.1", history: ["1.5", "2.1"], seenBefore: false, expected: false),
        (name: "a fresh install of 2.1", history: ["2.1"], seenBefore: false, expected: false),
    ])
    func newInVersionShowsOnlyToUpgraders(name: String, history: [String], seenBefore: Bool, expected: Bool) {
        let store = InMemoryStateStore(seen: seenBefore ? ["Welcome"] : [])
        let rules = TutorialRules(cards: ["Share": TutorialRuleSet(newInVersion: AppVersion("2.0"))])
        // Earlier launches, each with its own engine over the same store, then 2.0.
        for version in history + ["2.0"] {
            var options = options()
            options.appVersion = AppVersion(version)
            let tutorials = engine(CountingPresenter(), rules: rules, store: store, options: options)
            tutorials.saveRuleState()
            if version == "2.0" {
                #expect(tutorials.decide("Share").shows == expected, "\(name)")
            }
        }
    }

    @Test(arguments: [
        (environment: ["GUIDEBOOK_HIDE_ALL": "1"], shown: [String]()),
        (environment: ["GUIDEBOOK_SHOW_ONLY": "Welcome, Export"], shown: ["Export", "Welcome"]),
        (environment: ["GUIDEBOOK_SHOW_ONLY": ""], shown: []),
        (environment: ["GUIDEBOOK_HIDE_ALL": "0"], shown: ["Export", "Library", "Welcome"]),
    ])
    func testingSwitchesWorkThroughTheEnvironment(environment: [String: String], shown: [String]) async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, rules: TutorialRules(), options: options(environment: environment))
        for key in ["Welcome", "Library", "Export"] { _ = await tutorials.showAndWait(key) }
        #expect(presenter.presentations.keys.sorted() == shown)
    }

    @Test func testingSwitchesWorkThroughTheOptions() async {
        var hidden = options()
        hidden.testing.hideAll = true
        #expect(
            await engine(CountingPresenter(), rules: .init(), options: hidden).showAndWait("Welcome")
                == .skipped(.rule(.hideAll)))
        var only = options()
        only.testing.showOnly = ["Export"]
        let tutorials = engine(CountingPresenter(), rules: .init(), options: only)
        #expect(await tutorials.showAndWait("Welcome") == .skipped(.rule(.showOnly)))
        #expect(tutorials.decide("Export").shows)
    }

    @Test func theHistoryStaysBoundedAfterAMillionDonationsAndWindowCountsStayExact() {
        let rules = TutorialRules(cards: [
            "Export": TutorialRuleSet(conditions: [.event("tick", .atLeast, 50, within: 3_600)])
        ])
        let capacity = rules.historyCapacity(for: "tick")
        #expect(capacity == 51)
        var history = TutorialEventHistory(capacity: capacity)
        var generator = SplitMix64(seed: 15)
        var times: [Double] = []
        var time = 1_800_000_000.0
        for _ in 0..<1_000_000 {
            time += Double(generator.next() % 200)  // 0–199 s apart, several in the same second
            history.donate(at: Date(timeIntervalSince1970: time))
            times.append(time)
        }
        #expect(history.total == 1_000_000)
        #expect(history.storedCount == capacity)
        let encoded = (try? JSONEncoder().encode(history)) ?? Data()
        #expect(encoded.count < 2_000)
        let decoded = try? JSONDecoder().decode(TutorialEventHistory.self, from: encoded)
        #expect(decoded == history)
        // Every window that holds fewer than `capacity` donations is counted exactly.
        for window in [1.0, 60, 600, 3_600, 7_200, 86_400] {
            let start = time - window
            let truth = times.reversed().prefix { $0 >= start }.count
            let counted = history.count(since: Date(timeIntervalSince1970: start))
            if truth < capacity {
                #expect(counted == .init(count: truth, isExact: true), "window \(window)s")
            } else {
                #expect(counted.count == capacity && !counted.isExact, "window \(window)s")
            }
        }
        #expect(history.count(since: nil) == .init(count: 1_000_000, isExact: true))
    }

    @Test func ruleStateLivesBesideTheSeedsKeysWithoutDisturbingTheAppsOwn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let appKeys: [String: Any] = ["LastTab": 2, "UserName": "Clara", "Nested": ["a": [1, 2]]]
        try PropertyListSerialization.data(fromPropertyList: appKeys, format: .xml, options: 0).write(to: url)
        let rules = TutorialRules(cards: ["Export": TutorialRuleSet(maxDisplayCount: 2)])
        let first = engine(CountingPresenter(), rules: rules, store: PropertyListStateStore(url: url))
        _ = await first.showAndWait("Welcome")
        _ = await first.showAndWait("Export")
        first.donate("exportedPDF")
        try await first.flush()
        let root = try #require(
            PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(root["hasSeenWelcome"] as? Int == 1)
        #expect(root["hasSeenExport"] as? Int == 1)
        #expect(root["LastTab"] as? Int == 2)
        #expect(root["UserName"] as? String == "Clara")
        #expect((root["Nested"] as? [String: [Int]]) == ["a": [1, 2]])
        #expect(root[PropertyListStateStore.ruleStateKey] is String)
        #expect(
            Set(root.keys) == ["hasSeenWelcome", "hasSeenExport", "LastTab", "UserName", "Nested", "GuidebookState"])
        // A relaunch reads the counts back: Export may show once more, Welcome not at all.
        let presenter = CountingPresenter()
        let second = engine(presenter, rules: rules, store: PropertyListStateStore(url: url))
        for key in ["Welcome", "Export", "Export"] { _ = await second.showAndWait(key) }
        #expect(presenter.presentations == ["Export": 1])
        #expect(second.donations(of: "exportedPDF").count == 1)
    }

    @Test func aCorruptRuleStateIsReportedAndTheSeenKeysAreKept() async throws {
        let store = InMemoryStateStore(seen: ["Welcome"])
        store.saveRuleState(Data("{\"records\": 3".utf8))
        let tutorials = engine(CountingPresenter(), rules: TutorialRules(), store: store)
        #expect(tutorials.diagnostics.map(\.code) == [.ruleStateCorrupt])
        #expect(tutorials.decide("Welcome").skipReason == .alreadySeen)
        try await tutorials.flush()
        #expect((try? JSONDecoder().decode(TutorialRuleState.self, from: store.loadRuleState() ?? Data())) != nil)
        #expect(store.setAsideRuleStates == [Data("{\"records\": 3".utf8)], "the unreadable state was kept")
    }

    @Test func aCorruptRuleStateInTheStateFileIsKeptBesideItBeforeTheFreshOneIsWritten() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let broken = "{\"records\": 3"
        let root: [String: Any] = ["hasSeenWelcome": 1, PropertyListStateStore.ruleStateKey: broken, "LastTab": 2]
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0).write(to: url)

        let tutorials = engine(CountingPresenter(), rules: TutorialRules(), store: PropertyListStateStore(url: url))
        let finding = try #require(tutorials.diagnostics.first { $0.code == .ruleStateCorrupt })
        try await tutorials.flush()

        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        let aside = try #require(names.first { $0.hasPrefix("AppState.plist.GuidebookState.corrupt-") })
        #expect(finding.message.contains(aside), "the diagnostic says where the old state went")
        #expect(try String(contentsOf: folder.url.appendingPathComponent(aside), encoding: .utf8) == broken)
        // The state file has a fresh, readable state, and the app's other keys are untouched.
        let written = try #require(
            PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        let fresh = try #require(written[PropertyListStateStore.ruleStateKey] as? String)
        #expect((try? JSONDecoder().decode(TutorialRuleState.self, from: Data(fresh.utf8))) != nil)
        #expect(written["LastTab"] as? Int == 2)
        #expect(written["hasSeenWelcome"] != nil)
        // A second corrupt state on the same second gets a name of its own.
        #expect(
            PropertyListStateStore(url: url).setAsideRuleState(Data("x".utf8))
                != folder.url.appendingPathComponent(aside).path)
    }
}
