import Foundation

/// The process's terminal: size, raw mode and single key presses. Shared by `show` and `demo`.
///
/// ```swift
/// let key = Terminal.withRawMode { Terminal.readKey() }   // restores the terminal afterwards
/// let width = Terminal.size()?.columns ?? 80
/// ```
enum Terminal {
    /// One key press, as far as a card cares.
    enum Key: Equatable, Sendable {
        /// Escape: skip.
        case escape
        /// Control-C or Control-D: give up without counting the card as seen.
        case interrupt
        /// Any other key (bytes as read).
        case other([UInt8])
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal (colours and cursor movement are only used then).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The terminal's size in character cells, or `nil` when output is not a terminal.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        for descriptor in [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO] {
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    /// Runs `body` with standard input in raw mode (no echo, no line buffering, no signals from
    /// Control-C) and the cursor hidden; restores both afterwards, also when `body` throws.
    /// Without a terminal it just runs `body`.
    static func withRawMode<Result>(_ body: () throws -> Result) rethrows -> Result {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write("\u{1B}[?25l")
        defer {
            var restore = original
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &restore)
            write("\u{1B}[?25h")
        }
        return try body()
    }

    /// Waits for one key press (in raw mode) and returns it; `nil` at end of input.
    static func readKey() -> Key? {
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            let bytes = Array(buffer[0..<count])
            if bytes == [0x1B] { return .escape }
            if bytes == [0x03] || bytes == [0x04] { return .interrupt }
            return .other(bytes)
        }
    }

    /// Reads standard input until it ends (for non-interactive runs: the card stays until input ends).
    static func drainInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
        }
    }

    /// Writes straight to standard output (unbuffered, so it is seen before a blocking read).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
