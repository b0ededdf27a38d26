import Foundation
import Guidebook

/// A content folder packed into one fuzz input: each file starts on a line `@@ PATH` and runs
/// to the next such line; the bytes before the first one choose the counts and devices the
/// texts are resolved for.
///
/// Paths are kept when they are relative, of at most four parts of letters, digits, `.`, `-`
/// and `_`, none `..`: what a content folder holds, and safe to write out (the CLI test
/// unpacks every saved input into a folder and runs the commands on it).
///
/// ```swift
/// let archive = ContentArchive(Data("\u{1}\u{5}\n@@ en.lproj/Tutorial.strings\n\"k\" = \"Hi\";\n".utf8))
/// archive.files["en.lproj/Tutorial.strings"]  // the bytes of the table
/// archive.counts                              // [1, 5]
/// ```
package struct ContentArchive: Sendable {
    /// relative path → bytes; a later file of the same path replaces an earlier one.
    package var files: [String: Data] = [:]
    /// The bytes before the first file.
    package var choices: [UInt8] = []

    /// The line that starts a file, before its path.
    static let marker = Array("@@ ".utf8)

    /// Unpacks `data`.
    ///
    /// - Parameter data: Any bytes; without a `@@ ` line the archive holds no files.
    /// - Complexity: O(n) in the input's size.
    package init(_ data: Data) {
        let bytes = [UInt8](data)
        var starts: [Int] = []
        var index = 0
        while index + Self.marker.count <= bytes.count {
            if (index == 0 || bytes[index - 1] == 0x0A),
                bytes[index..<(index + Self.marker.count)].elementsEqual(Self.marker)
            {
                starts.append(index)
            }
            index += 1
        }
        choices = Array(bytes[0..<(starts.first ?? bytes.count)].prefix(16))
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : bytes.count
            let pathStart = start + Self.marker.count
            let lineEnd = bytes[pathStart..<end].firstIndex(of: 0x0A) ?? end
            let path = String(decoding: bytes[pathStart..<lineEnd], as: UTF8.self)
            var body = Array(bytes[min(lineEnd + 1, end)..<end])
            // The newline before the next marker belongs to the marker.
            if number + 1 < starts.count, body.last == 0x0A { body.removeLast() }
            if Self.isSafe(path) { files[path] = Data(body) }
        }
    }

    /// Whether `path` is relative, short, and made of safe parts.
    static func isSafe(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, path.utf8.count <= 100, parts.count <= 4 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
                }
        }
    }

    /// Counts chosen by the input (each choice byte picks one), always with 0, 1 and 2.
    package var counts: [Int] {
        let palette = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 100, 101, 1_000_000, -1, Int.min, Int.max]
        return [0, 1, 2] + choices.map { palette[Int($0) % palette.count] }
    }

    /// Devices chosen by the input, always with iphone.
    package var devices: [StringCatalog.Device] {
        let all = StringCatalog.Device.allCases
        var chosen: [StringCatalog.Device] = [.iphone]
        for choice in choices.prefix(3) where !chosen.contains(all[Int(choice) % all.count]) {
            chosen.append(all[Int(choice) % all.count])
        }
        return chosen
    }

    /// Writes the files into `folder` (created when missing). A file whose path another file
    /// needs as a folder (`en.lproj` beside `en.lproj/Tutorial.strings`) is left out.
    ///
    /// - Parameter folder: The content folder to make.
    package func write(into folder: URL) {
        for path in files.keys.sorted() {
            guard let data = files[path] else { continue }
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: url)
        }
    }
}
