import Foundation

extension TutorialSyncState {
    /// The format's name and version, written first: a reader refuses a later version rather
    /// than write over state it cannot read.
    static let formatName = "guidebook.sync"
    static let formatVersion = 1

    /// The state as JSON, keys sorted so that the same state is the same bytes; moments are
    /// seconds since 2001 (`Date`'s own number, so they read back exactly).
    ///
    /// ```swift
    /// let data = try state.encoded()
    /// try TutorialSyncState(decoding: data) == state  // true
    /// ```
    ///
    /// - Returns: The encoded state.
    /// - Throws: ``TutorialStateStoreError/remoteUnreadable(reason:)`` when a number cannot be written.
    public func encoded() throws(TutorialStateStoreError) -> Data {
        let wire = Wire(
            format: Self.formatName, version: Self.formatVersion, resetAll: resetAll?.timeIntervalSinceReferenceDate,
            cards: cards.mapValues(WireCard.init), tours: tours.mapValues(WireTour.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(wire)
        } catch {
            throw .remoteUnreadable(reason: "it could not be encoded: \(error)")
        }
    }

    /// Reads a state another device wrote; never traps on hostile data.
    ///
    /// ```swift
    /// let theirs = try TutorialSyncState(decoding: remote.load() ?? Data())
    /// ```
    ///
    /// - Parameter data: The encoded state.
    /// - Throws: ``TutorialStateStoreError/remoteNewer(version:)`` for a later format,
    ///   ``TutorialStateStoreError/remoteUnreadable(reason:)`` for anything else it cannot read:
    ///   not JSON, another format, a negative count or step.
    public init(decoding data: Data) throws(TutorialStateStoreError) {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .remoteUnreadable(reason: "it is not a JSON object")
        }
        guard header.format == Self.formatName, let version = header.version else {
            throw .remoteUnreadable(
                reason: "it is not Guidebook's synced state (no \"format\": \"\(Self.formatName)\")")
        }
        guard version <= Self.formatVersion else { throw .remoteNewer(version: version) }
        let wire: Wire
        do {
            wire = try decoder.decode(Wire.self, from: data)
        } catch {
            throw .remoteUnreadable(reason: "its entries have the wrong shape")
        }
        let moments =
            [wire.resetAll] + wire.cards.values.flatMap { [$0.epoch, $0.lastDisplayed, $0.seconds] }
            + wire.tours.values.map(\.epoch)
        guard moments.allSatisfy({ $0?.isFinite ?? true }) else {
            throw .remoteUnreadable(reason: "it holds a moment or duration that is not a finite number")
        }
        resetAll = wire.resetAll.map(Date.init(timeIntervalSinceReferenceDate:))
        for (key, card) in wire.cards {
            guard card.displays ?? 0 >= 0, card.dismissals ?? 0 >= 0, card.seconds ?? 0 >= 0 else {
                throw .remoteUnreadable(reason: "the card \"\(key)\" has a negative count")
            }
            cards[key] = card.card
        }
        for (name, tour) in wire.tours {
            guard tour.step ?? 0 >= 0 else {
                throw .remoteUnreadable(reason: "the tour \"\(name)\" has a negative step")
            }
            tours[name] = tour.tour
        }
        canonicalize()
    }

    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    private struct Wire: Codable {
        var format: String
        var version: Int
        var resetAll: Double?
        var cards: [String: WireCard]
        var tours: [String: WireTour]
    }

    /// A card as written: absent entries are the empty state's.
    private struct WireCard: Codable {
        var epoch: Double?
        var seen: Bool?
        var displays: Int?
        var dismissals: Int?
        var seconds: Double?
        var lastDisplayed: Double?
        var invalidation: TutorialInvalidation?

        init(_ card: Card) {
            epoch = card.epoch?.timeIntervalSinceReferenceDate
            seen = card.seen ? true : nil
            displays = card.displayCount == 0 ? nil : card.displayCount
            dismissals = card.dismissCount == 0 ? nil : card.dismissCount
            seconds = card.displayedSeconds == 0 ? nil : card.displayedSeconds
            lastDisplayed = card.lastDisplayed?.timeIntervalSinceReferenceDate
            invalidation = card.invalidation
        }

        var card: Card {
            Card(
                epoch: epoch.map(Date.init(timeIntervalSinceReferenceDate:)), seen: seen ?? false,
                displayCount: displays ?? 0, dismissCount: dismissals ?? 0, displayedSeconds: seconds ?? 0,
                lastDisplayed: lastDisplayed.map(Date.init(timeIntervalSinceReferenceDate:)), invalidation: invalidation
            )
        }
    }

    private struct WireTour: Codable {
        var epoch: Double?
        var step: Int?
        var stepKey: String?
        var end: TutorialRuleState.TourEnd?

        init(_ tour: Tour) {
            epoch = tour.epoch?.timeIntervalSinceReferenceDate
            step = tour.step
            stepKey = tour.stepKey
            end = tour.end
        }

        var tour: Tour {
            Tour(epoch: epoch.map(Date.init(timeIntervalSinceReferenceDate:)), step: step, stepKey: stepKey, end: end)
        }
    }
}
