import Foundation
import Guidebook

extension ContentFolder {
    /// The help book of `language`: its `<lang>.lproj` help file (`HelpBook.json`, `HelpBook.plist`
    /// or `HelpList.plist`), else a top-level one. Exactly this language: the preview and lint
    /// look at each language on its own, so no fallback to another language's book.
    ///
    /// - Returns: The book (`nil` when there is no file or it cannot be read) and every finding:
    ///   reading errors and warnings, then ``HelpBook/validate()``'s, positions relative to the
    ///   working directory.
    /// - Parameter language: The language; `nil` for the top-level help file only.
    func helpBook(_ language: String?) -> (book: HelpBook?, diagnostics: [Diagnostic]) {
        let candidates =
            (language.map { language in HelpBook.helpFileNames.map { "\(language).lproj/\($0)" } } ?? [])
            + HelpBook.helpFileNames
        guard
            let relative = candidates.first(where: {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
            })
        else { return (nil, []) }
        let path = displayPath(relative)
        guard let data = try? Data(contentsOf: url.appendingPathComponent(relative)) else {
            return (nil, [ContentError.unreadable(path).diagnostic])
        }
        do {
            var document = try HelpBookDocument(data: data, file: path)
            if document.book.language == nil, relative.contains(".lproj/") { document.book.language = language }
            return (document.book, document.validate())
        } catch {
            return (nil, [error.diagnostic])
        }
    }
}
