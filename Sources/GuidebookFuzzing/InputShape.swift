import Foundation
import Guidebook

/// The lines of an input, to check that a reported position lies inside it.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (as the readers count them). A line's length is
/// counted in bytes, an upper bound for a column counted in scalars; for UTF-16 input the
/// readers count positions in the transcoded text, so the whole input's size bounds them.
struct InputShape {
    /// Each line's length in bytes.
    var lineLengths: [Int] = []
    /// The input's size.
    var byteCount: Int
    /// Whether the input starts with a UTF-16 byte-order mark or holds NUL bytes.
    var mayBeUTF16: Bool

    init(_ data: Data) {
        byteCount = data.count
        mayBeUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.contains(0)
        var length = 0
        var previous: UInt8 = 0
        for byte in data {
            if byte == 0x0A, previous == 0x0D {
                previous = byte
                continue
            }
            if byte == 0x0A || byte == 0x0D {
                lineLengths.append(length)
                length = 0
            } else {
                length += 1
            }
            previous = byte
        }
        lineLengths.append(length)
    }

    /// Throws unless `location` names `file` and a line and column (or byte offset) of the input.
    func check(_ location: SourceLocation?, file: String, what: String) throws(FuzzFailure) {
        guard let location else { return }
        try expect(location.file == file, "\(what): the location names \"\(location.file)\", not \"\(file)\".")
        if let offset = location.byteOffset {
            try expect((0...byteCount).contains(offset), "\(what): byte \(offset) lies outside \(byteCount) bytes.")
        }
        guard location.line != 0 else {
            try expect(location.column == 0, "\(what): column \(location.column) on line 0.")
            return
        }
        if mayBeUTF16 {
            try expect(
                location.line >= 1 && location.line <= byteCount + 1 && location.column >= 0
                    && location.column <= byteCount + 1,
                "\(what): \(location.line):\(location.column) lies outside \(byteCount) bytes.")
            return
        }
        try expect(
            location.line >= 1 && location.line <= lineLengths.count,
            "\(what): line \(location.line) of an input with \(lineLengths.count) lines.")
        let length = lineLengths[location.line - 1]
        try expect(
            location.column >= 0 && location.column <= length + 1,
            "\(what): column \(location.column) of line \(location.line), which has \(length) bytes.")
    }
}
