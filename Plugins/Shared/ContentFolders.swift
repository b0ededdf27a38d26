import Foundation

/// Where Guidebook content is among a target's files: the one discovery both plugins use.
///
/// A plugin cannot import a module (not even another plugin's), so each plugin's folder holds a
/// symbolic link to this file (`Plugins/<Plugin>/ContentFolders.swift` -> `../Shared/…`) and
/// compiles it as its own.
enum ContentFolders {
    /// The help book's file names (`HelpBook.helpFileNames` in the core).
    static let helpFileNames: Set<String> = ["HelpBook.json", "HelpBook.plist", "HelpList.plist"]

    /// What lint checks: folders with a tutorial table (`<lang>.lproj/Tutorial.strings`) or a
    /// `Tutorial.xcstrings`.
    static let tutorials = (inLanguageFolder: Set(["Tutorial.strings"]), atTop: Set(["Tutorial.xcstrings"]))

    /// What gets search indexes: folders with a help book (`<lang>.lproj/HelpList.plist`,
    /// `HelpBook.json`, …, or one of them at the top).
    static let helpBooks = (inLanguageFolder: helpFileNames, atTop: helpFileNames)

    /// The folders among `files` that hold one of `markers` in a `<lang>.lproj` folder or at their
    /// top, sorted by path. A resource folder copied whole (`.copy("Guide")`) is one entry of a
    /// target's files: it is looked into.
    static func find(in files: [URL], markers: (inLanguageFolder: Set<String>, atTop: Set<String>)) -> [URL] {
        var found: Set<String> = []
        for url in files.flatMap(Self.expanded) {
            let parent = url.deletingLastPathComponent()
            if markers.inLanguageFolder.contains(url.lastPathComponent), parent.pathExtension == "lproj" {
                found.insert(parent.deletingLastPathComponent().path)
            } else if markers.atTop.contains(url.lastPathComponent) {
                found.insert(parent.path)
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// `url` itself, or every file below it when it is a folder.
    static func expanded(_ url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
            let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        else { return [url] }
        return walk.compactMap { $0 as? URL }
    }

    /// The deepest folder that holds all `files`.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix(while: { $0 == $1 }).map(\.0))
        }
        return common.isEmpty
            ? nil : URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }
}
