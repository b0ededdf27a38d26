extension HelpBook {
    /// Searches the book once: builds a `HelpSearchIndex` and queries it.
    ///
    /// For repeated queries (search as you type) build a `HelpSearchIndex` or a
    /// `HelpSearch` once and keep it.
    ///
    /// ```swift
    /// book.search("export pdf").first?.title   // "Export as PDF"
    /// ```
    ///
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most results to return.
    /// - Complexity: O(n) in the book's text, for building the index.
    public func search(_ query: String, limit: Int = 20) -> [HelpSearchResult] {
        HelpSearchIndex(book: self).search(query, limit: limit)
    }
}
