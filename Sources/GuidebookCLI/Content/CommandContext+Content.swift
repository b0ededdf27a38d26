import Foundation
import Guidebook

// The commands have no content loader of their own: every folder is read by the core's
// GuidebookContent, the loader an app uses, so a command shows what an app shows.

extension CommandContext {
    /// Loads the content folder a command was given through ``GuidebookContent``; `nil` (after
    /// the one message every command gives) when the folder is not there or is a file (the
    /// command exits 1). Broken files inside it are the content's diagnostics, not a failure.
    /// Every help book is parsed (``GuidebookContent/validateEverything()``): a command reports
    /// the whole set, where an app parses a book when it shows it.
    ///
    /// - Parameter path: The folder, as the user typed it: positions in diagnostics start with it.
    func openContent(_ path: String) -> GuidebookContent? {
        guard let url = existingContentFolder(path) else { return nil }
        let content = GuidebookContent(source: .folder(url))
        content.validateEverything()
        return content
    }

    /// Loads the content folder an engine is built from (`show`, `demo`) as an app's
    /// ``Tutorials`` gets it: its copy by ``GuidebookContent/tutorialCopy(preferredLanguages:table:)``,
    /// its rules by ``GuidebookContent/tutorialRules``. `nil` after printing what stops it: the
    /// first string table that cannot be read, at its position, or every finding of a refused
    /// rules file (which an app would run without; a tool says so and stops).
    ///
    /// - Parameter path: The folder, as the user typed it.
    func openEngineContent(_ path: String) -> GuidebookContent? {
        guard let content = openContent(path) else { return nil }
        if let error = content.stringErrors.first {
            report(error)
            return nil
        }
        guard content.rulesFindings.isEmpty else {
            for finding in content.rulesFindings { report(finding) }
            return nil
        }
        return content
    }

    /// `path` as a URL when it names a folder; else prints the one message every command gives
    /// for a content folder that is not there (or is a file) and returns `nil` (the command exits 1).
    ///
    /// - Parameter path: The folder, as the user typed it.
    func existingContentFolder(_ path: String) -> URL? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        guard exists, isFolder.boolValue else {
            printError(
                "error: The content folder '\(path)' \(exists ? "is a file, not a folder" : "does not exist"). "
                    + "Pass a folder that holds <language>.lproj folders, or run from the package root for "
                    + "\(defaultContentPath).")
            return nil
        }
        return url
    }
}

extension GuidebookContent {
    /// The content's name in titles: its folder's last component (`Compositions`).
    var displayName: String {
        source.url?.standardizedFileURL.lastPathComponent ?? source.description
    }
}
