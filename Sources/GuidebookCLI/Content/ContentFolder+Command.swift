import Foundation

extension ContentFolder {
    /// Reads the content folder a command was given; on failure prints `error: …` and returns
    /// `nil` (the command exits 1). The one place demo, lint and preview open their content.
    ///
    /// - Parameters:
    ///   - path: The folder, as the user typed it.
    ///   - context: Where the error goes.
    static func open(_ path: String, in context: CommandContext) -> ContentFolder? {
        do {
            return try ContentFolder(path: path)
        } catch {
            context.report(error)
            return nil
        }
    }

    /// `path` as a URL when it names a folder; else prints an error saying what the folder should
    /// hold and returns `nil` (the command exits 1). Used by show and search, which read the
    /// folder through `Guidebook` rather than `ContentFolder`.
    ///
    /// - Parameters:
    ///   - path: The folder, as the user typed it.
    ///   - expected: A file the folder should hold (`<language>.lproj/Tutorial.strings`).
    ///   - context: Where the error goes.
    static func existingFolder(_ path: String, holding expected: String, in context: CommandContext) -> URL? {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            context.printError(
                "error: The content folder '\(path)' does not exist. Pass a folder holding \(expected), "
                    + "or run from the package root for \(defaultContentPath).")
            return nil
        }
        return url
    }
}
