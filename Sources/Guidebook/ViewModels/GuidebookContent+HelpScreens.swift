extension GuidebookContent {
    /// The first help book screen that cannot be built: its index, then each article.
    func firstUnshowableHelpScreen() -> Diagnostic? {
        let keys = helpFiles.keys.sorted { ($0 ?? "") < ($1 ?? "") }
        for key in keys {
            guard let file = helpFiles[key], case .success(let document) = file.result else { continue }
            let book = document.book
            _ = HelpIndexScreen(book: book)
            for (_, item) in book.allItems where HelpArticleScreen(book: book, articleID: item.id) == nil {
                return Diagnostic(
                    .error,
                    "The help book's article \"\(item.id)\" (\"\(item.title)\") cannot be shown: no path leads to it.",
                    at: SourceLocation(file: source.path(file.relativePath), line: 1, column: 1),
                    fix: "Give every article an id of its own.", code: .remoteUnshowableArticle)
            }
        }
        return nil
    }
}
