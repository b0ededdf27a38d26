import Foundation
import Guidebook

/// Writes a `PropertyListValue` as a `bplist00` binary property list, keeping each
/// dictionary's key order (Foundation's writer cannot: it starts from an unordered
/// dictionary). Equal strings are written once and shared, as Foundation does.
///
/// Used by tests and benchmarks to make ordered binary fixtures; the reference and offset
/// sizes can be forced to exercise every width a reader must accept.
package struct BinaryPropertyListWriter {
    /// Bytes per object reference (1, 2, 4 or 8), or `nil` for the smallest that fits.
    package var referenceSize: Int?
    /// Bytes per offset-table entry (1, 2, 4 or 8), or `nil` for the smallest that fits.
    package var offsetSize: Int?

    package init(referenceSize: Int? = nil, offsetSize: Int? = nil) {
        self.referenceSize = referenceSize
        self.offsetSize = offsetSize
    }

    /// The binary property list for `value`.
    ///
    /// - Complexity: O(n) in the size of the value.
    package func data(for value: PropertyListValue) -> Data {
        var strings = Set<String>()
        let count = Self.countObjects(value, strings: &strings)
        let refSize = referenceSize ?? Self.width(for: UInt64(max(count - 1, 0)))
        var state = State(referenceSize: refSize)
        state.objects.reserveCapacity(count)
        _ = state.add(value)
        var output = Data("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(state.objects.count)
        for object in state.objects {
            offsets.append(output.count)
            output.append(contentsOf: object)
        }
        let tableOffset = output.count
        let offSize = offsetSize ?? Self.width(for: UInt64(offsets.last ?? 0))
        for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offSize, to: &output) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offSize), UInt8(refSize)])
        Self.appendBigEndian(UInt64(state.objects.count), size: 8, to: &output)
        Self.appendBigEndian(0, size: 8, to: &output)
        Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &output)
        return output
    }

    package static func countObjects(_ value: PropertyListValue, strings: inout Set<String>) -> Int {
        switch value {
        case .string(let text): return strings.insert(text).inserted ? 1 : 0
        case .array(let values): return 1 + values.reduce(0) { $0 + countObjects($1, strings: &strings) }
        case .dictionary(let dictionary):
            return 1
                + dictionary.reduce(0) {
                    $0 + countObjects(.string($1.key), strings: &strings) + countObjects($1.value, strings: &strings)
                }
        default: return 1
        }
    }

    package static func width(for value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    package static func appendBigEndian(_ value: UInt64, size: Int, to output: inout Data) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    package static func appendBigEndian(_ value: UInt64, size: Int, to output: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    struct State {
        var referenceSize: Int
        var objects: [[UInt8]] = []
        var stringIndex: [String: Int] = [:]

        mutating func add(_ value: PropertyListValue) -> Int {
            if case .string(let text) = value, let index = stringIndex[text] { return index }
            let index = objects.count
            objects.append([])
            var bytes: [UInt8] = []
            switch value {
            case .bool(let flag): bytes = [flag ? 0x09 : 0x08]
            case .integer(let number):
                if number >= 0, number <= 0xFF {
                    bytes = [0x10]
                    appendBigEndian(UInt64(number), size: 1, to: &bytes)
                } else if number >= 0, number <= 0xFFFF {
                    bytes = [0x11]
                    appendBigEndian(UInt64(number), size: 2, to: &bytes)
                } else if number >= 0, number <= 0xFFFF_FFFF {
                    bytes = [0x12]
                    appendBigEndian(UInt64(number), size: 4, to: &bytes)
                } else {
                    bytes = [0x13]
                    appendBigEndian(UInt64(bitPattern: number), size: 8, to: &bytes)
                }
            case .real(let number):
                bytes = [0x23]
                appendBigEndian(number.bitPattern, size: 8, to: &bytes)
            case .date(let date):
                bytes = [0x33]
                appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &bytes)
            case .data(let data):
                bytes = header(0x40, count: data.count)
                bytes.append(contentsOf: data)
            case .string(let text):
                stringIndex[text] = index
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    bytes = header(0x50, count: text.utf8.count)
                    bytes.append(contentsOf: text.utf8)
                } else {
                    let units = Array(text.utf16)
                    bytes = header(0x60, count: units.count)
                    for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
                }
            case .array(let values):
                bytes = header(0xA0, count: values.count)
                let references = values.map { add($0) }
                for reference in references { appendReference(reference, to: &bytes) }
            case .dictionary(let dictionary):
                bytes = header(0xD0, count: dictionary.count)
                let keys = dictionary.map { add(.string($0.key)) }
                let values = dictionary.map { add($0.value) }
                for reference in keys + values { appendReference(reference, to: &bytes) }
            }
            objects[index] = bytes
            return index
        }

        func appendReference(_ reference: Int, to bytes: inout [UInt8]) {
            appendBigEndian(UInt64(reference), size: referenceSize, to: &bytes)
        }

        func header(_ marker: UInt8, count: Int) -> [UInt8] {
            if count < 15 { return [marker | UInt8(count)] }
            var bytes: [UInt8] = [marker | 0x0F]
            let size = width(for: UInt64(count))
            bytes.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendBigEndian(UInt64(count), size: size, to: &bytes)
            return bytes
        }
    }
}
