import Foundation

extension TutorialRules {
    /// The names the file's top level accepts.
    static let topLevelKeys = ["format", "frequency", "groups", "cards", "tours", "style"]
    /// The newest rules format this release reads: a file may say `"format": N`. In a file of a
    /// newer format, a key or value this release does not know is a newer release's field: it is
    /// ignored with a warning (`rules-newer-key`, `rules-newer-value`), and the rest of the file
    /// applies. In a file of this format or older (or none, format 1), it is a typo: an error.
    ///
    /// ```swift
    /// TutorialRules.supportedFormat  // 1
    /// ```
    public static let supportedFormat = 1
    /// The names a card's rules accept.
    static let cardKeys = [
        "maxDisplayCount", "maxDismissals", "maxDisplayDuration", "group", "ignoresFrequency", "prerequisites",
        "newInVersion", "expires", "spotlight", "invalidatedByActions",
        "actions", "presentation",
        "style",
        "image",
    ]
    /// The names a tour accepts.
    static let tourKeys = ["name", "steps", "kind", "back"]
    /// The longest duration a rules file may give, in seconds: 100 years (365-day years).
    static let maximumSeconds: Double = 100 * 365 * 86_400
    /// The frequency names.
    static let frequencyNames: [String: TutorialFrequency] = [
        "immediate": .immediate, "hourly": .hourly, "daily": .daily, "weekly": .weekly, "monthly": .monthly,
    ]

    /// Reads writers' rules from `Tutorials.json` or `Tutorials.plist` (XML or binary), by the
    /// file's extension. The format is in Documentation/TutorialRulesFormat.md.
    ///
    /// ```swift
    /// let rules = try TutorialRules(contentsOf: contentURL.appendingPathComponent("Tutorials.json"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - limits: How much of the file is read; its size is checked before it is read.
    /// - Throws: ``TutorialRulesError`` with every finding (file:line:column, did-you-mean); a
    ///   file that cannot be read gives its `FileReadError`'s finding.
    public init(contentsOf url: URL, limits: ReadingLimits = .default) throws(TutorialRulesError) {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, limits: limits)
        } catch {
            throw TutorialRulesError([error.diagnostic])
        }
        try self.init(data: data, file: url.path, isJSON: url.pathExtension.lowercased() == "json", limits: limits)
    }

    /// Reads rules from a document's bytes.
    ///
    /// ```swift
    /// let rules = try TutorialRules(data: Data(#"{"cards": {"Export": {"maxDisplayCount": 3}}}"#.utf8),
    ///                               file: "Tutorials.json", isJSON: true)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - file: The path named in findings.
    ///   - isJSON: JSON (`true`) or a property list, XML or binary (`false`).
    ///   - limits: How much of the document is read before it is refused (`ReadingLimits`).
    /// - Throws: ``TutorialRulesError`` with every finding. A newer format's keys and values
    ///   (``supportedFormat``) are no finding: they are ignored, and ``GuidebookContent/diagnostics``
    ///   lists them as warnings when the file is read with its content.
    public init(data: Data, file: String, isJSON: Bool, limits: ReadingLimits = .default) throws(TutorialRulesError) {
        self = try Self.readLocating(data, file: file, isJSON: isJSON, limits: limits).rules
    }

    /// The parsed document, or the syntax error with its position and fix.
    static func document(
        _ data: Data, file: String, isJSON: Bool, limits: ReadingLimits
    ) throws(TutorialRulesError) -> PropertyListValue {
        // Each reader throws its own error only (typed throws), so these catches are exhaustive.
        if isJSON {
            do throws(JSONError) {
                return try JSONReader.read(data, file: file, limits: limits)
            } catch {
                if case .limitExceeded(let limit) = error { throw TutorialRulesError([limit.diagnostic]) }
                throw syntaxError(error.diagnostic.message, at: error.location, fix: "Fix the JSON syntax.")
            }
        }
        do throws(PropertyListError) {
            return try PropertyListReader.read(data, file: file, limits: limits)
        } catch {
            if case .limitExceeded(let limit) = error { throw TutorialRulesError([limit.diagnostic]) }
            throw syntaxError(error.diagnostic.message, at: error.location, fix: "Fix the property list syntax.")
        }
    }

    /// A syntax error of the rules file, where the reader stopped. A reading limit is no syntax
    /// error: it keeps its own finding and fix (above).
    private static func syntaxError(_ message: String, at location: SourceLocation?, fix: String) -> TutorialRulesError
    {
        TutorialRulesError([Diagnostic(.error, message, at: location, fix: fix, code: .rulesSyntax)])
    }

    /// Reads rules as ``init(data:file:isJSON:limits:)`` does, with where the file wrote each card, its
    /// prerequisites and each tour (for tools that check the file against other files, `guidebook
    /// lint`), and the warnings about a newer format's keys and values it ignored (content lists them).
    package static func readLocating(
        _ data: Data, file: String, isJSON: Bool, limits: ReadingLimits = .default
    ) throws(TutorialRulesError) -> (rules: TutorialRules, locations: TutorialRulesLocations, warnings: [Diagnostic]) {
        let root = try document(data, file: file, isJSON: isJSON, limits: limits)
        var reader = RulesReader(file: file)
        let rules = reader.rules(from: root)
        if !reader.findings.isEmpty { throw TutorialRulesError(reader.findings) }
        return (rules, reader.placed, reader.warnings)
    }
}

