/// When every card may show: each card's ``TutorialRuleSet``, the display frequency, tours.
///
/// Given to ``Tutorials`` in code, or read by writers' `Tutorials.json` / `Tutorials.plist`
/// (``TutorialRules/init(data:file:isJSON:limits:)``). A key without rules gets the default: shown once.
///
/// ```swift
/// var rules = TutorialRules()
/// rules.frequency = .daily
/// rules.cards["Export"] = TutorialRuleSet(maxDisplayCount: 3, prerequisites: ["Welcome"])
/// let tutorials = Tutorials(copy: copy, store: store, presenter: presenter, rules: rules)
/// ```
public struct TutorialRules: Sendable, Hashable {
    /// Each card's rules, by key.
    public var cards: [String: TutorialRuleSet]
    /// The wait between any two cards (of no group with a frequency of its own).
    public var frequency: TutorialFrequency
    /// The wait between two cards of each group, by group name.
    public var groupFrequencies: [String: TutorialFrequency]
    /// Ordered groups of cards shown as steps.
    public var tours: [TutorialTour]
    /// The look of every card, as the rules file's top-level `"style"` sets it: over the app's
    /// (``TutorialOptions/style``), under each card's own (``TutorialRuleSet/style``).
    public var style = GuidebookStyle.Overrides()

    /// Creates rules; by default every card shows once, cards follow each other at once.
    ///
    /// - Parameters:
    ///   - cards: Each card's rules.
    ///   - frequency: The global display frequency.
    ///   - groupFrequencies: Per group frequencies.
    ///   - tours: Tours.
    public init(
        cards: [String: TutorialRuleSet] = [:], frequency: TutorialFrequency = .immediate,
        groupFrequencies: [String: TutorialFrequency] = [:], tours: [TutorialTour] = []
    ) {
        self.cards = cards
        self.frequency = frequency
        self.groupFrequencies = groupFrequencies
        self.tours = tours
    }

    /// The rules of the card for `key`: its own, or the default (shown once).
    ///
    /// - Parameter key: The tutorial key.
    public subscript(key: String) -> TutorialRuleSet {
        cards[key] ?? TutorialRuleSet()
    }

    /// The keys a seen-check alone cannot settle: cards that may show more than once, and tour
    /// steps. Every other seen key is skipped by a lock and a lookup.
    public var keysShownAfterSeen: Set<String> {
        var keys = Set(cards.filter { $0.value.canShowAfterSeen }.keys)
        for tour in tours { keys.formUnion(tour.steps) }
        return keys
    }

    /// How many donation times to keep for `event`: one more than the largest count a rule
    /// compares it with, at least 16, at most 65 536.
    ///
    /// - Parameter event: The event's name.
    public func historyCapacity(for event: String) -> Int {
        var capacity = 16
        for rules in cards.values {
            for case .event(let name, _, let count, _) in rules.conditions where name == event {
                capacity = max(capacity, min(count, 65_535) + 1)
            }
        }
        return capacity
    }

    /// A cycle among prerequisites through `key` (`["A", "B", "A"]`), or `nil`.
    ///
    /// Iterative, each card visited once: a cycle of any length is found without recursion,
    /// and never loops.
    ///
    /// - Parameter key: The tutorial key.
    /// - Complexity: O(cards + prerequisites).
    public func prerequisiteCycle(through key: String) -> [String]? {
        // Depth-first from `key`, remembering each card's parent, looking for an edge back to `key`.
        var parent: [String: String] = [:]
        var stack = [key]
        var visited: Set<String> = [key]
        while let card = stack.popLast() {
            for next in self[card].prerequisites {
                if next == key {
                    var path = [key]
                    var step: String? = card
                    while let current = step, current != key {
                        path.append(current)
                        step = parent[current]
                    }
                    let between: [String] = path.dropFirst().reversed()
                    return [key] + between + [key]
                }
                if visited.insert(next).inserted {
                    parent[next] = card
                    stack.append(next)
                }
            }
        }
        return nil
    }

    /// What is wrong with the rules as a whole: prerequisite cycles (each reported once),
    /// tours naming a card twice.
    public var diagnostics: [Diagnostic] {
        diagnostics(locating: [:])
    }

    /// The findings of ``diagnostics``, placed where a rules file wrote the card (by key) or the
    /// tour (by `tour <name>`).
    func diagnostics(locating locations: [String: SourceLocation]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var inReportedCycle = Set<String>()
        // Only a card left after peeling can be on a cycle: a chain is not walked from each card.
        let mayCycle = CompiledTutorialRules.cardsLeftAfterPeeling(self)
        for key in cards.keys.sorted() where mayCycle.contains(key) && !inReportedCycle.contains(key) {
            guard let cycle = prerequisiteCycle(through: key) else { continue }
            inReportedCycle.formUnion(cycle)
            findings.append(
                Diagnostic(
                    .error,
                    "The prerequisites of \(cycle.map { "\"\($0)\"" }.joined(separator: " → ")) form a cycle; none of these cards can show.",
                    at: locations[key], fix: "Remove one of the prerequisites in the cycle.", code: .prerequisiteCycle
                ))
        }
        for tour in tours {
            var seen = Set<String>()
            for step in tour.steps where !seen.insert(step).inserted {
                findings.append(
                    Diagnostic(
                        .error, "The tour \"\(tour.name)\" lists \"\(step)\" twice.",
                        at: locations["tour " + tour.name],
                        fix: "Keep each card once in a tour.", code: .tourDuplicateStep))
            }
        }
        return findings
    }
}
