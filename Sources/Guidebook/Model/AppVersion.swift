/// A dotted app version (`2.1`, `3.0.4`), compared numerically part by part;
/// missing parts count as 0, so `2.1` == `2.1.0`.
///
/// ```swift
/// AppVersion("2.10")! > AppVersion("2.9")!   // true
/// ```
public struct AppVersion: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The numeric parts, most significant first.
    public var parts: [Int]

    /// Parses `1`, `1.2`, `1.2.3`...; `nil` for anything else.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.allSatisfy(\.isASCII), let number = Int(piece), number >= 0 else {
                return nil
            }
            parts.append(number)
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
    }

    /// The version made of these parts (`[2, 1]` is `2.1`); an empty list is `0`.
    ///
    /// - Parameter parts: The numeric parts, most significant first; negative ones count as 0.
    public init(parts: [Int]) {
        self.parts = parts.isEmpty ? [0] : parts.map { max(0, $0) }
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = AppVersion(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a version like 2.1.0."))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private func padded(to count: Int) -> [Int] { parts + Array(repeating: 0, count: max(0, count - parts.count)) }

    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        return lhs.padded(to: count) == rhs.padded(to: count)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        return lhs.padded(to: count).lexicographicallyPrecedes(rhs.padded(to: count))
    }
}
