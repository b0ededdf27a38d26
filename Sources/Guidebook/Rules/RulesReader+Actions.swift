import Foundation

extension RulesReader {
    /// `"invalidatedByActions": ["tryIt"]`: the ids of the card's actions whose choice invalidates
    /// it. An empty id is a finding and left out; a repeated one is kept once.
    mutating func actionIDs(_ entry: PropertyListDictionary.Entry) -> [String] {
        var ids: [String] = []
        for id in strings(entry, of: "action ids") {
            if id.isEmpty {
                fail(
                    "\"\(entry.key)\" holds an empty action id.", at: entry.location,
                    fix: "Write the id an action of the card has, such as \"tryIt\".", code: .rulesBadValue)
            } else if !ids.contains(id) {
                ids.append(id)
            }
        }
        return ids
    }
}

extension TutorialRules {
    /// The names an action accepts.
    static let actionKeys = ["id", "role", "opens"]
}

extension RulesReader {
    /// A card's `"actions": [{"id": "tryIt", "role": "primary", "opens": "help:export-pdf"}]`: at
    /// most ``TutorialAction/maximumCount``, ids unique. Every fault is a finding where it stands,
    /// and a finding refuses the whole file, so no card is shown with half its actions.
    mutating func actions(_ entry: PropertyListDictionary.Entry, of card: String) -> [TutorialAction] {
        guard case .array(let values) = entry.value else {
            wrongType(entry, expected: "an array of actions ({\"id\": \"tryIt\"})")
            return []
        }
        if values.count > TutorialAction.maximumCount {
            fail(
                "The card \"\(card)\" has \(values.count) actions; a card holds at most \(TutorialAction.maximumCount).",
                at: entry.location, fix: "Keep the \(TutorialAction.maximumCount) that matter most.",
                code: .rulesTooManyActions)
        }
        var actions: [TutorialAction] = []
        for value in values {
            guard let fields = value.dictionaryValue else {
                wrongType(entry, expected: "an array of actions ({\"id\": \"tryIt\"})", found: value)
                continue
            }
            guard let action = action(fields, at: entry, of: card) else { continue }
            if actions.contains(where: { $0.id == action.id }) {
                fail(
                    "The card \"\(card)\" has two actions with the id \"\(action.id)\".",
                    at: fields.location ?? entry.location, fix: "Give each action of a card an id of its own.",
                    code: .rulesDuplicateAction)
                continue
            }
            actions.append(action)
        }
        return actions
    }

    /// One action's fields; `nil` (with a finding) when its id is missing or any field is wrong.
    private mutating func action(
        _ fields: PropertyListDictionary, at parent: PropertyListDictionary.Entry, of card: String
    ) -> TutorialAction? {
        var id: String?
        var role = TutorialAction.Role.secondary
        var target = TutorialAction.Target.app
        let before = findings.count
        for field in fields {
            switch field.key {
            case "id":
                guard let text = string(field) else { continue }
                if text.isEmpty || text.contains(where: { $0.isWhitespace || $0.isNewline }) {
                    fail(
                        "The action id \"\(text)\" is empty or holds a space.", at: field.location,
                        fix:
                            "Write one word, such as \"tryIt\": it is part of the title's key \"\(card) Action.tryIt\".",
                        code: .rulesBadValue)
                } else {
                    id = text
                }
            case "role":
                if let parsed = named(
                    TutorialAction.Role.self, field, what: "action role",
                    newerFallback: "this action as a secondary one (a plain button)")
                {
                    role = parsed
                }
            case "opens":
                guard let text = string(field) else { continue }
                if let parsed = actionTarget(text, at: field.location) { target = parsed }
            default: unknown(field, among: TutorialRules.actionKeys, in: "an action of \"\(card)\"")
            }
        }
        guard let id else {
            if fields.entry(forKey: "id") == nil {
                fail(
                    "An action of \"\(card)\" has no id.", at: fields.location ?? parent.location,
                    fix: "Add \"id\": \"tryIt\"; its title is \"\(card) Action.tryIt\" in Tutorial.strings.",
                    code: .rulesMissingKey)
            }
            return nil
        }
        return findings.count == before ? TutorialAction(id: id, role: role, target: target) : nil
    }

    /// The case of `type` the entry's text names; an unknown name is a finding with a did-you-mean.
    /// With a `newerFallback` (what is used instead), an unknown name in a file of a newer format
    /// is a newer release's value: a warning, and `nil` (the caller keeps its default).
    mutating func named<Name: RawRepresentable & CaseIterable>(
        _ type: Name.Type, _ entry: PropertyListDictionary.Entry, what: String, newerFallback: String? = nil
    ) -> Name? where Name.RawValue == String {
        guard let name = string(entry) else { return nil }
        if let parsed = Name(rawValue: name) { return parsed }
        let names = Name.allCases.map(\.rawValue)
        if newerValue(name, among: names, at: entry.location, what: what, fallback: newerFallback) { return nil }
        unknownName(name, among: names, at: entry.location, what: what)
        return nil
    }

    /// `help:<article id>`, or an address with a scheme (`https://…`, `compositions://…`).
    private mutating func actionTarget(_ text: String, at location: SourceLocation?) -> TutorialAction.Target? {
        if text.lowercased().hasPrefix("help:") {
            let id = String(text.dropFirst("help:".count))
            if !id.isEmpty, !id.contains(where: \.isWhitespace) { return .helpArticle(id) }
            fail(
                "\"\(text)\" names no help article.", at: location,
                fix: "Write the article's id after \"help:\", such as \"help:export-pdf\".", code: .rulesBadValue)
            return nil
        }
        if let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty,
            !text.contains(where: \.isWhitespace)
        {
            return .url(url)
        }
        fail(
            "\"\(text)\" is neither a help article nor an address.", at: location,
            fix: "Did you mean \"help:\(text)\"? An address starts with its scheme: \"https://…\".",
            code: .rulesBadValue)
        return nil
    }

    /// An id in `invalidatedByActions` that none of the card's declared actions has (did you mean).
    mutating func checkInvalidatingActions(of set: TutorialRuleSet, card: PropertyListDictionary.Entry) {
        guard !set.actions.isEmpty, let fields = card.value.dictionaryValue,
            let entry = fields.entry(forKey: "invalidatedByActions")
        else { return }
        let ids = set.actions.map(\.id)
        for id in set.invalidatingActions where !ids.contains(id) {
            unknownName(id, among: ids, at: entry.location, what: "action of \"\(card.key)\"")
        }
    }
}
