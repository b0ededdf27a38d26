/// How a ``TutorialCondition`` compares a value with its threshold: `==`, `!=`, `<`, `<=`, `>`, `>=`.
///
/// ```swift
/// TutorialComparison.atLeast.holds(3, 3)  // true
/// ```
public enum TutorialComparison: String, Sendable, Hashable, Codable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `!=`
    case notEqual = "!="
    /// `<`
    case less = "<"
    /// `<=`
    case atMost = "<="
    /// `>`
    case greater = ">"
    /// `>=`
    case atLeast = ">="

    /// Whether `lhs <op> rhs` holds for two counts.
    ///
    /// - Parameters:
    ///   - lhs: The observed value.
    ///   - rhs: The rule's threshold.
    public func holds(_ lhs: Int, _ rhs: Int) -> Bool {
        compare(lhs, rhs)
    }

    /// Whether `lhs <op> rhs` holds for two values: numbers by value (`3 == 3.0`), text in
    /// code-point order; values of different kinds (or flags, for `<`) are unequal and never ordered.
    ///
    /// - Parameters:
    ///   - lhs: The parameter's value.
    ///   - rhs: The rule's value.
    public func holds(_ lhs: TutorialValue, _ rhs: TutorialValue) -> Bool {
        if let left = lhs.number, let right = rhs.number { return compare(left, right) }
        if case .string(let left) = lhs, case .string(let right) = rhs { return compare(left, right) }
        switch self {
        case .equal: return lhs == rhs
        case .notEqual: return lhs != rhs
        case .less, .atMost, .greater, .atLeast: return false
        }
    }

    private func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool {
        switch self {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .less: lhs < rhs
        case .atMost: lhs <= rhs
        case .greater: lhs > rhs
        case .atLeast: lhs >= rhs
        }
    }
}
