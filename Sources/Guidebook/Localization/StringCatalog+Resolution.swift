extension StringCatalog {
    /// The languages that have text for `key`: its localizations plus the source language,
    /// whose text is the key itself when it has no localization. A key marked
    /// `shouldTranslate: false` has only the source language.
    ///
    /// - Complexity: O(l log l) for l localizations of the key.
    public func languages(forKey key: String) -> [String] {
        guard let entry = entry(forKey: key) else { return [] }
        guard entry.shouldTranslate else { return [sourceLanguage] }
        var languages = entry.localizations.keys.sorted()
        if !languages.contains(sourceLanguage) { languages.append(sourceLanguage) }
        return languages
    }

    /// The content for `key` in exactly `language`, without fallback; for the source language
    /// the key itself when it has no localization there.
    public func content(forKey key: String, language: String) -> Content? {
        guard let entry = entry(forKey: key) else { return nil }
        if language == sourceLanguage {
            return entry.localizations[language] ?? .text(key)
        }
        guard entry.shouldTranslate else { return nil }
        return entry.localizations[language]
    }

    /// The text for `key` in exactly `language`, variations chosen, or `nil` when that
    /// language lacks it.
    ///
    /// ```swift
    /// catalog.string(forKey: "%lld cards", language: "ar", counts: [11])  // the "many" form
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - language: The catalog's spelling of the language (`de`, `pt-BR`).
    ///   - counts: Values of the format arguments, in order, for plural choices: a plural
    ///     variation uses the first; a substitution uses the one its `argNum` names (else the first).
    ///     Without counts the `other` form is used.
    ///   - device: The device for device variations.
    /// - Returns: The text, format specifiers kept verbatim.
    public func string(forKey key: String, language: String, counts: [Int] = [], device: Device = .iphone) -> String? {
        content(forKey: key, language: language)?.resolve(language: language, counts: counts, device: device)
    }

    /// The text for `key` in the best language the resolver picks that has it.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - resolver: The preferred languages and fallback rule.
    ///   - counts: Format argument values for plural choices (see `string(forKey:language:counts:device:)`).
    ///   - device: The device for device variations.
    /// - Returns: The text with its language and location, or `nil` when no candidate has it.
    public func localizedString(
        forKey key: String, resolver: LanguageResolver, counts: [Int] = [], device: Device = .iphone
    ) -> LocalizedString? {
        guard let entry = entry(forKey: key) else { return nil }
        let hit = resolver.resolve(available: languages(forKey: key)) { language in
            string(forKey: key, language: language, counts: counts, device: device)
        }
        guard let hit else { return nil }
        let location = entry.localizations[hit.language]?.stringUnit?.location ?? entry.location
        return LocalizedString(value: hit.value, language: hit.language, location: location)
    }
}

extension StringCatalog.Content {
    /// This content's text with variations chosen and substitutions filled in.
    ///
    /// Plural forms: a count of 0 uses `zero` when the content has it (as Apple's runtime does
    /// in every language), otherwise the language's CLDR category, and `other` when that
    /// category is missing. Device forms: the device, else `other`, else `iphone`, else the
    /// first by name. `%#@name@` is replaced by the named substitution's chosen text, in which
    /// `%arg` stands for the substitution's argument (`%1$lld`); other specifiers stay verbatim.
    ///
    /// - Parameters:
    ///   - language: The language whose plural rules apply.
    ///   - counts: Format argument values, in order.
    ///   - device: The device for device variations.
    /// - Returns: The text, or `nil` when no form fits (no `other`, no string unit).
    public func resolve(language: String, counts: [Int] = [], device: StringCatalog.Device = .iphone) -> String? {
        if variations == nil && substitutions.isEmpty { return stringUnit?.value }
        let rules = PluralRules(language: language)
        guard var text = resolveWithoutSubstitutions(rules: rules, count: counts.first, device: device) else {
            return nil
        }
        if !substitutions.isEmpty {
            var budget = Self.substitutionBudget
            text = substitute(in: text, rules: rules, counts: counts, device: device, depth: 0, budget: &budget)
        }
        return text
    }