/// Where a rules file wrote each card, prerequisite list and tour.
package struct TutorialRulesLocations: Sendable {
    /// Each card's entry, by key.
    package var cards: [String: SourceLocation] = [:]
    /// Each card's `image`, by the card's key.
    package var images: [String: SourceLocation] = [:]
    /// Each card's `prerequisites`, by the card's key.
    package var prerequisites: [String: SourceLocation] = [:]
    /// Each tour, by name.
    package var tours: [String: SourceLocation] = [:]
    /// The top-level `frequency`.
    package var frequency: SourceLocation?
    /// Each group's `frequency`, by the group's name.
    package var groups: [String: SourceLocation] = [:]
}

/// Turns a parsed document into rules, collecting every finding instead of stopping at the first.
struct RulesReader {
    let file: String
    var findings: [Diagnostic] = []
    /// A newer format's keys and values, ignored (``TutorialRules/supportedFormat``).
    var warnings: [Diagnostic] = []
    /// The file's `"format"`: 1 unless it says otherwise.
    var format = 1
    /// Where each card's prerequisites (else the card) and each tour stand, for findings about the whole.
    var locations: [String: SourceLocation] = [:]
    /// Where each card, prerequisite list and tour stands, for tools.
    var placed = TutorialRulesLocations()

    mutating func rules(from root: PropertyListValue) -> TutorialRules {
        var rules = TutorialRules()
        guard let top = root.dictionaryValue else {
            fail(
                "The rules file's top level is \(root.typeName), not a dictionary.",
                at: SourceLocation(file: file, line: 1, column: 1), fix: "Start the file with { \"cards\": { … } }.",
                code: .rulesWrongType)
            return rules
        }
        if let entry = top.entry(forKey: "format") { readFormat(entry) }
        for entry in top {
            switch entry.key {
            case "format": continue
            case "frequency":
                placed.frequency = entry.location
                rules.frequency = frequency(entry.value, at: entry) ?? .immediate
            case "groups":
                for group in dictionary(entry.value, at: entry, of: "groups") {
                    for setting in dictionary(group.value, at: group, of: "group \"\(group.key)\"") {
                        if setting.key == "frequency" {
                            placed.groups[group.key] = setting.location
                            if let value = frequency(setting.value, at: setting) {
                                rules.groupFrequencies[group.key] = value
                            }
                        } else {
                            unknown(setting, among: ["frequency"], in: "group \"\(group.key)\"")
                        }
                    }
                }
            case "cards":
                for card in dictionary(entry.value, at: entry, of: "cards") {
                    locations[card.key] = card.location
                    placed.cards[card.key] = card.location
                    rules.cards[card.key] = cardRules(card)
                }
            case "tours":
                guard case .array(let tours) = entry.value else {
                    wrongType(entry, expected: "an array of tours")
                    continue
                }
                for value in tours { if let tour = tour(value, at: entry) { rules.tours.append(tour) } }
            case "style": rules.style = style(entry, of: "the file")
            default: unknown(entry, among: TutorialRules.topLevelKeys, in: "the top level")
            }
        }
        findings += rules.diagnostics(locating: locations)
        return rules
    }

