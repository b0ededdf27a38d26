@_spi(Locking) import GuidebookParsing

extension HelpSearch {
    /// An index being built from a book off the caller's thread: built exactly once, by the
    /// background job or by the first query that cannot wait for it, whichever comes first.
    ///
    /// The build runs while holding `work`'s lock, so a query that arrives during it waits on
    /// that lock (on Apple platforms `os_unfair_lock` lends the waiter's priority to the
    /// builder) and then reads the whole index; nobody ever reads a part-built one. `outcome`
    /// is a second, short lock: it answers `isReady` without waiting for the build and holds
    /// the `async` waiters, resumed once the index is there. Lock order: `work`, then `outcome`.
    final class Build: Sendable {
        /// What is left to do: the book to index, or the index made of it (the book let go).
        private enum Work: Sendable {
            case pending(book: HelpBook, language: String?)
            case built(HelpSearchIndex)
        }

        /// The built index (`nil` until then), how many builds made it, and who awaits it.
        private struct Outcome: Sendable {
            var index: HelpSearchIndex?
            var builds = 0
            var waiters: [CheckedContinuation<Void, Never>] = []
        }

        private let work: Locked<Work>
        private let outcome = Locked(Outcome())

        init(book: HelpBook, language: String?) {
            work = Locked(.pending(book: book, language: language))
        }

        /// Whether the index is built; never waits.
        var isReady: Bool { outcome.withLock { $0.index != nil } }

        /// The index, if it is built; never waits.
        var readyIndex: HelpSearchIndex? { outcome.withLock { $0.index } }

        /// How many times the index was built: 1 once it is, never more.
        var builds: Int { outcome.withLock { $0.builds } }

        /// The index: at once when it is built, after the build when it is under way, else built
        /// here and now (once: the background job then finds it done).
        func index() -> HelpSearchIndex {
            if let index = readyIndex { return index }
            let (index, waiters) = work.withLock { work -> (HelpSearchIndex, [CheckedContinuation<Void, Never>]) in
                switch work {
                case .built(let index):
                    return (index, [])
                case .pending(let book, let language):
                    let index = HelpSearchIndex(book: book, language: language)
                    work = .built(index)
                    let waiters = outcome.withLock { outcome in
                        outcome.index = index
                        outcome.builds += 1
                        defer { outcome.waiters = [] }
                        return outcome.waiters
                    }
                    return (index, waiters)
                }
            }
            for waiter in waiters { waiter.resume() }
            return index
        }

        /// Returns when the index is built, suspending (not blocking a thread) until then.
        func waitUntilReady() async {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let ready = outcome.withLock { outcome in
                    guard outcome.index == nil else { return true }
                    outcome.waiters.append(waiter)
                    return false
                }
                if ready { waiter.resume() }
            }
        }
    }

    /// The index queries use: one made, or one being built.
    enum Stage: Sendable {
        case ready(HelpSearchIndex)
        case building(Build)
    }
}
