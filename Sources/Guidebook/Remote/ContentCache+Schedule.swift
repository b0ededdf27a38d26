import Foundation

/// The schedule file: when the last check ran and how many failed in a row, written after every
/// check without a rename or an `fsync`.
///
/// A check that ends in 304 must cost little more than the request itself, and replacing a file
/// by rename costs more CPU here than the whole exchange. So the file holds two fixed 64-byte
/// slots, each a line `GBS1 <sequence> <last check> <failures> <checksum>`; a store overwrites
/// the slot with the older sequence in place. A write torn by a crash spoils only that slot,
/// and the reader takes the valid slot with the higher sequence: the previous schedule. A power
/// cut may also bring back the previous schedule; that costs one early check or a shorter
/// back-off, never content. A file with no valid slot is moved aside and reported.
extension ContentCache {
    /// One slot's size; two slots make the file.
    static let scheduleSlotSize = 64

    var scheduleURL: URL { root.appendingPathComponent("schedule") }

    /// The stored schedule (an empty one when there is none or it cannot be read).
    package func schedule() -> Schedule {
        readSchedule().schedule
    }

    /// The stored schedule, and a warning when the file was unreadable and moved aside.
    package func readSchedule() -> (schedule: Schedule, problem: Diagnostic?) {
        guard let data = FileManager.default.contents(atPath: scheduleURL.path), !data.isEmpty else {
            return (Schedule(), nil)
        }
        if let (_, schedule) = Self.newestSlot(in: data) { return (schedule, nil) }
        let aside = root.appendingPathComponent("schedule.unreadable-\(Int(Date().timeIntervalSince1970))")
        let moved = rename(scheduleURL.path, aside.path) == 0
        let problem = Diagnostic(
            .warning,
            "The update schedule holds no readable entry\(moved ? "; it was moved to \(aside.lastPathComponent)" : "").",
            at: SourceLocation(file: scheduleURL.path, line: 1, column: 1),
            fix: "Nothing to do: the next check runs now and writes a new schedule.", code: "remote-schedule-unreadable"
        )
        return (Schedule(), problem)
    }

    /// Stores the schedule in the older slot (see the extension's summary for why in place).
    package func storeSchedule(_ schedule: Schedule) {
        let data = FileManager.default.contents(atPath: scheduleURL.path) ?? Data()
        let newest = Self.newestSlot(in: data)
        let sequence = (newest?.sequence ?? 0) &+ 1
        let slot = Int(sequence % 2)
        let line = Self.slotLine(sequence: sequence, schedule: schedule)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let descriptor = open(scheduleURL.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        line.withUnsafeBytes { buffer in
            _ = pwrite(descriptor, buffer.baseAddress, buffer.count, off_t(slot * Self.scheduleSlotSize))
        }
    }

    /// The 64-byte line for one slot.
    static func slotLine(sequence: UInt64, schedule: Schedule) -> [UInt8] {
        let last = schedule.lastCheck.map { String(format: "%.3f", $0.timeIntervalSince1970) } ?? "-"
        let sequenceText = String(sequence, radix: 16)
        let body =
            "GBS1 \(String(repeating: "0", count: max(0, 16 - sequenceText.count)))\(sequenceText) "
            + "\(last) \(max(0, schedule.consecutiveFailures)) "
        var bytes = Array(body.utf8)
        bytes += Array(SHA256.hash(Data(bytes)).hex.prefix(8).utf8)
        bytes += Array(repeating: UInt8(ascii: " "), count: max(0, scheduleSlotSize - 1 - bytes.count))
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// The valid slot with the highest sequence in `data`, if any.
    static func newestSlot(in data: Data) -> (sequence: UInt64, schedule: Schedule)? {
        var best: (sequence: UInt64, schedule: Schedule)?
        for slot in 0..<2 {
            let start = slot * scheduleSlotSize
            guard data.count >= start + scheduleSlotSize,
                let line = String(bytes: data[start..<(start + scheduleSlotSize)], encoding: .utf8),
                let parsed = parseSlot(line)
            else { continue }
            if best.map({ parsed.sequence > $0.sequence }) ?? true { best = parsed }
        }
        return best
    }

    /// One slot's line, when its checksum and fields are right.
    private static func parseSlot(_ line: String) -> (sequence: UInt64, schedule: Schedule)? {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 5, fields[0] == "GBS1", let checksumEnd = line.range(of: " \(fields[4])")
        else { return nil }
        let body = line[..<line.index(after: checksumEnd.lowerBound)]
        guard SHA256.hash(Data(body.utf8)).hex.prefix(8) == fields[4].prefix(8), fields[4].count == 8,
            let sequence = UInt64(fields[1], radix: 16), let failures = Int(fields[3]), failures >= 0
        else { return nil }
        var schedule = Schedule()
        schedule.consecutiveFailures = failures
        if fields[2] != "-" {
            guard let seconds = Double(fields[2]), seconds.isFinite else { return nil }
            schedule.lastCheck = Date(timeIntervalSince1970: seconds)
        }
        return (sequence, schedule)
    }
}
