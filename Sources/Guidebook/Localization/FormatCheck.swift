/// Checks one key's content when its table is read (`.stringsdict` or String Catalog): every
/// positional argument, variable, plural category and device variation, so that resolving the
/// key can never meet an argument that is not there or a variable that leads nowhere.
///
/// The first problem is thrown as a ``LocalizedFormatError`` naming the key, the specifier or
/// variable, and its position in the file.
///
/// ```swift
/// try FormatCheck.check(content, key: "k", at: location, placeholders: false)
/// ```
struct FormatCheck {
    let key: String
    let substitutions: [String: StringCatalog.Substitution]
    let fallback: SourceLocation
    /// Whether forms write the substitution's argument as `%arg` (String Catalogs).
    let placeholders: Bool
    /// The number of arguments the key's format takes: the most any of its texts, or the key, takes.
    var argumentCount = 0
    /// Variables whose uses were followed to the end without a loop.
    var finished: Set<String> = []

    /// Checks `content`, the text of `key`.
    ///
    /// - Parameters:
    ///   - content: The key's content as read.
    ///   - key: The key, for messages.
    ///   - location: Where the key stands, for problems without a position of their own.
    ///   - placeholders: `true` for String Catalogs, whose forms write `%arg`.
    /// - Throws: The first ``LocalizedFormatError`` found.
    /// - Complexity: O(n) in the content's text, each variable followed once.
    static func check(
        _ content: StringCatalog.Content, key: String, at location: SourceLocation, placeholders: Bool
    ) throws(LocalizedFormatError) {
        var check = FormatCheck(
            key: key, substitutions: content.substitutions, fallback: location, placeholders: placeholders)
        try check.run(content)
    }

    private mutating func run(_ content: StringCatalog.Content) throws(LocalizedFormatError) {
        let texts = Self.units(of: content).map { unit in
            (template: FormatTemplate(unit.value), location: unit.location ?? content.location ?? fallback)
        }
        // A translation may leave an argument out (`%2$@` alone), so the key's own specifiers
        // (a String Catalog's key is its source text) count too.
        argumentCount = max(texts.map(\.template.argumentCount).max() ?? 0, FormatTemplate(key).argumentCount)
        for text in texts { try checkPositions(text.template, at: text.location) }
        try checkVariations(content.variations, name: nil, at: content.location ?? fallback)
        for name in substitutions.keys.sorted() {
            guard let substitution = substitutions[name] else { continue }
            try checkRule(substitution, name: name)
        }
        for text in texts {
            for specifier in text.template.specifiers {
                guard let name = specifier.variable else { continue }
                if let number = substitutions[name]?.argumentNumber, number > argumentCount {
                    throw .argumentBeyond(
                        key: key, specifier: specifier.text, argument: number, count: argumentCount,
                        at: substitutions[name]?.location ?? text.location)
                }
                try follow(name, path: [], at: text.location)
            }
        }
    }

    /// The string units of `content` and its variations, not its substitutions': every text the
    /// key's format can be.
    private static func units(of content: StringCatalog.Content) -> [StringCatalog.StringUnit] {
        var units = content.stringUnit.map { [$0] } ?? []
        units += content.variations?.allStringUnits ?? []
        return units
    }

    /// Argument 0, and arguments past the format's count.
    private func checkPositions(_ template: FormatTemplate, at location: SourceLocation) throws(LocalizedFormatError) {
        for specifier in template.specifiers {
            if specifier.explicitPosition == 0 {
                throw .argumentZero(key: key, specifier: specifier.text, at: location)
            }
            if !specifier.isArgumentPlaceholder, specifier.position > argumentCount {
                throw .argumentBeyond(
                    key: key, specifier: specifier.text, argument: specifier.position, count: argumentCount,
                    at: location)
            }
        }
    }

    /// Plural variations must have `other`; device variations must name devices; cases nest.
    private func checkVariations(
        _ variations: StringCatalog.Variations?, name: String?, at location: SourceLocation
    ) throws(LocalizedFormatError) {
        switch variations {
        case nil:
            return
        case .plural(let cases):
            guard cases[.other] != nil else { throw .ruleWithoutOther(key: key, name: name, at: location) }
            for category in PluralCategory.allCases {
                guard let content = cases[category] else { continue }
                try checkVariations(content.variations, name: name, at: content.location ?? location)
            }
        case .device(let cases):
            for device in cases.keys.sorted() {
                guard let content = cases[device] else { continue }
                guard StringCatalog.Device(rawValue: device) != nil else {
                    throw .unknownDevice(key: key, device: device, at: content.location ?? location)
                }
                try checkVariations(content.variations, name: name, at: content.location ?? location)
            }
        }
    }

    /// A variable's rule: variations with `other`, a type that is a specifier, forms whose
    /// specifiers take the rule's type and name arguments the format has.
    private func checkRule(_ substitution: StringCatalog.Substitution, name: String) throws(LocalizedFormatError) {
        let location = substitution.location ?? fallback
        guard let variations = substitution.variations else {
            throw .substitutionWithoutRule(key: key, name: name, at: location)
        }
        try checkVariations(variations, name: name, at: location)
        var typeKind: String?
        if let type = substitution.formatSpecifier {
            let template = FormatTemplate("%" + type)
            guard template.specifiers.count == 1, let only = template.specifiers.first, only.text == "%" + type,
                only.variable == nil, only.explicitPosition == nil
            else { throw .invalidType(key: key, name: name, type: type, at: location) }
            typeKind = FormatTemplate.valueKind(of: only.conversion)
        }
        for unit in variations.allStringUnits {
            let template = FormatTemplate(unit.value, placeholders: placeholders)
            let at = unit.location ?? location
            let plain = template.specifiers.filter { $0.variable == nil && !$0.isArgumentPlaceholder }
            for specifier in plain {
                if specifier.explicitPosition == 0 {
                    throw .argumentZero(key: key, specifier: specifier.text, at: at)
                }
                if let explicit = specifier.explicitPosition, explicit > max(argumentCount, 1) {
                    throw .argumentBeyond(
                        key: key, specifier: specifier.text, argument: explicit, count: argumentCount, at: at)
                }
                let isRuleArgument =
                    specifier.explicitPosition.map { $0 == substitution.argumentNumber }
                    ?? (plain.count == 1)
                if let typeKind, let type = substitution.formatSpecifier, isRuleArgument,
                    FormatTemplate.valueKind(of: specifier.conversion) != typeKind
                {
                    throw .typeMismatch(key: key, name: name, specifier: specifier.text, type: type, at: at)
                }
            }
        }
    }

    /// Follows the variables `name`'s forms use: each must be defined, and none may lead back.
    private mutating func follow(_ name: String, path: [String], at location: SourceLocation)
        throws(LocalizedFormatError)
    {
        if let start = path.firstIndex(of: name) {
            throw .recursion(key: key, cycle: Array(path[start...]) + [name], at: location)
        }
        guard !finished.contains(name) else { return }
        guard let substitution = substitutions[name] else {
            throw .undefinedVariable(key: key, name: name, at: location)
        }
        for unit in substitution.variations?.allStringUnits ?? [] {
            for specifier in FormatTemplate(unit.value, placeholders: placeholders).specifiers {
                guard let inner = specifier.variable else { continue }
                try follow(inner, path: path + [name], at: unit.location ?? substitution.location ?? location)
            }
        }
        finished.insert(name)
    }
}
