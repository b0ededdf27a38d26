import Foundation
@_spi(Testing) import Guidebook
@_spi(Locking) import GuidebookParsing

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackhole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A presenter that never runs: the benchmarks only touch seen keys and the store.
private struct SilentPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason { .noInteraction }
}

/// `tutorials.check.seen`, `rules.decide.100`, `rules.donate.200cards`, `rules.donate.2000cards` and
/// `tutorials.record`.
@Sendable func tutorialBenchmarks(_ runner: inout BenchRunner) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = (0..<50).map { "Feature\($0)" }
    // GUIDEBOOK_PROFILE=rules-decide (with --only tutorials): `rules.decide.100`'s decision in a
    // loop for `perf`; GUIDEBOOK_PROFILE_ITERATIONS sets the count (default 100,000,000).
    if ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"] == "rules-decide" {
        let iterations =
            ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 100_000_000
        let (tutorials, _) = decisionEngine()
        var shows = 0
        for _ in 0..<iterations where tutorials.decide("Export").shows { shows += 1 }
        blackhole(shows)
        exit(0)
    }

    // Deciding that a seen key needs nothing, against a bare dictionary lookup of the same keys.
    do {
        let store = PropertyListStateStore(url: folder.appendingPathComponent("seen.plist"))
        for key in keys { store.record(key) }
        let tutorials = Tutorials(
            copy: TutorialCopy(source: EmptySource()), store: store, presenter: SilentPresenter(),
            options: TutorialOptions(environment: [:]))
        let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, true) })
        // The same key sequence for both, without index arithmetic in the timed loops.
        let sequence = (0..<4_096).map { keys[($0 * 7) % keys.count] }
        let rounds = runner.quick ? 50 : 500
        let iterations = Double(rounds * sequence.count)
        let (ours, anchor) = runner.best(
            rounds: runner.quick ? 5 : 15,
            ours: {
                for _ in 0..<rounds {
                    for key in sequence { tutorials.show(key) }
                }
                blackhole(tutorials)
            },
            anchor: {
                var hits = 0
                for _ in 0..<rounds {
                    for key in sequence where dictionary[key] == true { hits += 1 }
                }
                blackhole(hits)
            })
        runner.report(
            "tutorials.check.seen", ours: ours / iterations, anchorName: "Dictionary<String,Bool> lookup",
            anchor: anchor / iterations)
    }

    // The decision for a card with five rules and 100 donated events, against the bare seen-check.
    do {
        let (tutorials, store) = decisionEngine()
        if !tutorials.decide("Export").shows { print("warning rules.decide.100: the card should show") }
        let rounds = runner.quick ? 2_000 : 20_000
        let (ours, anchor) = runner.best(
            rounds: runner.quick ? 5 : 15,
            ours: {
                var shows = 0
                for _ in 0..<rounds where tutorials.decide("Export").shows { shows += 1 }
                blackhole(shows)
            },
            anchor: {
                var hits = 0
                for _ in 0..<rounds where store.hasSeen("Export") { hits += 1 }
                blackhole(hits)
            })
        runner.report(
            "rules.decide.100", ours: ours / Double(rounds), anchorName: "seen-check (lock + lookup)",
            anchor: anchor / Double(rounds))
    }

    // A donation into an engine with 200 and with 2,000 cards with rules (issue 26: both linear in
    // the cards that read the changed input; every card here reads the donated event).
    donationBenchmark(cards: 200, runner: &runner)
    donationBenchmark(cards: 2000, runner: &runner)

    // The caller's cost of recording, against one synchronous atomic write of the state file.
    do {
        let url = folder.appendingPathComponent("AppState.plist")
        let appKeys: [String: Any] = [
            "LastTab": 2, "LastViewedDate": Date(timeIntervalSince1970: 1_700_000_000), "UserName": "Clara",
        ]
        let seedData =
            (try? PropertyListSerialization.data(fromPropertyList: appKeys, format: .xml, options: 0)) ?? Data()
        let records = 1_000
        var writes = 0
        var samples: [Double] = []
        for repetition in 0..<(runner.quick ? 3 : 7) {
            try? seedData.write(to: url)
            let store = PropertyListStateStore(url: url)
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<records { store.record("Key\(repetition)-\(index)") }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(records))
            let flushed = Locked(false)
            let done = DispatchSemaphore(value: 0)
            Task {
                do {
                    try await store.flush()
                    flushed.withLock { $0 = true }
                } catch {}
                done.signal()
            }
            done.wait()
            writes = store.writeCount
            if !flushed.withLock({ $0 }) { print("warning tutorials.record: flush failed") }
        }
        samples.sort()
        let ours = samples[samples.count / 2]
        let fileData = (try? Data(contentsOf: url)) ?? seedData
        // Wall clock: the write's cost is mostly waiting for `fsync`, which takes no CPU time.
        let anchor = runner.median(clock: .wall) {
            try? AtomicFile.write(fileData, to: url)
        }
        runner.report(
            "tutorials.record", ours: ours, anchorName: "one atomic write of the state file", anchor: anchor,
            extra: "writes=\(writes)/\(records)records")
    }
}

