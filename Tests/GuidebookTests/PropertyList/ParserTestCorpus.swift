import Foundation
import Guidebook
import Testing

/// The shared corpus of real `.strings` and `.plist` files and Foundation's parse of each
/// (`expected/<path>.json`). Found via `GUIDEBOOK_CORPUS` or `<repo>/../shared/corpus`.
enum ParserTestCorpus {
    static let root: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["GUIDEBOOK_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }()

    static var isRequired: Bool { ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_CORPUS"] == "1" }

    /// Relative paths of corpus files with one of `extensions`, sorted; empty (with a
    /// printed notice, or a failure when the corpus is required) when it is missing.
    static func files(withExtensions extensions: Set<String>) -> [String] {
        guard let root else {
            print("NOTICE: shared corpus not found (set GUIDEBOOK_CORPUS); corpus conformance tests are skipped.")
            return isRequired ? ["<missing corpus>"] : []
        }
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix("expected/") { continue }
            if extensions.contains((path as NSString).pathExtension) { found.append(path) }
        }
        return found.sorted()
    }

    /// The file's bytes and the oracle's JSON, or `nil` (after recording an issue) when missing.
    static func load(_ path: String) -> (data: Data, expected: Any)? {
        guard let root else {
            Issue.record("The shared corpus is required (GUIDEBOOK_REQUIRE_CORPUS=1) but was not found.")
            return nil
        }
        let file = root.appendingPathComponent(path)
        let oracle = root.appendingPathComponent("expected/\(path).json")
        guard let data = try? Data(contentsOf: file), let expectedData = try? Data(contentsOf: oracle),
            let expected = try? JSONSerialization.jsonObject(with: expectedData, options: [.fragmentsAllowed])
        else {
            Issue.record("Cannot read \(path) or its expected JSON.")
            return nil
        }
        return (data, expected)
    }

    /// Whether our JSON text equals the oracle's JSON, compared as unordered Foundation objects.
    static func matches(_ jsonText: String, _ expected: Any) -> Bool {
        guard let ours = try? JSONSerialization.jsonObject(with: Data(jsonText.utf8), options: [.fragmentsAllowed])
        else { return false }
        return jsonEqual(ours, expected)
    }

    /// Unordered equality of two `JSONSerialization` trees; numbers compare by value.
    static func jsonEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let left = lhs as? [String: Any], let right = rhs as? [String: Any] {
            guard left.count == right.count else { return false }
            return left.allSatisfy { key, value in right[key].map { jsonEqual(value, $0) } ?? false }
        }
        if let left = lhs as? [Any], let right = rhs as? [Any] {
            return left.count == right.count && zip(left, right).allSatisfy { jsonEqual($0, $1) }
        }
        if let left = lhs as? String, let right = rhs as? String { return left == right }
        if let left = lhs as? NSNumber, let right = rhs as? NSNumber { return left.doubleValue == right.doubleValue }
        return lhs is NSNull && rhs is NSNull
    }
}
