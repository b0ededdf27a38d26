import Foundation
import Guidebook

/// Foundation's `PropertyListSerialization` as the reference our readers are compared with.
enum FoundationOracle {
    /// Foundation's parse of `data`, or `nil` when Foundation rejects it.
    static func parse(_ data: Data) -> Any? {
        try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// Whether our value has the same content as Foundation's parse (dictionaries unordered).
    static func agrees(_ ours: PropertyListValue, with theirs: Any) -> Bool {
        switch ours {
        case .string(let text): return (theirs as? String) == text
        case .integer(let number):
            guard let other = theirs as? NSNumber else { return false }
            return other.int64Value == number
        case .real(let number):
            guard let other = theirs as? NSNumber else { return false }
            return other.doubleValue == number || (number.isNaN && other.doubleValue.isNaN)
        case .bool(let flag): return (theirs as? Bool) == flag
        case .date(let date): return (theirs as? Date) == date
        case .data(let data): return (theirs as? Data) == data
        case .array(let values):
            guard let others = theirs as? [Any], others.count == values.count else { return false }
            return zip(values, others).allSatisfy { agrees($0, with: $1) }
        case .dictionary(let dictionary):
            guard let others = theirs as? [String: Any], others.count == dictionary.count else { return false }
            return dictionary.allSatisfy { entry in others[entry.key].map { agrees(entry.value, with: $0) } ?? false }
        }
    }
}
