import Foundation

// TEMPORARY SHIM (l10n branch): stands in for the parsers helper's `StringsFileReader`,
// `StringsTable` and `StringsFileError` until they land on main. It parses with Foundation
// (no order, no positions). Delete this whole file when merging main.

/// A `.strings` table read from a file: entries in file order. (Temporary shim.)
public struct StringsTable: Sendable, Hashable {
    /// One `"key" = "value";` entry.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// Where the entry stands.
        public var location: SourceLocation?
    }

    /// The entries in file order.
    public var entries: [Entry]
}

/// Why a `.strings` file could not be read. (Temporary shim.)
public enum StringsFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file is not a valid `.strings` file.
    case invalid(file: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(let file, let reason): "\(file): not a valid .strings file (\(reason)). Fix its syntax."
        }
    }
}

/// Reads `.strings` files. (Temporary shim on `PropertyListSerialization`.)
public enum StringsFileReader {
    /// Reads a `.strings` file's bytes.
    public static func read(_ data: Data, file: String) throws(StringsFileError) -> StringsTable {
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .invalid(file: file, reason: "\(error)")
        }
        guard let dictionary = parsed as? [String: Any] else {
            throw .invalid(file: file, reason: "the top level is not a dictionary")
        }
        let entries = dictionary.keys.sorted().compactMap { key in
            (dictionary[key] as? String).map {
                StringsTable.Entry(key: key, value: $0, location: SourceLocation(file: file, line: 0, column: 0))
            }
        }
        return StringsTable(entries: entries)
    }
}
