/// A value for a format specifier in localized copy (`%@`, `%lld`, `%.1f`).
///
/// Literals convert directly, so call sites read naturally:
///
/// ```swift
/// let text = try StringFormatter.format("%1$@ has %2$lld cards", ["Anna", 3])
/// ```
public enum FormatArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// Text, for `%@` and `%s`.
    case string(String)
    /// A whole number, for `%d %i %u %x %o %c` (and `%@`, `%f`).
    case integer(Int64)
    /// A floating-point number, for `%f %e %g %a` (and `%@`).
    case real(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }

    /// How `%@` shows the value.
    public var description: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        }
    }

    /// The kind's name for error messages.
    var kindName: String {
        switch self {
        case .string: "text"
        case .integer: "a whole number"
        case .real: "a floating-point number"
        }
    }
}
