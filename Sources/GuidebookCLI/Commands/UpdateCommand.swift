import Foundation
import Guidebook
import GuidebookRemote

/// `guidebook update URL [CONTENT] --cache DIR [--allow-http] [--trust KEY]...`: one check for published content,
/// exactly as an app makes it, into a cache folder that `show`, `search` and `preview` read
/// with `--cache DIR`.
enum UpdateCommand: Command {
    static let spec = CommandSpec(
        name: "update", summary: "Check a published folder for new content, as an app would.",
        positionals: [
            .init(
                name: "URL",
                help: "The published guidebook.json (https://…/guidebook.json) or its folder (https://…/help/).",
                optional: false),
            .init(name: "CONTENT", help: "The bundled content (default \(defaultContentPath))."),
        ],
        options: [
            .init(name: "cache", valueName: "DIR", help: "The cache folder (required)."),
            .init(name: "allow-http", help: "Fetch plain http:// URLs from other hosts than loopback."),
            .init(
                name: "app-version", valueName: "V",
                help: "The app version compared with the manifest's minimum (default: any)."),
            .init(name: "timeout", valueName: "SECONDS", help: "The longest a request may take (default 30)."),
            .init(
                name: "trust", valueName: "KEY",
                help: "A public key (ed25519:…) whose signature the manifest must carry; repeatable.", repeatable: true),
        ],
        discussion: """
            Sends the manifest request with the cached validators (If-None-Match, If-Modified-Since),
            fetches only the files whose SHA-256 changed, checks each one's size and hash while it
            arrives, validates the whole set (every file parses, the help books validate, every
            language of CONTENT is complete) and only then swaps it in. Prints the outcome on one
            line, then the content now in use.

            The bundled CONTENT wins over an older cached set when both have a guidebook.json whose
            content versions are dotted numbers (publish with --content-version 2026.12.01): then
            an older published set is not fetched either.

            With --trust, guidebook.json.sig is fetched and verified over the manifest's exact bytes
            before the manifest is read; an unsigned, wrongly signed, replayed (lower sequence) or
            expired manifest is refused and the cached content kept. Without --trust nothing is
            verified, as in an app that configures no keys, and the output says so.

            Exit status: 0 the cache holds a good set (updated or not modified) or the bundled
            content is newer than the published one, 1 the check failed and the previous content
            was kept, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        guard let urlText = arguments.positional(0) else { throw UsageError.missingArgument("URL", command: spec.name) }
        guard let cachePath = arguments.value("cache") else {
            throw UsageError.missingValue(option: "--cache", valueName: "DIR", command: spec.name)
        }
        guard let url = URL(string: urlText), url.scheme == "https" || url.scheme == "http", url.host != nil else {
            context.printError(
                "error: '\(urlText)' is not an http(s) URL: give the published guidebook.json's URL, or its folder's ending in /."
            )
            return 2
        }
        var trusted: [ContentPublicKey] = []
        for text in arguments.values["trust"] ?? [] {
            do {
                trusted.append(try ContentPublicKey(text))
            } catch {
                context.printError("error: --trust: \(error.diagnostic.message) \(error.diagnostic.fix ?? "")")
                return 2
            }
        }
        var appVersion = AppVersion("\(Int.max)")
        if let text = arguments.value("app-version") {
            guard let version = AppVersion(text) else {
                context.printError("error: '--app-version \(text)' is not a version like 2.1: write dotted numbers.")
                return 2
            }
            appVersion = version
        }
        guard let appVersion else { return 2 }
        var policy = RemoteContentPolicy(appVersion: appVersion)
        policy.allowsInsecureHTTP = arguments.flag("allow-http")
        policy.trustedKeys = trusted
        if let text = arguments.value("timeout") {
            guard let seconds = TimeInterval(text), seconds > 0 else {
                context.printError("error: '--timeout \(text)' is not a number of seconds above 0.")
                return 2
            }
            policy.timeout = seconds
        }
        let contentPath = arguments.contentPath(at: 1, usingCache: false)
        guard
            let content = context.existingContentFolder(contentPath)
        else { return 1 }
        let updater: RemoteContentUpdater<ContentSet>
        do {
            updater = try RemoteContentUpdater(
                manifestURL: url, bundled: content, cache: URL(fileURLWithPath: cachePath), policy: policy
            ) { set in set }
        } catch {
            context.report(error)
            return 1
        }
        for diagnostic in updater.startupDiagnostics { context.report(diagnostic) }
        let event = await updater.check(force: true)
        context.print(line(for: event))
        let set = updater.contentSet
        context.print(inUse(set))
        context.print(signature(of: set, trusted: trusted))
        switch event {
        case .updated, .notModified, .unchanged: return set.origin == .cached ? 0 : 1
        case .olderThanBundled: return 0
        case .skipped: return 0
        case .failed: return 1
        }
    }

    /// The outcome as one line.
    static func line(for event: RemoteContentEvent) -> String {
        switch event {
        case .updated(let update):
            let from = update.previousVersion.map { " (was \($0))" } ?? " (was the bundled content)"
            var text =
                "updated: content version \(update.contentVersion)\(from); fetched \(update.fetched.count) "
                + "\(update.fetched.count == 1 ? "file" : "files")"
            if !update.fetched.isEmpty { text += ": " + update.fetched.joined(separator: ", ") }
            if !update.removed.isEmpty { text += "; removed " + update.removed.joined(separator: ", ") }
            return text
        case .notModified:
            return "not modified: the server answered 304 to the cached validators"
        case .unchanged(let version):
            return "not modified: the manifest lists the files of content version \(version) already cached"
        case .olderThanBundled(let published, let bundled):
            return "not updated: the published content version \(published) is older than the bundled \(bundled)"
        case .skipped(let next):
            return "skipped: the next check is due at \(next)"
        case .failed(let failure):
            return "failed: \(failure.description)"
        }
    }

    /// How the content in use was verified.
    static func signature(of set: ContentSet, trusted: [ContentPublicKey]) -> String {
        guard !trusted.isEmpty else {
            return
                "signature: not checked (no --trust key given; an app that configures no keys accepts unsigned content)"
        }
        guard set.origin == .cached else {
            return "signature: the bundled content is in use (shipped with the app, not fetched)"
        }
        guard let keyID = set.signedBy else {
            return "signature: none; the cached set was stored before signatures were required"
        }
        let sequence = set.manifest?.sequence.map { "\($0)" } ?? "none"
        let expires = set.manifest?.expires.map { ContentManifest.timestamp($0) } ?? "never"
        return "signature: verified by key \(keyID), sequence \(sequence), expires \(expires)"
    }

    /// What is in use now.
    static func inUse(_ set: ContentSet) -> String {
        switch set.origin {
        case .cached:
            let files = set.manifest?.files ?? []
            let languages = set.manifest?.languages.joined(separator: ", ") ?? ""
            return
                "in use: cached content version \(set.contentVersion ?? "?") (\(files.count) files; languages \(languages)) at \(set.folder.path)"
        case .bundled:
            return "in use: the bundled content at \(set.folder.path)"
        }
    }
}
