extension HelpNavigation {
    /// The navigation once `book` replaces the book shown (a remote update swapped the content):
    /// each pushed article the new book still has stays, in order, even when it moved to another
    /// section; one it lacks is dropped, and the screen below it is then next to the one above
    /// (the same article twice in a row is kept once). The top becomes the last article kept, or
    /// the index. The search query is kept: the adapter runs it again on the new book.
    ///
    /// ```swift
    /// // path ["editing/notation", "editing/notation/ties"], the new book has no "ties":
    /// navigation.afterSwap(to: newBook).navigation.path   // ["editing/notation"]
    /// ```
    ///
    /// - Parameter book: The book now shown.
    /// - Returns: The new navigation, the dropped ids, and whether the top changed.
    /// - Complexity: O(p) in the number of pushed articles (the book's id index).
    public func afterSwap(to book: HelpBook) -> HelpContentSwap {
        var kept: [String] = []
        var dropped: [String] = []
        for id in path {
            if book.path(of: id) == nil {
                dropped.append(id)
            } else if kept.last != id {
                kept.append(id)
            }
        }
        let navigation = HelpNavigation(path: kept, query: query)
        return HelpContentSwap(navigation: navigation, dropped: dropped, topChanged: navigation.current != current)
    }
}
