import Foundation
import Guidebook
import GuidebookTestSupport

/// `content.open.firstCard`: what an app pays at launch before its first card, from a content
/// folder with strings and rules in three languages and a 10,000-article help book in each.
///
/// Two rows, each a ratio in the same run: against the same folder without any help book (the
/// books are parsed on first ask, so they must cost next to nothing here; bar 0.9), and against
/// the seed's way of deciding and writing its first card (bar 1.0): `PropertyListSerialization`
/// of the app's state file for `hasSeen<Key>`, then the card's title and body looked up in the
/// user's language's `Tutorial.strings` as `Bundle.localizedString` does (the table read whole by
/// `PropertyListSerialization`, the old-style property list reader `Bundle` uses).
@Sendable func launchBenchmarks(_ runner: inout BenchRunner) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-bench-launch-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        let languages = ["en", "de", "fr"]
        let withBooks = folder.appendingPathComponent("with-books")
        let withoutBooks = folder.appendingPathComponent("without-books")
        let book = Data(
            HelpBookV2Encoder().json(for: SyntheticHelpBook.make(articles: runner.quick ? 2_000 : 10_000)).utf8)
        for content in [withBooks, withoutBooks] {
            try writeLaunchContent(to: content, languages: languages, helpBook: content == withBooks ? book : nil)
        }
        let state = folder.appendingPathComponent("AppState.plist")
        try writeSeedState(to: state)
        let stringsFile = withBooks.appendingPathComponent("de.lproj/Tutorial.strings")
        runner.info(
            "content.open.firstCard",
            "\(languages.count) languages, \(launchCardCount) cards with rules, help book \(String(format: "%.1f", Double(book.count) / 1_048_576))MB v2 JSON per language"
        )

        func firstCard(_ content: URL) {
            let opened = GuidebookContent(source: .folder(content))
            let tutorials = Tutorials(
                content: opened, store: PropertyListStateStore(url: state), presenter: LaunchPresenter(),
                options: TutorialOptions(environment: [:]), preferredLanguages: ["de"])
            let decision = tutorials.decide("Feature1")
            let card = try? tutorials.copy.card(for: "Feature1")
            if !decision.shows || card?.title != "Titel 1" { print("warning content.open.firstCard: no first card") }
            blackhole((decision, card))
        }
        // GUIDEBOOK_PROFILE=content (with --only content): the opening and first card in a loop for
        // `perf` / callgrind; GUIDEBOOK_PROFILE_ITERATIONS sets the count (default 2,000).
        if ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"] == "content" {
            let iterations =
                ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 2_000
            for _ in 0..<iterations { firstCard(withBooks) }
            return
        }
        let (ours, empty) = runner.compare(ours: { firstCard(withBooks) }, anchor: { firstCard(withoutBooks) })
        runner.report("content.open.firstCard", ours: ours, anchorName: "the same without a help book", anchor: empty)

        let seed = try runner.median {
            let data = try Data(contentsOf: state)
            let appState = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            let seen = appState?["hasSeenFeature1"] as? Bool ?? false
            let strings =
                try PropertyListSerialization.propertyList(
                    from: try Data(contentsOf: stringsFile), format: nil) as? [String: String]
            let title = strings?["Feature1 Title"]
            if seen || title != "Titel 1" { print("warning content.open.firstCard: the seed's way found no card") }
            blackhole((seen, title, strings?["Feature1"]))
        }
        runner.report(
            "content.open.firstCard", ours: ours, anchorName: "seed (PropertyListSerialization state + strings)",
            anchor: seed)
    } catch {
        print("bench content.open.firstCard: \(error)")
    }
}

/// The cards with rules in the launch content.
private let launchCardCount = 50

/// Writes `<language>.lproj/Tutorial.strings` (200 cards, titled), `Tutorials.json` and, when
/// given, `<language>.lproj/HelpBook.json` in every language.
private func writeLaunchContent(to folder: URL, languages: [String], helpBook: Data?) throws {
    let titles = ["en": "Title", "de": "Titel", "fr": "Titre"]
    for language in languages {
        let lproj = folder.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        var strings = ""
        for index in 0..<200 {
            strings += "\"Feature\(index) Title\" = \"\(titles[language] ?? "Title") \(index)\";\n"
            strings += "\"Feature\(index)\" = \"What feature \(index) does, in a sentence or two (\(language)).\";\n"
        }
        try Data(strings.utf8).write(to: lproj.appendingPathComponent("Tutorial.strings"))
        if let helpBook { try helpBook.write(to: lproj.appendingPathComponent("HelpBook.json")) }
    }
    let cards = (0..<launchCardCount).map { index in
        let prerequisite = index > 1 ? #", "prerequisites": ["Feature\#(index - 1)"]"# : ""
        return #""Feature\#(index)": {"maxDisplayCount": 3, "maxDismissals": 2\#(prerequisite)}"#
    }
    let rules = #"{"cards": {\#(cards.joined(separator: ", "))}}"#
    try Data(rules.utf8).write(to: folder.appendingPathComponent("Tutorials.json"))
}

/// An app's state file as the seed writes it: the app's own keys and a few seen cards.
private func writeSeedState(to url: URL) throws {
    var state: [String: Any] = ["LastTab": 2, "UserName": "Clara", "LastViewedDate": Date(timeIntervalSince1970: 1e9)]
    for index in 20..<40 { state["hasSeenFeature\(index)"] = true }
    try PropertyListSerialization.data(fromPropertyList: state, format: .xml, options: 0).write(to: url)
}

/// A presenter that never runs: the bench only decides.
private struct LaunchPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason { .noInteraction }
}
