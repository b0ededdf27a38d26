// Test helper for the crash-safety test (not a product): records keys in a property-list state
// store in small batches, forever, and prints each key on stdout once `flush()` has returned for it.
// The test kills this process with SIGKILL at random moments and checks that every printed key
// is in the file and the file still parses.
//
// Usage: guidebook-state-writer STATE_FILE FIRST_INDEX
import Foundation
import Guidebook

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: guidebook-state-writer STATE_FILE FIRST_INDEX\n".utf8))
    exit(2)
}
let store = PropertyListStateStore(url: URL(fileURLWithPath: arguments[1]))
for diagnostic in store.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
var index = first
while true {
    var batch: [String] = []
    for _ in 0..<Int.random(in: 1...4) {
        batch.append("Key\(index)")
        index += 1
    }
    for key in batch { store.record(key) }
    do {
        try await store.flush()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data((batch.joined(separator: "\n") + "\n").utf8))
}
