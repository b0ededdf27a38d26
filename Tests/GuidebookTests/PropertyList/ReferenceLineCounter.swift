import Foundation
import Guidebook
import GuidebookParsing

/// Turns byte offsets into 1-based lines and columns for a UTF-8 buffer, lazily.
///
/// Readers ask for positions in increasing order (each `<key>`, each error), so the
/// counter only scans forward from where it stopped: all lookups of one file cost one
/// pass over it, eight bytes at a time where a word holds no line end. Line ends are
/// `\n`, `\r\n` and a lone `\r`; a column counts Unicode scalars (UTF-8 lead bytes) from
/// the line start.

struct ReferenceLineCounter {
    private(set) var line = 1
    private var lineStart = 0
    private var scanned = 0
    /// Whether the buffer holds a carriage return anywhere (decided on first use); when it
    /// does not, line ends are found with `memchr` for `\n` alone.
    private var hasCarriageReturn: Bool?

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` equals `byte` (the classic "has zero byte" test).
    @inline(__always)
    private static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs != 0
    }

    /// The line and column of `offset` in `bytes`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(offset, bytes.count)
        if target < scanned {
            // Rare (an error pointing backwards): count again from the start.
            line = 1
            lineStart = 0
            scanned = 0
        }
        guard let base = bytes.baseAddress else { return (1, 1) }
        let raw = UnsafeRawPointer(base)
        if hasCarriageReturn == nil { hasCarriageReturn = memchr(base, 0x0D, bytes.count) != nil }
        var index = scanned
        if hasCarriageReturn == false {
            // Readers ask every few lines: short spans go word by word (a `memchr` call
            // costs more than it saves there), long ones through `memchr`.
            while index < target {
                if target - index >= 256 {
                    guard let found = memchr(base + index, 0x0A, target - index) else { break }
                    index = UnsafeRawPointer(found) - raw + 1
                    line += 1
                    lineStart = index
                    continue
                }
                if index + 8 <= target {
                    // The lowest byte the "has zero byte" test flags is exact: jump straight to it.
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let x = word ^ (Self.ones &* 0x0A)
                    let found = (x &- Self.ones) & ~x & Self.highs
                    if found == 0 {
                        index += 8
                        continue
                    }
                    index += found.trailingZeroBitCount / 8 + 1
                    line += 1
                    lineStart = index
                    continue
                }
                if base[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            index = target
        }
        while index < target {
            if index + 8 <= target {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !Self.contains(word, 0x0A) && !Self.contains(word, 0x0D) {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D {
                line += 1
                if index + 1 < bytes.count, base[index + 1] == 0x0A { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        scanned = max(index, target)
        // Columns count lead bytes: all bytes minus continuation bytes (10xxxxxx).
        var continuation = 0
        var cursor = lineStart
        while cursor + 8 <= target {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            continuation += (word & ~(word << 1) & Self.highs).nonzeroBitCount
            cursor += 8
        }
        while cursor < target {
            if base[cursor] & 0xC0 == 0x80 { continuation += 1 }
            cursor += 1
        }
        return (line, max(1, target - lineStart - continuation + 1))
    }
}