    mutating func cardRules(_ card: PropertyListDictionary.Entry) -> TutorialRuleSet {
        var set = TutorialRuleSet()
        var presentationLocation: SourceLocation?
        for entry in dictionary(card.value, at: card, of: "card \"\(card.key)\"") {
            switch entry.key {
            case "maxDisplayCount":
                if case .string("unlimited") = entry.value {
                    set.maxDisplayCount = nil
                } else if let count = count(entry) {
                    set.maxDisplayCount = count
                }
            case "maxDismissals": set.maxDismissals = count(entry)
            case "maxDisplayDuration": set.maxDisplayDuration = seconds(entry.value, at: entry)
            case "group": set.group = string(entry)
            case "ignoresFrequency":
                if let flag = bool(entry) { set.ignoresFrequency = flag }
            case "prerequisites":
                locations[card.key] = entry.location
                placed.prerequisites[card.key] = entry.location
                set.prerequisites = strings(entry, of: "tutorial keys")
            case "newInVersion":
                guard let text = string(entry) else { continue }
                if let version = AppVersion(text) {
                    set.newInVersion = version
                } else {
                    fail(
                        "\"\(text)\" is not an app version.", at: entry.location, fix: "Write it as 2, 2.1 or 2.1.3.",
                        code: .rulesBadValue)
                }
            case "expires":
                switch entry.value {
                case .date(let date): set.expires = date
                case .string(let text):
                    if let date = try? Date(text, strategy: .iso8601) {
                        set.expires = date
                    } else {
                        fail(
                            "\"\(text)\" is not a date.", at: entry.location,
                            fix: "Write it as ISO 8601 in UTC: 2027-01-31T00:00:00Z.", code: .rulesBadValue)
                    }
                default: wrongType(entry, expected: "a date (ISO 8601 text, or <date> in a property list)")
                }
            case "spotlight": set.spotlight = spotlight(entry, of: card.key)
            case "invalidatedByActions": set.invalidatingActions = actionIDs(entry)
            case "actions": set.actions = actions(entry, of: card.key)
            case "image": set.image = image(entry, of: card.key)
            case "presentation":
                presentationLocation = entry.location
                set.presentation = named(
                    TutorialPresentation.self, entry, what: "presentation",
                    newerFallback: "the default presentation (spotlight with a spotlight, overlay without)")
            case "style": set.style = style(entry, of: "card \"\(card.key)\"")
            default: unknown(entry, among: TutorialRules.cardKeys, in: "card \"\(card.key)\"")
            }
        }
        checkInvalidatingActions(of: set, card: card)
        checkPresentation(of: set, card: card, at: presentationLocation)
        return set
    }

    mutating func tour(_ value: PropertyListValue, at parent: PropertyListDictionary.Entry) -> TutorialTour? {
        guard let fields = value.dictionaryValue else {
            wrongType(parent, expected: "an array of tours ({\"name\": …, \"steps\": […]})", found: value)
            return nil
        }
        var name: String?
        var steps: [String] = []
        var kind = TutorialTour.Kind.sequence
        var allowsBack = false
        for entry in fields {
            switch entry.key {
            case "name": name = string(entry)
            case "steps":
                guard case .array(let keys) = entry.value else {
                    wrongType(entry, expected: "an array of tutorial keys")
                    continue
                }
                steps = keys.compactMap(\.stringValue)
                if steps.count != keys.count { wrongType(entry, expected: "an array of tutorial keys (strings)") }
            case "kind":
                guard let text = string(entry) else { continue }
                if let parsed = TutorialTour.Kind(rawValue: text) {
                    kind = parsed
                } else {
                    unknownName(text, among: ["sequence", "firstAvailable"], at: entry.location, what: "tour kind")
                }
            case "back":
                if let flag = bool(entry) { allowsBack = flag }
            default: unknown(entry, among: TutorialRules.tourKeys, in: "a tour")
            }
        }
        guard let name else {
            fail(
                "A tour has no name.", at: fields.location ?? parent.location, fix: "Add \"name\": \"Basics\" to it.",
                code: .rulesMissingKey)
            return nil
        }
        if allowsBack, kind == .firstAvailable {
            fail(
                "The group \"\(name)\" shows the first available card, which has no step before it to go back to.",
                at: fields.location ?? parent.location,
                fix: "Remove \"back\", or make the tour's kind \"sequence\".", code: .rulesBackWithoutSteps)
        }
        locations["tour " + name] = fields.location ?? parent.location
        placed.tours[name] = fields.location ?? parent.location
        return TutorialTour(name, steps: steps, kind: kind, allowsBack: allowsBack)
    }

    // MARK: Values

    mutating func frequency(_ value: PropertyListValue, at entry: PropertyListDictionary.Entry) -> TutorialFrequency? {
        if let name = value.stringValue {
            if let frequency = TutorialRules.frequencyNames[name] { return frequency }
            unknownName(
                name, among: TutorialRules.frequencyNames.keys.sorted(), at: entry.location, what: "frequency",
                orNumber: true)
            return nil
        }
        return seconds(value, at: entry).map { .custom($0) }
    }

