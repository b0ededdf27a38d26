/// What a subcommand accepts: its positional arguments and options, used both to
/// parse and to print `--help`.
struct CommandSpec: Sendable {
    /// One `--option`.
    struct Option: Sendable {
        /// The long name without dashes: `state` for `--state`.
        var name: String
        /// The value's placeholder (`FILE`); `nil` for a flag.
        var valueName: String?
        /// One line of help.
        var help: String
        /// Whether it may be given more than once (`--sources DIR`...).
        var repeatable = false
        /// The values accepted, when the set is closed (`text|json`).
        var choices: [String]? = nil
    }

    /// One positional argument.
    struct Positional: Sendable {
        var name: String
        var help: String
        var optional = true
    }

    var name: String
    var summary: String
    var positionals: [Positional]
    var options: [Option]
    /// Extra paragraphs for `--help` (examples, exit status).
    var discussion: String = ""

    /// The usage line: `guidebook show KEY [CONTENT] [--state FILE]...`.
    var usage: String {
        var parts = ["guidebook", name]
        for positional in positionals {
            parts.append(positional.optional ? "[\(positional.name)]" : positional.name)
        }
        for option in options {
            var text = "--\(option.name)"
            if let valueName = option.valueName { text += " \(valueName)" }
            parts.append("[\(text)]\(option.repeatable ? "..." : "")")
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    var helpText: String {
        var lines = ["\(summary)", "", "USAGE: \(usage)", ""]
        if !positionals.isEmpty {
            lines.append("ARGUMENTS:")
            for positional in positionals {
                lines.append(
                    "  \(positional.name.padding(toLength: 18, withPad: " ", startingAt: 0))\(positional.help)")
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in options {
            var head = "--\(option.name)"
            if let valueName = option.valueName { head += " \(valueName)" }
            var help = option.help
            if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
            lines.append("  \(head.padding(toLength: 18, withPad: " ", startingAt: 0))\(help)")
        }
        lines.append("  \("-h, --help".padding(toLength: 18, withPad: " ", startingAt: 0))Show this help.")
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n")
    }
}
