import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory guidebook-index [--target NAME]...
/// [--content DIR]... [--check]`: runs `guidebook index` on every content folder of the
/// package's targets (a folder holding `<lang>.lproj/HelpList.plist`, `HelpBook.json`, … or one
/// at its top), writing each help book's search index beside it, so the app bundles its index
/// instead of building it at run time. `--check` writes nothing and fails when an index is
/// missing or stale (for CI). Messages use the compiler's `path:line:column: error: …` form.
@main
struct GuidebookIndexPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        var folders = extractor.extractOption(named: "content")
        let tool = try context.tool(named: "guidebook")

        if folders.isEmpty {
            for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
                guard let module = target as? SourceModuleTarget else { continue }
                // A target's files, resources included (`directoryURL` needs tools version 6.1).
                let files = module.sourceFiles.map(\.url)
                folders += ContentFolders.find(in: files, markers: ContentFolders.helpBooks).map(\.path)
            }
        }
        if folders.isEmpty {
            Diagnostics.remark("guidebook-index: no content folder with a help book (<lang>.lproj/HelpList.plist) found.")
            return
        }
        var failed = false
        for folder in folders {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ["index", folder] + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed = true }
        }
        if failed {
            Diagnostics.error("guidebook-index failed (see above).")
            throw IndexFailed()
        }
    }

    struct IndexFailed: Error, CustomStringConvertible {
        var description: String { "guidebook index reported errors." }
    }
}