    /// A number of seconds from 0 to ``TutorialRules/maximumSeconds``. A larger one is refused, not
    /// clamped: a value that large is a slip (milliseconds, or a stray digit) that the author
    /// should see. (The engine itself takes any interval given in code without trapping.)
    mutating func seconds(_ value: PropertyListValue, at entry: PropertyListDictionary.Entry) -> Double? {
        let number: Double
        switch value {
        case .integer(let whole) where whole >= 0: number = Double(whole)
        case .real(let real) where real >= 0 && real.isFinite: number = real
        default:
            wrongType(entry, expected: "a number of seconds (0 or more)", found: value)
            return nil
        }
        guard number <= TutorialRules.maximumSeconds else {
            fail(
                "\"\(entry.key)\" is \(number) seconds, more than 100 years.", at: entry.location,
                fix: "Write a number of seconds up to \(Int(TutorialRules.maximumSeconds)) (100 years).",
                code: .rulesBadValue)
            return nil
        }
        return number
    }

    mutating func count(_ entry: PropertyListDictionary.Entry) -> Int? {
        if case .integer(let number) = entry.value, number >= 0, number <= Int64(Int32.max) { return Int(number) }
        wrongType(entry, expected: "a whole number, 0 or more")
        return nil
    }

    /// The entry's `true` or `false`; anything else is a wrong-type finding and `nil`.
    mutating func bool(_ entry: PropertyListDictionary.Entry) -> Bool? {
        if case .bool(let flag) = entry.value { return flag }
        wrongType(entry, expected: "true or false")
        return nil
    }

    mutating func string(_ entry: PropertyListDictionary.Entry) -> String? {
        if let text = entry.value.stringValue { return text }
        wrongType(entry, expected: "text")
        return nil
    }

    /// The entry's array of texts (`what` names them in a finding); each element of another type
    /// is a wrong-type finding and left out.
    mutating func strings(_ entry: PropertyListDictionary.Entry, of what: String) -> [String] {
        guard case .array(let values) = entry.value else {
            wrongType(entry, expected: "an array of \(what)")
            return []
        }
        return values.compactMap { value in
            if let text = value.stringValue { return text }
            wrongType(entry, expected: "an array of \(what) (strings)", found: value)
            return nil
        }
    }

    mutating func dictionary(
        _ value: PropertyListValue, at entry: PropertyListDictionary.Entry, of what: String
    ) -> PropertyListDictionary {
        if let dictionary = value.dictionaryValue { return dictionary }
        wrongType(entry, expected: "a dictionary (\(what))")
        return PropertyListDictionary()
    }

    // MARK: Findings

    mutating func fail(_ message: String, at location: SourceLocation?, fix: String, code: DiagnosticCode) {
        findings.append(Diagnostic(.error, message, at: location, fix: fix, code: code))
    }

    mutating func wrongType(
        _ entry: PropertyListDictionary.Entry, expected: String, found: PropertyListValue? = nil
    ) {
        fail(
            "\"\(entry.key)\" must be \(expected), not \((found ?? entry.value).typeName).", at: entry.location,
            fix: "Write \"\(entry.key)\" as \(expected).", code: .rulesWrongType)
    }

    /// A key `place` does not accept (`kind` names what keys there are: rules, style keys, …),
    /// with a did-you-mean among `names`.
    mutating func unknown(
        _ entry: PropertyListDictionary.Entry, among names: [String], in place: String, kind: String = "rule"
    ) {
        let suggestion = EditDistance.closest(to: entry.key, among: names)
        if isNewer {
            warnings.append(
                Diagnostic(
                    .warning,
                    "Unknown \(kind) \"\(entry.key)\" in \(place): the file is rules format \(format), and this "
                        + "app's Guidebook is older (it reads format \(TutorialRules.supportedFormat)), so the cards are "
                        + "shown without \"\(entry.key)\".",
                    at: entry.location, fix: newerFix(suggestion), code: .rulesNewerKey))
            return
        }
        let fix = suggestion.map { "Did you mean \"\($0)\"?" } ?? "Use one of \(names.joined(separator: ", "))."
        fail("Unknown \(kind) \"\(entry.key)\" in \(place).", at: entry.location, fix: fix, code: .rulesUnknownKey)
    }

    mutating func unknownName(
        _ name: String, among names: [String], at location: SourceLocation?, what: String, orNumber: Bool = false
    ) {
        var fix = "Use one of \(names.joined(separator: ", "))\(orNumber ? ", or a number of seconds" : "")."
        if let suggestion = EditDistance.closest(to: name, among: names) { fix = "Did you mean \"\(suggestion)\"?" }
        fail("Unknown \(what) \"\(name)\".", at: location, fix: fix, code: .rulesUnknownName)
    }
}
