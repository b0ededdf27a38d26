import Guidebook

/// The arguments of one subcommand after parsing against its `CommandSpec`.
struct ParsedArguments: Sendable {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// Option values by option name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given.
    var flags: Set<String> = []
    /// Whether `--help` was asked for.
    var wantsHelp = false

    /// The last value of an option, or `nil`.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
    /// The positional at `index`, or `nil`.
    func positional(_ index: Int) -> String? { index < positionals.count ? positionals[index] : nil }

    /// The CONTENT folder given as the positional at `index`, or the default content folder.
    func contentPath(at index: Int) -> String { positional(index) ?? defaultContentPath }

    /// Parses `arguments` against `spec`.
    ///
    /// - Throws: `UsageError` for an unknown option (with a suggestion), a missing or
    ///   invalid value, or too many positional arguments.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.wantsHelp = true
                continue
            }
            var name = String(argument.drop(while: { $0 == "-" }))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let suggestion = EditDistance.closest(to: name, among: spec.options.map(\.name) + ["help"])
                throw .unknownOption(argument, command: spec.name, suggestion: suggestion.map { "--\($0)" })
            }
            if option.valueName == nil {
                if inlineValue != nil { throw .unexpectedValue(option: "--\(name)", command: spec.name) }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: "--\(name)", valueName: option.valueName ?? "VALUE", command: spec.name)
            }
            if let choices = option.choices, !choices.contains(value) {
                throw .invalidChoice(option: "--\(name)", value: value, choices: choices, command: spec.name)
            }
            if !option.repeatable, result.values[name] != nil {
                throw .repeatedOption(option: "--\(name)", command: spec.name)
            }
            result.values[name, default: []].append(value)
        }
        if result.wantsHelp { return result }
        let required = spec.positionals.filter { !$0.optional }.count
        if result.positionals.count < required {
            throw .missingArgument(spec.positionals[result.positionals.count].name, command: spec.name)
        }
        if result.positionals.count > spec.positionals.count {
            throw .unexpectedArgument(result.positionals[spec.positionals.count], command: spec.name)
        }
        return result
    }
}
