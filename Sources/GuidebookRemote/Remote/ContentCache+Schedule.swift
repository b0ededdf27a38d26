import Foundation

/// The schedule file: when the last check ran and how many failed in a row, written after every
/// check without a rename or an `fsync`.
///
/// A check that ends in 304 must cost little more than the request itself, and replacing a file
/// by rename costs more CPU here than the whole exchange. So the file holds two fixed 64-byte
/// slots, each a line of fixed columns, `GBS2 <sequence> <last check, ms> <failures> <checksum>`;
/// a store overwrites the slot with the older sequence in place. A write torn by a crash spoils
/// only that slot, and the reader takes the valid slot with the higher sequence: the previous
/// schedule. A power cut may also bring back the previous schedule; that costs one early check
/// or a shorter back-off, never content. A file with no valid slot is moved aside and reported.
///
/// The columns are read and written as bytes: Foundation's string formatting and searching cost
/// more here than the rest of a 304 check.
extension ContentCache {
    /// One slot's size; two slots make the file.
    static let scheduleSlotSize = 64
    /// Where the checksum starts; it covers the bytes before it.
    static let scheduleChecksumOffset = 54
    /// The bytes a slot's record fills (the rest is padding and the newline).
    static let scheduleRecordSize = 62
    private static let scheduleTag = Array("GBS2 ".utf8)

    var scheduleURL: URL { URL(fileURLWithPath: schedulePath) }

    /// The stored schedule (an empty one when there is none or it cannot be read).
    package func schedule() -> Schedule {
        readSchedule().schedule
    }

    /// The stored schedule, the sequence of the slot it was read from (0 when none), and a
    /// warning when the file was unreadable and moved aside.
    package func readSchedule() -> (schedule: Schedule, sequence: UInt64, problem: Diagnostic?) {
        let bytes = readScheduleBytes()
        guard !bytes.isEmpty else { return (Schedule(), 0, nil) }
        if let (sequence, schedule) = Self.newestSlot(in: bytes) { return (schedule, sequence, nil) }
        let aside = root.appendingPathComponent("schedule.unreadable-\(Int(Date().timeIntervalSince1970))")
        let moved = rename(schedulePath, aside.path) == 0
        let problem = Diagnostic(
            .warning,
            "The update schedule holds no readable entry\(moved ? "; it was moved to \(aside.lastPathComponent)" : "").",
            at: SourceLocation(file: schedulePath, line: 1, column: 1),
            fix: "Nothing to do: the next check runs now and writes a new schedule.", code: .remoteScheduleUnreadable
        )
        return (Schedule(), 0, problem)
    }

    /// Stores the schedule in the older slot (see the extension's summary for why in place).
    ///
    /// - Parameters:
    ///   - schedule: The schedule.
    ///   - newest: The newest slot's sequence, as ``readSchedule()`` gave it, when the caller
    ///     read the file since the last store (one updater per cache folder writes it); else
    ///     `nil`, and the file is read again.
    package func storeSchedule(_ schedule: Schedule, after newest: UInt64? = nil) {
        let sequence = (newest ?? Self.newestSlot(in: readScheduleBytes())?.sequence ?? 0) &+ 1
        let line = Self.slotLine(sequence: sequence, schedule: schedule)
        var descriptor = open(schedulePath, O_RDWR | O_CREAT, 0o644)
        if descriptor < 0, errno == ENOENT {
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            descriptor = open(schedulePath, O_RDWR | O_CREAT, 0o644)
        }
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let offset = off_t(Int(sequence % 2) * Self.scheduleSlotSize)
        line.withUnsafeBytes { buffer in
            _ = pwrite(descriptor, buffer.baseAddress, buffer.count, offset)
        }
    }

    /// The file's first two slots' worth of bytes; empty when there is no file.
    private func readScheduleBytes() -> [UInt8] {
        let descriptor = open(schedulePath, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 2 * Self.scheduleSlotSize + 1)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(bytes[0..<count]) : []
    }

    /// The 64-byte line for one slot.
    static func slotLine(sequence: UInt64, schedule: Schedule) -> [UInt8] {
        var line = scheduleTag
        line += column(String(sequence, radix: 16), width: 16, pad: UInt8(ascii: "0"))
        line.append(UInt8(ascii: " "))
        let milliseconds = schedule.lastCheck.map { (($0.timeIntervalSince1970) * 1000).rounded() }
        let lastText = milliseconds.flatMap { $0.isFinite && abs($0) < 9e18 ? String(Int64($0)) : nil } ?? "-"
        line += column(lastText, width: 20, pad: UInt8(ascii: " "))
        line.append(UInt8(ascii: " "))
        line += column(
            String(min(max(0, schedule.consecutiveFailures), 999_999_999)), width: 10, pad: UInt8(ascii: " "))
        line.append(UInt8(ascii: " "))
        line += checksum(line)
        line += [UInt8(ascii: " "), UInt8(ascii: "\n")]
        return line
    }

    /// `text` right-aligned in `width` bytes.
    private static func column(_ text: String, width: Int, pad: UInt8) -> [UInt8] {
        let bytes = Array(text.utf8)
        return Array(repeating: pad, count: max(0, width - bytes.count)) + bytes
    }

    /// The first four bytes of the SHA-256 of `bytes`, as 8 hex digits.
    private static func checksum(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return SHA256.hash(Data(bytes)).bytes.prefix(4).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
    }

    /// The valid slot with the highest sequence in `bytes`, if any.
    static func newestSlot(in bytes: [UInt8]) -> (sequence: UInt64, schedule: Schedule)? {
        var best: (sequence: UInt64, schedule: Schedule)?
        for slot in 0..<2 where bytes.count >= (slot + 1) * scheduleSlotSize {
            guard let parsed = parseSlot(bytes[(slot * scheduleSlotSize)..<((slot + 1) * scheduleSlotSize)]) else {
                continue
            }
            if best.map({ parsed.sequence > $0.sequence }) ?? true { best = parsed }
        }
        return best
    }

    /// One slot, when its tag, checksum and columns are right.
    private static func parseSlot(_ slot: ArraySlice<UInt8>) -> (sequence: UInt64, schedule: Schedule)? {
        let start = slot.startIndex
        let checksumStart = start + scheduleChecksumOffset
        guard slot.starts(with: scheduleTag),
            slot[checksumStart..<(start + scheduleRecordSize)].elementsEqual(checksum(slot[start..<checksumStart])),
            let sequence = UInt64(text(slot[(start + 5)..<(start + 21)]), radix: 16),
            let failures = Int(text(slot[(start + 43)..<(start + 53)])), failures >= 0
        else { return nil }
        var schedule = Schedule()
        schedule.consecutiveFailures = failures
        let last = text(slot[(start + 22)..<(start + 42)])
        if last != "-" {
            guard let milliseconds = Int64(last) else { return nil }
            schedule.lastCheck = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        return (sequence, schedule)
    }

    /// A column's text without its padding spaces.
    private static func text(_ column: ArraySlice<UInt8>) -> String {
        String(decoding: column.drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)
    }
}
