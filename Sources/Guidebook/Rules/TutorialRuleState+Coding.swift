import Foundation

extension TutorialRuleState {
    private enum CodingKeys: String, CodingKey {
        case records, events, parameters, lastDisplayed, lastDisplayedInGroup, firstAppVersion, highestAppVersion
        case tourSteps, tourStepKeys, toursDone
    }

    /// Reads a saved state. Every entry a state has had from the start is required (a state
    /// without one is unreadable, and set aside by the engine); ``tourStepKeys``, added later, may
    /// be absent: a state an earlier version saved reads as it did, by the tours' indexes.
    ///
    /// ```swift
    /// let old = Data(#"{"records":{},"events":{},"parameters":{},"lastDisplayedInGroup":{},"tourSteps":{"Basics":1},"toursDone":{}}"#.utf8)
    /// let state = try JSONDecoder().decode(TutorialRuleState.self, from: old)
    /// // state.tourSteps == ["Basics": 1], state.tourStepKeys == [:]
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when an entry is missing (other than ``tourStepKeys``) or has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        records = try container.decode([String: Record].self, forKey: .records)
        events = try container.decode([String: TutorialEventHistory].self, forKey: .events)
        parameters = try container.decode([String: TutorialValue].self, forKey: .parameters)
        lastDisplayed = try container.decodeIfPresent(Date.self, forKey: .lastDisplayed)
        lastDisplayedInGroup = try container.decode([String: Date].self, forKey: .lastDisplayedInGroup)
        firstAppVersion = try container.decodeIfPresent(AppVersion.self, forKey: .firstAppVersion)
        highestAppVersion = try container.decodeIfPresent(AppVersion.self, forKey: .highestAppVersion)
        tourSteps = try container.decode([String: Int].self, forKey: .tourSteps)
        tourStepKeys = try container.decodeIfPresent([String: String].self, forKey: .tourStepKeys) ?? [:]
        toursDone = try container.decode([String: TourEnd].self, forKey: .toursDone)
    }

    /// Writes the state: every entry ``init(from:)`` reads, the tours' indexes beside their
    /// steps' keys (a version that reads only the indexes still resumes them).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` when a value cannot be written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(records, forKey: .records)
        try container.encode(events, forKey: .events)
        try container.encode(parameters, forKey: .parameters)
        try container.encodeIfPresent(lastDisplayed, forKey: .lastDisplayed)
        try container.encode(lastDisplayedInGroup, forKey: .lastDisplayedInGroup)
        try container.encodeIfPresent(firstAppVersion, forKey: .firstAppVersion)
        try container.encodeIfPresent(highestAppVersion, forKey: .highestAppVersion)
        try container.encode(tourSteps, forKey: .tourSteps)
        try container.encode(tourStepKeys, forKey: .tourStepKeys)
        try container.encode(toursDone, forKey: .toursDone)
    }
}
