import Foundation

extension ContentManifest {
    /// The prebuilt search index of each help language of `content`, as the app reads that
    /// language's book (`GuidebookContent.helpBook(language:)`), with its manifest entry.
    /// A language whose book cannot be read has none (lint reports the book). The languages are
    /// `GuidebookContent.searchIndexLanguages`: a top-level book without a `language` is indexed
    /// under the development language, where the app looks for it.
    ///
    /// ```swift
    /// let indexes = ContentManifest.searchIndexes(of: content)
    /// indexes.map(\.file.path)   // ["ar.lproj/HelpBook.searchindex", "de.lproj/…", "en.lproj/…"]
    /// ```
    ///
    /// - Complexity: an index build per language.
    public static func searchIndexes(of content: GuidebookContent) -> [(file: File, data: Data)] {
        content.searchIndexLanguages.compactMap { language in
            guard let document = content.helpBook(language: language) else { return nil }
            let data = HelpSearchIndex.fileData(for: document.book, language: document.book.language ?? language)
            let file = File(
                path: HelpSearchIndex.filePath(language: language), language: language, kind: .searchIndex,
                size: data.count,
                sha256: SHA256.hash(data).hex)
            return (file, data)
        }
    }
}
