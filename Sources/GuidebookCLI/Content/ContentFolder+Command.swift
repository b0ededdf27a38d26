import Foundation

extension ContentFolder {
    /// Reads the content folder a command was given; on failure prints `error: …` and returns
    /// `nil` (the command exits 1). The one place demo, lint and preview open their content.
    ///
    /// - Parameters:
    ///   - path: The folder, as the user typed it.
    ///   - context: Where the error goes.
    static func open(_ path: String, in context: CommandContext) -> ContentFolder? {
        guard existingFolder(path, in: context) != nil else { return nil }
        do {
            return try ContentFolder(path: path)
        } catch {
            context.report(error)
            return nil
        }
    }

    /// `path` as a URL when it names a folder; else prints the one message every command gives
    /// for a content folder that is not there (or is a file) and returns `nil` (the command exits 1).
    ///
    /// - Parameters:
    ///   - path: The folder, as the user typed it.
    ///   - context: Where the error goes.
    static func existingFolder(_ path: String, in context: CommandContext) -> URL? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        guard exists, isFolder.boolValue else {
            context.printError(
                "error: The content folder '\(path)' \(exists ? "is a file, not a folder" : "does not exist"). "
                    + "Pass a folder that holds <language>.lproj folders, or run from the package root for "
                    + "\(defaultContentPath).")
            return nil
        }
        return url
    }
}
