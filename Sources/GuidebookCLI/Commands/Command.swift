/// One `guidebook` subcommand.
protocol Command: Sendable {
    /// Its name, options and help.
    static var spec: CommandSpec { get }
    /// Runs it and returns the exit status: 0 ok, 1 findings or errors, 2 usage.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32
}

/// The default content folder, relative to the working directory.
let defaultContentPath = "Examples/Compositions"
