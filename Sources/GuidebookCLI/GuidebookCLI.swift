import Guidebook

/// The `guidebook` command line, as a library so tests and other tools can run it.
///
/// ```swift
/// let status = await GuidebookCLI.run(["show", "Welcome", "--language", "de"])
/// ```
public enum GuidebookCLI {
    /// Every subcommand, in the order `guidebook --help` lists them.
    static let commands: [any Command.Type] = [
        // Each command file adds itself here.
        ShowCommand.self,
        DemoCommand.self,
        PreviewCommand.self,
        LintCommand.self,
        ConvertCommand.self,
        SearchCommand.self,
        PublishCommand.self,
        IndexCommand.self,
        UpdateCommand.self,
        KeysCommand.self,
    ]

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext = .standard) async -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            context.print(overview)
            return arguments.isEmpty ? 2 : 0
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            let error = UsageError.unknownCommand(
                name, suggestion: EditDistance.closest(to: name, among: commands.map { $0.spec.name }))
            context.report(error)
            return 2
        }
        do {
            let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: command.spec)
            if parsed.wantsHelp {
                context.print(command.spec.helpText)
                return 0
            }
            return try await command.run(parsed, in: context)
        } catch let error as UsageError {
            context.report(error)
            return 2
        } catch {
            context.report(error)
            return 1
        }
    }

    /// `guidebook --help`.
    static var overview: String {
        var lines = [
            "guidebook — first-run tutorials and an in-app help book for iPhone apps.",
            "",
            "USAGE: guidebook COMMAND [ARGUMENTS] [OPTIONS]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            lines.append(
                "  \(command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.spec.summary)")
        }
        lines.append("")
        lines.append(
            "CONTENT defaults to \(defaultContentPath). Run 'guidebook COMMAND --help' for a command's options.")
        lines.append("Exit status: 0 ok, 1 findings or errors, 2 usage.")
        return lines.joined(separator: "\n")
    }
}
