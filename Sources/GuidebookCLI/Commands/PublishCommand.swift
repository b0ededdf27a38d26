import Foundation
import Guidebook
import GuidebookRemote

/// `guidebook publish [CONTENT] --out DIR [--sign KEYFILE]...`: lints the content, then writes the
/// folder a static web server serves as it is: the content files, their manifest
/// `guidebook.json`, and with keys its detached signatures `guidebook.json.sig`.
enum PublishCommand: Command {
    static let spec = CommandSpec(
        name: "publish", summary: "Write the content and its manifest for a static web server.",
        positionals: [.init(name: "CONTENT", help: "The content folder (default \(defaultContentPath)).")],
        options: [
            .init(name: "out", valueName: "DIR", help: "Where to write the published folder (required)."),
            .init(
                name: "content-version", valueName: "V",
                help: "The content's version (default: derived from the files' hashes). Dotted numbers "
                    + "(2026.12.01) are ordered: bundled content with a higher one wins over a cached set."),
            .init(
                name: "minimum-app-version", valueName: "V",
                help: "The oldest app version the content is for (2.1); older apps keep theirs."),
            .init(
                name: "sources", valueName: "DIR", help: "App code lint checks against (default CONTENT/Sources).",
                repeatable: true),
            .init(
                name: "sign", valueName: "KEYFILE",
                help: "Sign guidebook.json with this private key (mode 0600; repeat to sign with old and new key).",
                repeatable: true),
            .init(
                name: "expires", valueName: "DURATION",
                help: "How long apps accept the manifest: 30d (default), 12h, 90d."),
            .init(
                name: "sequence", valueName: "N",
                help: "The manifest's sequence (default: DIR's previous manifest's plus one, else the Unix time)."),
        ],
        discussion: """
            Runs 'guidebook lint' first and publishes nothing when it finds errors. Then copies every
            help book and tutorial table (<lang>.lproj/HelpList.plist, HelpBook.json, Tutorial.strings,
            …) into DIR, writes a prebuilt search index beside each language's help book
            (<lang>.lproj/HelpBook.searchindex, listed under "searchIndexes"), and writes
            DIR/guidebook.json last, listing each file's path, language, kind, size and SHA-256. Upload DIR to any static server (nginx, S3, GitHub Pages) and point the
            app's RemoteContentUpdater at DIR's guidebook.json URL.

            The manifest carries a sequence (apps that verify signatures refuse a lower one than
            the content they show) and an expiry. With --sign, DIR/guidebook.json.sig holds each
            key's Ed25519 signature over the exact bytes of DIR/guidebook.json; make a key with
            'guidebook keys generate --out KEYFILE' (Documentation/Security.md).

            Exit status: 0 published, 1 lint errors or an unwritable folder, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        guard let outPath = arguments.value("out") else {
            throw UsageError.missingValue(option: "--out", valueName: "DIR", command: spec.name)
        }
        var minimumAppVersion: AppVersion?
        if let text = arguments.value("minimum-app-version") {
            guard let version = AppVersion(text) else {
                context.printError(
                    "error: '--minimum-app-version \(text)' is not a version like 2.1 or 3.0.4: write dotted numbers.")
                return 2
            }
            minimumAppVersion = version
        }
        guard let expiry = duration(arguments.value("expires") ?? "30d") else {
            context.printError(
                "error: '--expires \(arguments.value("expires") ?? "")' is not a duration: write days or hours, such as 30d or 12h."
            )
            return 2
        }
        var keys: [ContentSigningKey] = []
        for path in arguments.values["sign"] ?? [] {
            do {
                keys.append(try SigningKeyFile.read(path))
            } catch {
                context.printError("error: \(error.message)")
                return 1
            }
        }
        var sequence: Int?
        if let text = arguments.value("sequence") {
            guard let number = Int(text), number >= 0 else {
                context.printError("error: '--sequence \(text)' is not a whole number of 0 or more.")
                return 2
            }
            sequence = number
        }
        let contentPath = arguments.contentPath(at: 0)
        guard let content = context.openContent(contentPath) else { return 1 }
        let sources = arguments.values["sources"] ?? [(contentPath as NSString).appendingPathComponent("Sources")]
        let report = ContentLinter(content: content, sources: sources).run()
        let errors = report.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            for diagnostic in errors { context.printError("\(diagnostic)") }
            context.printError(
                "error: \(errors.count) lint \(errors.count == 1 ? "error" : "errors"); nothing was published. "
                    + "Fix them (guidebook lint \(contentPath)) and publish again.")
            return 1
        }
        let folder = URL(fileURLWithPath: contentPath)
        let out = URL(fileURLWithPath: outPath)
        do {
            let files = try ContentManifest.contentFiles(in: folder)
            guard !files.isEmpty else {
                context.printError(
                    "error: \(contentPath) holds no help book or tutorial table to publish. "
                        + "Add en.lproj/HelpList.plist or en.lproj/Tutorial.strings.")
                return 1
            }
            // A search index per help language, so apps read their index instead of building it.
            let indexes = ContentManifest.searchIndexes(of: content)
            let now = Date()
            let previous = ContentManifest.shipped(in: out)?.sequence
            let manifest = ContentManifest(
                contentVersion: arguments.value("content-version") ?? ContentManifest.derivedContentVersion(of: files),
                minimumAppVersion: minimumAppVersion, files: files,
                sequence: sequence ?? previous.map { $0 + 1 } ?? Int(now.timeIntervalSince1970),
                expires: now.addingTimeInterval(expiry), searchIndexes: indexes.map(\.file))
            if let previous, let sequence = manifest.sequence, sequence <= previous {
                context.printError(
                    "warning: sequence \(sequence) is not above the previous manifest's \(previous): apps that "
                        + "verify signatures and already hold that one keep it.")
            }
            try ContentManifest.publish(
                manifest, from: folder, to: out, signedWith: keys,
                generated: Dictionary(indexes.map { ($0.file.path, $0.data) }, uniquingKeysWith: { first, _ in first }))
            let bytes = files.reduce(0) { $0 + $1.size }
            context.print(
                "Published \(files.count) files (\(bytes) bytes, \(manifest.languages.count) languages) "
                    + "as content version \(manifest.contentVersion) to \(out.path)")
            if !indexes.isEmpty {
                let indexBytes = indexes.reduce(0) { $0 + $1.file.size }
                context.print("\(indexes.count) search indexes (\(indexBytes) bytes), one per help language")
            }
            let expires = manifest.expires.map { ContentManifest.timestamp($0) } ?? "never"
            if keys.isEmpty {
                context.print("sequence \(manifest.sequence ?? 0), expires \(expires); unsigned (no --sign)")
            } else {
                context.print(
                    "sequence \(manifest.sequence ?? 0), expires \(expires); signed by "
                        + keys.map { "key \($0.publicKey.keyID)" }.joined(separator: ", ") + " in guidebook.json.sig")
            }
            return 0
        } catch {
            context.printError("error: \(error.description)")
            return 1
        }
    }

    /// `30d` or `12h` in seconds; `nil` for anything else (zero and negative included).
    static func duration(_ text: String) -> TimeInterval? {
        guard let unit = text.last, let number = Int(text.dropLast()), number > 0, number <= 36_500 else { return nil }
        switch unit {
        case "d": return TimeInterval(number) * 86_400
        case "h": return TimeInterval(number) * 3600
        default: return nil
        }
    }
}