/// `rules.decide.100`'s engine: a card with five rules (count, dismissals, a prerequisite the
/// store has seen, an event within a week, a parameter), 100 donations, the parameter set.
private func decisionEngine() -> (Tutorials, InMemoryStateStore) {
    var set = TutorialRuleSet(maxDisplayCount: 3, maxDismissals: 2, prerequisites: ["Welcome"])
    set.conditions = [
        .event("openedDocument", .atLeast, 3, within: 7 * 86_400), .parameter("plan", .equal, "pro"),
    ]
    let moment = Date(timeIntervalSince1970: 1_800_000_000)
    let store = InMemoryStateStore(seen: ["Welcome"])
    let tutorials = Tutorials(
        copy: TutorialCopy(source: EmptySource()), store: store, presenter: SilentPresenter(),
        options: TutorialOptions(environment: [:]), rules: TutorialRules(cards: ["Export": set]),
        clock: TutorialClock { moment })
    for _ in 0..<100 { tutorials.donate("openedDocument") }
    tutorials.setParameter("plan", to: "pro")
    return (tutorials, store)
}

/// A source without strings: the benchmarks never resolve copy.
private struct EmptySource: LocalizedStringSource {
    func localizedString(forKey key: String, table: String) -> LocalizedString? { nil }
}

/// `rules.donate.<count>cards`: one donation into an engine with `count` cards with rules, each
/// reading the donated event and a parameter, chained by prerequisites. The table of the rule
/// state is rebuilt on every change, running each card's table-only checks once; no target yet,
/// the two sizes say how a change's cost grows with the number of cards.
private func donationBenchmark(cards count: Int, runner: inout BenchRunner) {
    var cards: [String: TutorialRuleSet] = [:]
    for index in 0..<count {
        var set = TutorialRuleSet(maxDisplayCount: 3, prerequisites: index > 0 ? ["Card\(index - 1)"] : [])
        set.conditions = [
            .event("openedDocument", .atLeast, 3, within: 7 * 86_400), .parameter("plan", .equal, "pro"),
        ]
        cards["Card\(index)"] = set
    }
    let moment = Date(timeIntervalSince1970: 1_800_000_000)
    let tutorials = Tutorials(
        copy: TutorialCopy(source: EmptySource()), store: InMemoryStateStore(), presenter: SilentPresenter(),
        options: TutorialOptions(environment: [:]), rules: TutorialRules(cards: cards),
        clock: TutorialClock { moment })
    tutorials.setParameter("plan", to: "pro")
    // Fewer rounds for the larger engine, so both rows take about the same time.
    let rounds = max(runner.quick ? 2 : 20, (runner.quick ? 4_000 : 40_000) / count)
    let (ours, anchor) = runner.best(
        rounds: runner.quick ? 3 : 7,
        ours: {
            for _ in 0..<rounds { tutorials.donate("openedDocument") }
            blackhole(tutorials)
        },
        anchor: {
            var histories: [String: TutorialEventHistory] = [:]
            for _ in 0..<rounds {
                histories["openedDocument", default: TutorialEventHistory(capacity: 4)].donate(at: moment)
            }
            blackhole(histories)
        })
    runner.report(
        "rules.donate.\(count)cards", ours: ours / Double(rounds), anchorName: "the history's own donate",
        anchor: anchor / Double(rounds), extra: "per-card=\(BenchRunner.format(ours / Double(rounds * count)))")
}

