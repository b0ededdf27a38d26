import Foundation

/// A property-list value whose dictionaries keep the order their keys have in the file.
///
/// `PropertyListSerialization` hands back `NSDictionary`, which loses order: the seed's
/// help rows came out shuffled. Guidebook's readers produce this type instead.
///
/// ```swift
/// let value = try PropertyListReader.read(contentsOf: url)
/// if case .array(let sections) = value { print(sections.count) }
/// ```
public enum PropertyListValue: Sendable, Hashable {
    /// `<string>`.
    case string(String)
    /// `<integer>`. Values beyond `Int64` are rejected by the readers.
    case integer(Int64)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<date>`.
    case date(Date)
    /// `<data>`.
    case data(Data)
    /// `<array>`.
    case array([PropertyListValue])
    /// `<dict>`, in file order. (A dictionary is one reference to its storage, so no case is
    /// boxed: a value stays two words without a heap allocation of its own.)
    case dictionary(PropertyListDictionary)
}

extension PropertyListValue {
    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The array, when this is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The dictionary, when this is a dictionary.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The name a writer sees for this value's type: `string`, `dict`, ...
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}
