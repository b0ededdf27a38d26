/// Turns byte offsets into 1-based lines and columns for a UTF-8 buffer, lazily.
///
/// Readers ask for positions in increasing order (each `<key>`, each error), so the
/// counter only scans forward from where it stopped: all lookups of one file cost one
/// pass over it. Line ends are `\n`, `\r\n` and a lone `\r`; a column counts Unicode
/// scalars (UTF-8 lead bytes) from the line start.
struct LineCounter {
    private(set) var line = 1
    private var lineStart = 0
    private var scanned = 0

    /// The line and column of `offset` in `bytes`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(offset, bytes.count)
        if target < scanned {
            // Rare (an error pointing backwards): count again from the start.
            line = 1
            lineStart = 0
            scanned = 0
        }
        var index = scanned
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D {
                line += 1
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        scanned = max(index, target)
        var column = 1
        var cursor = lineStart
        while cursor < target {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return (line, column)
    }
}
