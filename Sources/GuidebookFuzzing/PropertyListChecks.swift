import Foundation
import Guidebook
import GuidebookTestSupport

/// The property-list and JSON targets: a value read must survive its writer and read back
/// the same; an error must point inside the input.
enum PropertyListChecks {
    static let file = "fuzz.plist"

    /// Binary input (`bplist00`) is the binary target's: its dates have fractions of a second,
    /// which XML does not write.
    static func xml(_ data: Data) throws(FuzzFailure) {
        guard let value = try read(data), !data.starts(with: Data("bplist00".utf8)) else { return }
        let written = PropertyListWriter.xmlData(value)
        try readBack(written, equals: value, writer: "PropertyListWriter.xmlData")
    }

    static func binary(_ data: Data) throws(FuzzFailure) {
        guard let value = try read(data) else { return }
        let written = BinaryPropertyListWriter().data(for: value)
        try readBack(written, equals: value, writer: "BinaryPropertyListWriter")
    }

    static func json(_ data: Data) throws(FuzzFailure) {
        let value: PropertyListValue
        do {
            value = try JSONReader.read(data, file: "fuzz.json")
        } catch {
            try InputShape(data).check(error.location, file: "fuzz.json", what: "JSONError \(error)")
            return
        }
        for pretty in [true, false] {
            let text = value.jsonText(prettyPrinted: pretty)
            let again: PropertyListValue
            do {
                again = try JSONReader.read(Data(text.utf8), file: "again.json")
            } catch {
                throw FuzzFailure("jsonText(prettyPrinted: \(pretty)) wrote JSON that does not read back: \(error)")
            }
            try expect(
                same(again, value, jsonNumbers: true),
                "jsonText(prettyPrinted: \(pretty)) read back as \(again.jsonText()) instead of \(value.jsonText()).")
        }
    }

    /// The value read, or `nil` after checking the error's position.
    static func read(_ data: Data) throws(FuzzFailure) -> PropertyListValue? {
        do {
            return try PropertyListReader.read(data, file: file)
        } catch {
            try InputShape(data).check(error.location, file: file, what: "PropertyListError \(error)")
            return nil
        }
    }

    static func readBack(_ written: Data, equals value: PropertyListValue, writer: String) throws(FuzzFailure) {
        let again: PropertyListValue
        do {
            again = try PropertyListReader.read(written, file: "again.plist")
        } catch {
            throw FuzzFailure("\(writer) wrote a property list that does not read back: \(error)")
        }
        try expect(
            same(again, value), "\(writer)'s output read back as \(again.jsonText()) instead of \(value.jsonText()).")
    }

    /// Equality with NaN equal to NaN (a `<real>nan</real>` read twice is the same value).
    /// With `jsonNumbers`, numbers compare by value: JSON has one number type, and
    /// `jsonText()` writes a whole real (`2.0`) as `2`.
    static func same(_ left: PropertyListValue, _ right: PropertyListValue, jsonNumbers: Bool = false) -> Bool {
        switch (left, right) {
        case (.real(let a), .real(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.integer(let a), .real(let b)), (.real(let b), .integer(let a)):
            return jsonNumbers && Double(a) == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1, jsonNumbers: jsonNumbers) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && same($0.value, $1.value, jsonNumbers: jsonNumbers) }
        default: return left == right
        }
    }
}
