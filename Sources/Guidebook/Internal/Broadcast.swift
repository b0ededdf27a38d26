@_spi(Locking) import GuidebookParsing

/// Hands each value to every subscriber's `AsyncStream`; the streams end when it goes away.
///
/// The one way the package fans values out: the engine's `events`, a `ContentStore`'s changes and
/// a remote updater's `updates()` and `events()` are each a `Broadcast`, differing only in how
/// much a slow listener's stream keeps (`bufferingPolicy`).
///
/// ```swift
/// let changes = Broadcast<Int>()
/// let stream = changes.subscribe()
/// changes.yield(1)  // `stream` gets 1; a stream made later does not
/// ```
package final class Broadcast<Element: Sendable>: Sendable {
    private struct Subscribers: Sendable {
        var next = 0
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    }

    private let subscribers = Locked(Subscribers())
    private let bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy

    /// Creates a broadcast with no subscribers.
    ///
    /// - Parameter bufferingPolicy: What each subscriber's stream keeps until it is read:
    ///   everything (the default), or only the newest values.
    package init(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded) {
        self.bufferingPolicy = bufferingPolicy
    }

    deinit {
        let continuations = subscribers.withLock { subscribers in
            defer { subscribers.continuations.removeAll() }
            return subscribers.continuations.values
        }
        for continuation in continuations { continuation.finish() }
    }

    /// A stream of every value yielded from now on; it ends when the broadcast goes away.
    package func subscribe() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        let id = subscribers.withLock { subscribers in
            defer { subscribers.next += 1 }
            subscribers.continuations[subscribers.next] = continuation
            return subscribers.next
        }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Hands `value` to every current subscriber (never blocks: the streams buffer).
    ///
    /// The subscribers are read under the lock and handed the value outside it, since a stream's
    /// termination handler takes the lock.
    package func yield(_ value: Element) {
        let continuations = subscribers.withLock { $0.continuations.isEmpty ? [] : Array($0.continuations.values) }
        for continuation in continuations { continuation.yield(value) }
    }
}
