import Foundation
import Guidebook

/// Where a command writes and what it knows of its surroundings. The real binary
/// uses the process's streams; tests pass closures that collect the text.
public struct CommandContext: Sendable {
    /// Writes to standard output (no newline added).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error (no newline added).
    public var writeError: @Sendable (String) -> Void
    /// The environment variables.
    public var environment: [String: String]
    /// Whether standard input is a terminal (interactive presenters need one).
    public var inputIsTerminal: Bool

    /// Creates a context.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        inputIsTerminal: Bool = false
    ) {
        self.write = write
        self.writeError = writeError
        self.environment = environment
        self.inputIsTerminal = inputIsTerminal
    }

    /// The process's own streams and environment.
    public static var standard: CommandContext {
        CommandContext(
            write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
            environment: ProcessInfo.processInfo.environment,
            inputIsTerminal: isatty(STDIN_FILENO) == 1
        )
    }

    /// Writes a line to standard output.
    func print(_ line: String) { write(line + "\n") }
    /// Writes a line to standard error.
    func printError(_ line: String) { writeError(line + "\n") }

    /// Writes a finding to standard error in the form compilers use
    /// (`path:line:column: error: message fix`): the one place findings become text.
    func report(_ diagnostic: Diagnostic) { printError(diagnostic.description) }

    /// Writes an error to standard error: its ``Diagnostic`` when it has one, else `error: …`.
    func report(_ error: any Error) {
        if let error = error as? any DiagnosticError {
            report(error.diagnostic)
        } else {
            printError("error: \(error)")
        }
    }
}
