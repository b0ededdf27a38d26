import Foundation
import Guidebook
import Testing

/// The compiled decision reads a published snapshot of the rule book and its table without the
/// rules' lock. Run also under the thread sanitizer by scripts/test
/// (`--filter RuleSnapshotConcurrencyTests`), which checks the cell's atomics and thread slots.
@Suite struct RuleSnapshotConcurrencyTests {
    /// A published value that knows what it should read: a freed or half-written one would not.
    final class Marked: Sendable {
        let number: Int
        let check: [Int]

        init(_ number: Int) {
            self.number = number
            check = [number, number * 7]
        }
    }

    @Test func readersSeeEveryPublishedValueWholeAndNeverGoBack() async {
        let cell = SnapshotCell(Marked(0))
        let published = 3_000
        let readings = await withTaskGroup(of: (whole: Bool, inOrder: Bool, last: Int).self) { group in
            group.addTask {
                for number in 1...published { cell.publish(Marked(number)) }
                return (true, true, published)
            }
            for _ in 0..<4 {
                group.addTask {
                    var last = 0
                    var whole = true
                    var inOrder = true
                    while last < published {
                        let (number, check) = cell.withValue { ($0.number, $0.check) }
                        whole = whole && check == [number, number * 7]
                        inOrder = inOrder && number >= last
                        last = number
                    }
                    return (whole, inOrder, last)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readings.allSatisfy { $0.whole }, "every value read is the one published, never freed or torn")
        #expect(readings.allSatisfy { $0.inOrder }, "a reader never reads an older value after a newer one")
        #expect(readings.allSatisfy { $0.last == published }, "every reader reaches the last value")
        #expect(cell.withValue { $0.number } == published)
    }

    @Test func aReaderKeepsItsNoteOnOneObjectAndStartsAfreshOnAnother() {
        // A synchronous test: every read below is on one thread, with its one slot.
        let counted = SnapshotCell(Marked(1), note: 0)
        let named = SnapshotCell(Marked(2), note: "fresh")
        func count() -> (number: Int, reads: Int) {
            counted.withValue { value, reads in
                reads += 1
                return (value.number, reads)
            }
        }
        func name(_ new: String) -> (number: Int, name: String) {
            named.withValue { value, name in
                defer { name = new }
                return (value.number, name)
            }
        }
        #expect([count(), count(), count()].map(\.reads) == [1, 2, 3], "the note stays while the object does")
        counted.publish(Marked(3))
        #expect(count() == (3, 1), "a new object starts with the fresh note")
        #expect(count() == (3, 2))
        // A cell with another type of note: the thread's slot is made again for it, and back.
        #expect(name("seen") == (2, "fresh"))
        #expect(name("seen again") == (2, "seen"))
        #expect(count() == (3, 1), "the slot was the other cell's: the note starts afresh")
        #expect(name("unused") == (2, "fresh"))
    }

    @Test func decisionsDuringDonationsNeverUnshowACardTheDonationsBroughtIn() async {
        // Donations only add: once a decision saw the tenth, no later decision may miss it.
        var rules = TutorialRuleSet(maxDisplayCount: 3, prerequisites: ["Welcome"])
        rules.conditions = [.event("openedDocument", .atLeast, 10, within: nil), .parameter("plan", .equal, "pro")]
        let tutorials = Tutorials(
            copy: TutorialCopy(source: InMemoryStringSource([:])), store: InMemoryStateStore(seen: ["Welcome"]),
            presenter: InstantPresenter(), rules: TutorialRules(cards: ["Export": rules]))
        tutorials.setParameter("plan", to: "pro")
        let regressions = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for _ in 0..<200 { tutorials.donate("openedDocument") }
                return 0
            }
            for _ in 0..<4 {
                group.addTask {
                    var shown = false
                    var regressions = 0
                    for _ in 0..<2_000 {
                        let shows = tutorials.decide("Export").shows
                        if shown, !shows { regressions += 1 }
                        shown = shown || shows
                    }
                    return regressions
                }
            }
            return await group.reduce(0, +)
        }
        #expect(regressions == 0)
        #expect(tutorials.decide("Export").shows)
        #expect(tutorials.explain("Export").checks.allSatisfy { $0.passed })
    }

    @Test func aResetPrerequisiteIsAskedAgainNotRememberedAsSeen() {
        // The store's "seen" is noted in the next table; a reset of that card must undo it.
        let store = InMemoryStateStore(seen: ["Welcome"])
        let tutorials = Tutorials(
            copy: TutorialCopy(source: InMemoryStringSource([:])), store: store, presenter: InstantPresenter(),
            rules: TutorialRules(cards: ["Export": TutorialRuleSet(prerequisites: ["Welcome"])]))
        #expect(tutorials.decide("Export").shows)
        #expect(tutorials.decide("Export").shows, "the second decision reads the noted answer")
        tutorials.reset("Welcome")
        #expect(tutorials.decide("Export").skipReason == .rule(.prerequisites))
    }
}
