import Foundation
@_spi(Locking) import GuidebookParsing

// Write batching: one writer on the store's queue writes the latest snapshot until the file
// holds the latest generation, so a burst of records becomes a few writes.
extension PropertyListStateStore {
    /// Starts the writer on `queue` (a caller whose change returned `true` from `changed()`).
    func startWriting() {
        queue.async { self.writeUntilCurrent() }
    }

    /// Runs on `queue`: writes snapshots until the file holds the latest generation.
    private func writeUntilCurrent() {
        while true {
            let job = state.withLock { state -> (KeyTable<Void>, String?, AppState, Bool, Int)? in
                guard state.written < state.generation else {
                    state.writing = false
                    return nil
                }
                return (state.seen, state.ruleState, state.base, state.binary, state.generation)
            }
            guard let (seen, ruleState, base, binary, generation) = job else { return }
            var root = Self.merge(base.dictionary, seen: seen, keyPrefix: keyPrefix)
            if let ruleState { root[Self.ruleStateKey] = ruleState }
            do {
                let data = try PropertyListSerialization.data(
                    fromPropertyList: root, format: binary ? .binary : .xml, options: 0)
                try AtomicFile.write(data, to: url)
                let done = state.withLock { state -> [Waiter] in
                    state.written = generation
                    state.base = AppState(dictionary: root)
                    state.writeCount += 1
                    state.lastFailure = nil
                    let done = state.waiters.filter { $0.generation <= generation }
                    state.waiters.removeAll { $0.generation <= generation }
                    return done
                }
                for waiter in done { waiter.continuation.resume(returning: .success(())) }
            } catch {
                let failure = TutorialStateStoreError.writeFailed(path: url.path, reason: "\(error)")
                let failed = state.withLock { state -> [Waiter] in
                    state.writing = false
                    if state.lastFailure != failure { state.diagnostics.append(failure.diagnostic) }
                    state.lastFailure = failure
                    defer { state.waiters.removeAll() }
                    return state.waiters
                }
                for waiter in failed { waiter.continuation.resume(returning: .failure(failure)) }
                return
            }
        }
    }
}
