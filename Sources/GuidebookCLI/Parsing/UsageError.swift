/// A command line that does not fit the command: printed with the fix, exit status 2.
enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No such subcommand.
    case unknownCommand(String, suggestion: String?)
    /// No such option for this subcommand.
    case unknownOption(String, command: String, suggestion: String?)
    /// An option that takes a value was last on the line.
    case missingValue(option: String, valueName: String, command: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, command: String)
    /// A value outside the option's choices.
    case invalidChoice(option: String, value: String, choices: [String], command: String)
    /// A single-valued option given twice.
    case repeatedOption(option: String, command: String)
    /// A required positional argument is missing.
    case missingArgument(String, command: String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String, command: String)
    /// An option that does not fit the file it is given with (`--to v2` for a `.strings` file):
    /// what the option reads, what the file is, and what to write instead.
    case optionDoesNotFitFile(option: String, file: String, reads: String, found: String, fix: String)
    /// A value the option cannot read: what it expects, with an example.
    case malformedValue(option: String, value: String, expected: String, command: String)
    /// Two things the command does not take together (`--tour` and a KEY): what to drop.
    case conflicting(String, with: String, command: String)

    var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            var text = "Unknown command '\(name)'."
            if let suggestion { text += " Did you mean '\(suggestion)'?" }
            return text + " Run 'guidebook --help' for the list of commands."
        case .unknownOption(let option, let command, let suggestion):
            var text = "Unknown option '\(option)' for 'guidebook \(command)'."
            if let suggestion { text += " Did you mean '\(suggestion)'?" }
            return text + " Run 'guidebook \(command) --help' for its options."
        case .missingValue(let option, let valueName, let command):
            return "Option '\(option)' of 'guidebook \(command)' needs a value: write '\(option) \(valueName)'."
        case .unexpectedValue(let option, let command):
            return
                "Option '\(option)' of 'guidebook \(command)' is a switch and takes no value: write '\(option)' alone."
        case .invalidChoice(let option, let value, let choices, let command):
            return
                "'\(value)' is not a value of '\(option)' for 'guidebook \(command)': use one of \(choices.joined(separator: ", "))."
        case .repeatedOption(let option, let command):
            return "Option '\(option)' of 'guidebook \(command)' was given twice: give it once."
        case .missingArgument(let name, let command):
            return "'guidebook \(command)' needs \(name). Run 'guidebook \(command) --help' for usage."
        case .unexpectedArgument(let argument, let command):
            return
                "'guidebook \(command)' does not take the extra argument '\(argument)'. Run 'guidebook \(command) --help' for usage."
        case .optionDoesNotFitFile(let option, let file, let reads, let found, let fix):
            return "'\(option)' reads \(reads), but '\(file)' is \(found). \(fix)"
        case .malformedValue(let option, let value, let expected, let command):
            return "'\(value)' is not a value of '\(option)' for 'guidebook \(command)': write \(expected)."
        case .conflicting(let first, let second, let command):
            return
                "'guidebook \(command)' does not take \(first) together with \(second): give one of them. Run 'guidebook \(command) --help' for usage."
        }
    }
}
