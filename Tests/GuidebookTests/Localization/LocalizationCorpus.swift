import Foundation
import Testing

@testable import Guidebook

/// Finds the shared corpus for localization tests: `GUIDEBOOK_CORPUS`, else `<repo>/../shared/corpus`.
/// When it is missing the tests print a notice and pass, unless `GUIDEBOOK_REQUIRE_CORPUS=1`.
enum LocalizationCorpus {
    static func directory(subfolder: String, filePath: String = #filePath) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let root: URL
        if let configured = environment["GUIDEBOOK_CORPUS"], !configured.isEmpty {
            root = URL(fileURLWithPath: configured)
        } else {
            var repo = URL(fileURLWithPath: filePath)
            for _ in 0..<4 { repo.deleteLastPathComponent() }  // Localization, GuidebookTests, Tests, file
            root = repo.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        }
        let folder = root.appendingPathComponent(subfolder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        if environment["GUIDEBOOK_REQUIRE_CORPUS"] == "1" {
            Issue.record("The corpus folder \(folder.path) is missing and GUIDEBOOK_REQUIRE_CORPUS=1.")
        } else {
            print("notice: corpus folder \(folder.path) not found; skipping corpus tests (set GUIDEBOOK_CORPUS).")
        }
        return nil
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
