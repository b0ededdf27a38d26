import Foundation

extension TutorialRules {
    /// `1 display`, `3 displays`.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let components = duration.components
        return Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// `45s`, `5 min`, `2 h`, `7 days`: the largest whole unit, or a fraction of it.
    static func format(seconds: Double) -> String {
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