    /// Whether this content or any of its substitutions has device variations.
    var namesDevices: Bool {
        func names(_ variations: StringCatalog.Variations?) -> Bool {
            switch variations {
            case nil: false
            case .device: true
            case .plural(let cases): cases.values.contains { names($0.variations) }
            }
        }
        return names(variations) || substitutions.values.contains { names($0.variations) }
    }

    /// How many scalars nested variables may write before they are left unexpanded.
    static let substitutionBudget = 1 << 16

    func resolveWithoutSubstitutions(rules: PluralRules, count: Int?, device: StringCatalog.Device) -> String? {
        if let variations {
            let chosen = variations.choose(rules: rules, count: count, device: device)
            return chosen?.resolveWithoutSubstitutions(rules: rules, count: count, device: device)
        }
        return stringUnit?.value
    }

    /// Replaces every `%#@name@` (or `%N$#@name@`) with the named substitution's text, and the
    /// variables that text uses in turn; unknown names stay verbatim. Loops are refused when the
    /// table is read; content made in code stops after as many rounds as it has substitutions.
    /// Variables stop being expanded once `budget` scalars were written, so variables that each
    /// use the next twice cannot grow the text exponentially.
    private func substitute(
        in text: String, rules: PluralRules, counts: [Int], device: StringCatalog.Device, depth: Int,
        budget: inout Int
    ) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var probe = index + 1
            while probe < scalars.count, ("0"..."9").contains(scalars[probe]) { probe += 1 }
            if probe > index + 1 {
                guard probe < scalars.count, scalars[probe] == "$" else {
                    result.append(scalars[index])
                    index += 1
                    continue
                }
                probe += 1
            }
            guard probe + 1 < scalars.count, scalars[probe] == "#", scalars[probe + 1] == "@",
                let end = scalars[(probe + 2)...].firstIndex(of: "@")
            else {
                result.append(scalars[index])
                index += 1
                continue
            }
            let name = String(String.UnicodeScalarView(scalars[(probe + 2)..<end]))
            if var replacement = substitutions[name]?.resolve(rules: rules, counts: counts, device: device) {
                if depth < substitutions.count, budget > 0, replacement.contains("%") {
                    replacement = substitute(
                        in: replacement, rules: rules, counts: counts, device: device, depth: depth + 1,
                        budget: &budget)
                }
                budget -= replacement.unicodeScalars.count
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(contentsOf: scalars[index...end])
            }
            index = end + 1
        }
        return String(result)
    }
}

extension StringCatalog.Substitution {
    func resolve(rules: PluralRules, counts: [Int], device: StringCatalog.Device) -> String? {
        var count = counts.first
        // Checked when the table is read; content made in code may still name any number.
        if let argumentNumber, counts.indices.contains(argumentNumber - 1) { count = counts[argumentNumber - 1] }
        guard let chosen = variations?.choose(rules: rules, count: count, device: device),
            let text = chosen.resolveWithoutSubstitutions(rules: rules, count: count, device: device)
        else { return nil }
        let specifier = "%" + (argumentNumber.map { "\($0)$" } ?? "") + (formatSpecifier ?? "@")
        return text.replacingOccurrences(of: "%arg", with: specifier)
    }
}

extension StringCatalog.Variations {
    func choose(rules: PluralRules, count: Int?, device: StringCatalog.Device) -> StringCatalog.Content? {
        switch self {
        case .plural(let cases):
            guard let count else { return cases[.other] }
            if count == 0, let zero = cases[.zero] { return zero }
            return cases[rules.category(for: count)] ?? cases[.other]
        case .device(let cases):
            return cases[device.rawValue] ?? cases["other"] ?? cases["iphone"]
                ?? cases.keys.sorted().first.flatMap { cases[$0] }
        }
    }
}
