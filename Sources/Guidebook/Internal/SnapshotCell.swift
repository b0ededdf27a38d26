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
    /// - Parameter body: Reads the object; must not keep it beyond the call.
    /// - Returns: What `body` returns.
    @inline(__always)
    package func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        let published = address.withMemoryRebound(to: Value?.self, capacity: 1) {
            _stdlib_atomicAcquiringLoadARCRef(object: $0)?.toOpaque()
        }
        if let held = pthread_getspecific(snapshotThreadKey), held == published {
            return try Unmanaged<Value>.fromOpaque(held)._withUnsafeGuaranteedRef(body)
        }
        return try body(adoptPublished())
    }

    /// The slow read: the published object under the lock, kept in this thread's slot.
    @inline(never)
    private func adoptPublished() -> Value {
        let value = current.withLock { $0 }
        let old = pthread_getspecific(snapshotThreadKey)
        pthread_setspecific(snapshotThreadKey, Unmanaged.passRetained(value).toOpaque())
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        return value
    }
}

/// The thread-local slot of every ``SnapshotCell``: the last object the thread read, retained,
/// released when the thread ends.
private let snapshotThreadKey = Platform.threadKeyReleasingObjects()
