import Foundation

@testable import Guidebook

/// Writes strings, arrays and dictionaries as a `bplist00` binary property list, keeping
/// dictionary order (Foundation's writer takes an unordered dictionary, so it cannot make a
/// binary file whose key order a test knows). Test-only; Foundation reads its output back.
enum BinaryPropertyListTestWriter {
    static func data(for root: PropertyListValue) -> Data {
        var objects: [Data] = []
        func add(_ value: PropertyListValue) -> Int {
            let index = objects.count
            objects.append(Data())
            var encoded = Data()
            switch value {
            case .string(let text):
                if text.allSatisfy(\.isASCII) {
                    encoded.append(marker(0x50, count: text.utf8.count))
                    encoded.append(contentsOf: Array(text.utf8))
                } else {
                    let units = Array(text.utf16)
                    encoded.append(marker(0x60, count: units.count))
                    for unit in units { encoded.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
                }
            case .array(let values):
                let references = values.map(add)
                encoded.append(marker(0xA0, count: values.count))
                for reference in references { encoded.append(contentsOf: bigEndian(reference, bytes: 2)) }
            case .dictionary(let dictionary):
                let keys = dictionary.map { add(.string($0.key)) }
                let values = dictionary.map { add($0.value) }
                encoded.append(marker(0xD0, count: dictionary.count))
                for reference in keys + values { encoded.append(contentsOf: bigEndian(reference, bytes: 2)) }
            default:
                preconditionFailure("The test writer only writes strings, arrays and dictionaries.")
            }
            objects[index] = encoded
            return index
        }
        let top = add(root)
        var output = Data("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(output.count)
            output.append(object)
        }
        let offsetTable = output.count
        for offset in offsets { output.append(contentsOf: bigEndian(offset, bytes: 4)) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 2])
        output.append(contentsOf: bigEndian(objects.count, bytes: 8))
        output.append(contentsOf: bigEndian(top, bytes: 8))
        output.append(contentsOf: bigEndian(offsetTable, bytes: 8))
        return output
    }

    private static func marker(_ kind: UInt8, count: Int) -> Data {
        if count < 15 { return Data([kind | UInt8(count)]) }
        return Data([kind | 0x0F, 0x12] + bigEndian(count, bytes: 4))
    }

    private static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
}
