import Foundation
import PackagePlugin

/// `swift package guidebook-lint [--target NAME]... [--content DIR]...`: runs `guidebook lint`
/// on every content folder of the package (a folder holding `<lang>.lproj/Tutorial.strings`),
/// with the owning target's sources, and fails when lint finds errors. Its output uses the
/// compiler's `path:line:column: error: …` form, so CI logs and Xcode point at the lines.
@main
struct GuidebookLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let explicitContent = extractor.extractOption(named: "content")
        let tool = try context.tool(named: "guidebook")

        var jobs: [(content: String, sources: String)] = []
        for content in explicitContent {
            jobs.append((content, context.package.directoryURL.path))
        }
        if explicitContent.isEmpty {
            for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
                guard let module = target as? SourceModuleTarget else { continue }
                // A target's files, resources included (`directoryURL` needs tools version 6.1).
                let files = module.sourceFiles.map(\.url)
                let contentFolders = ContentFolders.find(in: files, markers: ContentFolders.tutorials)
                guard !contentFolders.isEmpty, let sources = ContentFolders.commonFolder(of: files) else { continue }
                for folder in contentFolders {
                    jobs.append((folder.path, sources.path))
                }
            }
        }
        if jobs.isEmpty {
            Diagnostics.remark("guidebook-lint: no content folder (<lang>.lproj/Tutorial.strings) found.")
            return
        }
        var failed = false
        for job in jobs {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ["lint", job.content, "--sources", job.sources] + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed = true }
        }
        if failed {
            Diagnostics.error("guidebook-lint found errors (see above).")
            throw LintFailed()
        }
    }

    struct LintFailed: Error, CustomStringConvertible {
        var description: String { "guidebook lint reported errors." }
    }
}
