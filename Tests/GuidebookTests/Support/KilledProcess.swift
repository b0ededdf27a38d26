import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing

/// One run of a helper process that is killed with SIGKILL at a random moment: the loop the
/// crash tests (`StateFileCrashTests`, `ContentSwapCrashTests`) repeat thousands of times.
///
/// The helper prints one line for each thing it made durable (a flushed key, a committed set).
/// One kill in ten lands at once, while the helper starts up; the rest wait for its first line
/// and then land at a random point of its work.
struct KilledProcess {
    /// The lines the helper printed in full before it died: what it acknowledged. A line cut
    /// off by the kill (no line end yet) is not one.
    var acknowledged: [String]
    /// Whether the kill waited for the helper's first line (it was at work, not starting).
    var landedWhileWorking: Bool

    /// Runs `executable`, kills it, and waits for it to end.
    ///
    /// - Parameters:
    ///   - executable: The helper.
    ///   - arguments: Its arguments.
    ///   - attempt: The kill's number: every tenth (0, 10, ...) lands during start-up.
    ///   - maximumDelay: The longest wait after the first line, in microseconds.
    init(_ executable: URL, arguments: [String], attempt: Int, maximumDelay: UInt32) throws {
        let output = Locked(Data())
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.withLock { $0.append(data) }
        }
        try process.run()
        if attempt % 10 == 0 {
            usleep(UInt32.random(in: 0...5_000))
            landedWhileWorking = false
        } else {
            // Up to 10 s for the first line, then a random point of the work.
            var waited = 0
            while output.withLock({ $0.isEmpty }) && process.isRunning && waited < 20_000 {
                usleep(500)
                waited += 1
            }
            usleep(UInt32.random(in: 0...maximumDelay))
            landedWhileWorking = true
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        let rest = pipe.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: output.withLock { $0 } + rest, as: UTF8.self)
        acknowledged = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            .filter { !$0.isEmpty }
    }
}
