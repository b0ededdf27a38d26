import Foundation

/// Executables built alongside the tests (`guidebook`, `guidebook-state-writer`): they sit next
/// to the test bundle in `.build/<triple>/<configuration>/`, whichever scratch path was used.
enum BuiltProducts {
    static func executable(_ name: String) -> URL? {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).deletingLastPathComponent()
            // macOS runs tests from inside `<name>.xctest/Contents/MacOS`.
            while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
            candidates.append(folder.appendingPathComponent(name))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/\(name)"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
