import Foundation

extension TutorialRules {
    /// `1 display`, `3 displays`.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// An interval given in code, as every rule reads it: a negative or NaN one as 0 (so that
    /// the interpreted and the compiled decisions agree on it), the rest as given (infinity
    /// included: a date minus it is the distant past, and no elapsed time reaches it).
    static func seconds(_ interval: TimeInterval) -> TimeInterval {
        interval.nonNegative
    }

    /// `45s`, `5 min`, `2 h`, `7 days`: the largest whole unit, or a fraction of it; `∞` for an
    /// infinite interval.
    static func format(seconds: Double) -> String {
        if seconds == .infinity { return "∞" }
        let units: [(Double, String)] = [(86_400, " days"), (3_600, " h"), (60, " min")]
        for (size, name) in units where seconds >= size {
            let text = tenths(seconds / size)
            return text + (name == " days" && text == "1" ? " day" : name)
        }
        return tenths(seconds) + "s"
    }

    /// `2`, `2.5`: rounded to a tenth, without a trailing `.0`.
    private static func tenths(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        // A duration given in code can be far beyond Int's range; "%.0f" prints it without trapping.
        guard rounded.magnitude < 1e15 else { return String(format: "%.0f", rounded) }
        return rounded == rounded.rounded() ? "\(Int(rounded))" : String(format: "%.1f", rounded)
    }

    /// A date as ISO 8601 in UTC: `2026-12-01T09:30:00Z`.
    static func format(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