/// `tutorials.card.rich`: a card with three actions, an image and a Markdown body decided, built
/// as the engine gives it to a presenter (copy, actions, image, body findings) and its view model
/// read as an adapter draws it (runs, VoiceOver label, buttons, image), against the same for
/// today's plain card (`tutorials.card.plain`: title and plain body) in the same run. Issue 27's
/// bar: rich under 2× plain, a ratio of 0.5 or more.
@Sendable func cardBenchmarks(_ runner: inout BenchRunner) {
    let body = "Tap **Export** to share your score as a *PDF*, or read [Exporting as PDF](help:export-pdf) first."
    let copy = InMemoryStringSource([
        "en": [
            "Tutorial": [
                "Plain Title": "Export", "Plain": "Tap Export to share your score as a PDF, or read the guide first.",
                "Rich Title": "Export", "Rich": body, "Rich Image": "Share arrow", "Rich Action.tryIt": "Try it",
                "Rich Action.more": "Learn more", "Rich Action.later": "Not now",
            ]
        ]
    ])
    var rich = TutorialRuleSet(maxDisplayCount: nil)
    rich.actions = [
        TutorialAction(id: "tryIt", role: .primary, target: .helpArticle("export-pdf")),
        TutorialAction(id: "more", target: .helpArticle("sharing")), TutorialAction(id: "later", role: .dismiss),
    ]
    rich.image = .symbol("square.and.arrow.up")
    let tutorials = Tutorials(
        copy: TutorialCopy(source: copy), store: InMemoryStateStore(), presenter: SilentPresenter(),
        options: TutorialOptions(environment: [:]),
        rules: TutorialRules(cards: ["Plain": TutorialRuleSet(maxDisplayCount: nil), "Rich": rich]))
    /// Decides `key`, builds its card and reads its model as an adapter does; the characters drawn.
    func drawn(_ key: String) -> Int {
        guard tutorials.decide(key).shows, let card = try? tutorials.card(key) else { return -1 }
        let model = TutorialCardModel(card: card)
        return model.bodyRuns.count + model.accessibilityLabel.utf8.count + model.actionButtons.count
            + (model.image?.accessibilityLabel.utf8.count ?? 0) + model.title.utf8.count
    }
    if drawn("Rich") < 0 || drawn("Plain") < 0 || !tutorials.diagnostics.isEmpty {
        print("warning tutorials.card: both cards should show without findings")
    }
    let rounds = runner.quick ? 200 : 2_000
    let (ours, anchor) = runner.best(
        rounds: runner.quick ? 5 : 15,
        ours: {
            var total = 0
            for _ in 0..<rounds { total &+= drawn("Rich") }
            blackhole(total)
        },
        anchor: {
            var total = 0
            for _ in 0..<rounds { total &+= drawn("Plain") }
            blackhole(total)
        })
    runner.info("tutorials.card.plain", "ours=\(BenchRunner.format(anchor / Double(rounds)))")
    runner.report(
        "tutorials.card.rich", ours: ours / Double(rounds), anchorName: "tutorials.card.plain",
        anchor: anchor / Double(rounds))
}
