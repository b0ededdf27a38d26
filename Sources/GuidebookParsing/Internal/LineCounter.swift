/// Turns byte offsets into 1-based lines and columns for a UTF-8 buffer, lazily.
///
/// Readers ask for positions in increasing order (each `<key>`, each error), so the
/// counter only scans forward from where it stopped: all lookups of one file cost one
/// pass over it, eight bytes at a time where a word holds no line end. Line ends are
/// `\n`, `\r\n` and a lone `\r`; a column counts Unicode scalars (UTF-8 lead bytes) from
/// the line start.
///
/// The counter keeps how many UTF-8 continuation bytes the current line holds up to
/// where it stopped, so a column costs nothing more than the bytes scanned to reach it,
/// however long the line (a property list written on one line stays linear).
///
/// A reader that looks at every byte anyway may keep the counter up to date itself
/// (`startLine(at:)`, `skipPlain(to:)`) instead of having it scan the bytes again; see
/// `XMLPropertyListParser.advanceInDictionary`.
import Foundation

struct LineCounter {
    /// The 1-based line of the byte at `scanned`.
    private(set) var line = 1
    /// The offset where the line holding `scanned` starts.
    private(set) var lineStart = 0
    /// How many UTF-8 continuation bytes (10xxxxxx) stand in `lineStart..<scanned`.
    private(set) var lineContinuations = 0
    /// How far the counter has looked; every line end before it is counted.
    private(set) var scanned = 0

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The continuation bytes (10xxxxxx) among the eight bytes of `word`.
    @inline(__always)
    private static func continuations(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highs).nonzeroBitCount
    }

    /// The line and column of `offset` in `bytes`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(offset, bytes.count)
        advance(to: target, in: bytes)
        if scanned == target { return (line, max(1, target - lineStart - lineContinuations + 1)) }
        // `target` is the `\n` of a `\r\n` the scan stepped over whole: the line after it
        // has begun, and a position before its start is its first column.
        return (line, max(1, target - lineStart + 1))
    }

    /// Counts the line ends and continuation bytes up to `target` (not included).
    ///
    /// Line ends are found a word at a time; continuation bytes are counted only on the
    /// line the scan ends on.
    ///
    /// - Complexity: O(n) in the bytes between where the counter stopped and `target`;
    ///   O(target) when `target` lies before that (rare: an error pointing backwards).
    mutating func advance(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let target = min(offset, bytes.count)
        if target < scanned {
            // Rare (an error pointing backwards): count again from the start.
            line = 1
            lineStart = 0
            lineContinuations = 0
            scanned = 0
        }
        guard let base = bytes.baseAddress, scanned < target else { return }
        let raw = UnsafeRawPointer(base)
        let from = scanned
        let firstLine = line
        var index = from
        while index < target {
            if index + 8 <= target {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let lf = word ^ (Self.ones &* 0x0A)
                let cr = word ^ (Self.ones &* 0x0D)
                let ends = ((lf &- Self.ones) & ~lf | (cr &- Self.ones) & ~cr) & Self.highs
                if ends == 0 {
                    index += 8
                    continue
                }
                // The lowest byte the "has zero byte" test flags is exact (false hits only
                // come above a true one): jump straight to the first line end.
                index += ends.trailingZeroBitCount / 8
            }
            let byte = base[index]
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            } else if byte == 0x0D {
                line += 1
                if index < bytes.count, base[index] == 0x0A { index += 1 }
                lineStart = index
            }
        }
        // Continuation bytes of the line the scan ends on: from its start when it began in
        // this scan, else from where the last scan stopped. Each byte is counted once.
        let countFrom = line == firstLine ? from : lineStart
        if line != firstLine { lineContinuations = 0 }
        var cursor = countFrom
        var continuations = 0
        while cursor + 8 <= index {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            if word & Self.highs != 0 { continuations += Self.continuations(word) }
            cursor += 8
        }
        if cursor < index, cursor + 8 <= bytes.count {
            // The last few bytes as one word (in bounds: checked above), the rest masked off.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let kept = word & (UInt64.max >> (64 - 8 * (index - cursor)))
            if kept & Self.highs != 0 { continuations += Self.continuations(kept) }
            cursor = index
        }
        while cursor < index {
            if base[cursor] & 0xC0 == 0x80 { continuations += 1 }
            cursor += 1
        }
        lineContinuations += continuations
        scanned = index
    }

    // MARK: Kept up to date by a reader

    /// The column of `offset` on the current line, when the counter stopped exactly there.
    @inline(__always)
    func column(at offset: Int) -> Int {
        offset - lineStart - lineContinuations + 1
    }

    /// Notes that a new line starts at `offset`, a reader having just passed its line end.
    /// Only valid while the reader keeps the counter up to date (`scanned` where it began).
    @inline(__always)
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        lineContinuations = 0
        scanned = offset
    }

    /// Moves the counter to `offset` over bytes the reader has checked hold no line end and
    /// no byte above 0x7F (so the line and its continuation count stay as they are).
    @inline(__always)
    mutating func skipPlain(to offset: Int) {
        scanned = offset
    }
}
