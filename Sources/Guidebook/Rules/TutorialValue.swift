/// An app-defined value a rule can test: `isLoggedIn`, `plan`, `openCount`.
///
/// Set with ``Tutorials/setParameter(_:to:persisted:)``; compared by ``TutorialCondition``.
/// Literals make it read naturally:
///
/// ```swift
/// tutorials.setParameter("plan", to: "pro")
/// tutorials.setParameter("isLoggedIn", to: true)
/// tutorials.setParameter("openCount", to: 3)
/// ```
public enum TutorialValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A flag.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// Text.
    case string(String)

    /// The number, for ordered comparisons between ints and doubles; `nil` for flags and text.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .bool, .string: nil
        }
    }

    /// The value as a writer types it: `true`, `3`, `2.5`, `"pro"`.
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }

    /// The kind's name, for messages about wrong types: `bool`, `int`, `double`, `string`.
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        }
    }
}

extension TutorialValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Text.
    public init(stringLiteral value: String) { self = .string(value) }
}
