import Foundation
@_spi(Locking) import GuidebookParsing

/// Keeps an app's content up to date from a published folder on any static web server, and
/// never shows a broken set.
///
/// At once and synchronously, ``content`` is the newest validated set in the cache, else the
/// bundled content. ``check(force:)`` (or ``checkInBackground(force:)``) asks the server for
/// the manifest with the stored validators; 304 ends it. Otherwise only the files whose hash
/// changed are fetched, each checked against its size and SHA-256 while it streams; the whole
/// new set is validated, loaded by your loader, and only then swapped in (one rename) and
/// published on ``updates()``. Every outcome is a ``RemoteContentEvent``; on any failure the
/// content in use and the cache stay as they were.
///
/// The updater is generic over what it loads: the loader turns a ``ContentSet`` (a content
/// folder) into what the app shows, and throwing from it rejects the set.
///
/// ```swift
/// let updater = try RemoteContentUpdater(
///     manifestURL: URL(string: "https://example.com/help/guidebook.json")!,
///     bundled: Bundle.main.resourceURL!, cache: cachesURL.appendingPathComponent("Help"),
///     policy: RemoteContentPolicy(appVersion: AppVersion("2.3")!)
/// ) { set in
///     try HelpBook.load(from: set.folder, preferredLanguages: Locale.preferredLanguages)
/// }
/// let search = HelpSearch(book: updater.content)
/// Task {
///     for await book in updater.updates() { search.replace(with: book) }
/// }
/// updater.checkInBackground()
/// ```
///
/// One updater per cache folder: two processes checking into the same folder at once is not supported.
public final class RemoteContentUpdater<Content: Sendable>: Sendable {
    /// Turns a set into the app's content; throwing rejects the set (its error is reported).
    public typealias Loader = @Sendable (ContentSet) throws -> Content

    /// The manifest's URL (`…/guidebook.json`; a folder URL given to the initializer names the
    /// `guidebook.json` in it).
    public let manifestURL: URL
    /// The policy.
    public let policy: RemoteContentPolicy
    /// Problems met while opening: a cached set that could not be used (the bundled content is used instead).
    public let startupDiagnostics: [Diagnostic]

    let bundled: URL
    let cache: ContentCache
    let load: Loader
    let requirements: ContentRequirements
    let now: @Sendable () -> Date
    /// One session for every request of this updater, so checks reuse the connection.
    let fetcher = HTTPFetcher()

    struct State: Sendable {
        var content: Content
        var set: ContentSet
        var validators: ContentCache.Validators?
        var running: Task<RemoteContentEvent, Never>?
    }
    let state: Locked<State>
    /// The listeners of ``updates()``: a slow one gets the newest content only.
    let updateBroadcast = Broadcast<Content>(bufferingPolicy: .bufferingNewest(1))
    /// The listeners of ``events()``: a slow one keeps the newest 16 outcomes.
    let eventBroadcast = Broadcast<RemoteContentEvent>(bufferingPolicy: .bufferingNewest(16))

    /// Opens the cache and loads the content to show now: the cached set when it loads and
    /// validates, else the bundled folder. Reads the disk only; nothing is fetched.
    ///
    /// - Parameters:
    ///   - manifestURL: Where the published `guidebook.json` is, or the published folder's URL
    ///     (ending in `/`).
    ///   - bundled: The content folder shipped with the app.
    ///   - cache: A folder the updater owns (created when missing), such as one in Caches.
    ///   - policy: Intervals, limits and the languages required.
    ///   - load: Turns a set into the app's content.
    /// - Throws: ``RemoteContentFailure/invalidBundledContent(_:)`` when even the bundled content does not load.
    public convenience init(
        manifestURL: URL, bundled: URL, cache: URL, policy: RemoteContentPolicy,
        load: @escaping Loader
    ) throws(RemoteContentFailure) {
        try self.init(
            manifestURL: manifestURL, bundled: bundled, cache: cache, policy: policy, now: { Date() }, load: load)
    }

