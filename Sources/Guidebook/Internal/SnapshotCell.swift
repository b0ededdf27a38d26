import Foundation
@_spi(Locking) import GuidebookParsing

/// An immutable object published for readers that take no lock: writers swap it under a lock,
/// and a reader that already holds the current one confirms it with one atomic load.
///
/// Why not `Synchronization.Atomic`: it needs iOS 18, and Guidebook supports iOS 15. Why not a
/// lock around the read: a lock costs two atomic read-modify-writes, as much as the store's
/// seen-check the decision must stay close to. Why not a bare atomic load of the reference:
/// the object could be freed between the load and the retain that would keep it (another
/// thread publishing a newer one drops the cell's reference), and ARC has no safe way to
/// retain a reference another thread may be releasing.
///
/// So each thread keeps its own strong reference to the last object it read (a thread-local
/// slot, `pthread_getspecific`), and the cell keeps the published object's address in a word:
/// - a writer, under ``Locked``, stores the new object (the strong reference) and then its
///   address into the word with a sequentially consistent compare-and-swap;
/// - a reader loads the word with acquire ordering and compares it with the address its slot
///   holds. Equal means the same live object (the slot's strong reference keeps that address
///   from being reused), so the reader uses it without a lock, a retain or a release. The
///   word's address is never dereferenced, so an object freed after the load cannot be read.
/// - otherwise the reader takes the lock once, retains the published object into its slot
///   (releasing the one it held) and uses it.
///
/// Beside the object, the slot keeps one ``SnapshotNote`` for the reader, reset whenever the
/// slot takes another object. The rules note the last key decided, its compiled id and the span
/// of moments the card keeps showing: a reader asking for the same key again skips the key's
/// hash and probe, and within the span the card's checks.
///
/// The atomics are the standard library's `_stdlib_atomicAcquiringLoadARCRef` and
/// `_stdlib_atomicCompareExchangeStrongPtr`: transparent functions inlined into this module
/// (so they need no OS version and the thread sanitizer instruments them). Each thread keeps
/// at most one object alive this way, released when the thread ends or reads another cell.
///
/// ```swift
/// let cell = SnapshotCell(RuleSnapshot(book: book, table: table))
/// cell.publish(RuleSnapshot(book: book, table: patched))  // writers: serialized by the cell's lock
/// let id = cell.withValue { $0.book.compiled.compiledID("Export") }  // readers: no lock when current
/// ```
package final class SnapshotCell<Value: AnyObject & Sendable>: @unchecked Sendable {
    /// The published object (the strong reference), for writers and a reader's first read.
    private let current: Locked<Value>
    /// The published object's address: written by compare-and-swap under `current`'s lock,
    /// read with acquire ordering, never dereferenced.
    private let address: UnsafeMutablePointer<UnsafeRawPointer?>
    /// ``snapshotThreadKey``, copied: a global's every read calls `swift_once` (perf: ~0.3 ns a read).
    private let threadKey = snapshotThreadKey

    /// Publishes `value` as the first object.
    package init(_ value: Value) {
        current = Locked(value)
        address = .allocate(capacity: 1)
        address.initialize(to: UnsafeRawPointer(Unmanaged.passUnretained(value).toOpaque()))
    }

    deinit {
        address.deallocate()
    }

    /// The published object (a strong reference, read under the lock): for writers and tests.
    package var value: Value {
        current.withLock { $0 }
    }

    /// Makes `value` the object readers see from now on.
    ///
    /// - Parameter value: The new object; never changed after it is published.
    package func publish(_ value: Value) {
        current.withLock { held in
            // The new reference is held before its address is published, so a reader that
            // sees the address and takes the lock finds this object.
            held = value
            // Only writers store, all under this lock, so this plain read races with nothing.
            var expected = address.pointee
            let desired = UnsafeRawPointer(Unmanaged.passUnretained(value).toOpaque())
            _ = _stdlib_atomicCompareExchangeStrongPtr(object: address, expected: &expected, desired: desired)
        }
    }

    /// Runs `body` with the published object: without a lock when this thread read it before.
    ///
    /// - Parameter body: Reads the object; must not keep it beyond the call, nor read a
    ///   ``SnapshotCell`` (a read of another cell would release this object).
    /// - Returns: What `body` returns.
    @inline(__always)
    package func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        try withValue { value, _ in try body(value) }
    }

    /// Runs `body` with the published object and this thread's ``SnapshotNote`` about it:
    /// without a lock when this thread read it before.
    ///
    /// - Parameter body: Reads the object and may change the note; must not keep the object
    ///   beyond the call, nor read a ``SnapshotCell``.
    /// - Returns: What `body` returns.
    @inline(__always)
    package func withValue<Result>(_ body: (Value, inout SnapshotNote) throws -> Result) rethrows -> Result {
        let published = address.withMemoryRebound(to: Value?.self, capacity: 1) {
            _stdlib_atomicAcquiringLoadARCRef(object: $0).map { UnsafeRawPointer($0.toOpaque()) }
        }
        let slot = pthread_getspecific(threadKey).map { Unmanaged<ThreadSlot>.fromOpaque($0) }
        let state = slot?._withUnsafeGuaranteedRef { $0.state } ?? newSlot()
        // The slot holds a strong reference to the object (the published one, or the one
        // `adopt(into:)` just took), and only this thread changes the slot.
        let held = state.pointee.object.flatMap { $0 == published ? $0 : nil } ?? adopt(into: state)
        return try Unmanaged<Value>.fromOpaque(held)._withUnsafeGuaranteedRef { try body($0, &state.pointee.note) }
    }

    /// The first read of any cell on this thread: a new, empty slot.
    @inline(never)
    private func newSlot() -> UnsafeMutablePointer<ThreadSlot.State> {
        let slot = ThreadSlot()
        pthread_setspecific(threadKey, Unmanaged.passRetained(slot).toOpaque())
        return slot.state
    }

    /// The slow read: the published object under the lock, kept in this thread's slot (the
    /// object it held before released, its note reset).
    ///
    /// - Returns: The object's address.
    @inline(never)
    private func adopt(into state: UnsafeMutablePointer<ThreadSlot.State>) -> UnsafeRawPointer {
        let value = current.withLock { $0 }
        let old = state.pointee.object
        let held = UnsafeRawPointer(Unmanaged.passRetained(value).toOpaque())
        state.pointee.object = held
        state.pointee.note = SnapshotNote()
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        return held
    }
}

