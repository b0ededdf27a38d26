import Foundation
import Guidebook

extension ContentFolder {
    /// The help book of `language`: its `<lang>.lproj` help file (`HelpBook.json`, `HelpBook.plist`
    /// or `HelpList.plist`), else a top-level one. Exactly this language: the preview and lint
    /// look at each language on its own, so no fallback to another language's book. A
    /// translation takes the development language's ids when it has that book's shape
    /// (`HelpBookDocument.adoptIDs(from:)`), as `HelpBook.load` does in an app.
    ///
    /// - Returns: The book (`nil` when there is no file or it cannot be read) and every finding:
    ///   reading errors and warnings, then ``HelpBook/validate()``'s, positions relative to the
    ///   working directory.
    /// - Parameter language: The language; `nil` for the top-level help file only.
    func helpBook(_ language: String?) -> (book: HelpBook?, diagnostics: [Diagnostic]) {
        let (document, relative, diagnostics) = helpDocument(language)
        guard var document else { return (nil, diagnostics) }
        if language != developmentLanguage, let relative,
            case (let reference?, let referenceRelative?, _) = helpDocument(developmentLanguage),
            referenceRelative != relative
        {
            document.adoptIDs(from: reference)
        }
        return (document.book, document.validate())
    }

    /// The help document of exactly `language` (or the top-level one), with the path it was read
    /// from relative to the folder, or the findings that kept it from being read.
    private func helpDocument(_ language: String?) -> (HelpBookDocument?, String?, [Diagnostic]) {
        let candidates =
            (language.map { language in HelpBook.helpFileNames.map { "\(language).lproj/\($0)" } } ?? [])
            + HelpBook.helpFileNames
        guard
            let relative = candidates.first(where: {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent($0).path, isDirectory: &isFolder) && !isFolder.boolValue
            })
        else { return (nil, nil, []) }
        let path = displayPath(relative)
        guard let data = try? Data(contentsOf: url.appendingPathComponent(relative)) else {
            return (nil, relative, [ContentError.unreadable(path).diagnostic])
        }
        do {
            var document = try HelpBookDocument(data: data, file: path)
            if document.book.language == nil, relative.contains(".lproj/") { document.book.language = language }
            return (document, relative, [])
        } catch {
            return (nil, relative, [error.diagnostic])
        }
    }
}
