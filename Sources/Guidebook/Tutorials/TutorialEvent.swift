/// Something that happened to a tutorial card, delivered on ``Tutorials/events``.
///
/// ```swift
/// for await event in tutorials.events {
///     if case .dismissed(let key, let reason, let duration) = event {
///         analytics.log("\(key) \(reason) after \(duration)")
///     }
/// }
/// ```
public enum TutorialEvent: Sendable, Hashable {
    /// Why a requested card was not shown.
    public enum SkipReason: Sendable, Hashable {
        /// The user has seen it (and always-show is off). Returned by ``Tutorials/showAndWait(_:)``;
        /// ``Tutorials/show(_:)`` sends no event for a seen key (the common case stays a lookup),
        /// except when the key became seen while the request was being queued.
        case alreadySeen
        /// The same key is already up or waiting in the queue.
        case duplicate
        /// The table has no body for the key; the diagnostic names the key and the table.
        case missingCopy(table: String)
    }

    /// The card for the key is now in front of the user.
    case presented(String)
    /// The card went away: how, and after how long.
    case dismissed(String, DismissReason, Duration)
    /// The card was requested but not shown.
    case skipped(String, SkipReason)
    /// A finding about content or state: a key without copy, a title missing, a store recovery.
    case diagnostic(Diagnostic)
}