    /// The designated initializer, with a clock for tests.
    package init(
        manifestURL: URL, bundled: URL, cache: URL, policy: RemoteContentPolicy, now: @escaping @Sendable () -> Date,
        load: @escaping Loader
    ) throws(RemoteContentFailure) {
        self.manifestURL = RemoteContentPolicy.manifestURL(for: manifestURL)
        self.policy = policy
        self.bundled = bundled
        self.cache = ContentCache(root: cache)
        self.load = load
        self.now = now
        var requirements = ContentRequirements(
            languages: policy.languages, developmentLanguage: policy.developmentLanguage, bundled: bundled)
        requirements.limits = policy.readingLimits
        self.requirements = requirements
        self.cache.removeAbandoned()
        var diagnostics: [Diagnostic] = self.cache.readSchedule().problem.map { [$0] } ?? []
        var opened: (Content, ContentSet, ContentCache.Validators?)?
        let bundledManifest = ContentManifest.shipped(in: bundled)
        switch self.cache.state() {
        case .empty:
            break
        case .broken(let reason):
            diagnostics.append(
                Diagnostic(
                    .warning, "The cached content cannot be used (\(reason)); the bundled content is shown.",
                    fix: "Nothing to do: the next check fetches the content again.", code: .remoteCacheUnusable))
        case .set(let set, _) where set.isOlder(thanBundled: bundledManifest):
            // An app update shipped newer content than the download: the bundled content wins
            // (the cache is left as it is; the next check replaces it when the server has newer).
            diagnostics.append(
                Diagnostic(
                    .note,
                    set.newerBundledDescription(bundledManifest) + ", so the bundled content is shown.",
                    fix: "Nothing to do: the next check fetches the published content when it is newer still.",
                    code: .remoteBundledNewer))
        case .set(let set, let validators):
            do {
                opened = (try load(set), set, validators)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "The cached content \(set.contentVersion ?? "") does not load (\(Self.diagnostic(for: error).message)); the bundled content is shown.",
                        fix: "Nothing to do: the next check fetches the content again.", code: .remoteCacheUnusable))
            }
        }
        if opened == nil {
            let set = ContentSet(folder: bundled, origin: .bundled, manifest: bundledManifest)
            do {
                opened = (try load(set), set, nil)
            } catch {
                throw .invalidBundledContent([Self.diagnostic(for: error)])
            }
        }
        guard let (content, set, validators) = opened else { throw .invalidBundledContent([]) }
        startupDiagnostics = diagnostics
        state = Locked(State(content: content, set: set, validators: validators))
    }

    /// The content to show: loaded from disk when the updater was made, replaced after each update.
    public var content: Content { state.withLock { $0.content } }

    /// The set ``content`` was loaded from.
    public var contentSet: ContentSet { state.withLock { $0.set } }

    /// Each new content, as it is swapped in (not the current one). Every call makes a new
    /// stream; it ends when the updater is released.
    ///
    /// ```swift
    /// for await book in updater.updates() { search.replace(with: book) }
    /// ```
    public func updates() -> AsyncStream<Content> {
        updateBroadcast.subscribe()
    }

    /// Every check's outcome, as it ends. Every call makes a new stream.
    public func events() -> AsyncStream<RemoteContentEvent> {
        eventBroadcast.subscribe()
    }

    /// Runs one check, unless the minimum interval or the back-off since the last one has not
    /// passed (then ``RemoteContentEvent/skipped(nextCheck:)``). A check already running is
    /// joined, not repeated.
    ///
    /// - Parameter force: Check even if the interval has not passed (a "Check for updates" button).
    /// - Returns: The outcome, also sent on ``events()``.
    @discardableResult
    public func check(force: Bool = false) async -> RemoteContentEvent {
        let task = state.withLock { state -> Task<RemoteContentEvent, Never> in
            if let running = state.running { return running }
            let task = Task { await self.runCheck(force: force) }
            state.running = task
            return task
        }
        return await task.value
    }

    /// Starts ``check(force:)`` in a background task and returns at once.
    public func checkInBackground(force: Bool = false) {
        Task.detached(priority: .utility) { await self.check(force: force) }
    }

    /// When the next check may run without `force`.
    public var nextCheck: Date {
        nextCheck(after: cache.schedule())
    }

    /// When the next check may run, after `schedule`.
    private func nextCheck(after schedule: ContentCache.Schedule) -> Date {
        guard let last = schedule.lastCheck else { return .distantPast }
        let wait = max(policy.minimumInterval, policy.backOff(afterFailures: schedule.consecutiveFailures))
        return last.addingTimeInterval(wait)
    }

    private func runCheck(force: Bool) async -> RemoteContentEvent {
        let event: RemoteContentEvent
        // Read once: the store below writes after the newest slot read here (checks are serial).
        let stored = cache.readSchedule()
        var schedule = stored.schedule
        let next = nextCheck(after: schedule)
        if !force, next > now() {
            event = .skipped(nextCheck: next)
        } else {
            let result = await fetchAndApply()
            schedule.lastCheck = now()
            if case .failed = result {
                schedule.consecutiveFailures += 1
            } else {
                schedule.consecutiveFailures = 0
            }
            cache.storeSchedule(schedule, after: stored.sequence)
            event = result
        }
        state.withLock { $0.running = nil }
        eventBroadcast.yield(event)
        return event
    }

    /// A thrown error as a finding.
    static func diagnostic(for error: any Error) -> Diagnostic {
        (error as? any DiagnosticError)?.diagnostic
            ?? Diagnostic(
                .error, "The app's loader could not load the content: \(error).",
                fix:
                    "Fix what the load closure passed to RemoteContentUpdater reports; 'guidebook lint' checks the files.",
                code: .content)
    }
}
