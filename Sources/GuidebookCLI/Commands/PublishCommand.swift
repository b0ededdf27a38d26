import Foundation
import Guidebook

/// `guidebook publish [CONTENT] --out DIR`: lints the content, then writes the folder a static
/// web server serves as it is: the content files and their manifest, `guidebook.json`.
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
        ],
        discussion: """
            Runs 'guidebook lint' first and publishes nothing when it finds errors. Then copies every
            help book and tutorial table (<lang>.lproj/HelpList.plist, HelpBook.json, Tutorial.strings,
            …) into DIR and writes DIR/guidebook.json last, listing each file's path, language, kind,
            size and SHA-256. Upload DIR to any static server (nginx, S3, GitHub Pages) and point the
            app's RemoteContentUpdater at DIR's guidebook.json URL.

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
            let manifest = ContentManifest(
                contentVersion: arguments.value("content-version") ?? ContentManifest.derivedContentVersion(of: files),
                minimumAppVersion: minimumAppVersion, files: files)
            try ContentManifest.publish(manifest, from: folder, to: out)
            let bytes = files.reduce(0) { $0 + $1.size }
            context.print(
                "Published \(files.count) files (\(bytes) bytes, \(manifest.languages.count) languages) "
                    + "as content version \(manifest.contentVersion) to \(out.path)")
            return 0
        } catch {
            context.printError("error: \(error.description)")
            return 1
        }
    }
}
