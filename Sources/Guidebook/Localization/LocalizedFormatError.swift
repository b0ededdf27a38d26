/// Why a key's format, variables or variations in a `.stringsdict` file or a String Catalog
/// cannot be resolved safely: found when the table is read, so no app ever meets it on screen.
///
/// ```swift
/// do {
///     _ = try StringsDictionary(data: data, file: "en.lproj/Tutorial.stringsdict")
/// } catch {
///     print(error.diagnostic)
///     // en.lproj/Tutorial.stringsdict:6:13: error: "k" names argument 0 in "%0$#@v@"; …
/// }
/// ```
public enum LocalizedFormatError: DiagnosticError, Equatable {
    /// A specifier names argument 0 (`%0$d`); arguments count from 1.
    case argumentZero(key: String, specifier: String, at: SourceLocation)
    /// A specifier or a substitution names an argument past the number the format takes
    /// (`%3$d` in a format with two arguments).
    case argumentBeyond(key: String, specifier: String, argument: Int, count: Int, at: SourceLocation)
    /// A variable is defined without a plural rule (no `NSStringFormatSpecTypeKey`
    /// `NSStringPluralRuleType`, no `variations`).
    case substitutionWithoutRule(key: String, name: String, at: SourceLocation)
    /// A plural rule, or a key's own plural variation (`name` `nil`), has no `other` form.
    case ruleWithoutOther(key: String, name: String?, at: SourceLocation)
    /// The format uses `%#@name@` but the key defines no variable of that name.
    case undefinedVariable(key: String, name: String, at: SourceLocation)
    /// Variables refer to each other in a loop (`a` uses `b`, `b` uses `a`).
    case recursion(key: String, cycle: [String], at: SourceLocation)
    /// A form uses a specifier of another kind than its rule's type (`%@` where the type is `d`).
    case typeMismatch(key: String, name: String, specifier: String, type: String, at: SourceLocation)
    /// A rule's type (`NSStringFormatValueTypeKey`, `formatSpecifier`) is no format specifier.
    case invalidType(key: String, name: String, type: String, at: SourceLocation)
    /// A plural rule has a form that is no CLDR plural category (`several`).
    case unknownPluralCategory(key: String, name: String, category: String, at: SourceLocation)
    /// A device variation names a device Guidebook does not know (`iphon`).
    case unknownDevice(key: String, device: String, at: SourceLocation)

    /// Where the problem is: the key's format, rule or variation in its file.
    public var location: SourceLocation {
        switch self {
        case .argumentZero(_, _, let location), .argumentBeyond(_, _, _, _, let location),
            .substitutionWithoutRule(_, _, let location), .ruleWithoutOther(_, _, let location),
            .undefinedVariable(_, _, let location), .recursion(_, _, let location),
            .typeMismatch(_, _, _, _, let location), .invalidType(_, _, _, let location),
            .unknownPluralCategory(_, _, _, let location), .unknownDevice(_, _, let location):
            location
        }
    }

    /// The finding: a stable code, what is wrong (the key, the specifier or variable), where,
    /// and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .argumentZero(let key, let specifier, let location):
            Diagnostic(
                .error, "\"\(key)\" names argument 0 in \"\(specifier)\"; arguments are counted from 1.",
                at: location, fix: "Write %1$ for the first argument, %2$ for the second.",
                code: .formatArgumentZero)
        case .argumentBeyond(let key, let specifier, let argument, let count, let location):
            Diagnostic(
                .error,
                "\"\(key)\" names argument \(argument) in \"\(specifier)\", but its format takes "
                    + "\(count == 1 ? "1 argument" : "\(count) arguments").",
                at: location, fix: "Number the arguments from 1 without gaps, or add the missing specifier.",
                code: .formatArgumentBeyond)
        case .substitutionWithoutRule(let key, let name, let location):
            Diagnostic(
                .error, "The variable \"\(name)\" of \"\(key)\" has no plural rule.", at: location,
                fix: "Give it NSStringFormatSpecTypeKey NSStringPluralRuleType (in a String Catalog, "
                    + "\"variations\" › \"plural\").",
                code: .formatVariableWithoutRule)
        case .ruleWithoutOther(let key, let name, let location):
            Diagnostic(
                .error,
                name.map { "The plural rule of \"\($0)\" in \"\(key)\" has no \"other\" form." }
                    ?? "The plural variation of \"\(key)\" has no \"other\" form.",
                at: location, fix: "Add an \"other\" form: it is used for every count the other forms do not cover.",
                code: .formatRuleWithoutOther)
        case .undefinedVariable(let key, let name, let location):
            Diagnostic(
                .error, "\"\(key)\" uses the variable \"\(name)\" (%#@\(name)@), which it does not define.",
                at: location, fix: "Define \"\(name)\" beside the format, or correct the name.",
                code: .formatUndefinedVariable)
        case .recursion(let key, let cycle, let location):
            Diagnostic(
                .error,
                "The variables of \"\(key)\" refer to each other in a loop: "
                    + cycle.map { "\"\($0)\"" }.joined(separator: " → ") + ".",
                at: location, fix: "A variable's forms may use other variables, never one that leads back to it.",
                code: .formatRecursiveVariable)
        case .typeMismatch(let key, let name, let specifier, let type, let location):
            Diagnostic(
                .error,
                "A form of \"\(name)\" in \"\(key)\" uses \"\(specifier)\", but the rule's type is \"\(type)\" "
                    + "(\(FormatTemplate.valueKind(of: type) ?? "a number")).",
                at: location, fix: "Use a specifier of the rule's type (%\(type)), or change the type.",
                code: .formatTypeMismatch)
        case .invalidType(let key, let name, let type, let location):
            Diagnostic(
                .error, "The rule of \"\(name)\" in \"\(key)\" has the type \"\(type)\", which is no format specifier.",
                at: location, fix: "Write a specifier without its percent sign: d, ld, lld, u, f, @.",
                code: .formatInvalidType)
        case .unknownPluralCategory(let key, let name, let category, let location):
            Diagnostic(
                .error,
                "The plural rule of \"\(name)\" in \"\(key)\" has the form \"\(category)\", which is no plural category.",
                at: location, fix: "Use zero, one, two, few, many or other.", code: .formatUnknownPluralCategory)
        case .unknownDevice(let key, let device, let location):
            Diagnostic(
                .error, "\"\(key)\" has a variation for the device \"\(device)\", which is not a device.",
                at: location,
                fix: "Use " + StringCatalog.Device.allCases.map(\.rawValue).dropLast().joined(separator: ", ")
                    + " or other.",
                code: .formatUnknownDevice)
        }
    }
}
