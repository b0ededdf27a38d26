import Foundation
@_spi(Locking) import GuidebookParsing

/// Places inside the values of one content's string tables, for findings about a spot in a
/// card's body (a link): each table file is read again once, on the first place asked in it
/// (``ValueSourceMap``), and kept for the next.
///
/// ```swift
/// var locator = ValueLocator(content)
/// locator.location(ofOffset: 17, in: entry)  // de.lproj/Tutorial.strings:3:30, else entry.location
/// ```
struct ValueLocator {
    private let content: GuidebookContent
    /// position path → the file's map, `nil` when it cannot be had.
    private var maps: [String: ValueSourceMap?] = [:]

    init(_ content: GuidebookContent) {
        self.content = content
    }

    /// Where the byte at `offset` (UTF-8) of `entry`'s value stands in its file; the entry's own
    /// location where that is not known (a table built in code, a property list `.strings` file,
    /// a catalog entry with plural forms, a repeated key).
    ///
    /// - Complexity: O(n) in the file's size the first time it is asked about, then O(k) in the
    ///   entry's bytes up to the place plus the file's text before it (counted a word at a time).
    mutating func location(ofOffset offset: Int, in entry: LocalizedStringEntry) -> SourceLocation? {
        guard let location = entry.location, location.line > 0, let value = entry.value else { return entry.location }
        let map: ValueSourceMap?
        if let known = maps[location.file] {
            map = known
        } else {
            map = Self.map(of: location.file, in: content)
            maps[location.file] = map
        }
        return map?.location(ofOffset: offset, inValue: value, entryAt: location) ?? location
    }

    /// The map of the table file that positions name `path`, read again from the content's source.
    private static func map(of path: String, in content: GuidebookContent) -> ValueSourceMap? {
        let format: ValueSourceMap.Format
        if path.hasSuffix(".strings") {
            format = .strings
        } else if path.hasSuffix(".xcstrings") {
            format = .stringCatalog
        } else {
            return nil
        }
        guard let relative = content.source.relativePath(ofPositionPath: path),
            case .success(let data) = content.source.data(relative, limits: content.limits)
        else { return nil }
        return ValueSourceMap(data, format: format, file: path)
    }
}
