import Foundation
import GuidebookFuzzing
import Testing

/// Every saved fuzz input (seed corpus and regressions) replayed through the check its
/// fuzz target runs, so a crash or invariant failure once found stays fixed.
@Suite struct FuzzReplayTests {
    /// One saved input: its target and its path under `Fuzz/`.
    struct Input: Sendable, CustomTestStringConvertible {
        var target: FuzzTarget
        var path: String
        var testDescription: String { path }
    }

    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The files under `Fuzz/<kind>/<target>/`, sorted.
    static func inputs(_ kind: String) -> [Input] {
        var inputs: [Input] = []
        for target in FuzzTarget.allCases {
            let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".md") {
                inputs.append(Input(target: target, path: "\(kind)/\(target.rawValue)/\(name)"))
            }
        }
        return inputs
    }

    @Test func everyTargetHasASeedCorpusAndADictionary() {
        for target in FuzzTarget.allCases {
            #expect(Self.inputs("Corpus").contains { $0.target == target }, "no seeds for \(target.rawValue)")
            let dictionary = Self.fuzzFolder.appendingPathComponent("Dictionaries/\(target.rawValue).dict")
            #expect(FileManager.default.fileExists(atPath: dictionary.path), "no dictionary for \(target.rawValue)")
        }
    }

    @Test(arguments: inputs("Corpus"))
    func aSeedInputKeepsItsTargetsInvariant(_ input: Input) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(input.path))
        #expect(throws: Never.self) { try input.target.check(data) }
    }

    @Test(arguments: inputs("Regressions"))
    func aSavedFindingNoLongerBreaksItsTarget(_ input: Input) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(input.path))
        #expect(throws: Never.self) { try input.target.check(data) }
    }
}
