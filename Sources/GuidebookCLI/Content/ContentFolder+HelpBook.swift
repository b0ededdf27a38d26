import Foundation
import Guidebook

// STOPGAP until `HelpBook(contentsOf:)` lands: the legacy HelpList.plist read with
// Foundation, rows put back in file order by where their key first appears in the text.

extension ContentFolder {
    /// The help book of `language`: `<lang>.lproj/HelpList.plist`, else a top-level `HelpList.plist`.
    ///
    /// - Returns: The book, or `nil` when there is no file; problems as diagnostics.
    func helpBook(_ language: String) -> (book: HelpBook?, diagnostics: [Diagnostic]) {
        let candidates = ["\(language).lproj/HelpList.plist", "HelpList.plist"]
        guard
            let relative = candidates.first(where: {
                FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
            })
        else { return (nil, []) }
        let path = displayPath(relative)
        let at = SourceLocation(file: path, line: 1, column: 1)
        guard let data = try? Data(contentsOf: url.appendingPathComponent(relative)) else {
            return (nil, [ContentError.unreadable(path).diagnostic])
        }
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [Any] else {
            return (nil, [Diagnostic(.error, "The help book's root is not an array.", at: at)])
        }
        let text = String(decoding: data, as: UTF8.self)
        func position(_ key: String) -> Int {
            let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return text.range(of: "<key>\(escaped)</key>").map {
                text.distance(from: text.startIndex, to: $0.lowerBound)
            }
                ?? Int.max
        }
        func body(_ text: String) -> HelpBody {
            let paragraphs = text.components(separatedBy: "\n\n").filter { !$0.allSatisfy(\.isWhitespace) }
            return HelpBody(blocks: paragraphs.map { .paragraph([.text($0)]) })
        }
        func items(_ dictionary: [String: Any], path: [String], depth: Int) -> [HelpItem] {
            dictionary.keys.filter { $0 != "Title" }.sorted { position($0) < position($1) }.map { title in
                let id = (path + [title]).map(HelpBookSlug.make).joined(separator: "/")
                var item = HelpItem(id: id, title: title)
                switch dictionary[title] {
                case let string as String: item.body = body(string)
                case let child as [String: Any] where depth < 32:
                    item.children = items(child, path: path + [title], depth: depth + 1)
                case let array as [Any] where depth < 32:
                    item.children = array.compactMap { $0 as? [String: Any] }.flatMap {
                        items($0, path: path + [title], depth: depth + 1)
                    }
                default: break
                }
                return item
            }
        }
        var sections: [HelpSection] = []
        var diagnostics: [Diagnostic] = []
        for (index, element) in root.enumerated() {
            guard let dictionary = element as? [String: Any], let title = dictionary["Title"] as? String else {
                diagnostics.append(Diagnostic(.error, "Section \(index + 1) has no \"Title\".", at: at))
                continue
            }
            let id = HelpBookSlug.make(title)
            sections.append(HelpSection(id: id, title: title, items: items(dictionary, path: [title], depth: 0)))
        }
        return (HelpBook(sections: sections, language: language), diagnostics)
    }
}

/// Ids derived from titles for the stopgap reader: lower case, words joined by `-`.
enum HelpBookSlug {
    static func make(_ title: String) -> String {
        let words = title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.isEmpty ? "item" : words.joined(separator: "-")
    }
}
