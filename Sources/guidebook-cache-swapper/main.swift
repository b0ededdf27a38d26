// Test helper for the swap crash-safety test (not a product): swaps published content sets
// into a cache folder in turn, A, B, C, A, … forever, the way the updater installs a fetched set (files
// written and synced into a staging folder, then committed), and prints the set's name on stdout
// (its index, 0-based) after each commit returned. The test kills this process with SIGKILL at
// random moments and checks that the cache then holds the last acknowledged set or the next, whole.
//
// Usage: guidebook-cache-swapper CACHE_FOLDER PUBLISHED_SET...
import Foundation
import Guidebook
import GuidebookRemote

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: guidebook-cache-swapper CACHE PUBLISHED_SET PUBLISHED_SET...\n".utf8))
    exit(2)
}
let cache = ContentCache(root: URL(fileURLWithPath: arguments[1]))
cache.removeAbandoned()
let sources = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
// Start after the set in use, so that every process moves the rotation on.
var round = 0
if case .set(let set, _) = cache.state(), let version = set.contentVersion,
    let index = sources.firstIndex(where: { $0.lastPathComponent == version })
{
    round = index + 1
}
while true {
    let source = sources[round % sources.count]
    do {
        let manifest = try ContentManifest(
            data: Data(contentsOf: source.appendingPathComponent(ContentManifest.fileName)))
        let staging = try cache.makeStaging()
        for file in manifest.files {
            let data = try Data(contentsOf: source.appendingPathComponent(file.path))
            try ContentCache.writeSynced(data, to: staging.appendingPathComponent(file.path))
        }
        _ = try cache.commit(
            staging: staging, manifest: manifest,
            validators: .init(manifestURL: source.absoluteString, etag: "\"\(round)\"", lastModified: nil))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(source.lastPathComponent)\n".utf8))
    round += 1
}
