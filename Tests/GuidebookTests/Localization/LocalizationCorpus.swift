import Foundation
import Guidebook
import Testing

/// The shared corpus for localization tests, found by `TestCorpus`.
enum LocalizationCorpus {
    /// A corpus folder, or `nil` after `TestCorpus`'s notice (a failure when the corpus is required).
    static func directory(subfolder: String) -> URL? {
        TestCorpus.folder(subfolder, for: "corpus tests")
    }

    static func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == pathExtension { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Compares our tree with a `JSONSerialization` result, ignoring member order.
    static func equal(_ ours: PropertyListValue, _ theirs: Any) -> Bool {
        switch ours {
        case .string(let value): return (theirs as? String) == value
        case .integer(let value): return (theirs as? NSNumber)?.int64Value == value
        case .real(let value): return (theirs as? NSNumber)?.doubleValue == value
        case .bool(let value): return (theirs as? NSNumber)?.boolValue == value
        case .array(let values):
            guard let array = theirs as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { equal($0, $1) }
        case .dictionary(let dictionary):
            guard let object = theirs as? [String: Any], object.count == dictionary.count else { return false }
            return dictionary.allSatisfy { entry in object[entry.key].map { equal(entry.value, $0) } ?? false }
        case .date, .data: return false
        }
    }
}
