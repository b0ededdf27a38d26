/// Hands each value to every subscriber's `AsyncStream`; the streams end when it goes away.
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

    /// Creates a broadcast with no subscribers.
    package init() {}

    deinit {
        let continuations = subscribers.withLock { subscribers in
            defer { subscribers.continuations.removeAll() }
            return subscribers.continuations.values
        }
        for continuation in continuations { continuation.finish() }
    }

    /// A stream of every value yielded from now on; it ends when the broadcast goes away.
    package func subscribe() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
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
    package func yield(_ value: Element) {
        for continuation in subscribers.withLock({ Array($0.continuations.values) }) { continuation.yield(value) }
    }
}
