import Foundation

extension DismissReason: RawRepresentable, Codable, CustomStringConvertible {
    /// The reason as one word, as it was stored before actions existed (`tapped`, `cancelled`), and
    /// `action:` followed by the action's id for a chosen action (`action:tryIt`), `link:` followed by
    /// the address for a link in the body (`link:help:export-pdf`).
    ///
    /// ```swift
    /// DismissReason(rawValue: "action:tryIt") == .action("tryIt")  // true
    /// DismissReason.skippedByUser.rawValue == "skippedByUser"       // true
    /// ```
    public var rawValue: String {
        switch self {
        case .tapped: "tapped"
        case .skippedByUser: "skippedByUser"
        case .replaced: "replaced"
        case .back: "back"
        case .noInteraction: "noInteraction"
        case .cancelled: "cancelled"
        case .tappedTarget: "tappedTarget"
        case .action(let id): DismissReason.actionPrefix + id
        case .link(let url): DismissReason.linkPrefix + url.absoluteString
        }
    }

    /// Reads ``rawValue``'s spelling; `nil` for any other text, and for `action:` without an id.
    public init?(rawValue: String) {
        if rawValue.hasPrefix(DismissReason.actionPrefix) {
            let id = String(rawValue.dropFirst(DismissReason.actionPrefix.count))
            guard !id.isEmpty else { return nil }
            self = .action(id)
            return
        }
        if rawValue.hasPrefix(DismissReason.linkPrefix) {
            guard let url = URL(string: String(rawValue.dropFirst(DismissReason.linkPrefix.count))) else { return nil }
            self = .link(url)
            return
        }
        guard let reason = DismissReason.simpleReasons.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = reason
    }

    /// The raw value: what an events log prints.
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let reason = DismissReason(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text)\" is not a dismiss reason (tapped, skippedByUser, action:<id>, …)."))
        }
        self = reason
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    static let actionPrefix = "action:"
    /// What a link's reason starts with, before its address: `link:`.
    static let linkPrefix = "link:"
}
