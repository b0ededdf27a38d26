extension TutorialRules {
    /// These rules, written in code, together with a content set's rules file: what an engine on
    /// content with `rules:` decides by (`Tutorials(content:store:presenter:rules:)`).
    ///
    /// A card or tour only one side has is taken as it is. A card both have gets the conditions,
    /// prerequisites and invalidating actions of both (all must hold), the style values of both
    /// (the file's where both set one, without a warning: a look is not a rule), and each other rule from the side that sets it
    /// (a value other than the default). Where both set a rule to different values, or write a
    /// tour or a frequency differently, the file's applies, since writers change it without a
    /// release, and a warning says where the file sets it.
    ///
    /// ```swift
    /// var code = TutorialRules()
    /// code.cards["Export"] = TutorialRuleSet(conditions: [.parameter("isLoggedIn", .equal, true)])
    /// let (rules, conflicts) = code.merged(withRulesOf: content)  // + Tutorials.json's "Export" rules
    /// ```
    ///
    /// - Parameter content: The content set whose ``GuidebookContent/tutorialRules`` join these.
    /// - Returns: The rules in force, and a warning for each conflict at the file's line and column.
    func merged(withRulesOf content: GuidebookContent) -> (rules: TutorialRules, conflicts: [Diagnostic]) {
        let file = content.tutorialRules
        if self == TutorialRules() { return (file, []) }
        if file == TutorialRules() { return (self, []) }
        var conflicts: [Conflict] = []
        var merged = self
        merged.frequency = Self.pick(frequency, file.frequency, default: .immediate) {
            conflicts.append(.frequency($0, $1))
        }
        for (group, value) in file.groupFrequencies {
            merged.groupFrequencies[group] = Self.pick(groupFrequencies[group], value, default: nil) {
                conflicts.append(.group(group, $0, $1))
            }
        }
        for (key, fileCard) in file.cards {
            guard let codeCard = cards[key] else {
                merged.cards[key] = fileCard
                continue
            }
            merged.cards[key] = codeCard.merged(with: fileCard) { rule, code, file in
                conflicts.append(.card(key, rule, code, file))
            }
        }
        merged.style = style.merging(file.style)
        for tour in file.tours {
            guard let index = merged.tours.firstIndex(where: { $0.name == tour.name }) else {
                merged.tours.append(tour)
                continue
            }
            if merged.tours[index] != tour { conflicts.append(.tour(tour.name)) }
            merged.tours[index] = tour
        }
        return (merged, conflicts.isEmpty ? [] : Self.diagnostics(conflicts, in: content))
    }

    /// A rule both sides set differently.
    private enum Conflict {
        case frequency(String, String)
        case group(String, String, String)
        case card(String, String, String, String)
        case tour(String)
    }

    /// The file's value where both set one, else the side's that sets it; `conflict` gets both
    /// values, code's first, when they differ.
    static func pick<Value: Equatable>(
        _ code: Value, _ file: Value, default: Value, conflict: (String, String) -> Void
    ) -> Value {
        if code == `default` || code == file { return file }
        if file == `default` { return code }
        conflict(describe(code), describe(file))
        return file
    }

    /// A rule's value as the message shows it: `3`, `none` for an unset optional.
    static func describe<Value>(_ value: Value) -> String {
        if let optional = value as? any OptionalDescribing { return optional.describedValue }
        return "\(value)"
    }

    /// The conflicts' warnings, each where the file sets the rule (read again only when there are any).
    private static func diagnostics(_ conflicts: [Conflict], in content: GuidebookContent) -> [Diagnostic] {
        let file = content.rulesFile
        let name = file?.relativePath ?? "the rules file"
        let placed = file.flatMap { file in
            try? TutorialRules.readLocating(
                file.data, file: file.path, isJSON: file.relativePath.lowercased().hasSuffix(".json"),
                limits: file.limits
            ).locations
        }
        let start = file.map { SourceLocation(file: $0.path, line: 1, column: 1) }
        let fix =
            "Set it in one place: in \(name), or in the TutorialRules the app passes to Tutorials(content:…, rules:)."
        return conflicts.map { conflict in
            let message: String
            let location: SourceLocation?
            switch conflict {
            case .frequency(let code, let value):
                message = "\(name) sets the frequency to \(value) and the app's code to \(code); the file's applies."
                location = placed?.frequency
            case .group(let group, let code, let value):
                message =
                    "\(name) sets the frequency of the group \"\(group)\" to \(value) and the app's code to \(code); the file's applies."
                location = placed?.groups[group]
            case .card(let key, let rule, let code, let value):
                message =
                    "\(name) sets \(rule) of \"\(key)\" to \(value) and the app's code to \(code); the file's applies."
                location = placed?.cards[key]
            case .tour(let tour):
                message =
                    "\(name) and the app's code both define the tour \"\(tour)\", differently; the file's applies."
                location = placed?.tours[tour]
            }
            return Diagnostic(.warning, message, at: location ?? start, fix: fix, code: .rulesConflict)
        }
    }
}

/// An optional shown as its wrapped value, or `none`.
private protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var describedValue: String {
        switch self {
        case .some(let value): "\(value)"
        case .none: "none"
        }
    }
}

extension TutorialRuleSet {
    /// A card's rules from code and from a file together: both sides' conditions,
    /// prerequisites and invalidating actions; each other rule from the side that sets it, the file's where both do.
    func merged(with file: TutorialRuleSet, conflict: (String, String, String) -> Void) -> TutorialRuleSet {
        let none = TutorialRuleSet()
        var merged = self
        func take<Value: Equatable>(_ rule: String, _ path: WritableKeyPath<TutorialRuleSet, Value>) {
            merged[keyPath: path] = TutorialRules.pick(
                self[keyPath: path], file[keyPath: path], default: none[keyPath: path]
            ) {
                conflict(rule, $0, $1)
            }
        }
        take("maxDisplayCount", \.maxDisplayCount)
        take("maxDismissals", \.maxDismissals)
        take("maxDisplayDuration", \.maxDisplayDuration)
        take("group", \.group)
        take("ignoresFrequency", \.ignoresFrequency)
        take("newInVersion", \.newInVersion)
        take("expires", \.expires)
        take("spotlight", \.spotlight)
        take("presentation", \.presentation)
        take("actions", \.actions)
        take("image", \.image)
        merged.conditions += file.conditions.filter { !conditions.contains($0) }
        merged.prerequisites += file.prerequisites.filter { !prerequisites.contains($0) }
        merged.invalidatingActions += file.invalidatingActions.filter { !invalidatingActions.contains($0) }
        merged.style = style.merging(file.style)
        return merged
    }
}