/// One thread's slot: the last object it read from any ``SnapshotCell`` (retained) and the
/// reader's note about it. Its state is behind a pointer so the hot path reads and writes it
/// without the exclusivity checks of a class's stored properties; only its thread touches it.
private final class ThreadSlot {
    struct State {
        /// The retained object, by address.
        var object: UnsafeRawPointer?
        var note = SnapshotNote()
    }

    let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        if let object = state.pointee.object { Unmanaged<AnyObject>.fromOpaque(object).release() }
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

/// What a reader found in the object it reads (``SnapshotCell/withValue(_:)``), for a key: kept
/// in the thread's slot while the thread reads the same object, reset when it reads another.
/// The rules keep the compiled id of the card last decided and how long it shows.
package struct SnapshotNote {
    /// The key last looked up, or `nil` when none was.
    package var key: String?
    /// What the lookup of ``key`` found (the card's compiled id).
    package var value: Int?
    /// The store's seen-answer under which the card shows at every moment from ``showsFrom``
    /// (inclusive) to ``showsUntil`` (exclusive), in seconds since the reference date; `nil`
    /// when no such span is known.
    package var showsWhenSeen: Bool?
    package var showsFrom = Double.infinity
    package var showsUntil = -Double.infinity

    /// A note of `key`'s lookup, with no span.
    package init(key: String? = nil, value: Int? = nil) {
        self.key = key
        self.value = value
    }
}

/// The thread-local slot of every ``SnapshotCell``: a ``ThreadSlot``, retained, released when
/// the thread ends.
private let snapshotThreadKey = Platform.threadKeyReleasingObjects()
