import Foundation

/// The typo keys' low halves, in order within each bucket of `deletionDirectory`, and the typo
/// target each names: two arrays in an index built in memory; in an index read from its file,
/// where they lie in the file's bytes, so opening does not copy them (411,279 keys for the bench
/// book: 2.4 MB of heap as arrays). A query reads only the few keys of its words' buckets.
struct TypoKeyTable: Sendable {
    enum Storage: Sendable {
        case arrays(keys: [UInt16], targets: [UInt32])
        /// `count` little-endian `UInt16`s at `keysOffset`, and their targets, in the bytes of
        /// the file the index keeps (`MappedTokens.file`).
        case file(keysOffset: Int, count: Int, targets: NarrowArray)
    }

    let storage: Storage

    /// The number of keys.
    var count: Int {
        switch storage {
        case .arrays(let keys, _): keys.count
        case .file(_, let count, _): count
        }
    }

    /// The heap the table takes (none when it lies in a file).
    var estimatedBytes: Int {
        if case .arrays(let keys, let targets) = storage { return 2 * keys.count + 4 * targets.count }
        return 0
    }

    /// The keys and targets as arrays, copied out of `file` when they lie there: what an index
    /// file is written from.
    func arrays(file: Data?) -> (keys: [UInt16], targets: [UInt32]) {
        switch storage {
        case .arrays(let keys, let targets): return (keys, targets)
        case .file:
            return (file ?? Data()).withUnsafeBytes { bytes in
                withReader(file: bytes) { reader in
                    ((0..<count).map(reader.key), (0..<count).map(reader.target))
                }
            }
        }
    }

    /// Calls `body` with a reader of the keys and targets; `file` is the bytes of the file the
    /// index was read from (unused for arrays).
    func withReader<R>(file: UnsafeRawBufferPointer, _ body: (Reader) -> R) -> R {
        switch storage {
        case .arrays(let keys, let targets):
            return keys.withUnsafeBytes { keys in
                targets.withUnsafeBytes { targets in
                    body(Reader(keys: keys.baseAddress, targets: targets.baseAddress, targetWidth: 4, isFile: false))
                }
            }
        case .file(let keysOffset, _, let targets):
            let base = file.baseAddress
            return body(
                Reader(
                    keys: base.map { $0 + keysOffset }, targets: base.map { $0 + targets.offset },
                    targetWidth: targets.width, isFile: true))
        }
    }

    /// Reads key `index`'s low half and target (below `count`, unchecked).
    struct Reader {
        let keys: UnsafeRawPointer?
        let targets: UnsafeRawPointer?
        let targetWidth: Int
        /// Whether the values are a file's (little-endian) rather than the machine's.
        let isFile: Bool

        @inline(__always)
        func key(_ index: Int) -> UInt16 {
            guard let keys else { return 0 }
            let value = keys.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self)
            return isFile ? UInt16(littleEndian: value) : value
        }

        @inline(__always)
        func target(_ index: Int) -> UInt32 {
            guard let targets else { return 0 }
            switch targetWidth {
            case 1: return UInt32(targets.load(fromByteOffset: index, as: UInt8.self))
            case 2:
                let value = targets.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self)
                return UInt32(isFile ? UInt16(littleEndian: value) : value)
            default:
                let value = targets.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)
                return isFile ? UInt32(littleEndian: value) : value
            }
        }
    }
}

extension HelpSearchIndex.Storage {
    /// Calls `body` with a reader of the index's typo keys (in the file's bytes, for an index
    /// read in place).
    func withTypoKeys<R>(_ body: (TypoKeyTable.Reader) -> R) -> R {
        guard let mapped else { return typoKeys.withReader(file: UnsafeRawBufferPointer(start: nil, count: 0), body) }
        return mapped.file.withUnsafeBytes { typoKeys.withReader(file: $0, body) }
    }
}
