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
/// Beside the object, the slot keeps one `Note` for the reader (the cell's user chooses its type
/// and its fresh value), reset to the fresh value whenever the slot takes another object: what
/// the reader found in the object, so that reading it again costs less. A thread's one slot is
/// made for one type of note; reading a cell of another type of note replaces it.
///
/// The atomics are the standard library's `_stdlib_atomicAcquiringLoadARCRef` and
/// `_stdlib_atomicCompareExchangeStrongPtr`: transparent functions inlined into this module
/// (so they need no OS version and the thread sanitizer instruments them). Each thread keeps
/// at most one object alive this way, released when the thread ends or reads another cell.
///
/// ```swift
/// let cell = SnapshotCell(RuleSnapshot(book: book, table: table), note: Tutorials.DecisionNote())
/// cell.publish(RuleSnapshot(book: book, table: patched))  // writers: serialized by the cell's lock
/// let id = cell.withValue { $0.book.compiled.compiledID("Export") }  // readers: no lock when current
/// ```
package final class SnapshotCell<Value: AnyObject & Sendable, Note: Sendable>: @unchecked Sendable {
    /// The published object (the strong reference), for writers and a reader's first read.
    private let current: Locked<Value>
    /// The published object's address: written by compare-and-swap under `current`'s lock,
    /// read with acquire ordering, never dereferenced.
    private let address: UnsafeMutablePointer<UnsafeRawPointer?>
    /// ``snapshotThreadKey``, copied: a global's every read calls `swift_once` (perf: ~0.3 ns a read).
    private let threadKey = snapshotThreadKey
    /// The note a thread starts with on each object it takes.
    private let freshNote: Note

    /// Publishes `value` as the first object.
    ///
    /// - Parameters:
    ///   - value: The first object.
    ///   - note: The note a reader starts with on each object it reads (the `body` of
    ///     `withValue(_:)` that takes an `inout Note`).
    package init(_ value: Value, note: Note) {
        freshNote = note
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

    /// Runs `body` with the published object and this thread's note about it: without a lock
    /// when this thread read it before.
    ///
    /// - Parameter body: Reads the object and may change the note (the fresh one when this
    ///   thread had not read the object); must not keep the object beyond the call, nor read a
    ///   ``SnapshotCell``.
    /// - Returns: What `body` returns.
    @inline(__always)
    package func withValue<Result>(_ body: (Value, inout Note) throws -> Result) rethrows -> Result {
        let published = address.withMemoryRebound(to: Value?.self, capacity: 1) {
            _stdlib_atomicAcquiringLoadARCRef(object: $0).map { UnsafeRawPointer($0.toOpaque()) }
        }
        let slot = pthread_getspecific(threadKey).map { Unmanaged<ThreadSlot>.fromOpaque($0) }
        let state = slot?._withUnsafeGuaranteedRef { $0.state(noting: Note.self) } ?? newSlot()
        // The slot holds a strong reference to the object (the published one, or the one
        // `adopt(into:)` just took), and only this thread changes the slot.
        let held = state.pointee.object.flatMap { $0 == published ? $0 : nil } ?? adopt(into: state)
        return try Unmanaged<Value>.fromOpaque(held)._withUnsafeGuaranteedRef { try body($0, &state.pointee.note) }
    }

    /// The first read of a cell with this type of note on this thread: a new, empty slot (the
    /// slot for another type of note released, and the object it held).
    @inline(never)
    private func newSlot() -> UnsafeMutablePointer<SlotState<Note>> {
        let slot = ThreadSlot(note: freshNote)
        let old = pthread_getspecific(threadKey)
        pthread_setspecific(threadKey, Unmanaged.passRetained(slot).toOpaque())
        if let old { Unmanaged<ThreadSlot>.fromOpaque(old).release() }
        return slot.state.assumingMemoryBound(to: SlotState<Note>.self)
    }

    /// The slow read: the published object under the lock, kept in this thread's slot (the
    /// object it held before released, its note reset).
    ///
    /// - Returns: The object's address.
    @inline(never)
    private func adopt(into state: UnsafeMutablePointer<SlotState<Note>>) -> UnsafeRawPointer {
        let value = current.withLock { $0 }
        let old = state.pointee.object
        let held = UnsafeRawPointer(Unmanaged.passRetained(value).toOpaque())
        state.pointee.object = held
        state.pointee.note = freshNote
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        return held
    }
}

extension SnapshotCell where Note == Void {
    /// Publishes `value` as the first object, for readers that keep no note.
    ///
    /// - Parameter value: The first object.
    package convenience init(_ value: Value) {
        self.init(value, note: ())
    }
}

/// One thread's slot: the last object it read from any ``SnapshotCell`` (retained) and the
/// reader's note about it, of the one type of note the slot was made for. Its state is behind a
/// pointer so the hot path reads and writes it without the exclusivity checks of a class's
/// stored properties; only its thread touches it.
private final class ThreadSlot {
    /// The type of note the state keeps: a cell reads the state only as its own type of note.
    private let noteType: ObjectIdentifier
    /// A ``SlotState`` of that type of note.
    let state: UnsafeMutableRawPointer
    /// Releases the object and frees the state (made where the type of note is known).
    private let destroy: (UnsafeMutableRawPointer) -> Void

    /// A slot holding no object, and `note`.
    init<Note>(note: Note) {
        let state = UnsafeMutablePointer<SlotState<Note>>.allocate(capacity: 1)
        state.initialize(to: SlotState(object: nil, note: note))
        self.state = UnsafeMutableRawPointer(state)
        noteType = ObjectIdentifier(Note.self)
        destroy = { raw in
            let state = raw.assumingMemoryBound(to: SlotState<Note>.self)
            if let object = state.pointee.object { Unmanaged<AnyObject>.fromOpaque(object).release() }
            state.deinitialize(count: 1)
            state.deallocate()
        }
    }

    deinit {
        destroy(state)
    }

    /// The state, when the slot keeps a `Note`; else `nil`.
    @inline(__always)
    func state<Note>(noting _: Note.Type) -> UnsafeMutablePointer<SlotState<Note>>? {
        noteType == ObjectIdentifier(Note.self) ? state.assumingMemoryBound(to: SlotState<Note>.self) : nil
    }
}

/// A ``ThreadSlot``'s state.
private struct SlotState<Note> {
    /// The retained object, by address.
    var object: UnsafeRawPointer?
    /// The reader's note about the object.
    var note: Note
}

/// The thread-local slot of every ``SnapshotCell``: a ``ThreadSlot``, retained, released when
/// the thread ends.
private let snapshotThreadKey = Platform.threadKeyReleasingObjects()
