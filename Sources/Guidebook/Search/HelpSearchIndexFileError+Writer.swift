extension HelpSearchIndexFileError {
    /// The tool that writes the index files of the content a refused file belongs to: what the
    /// refusal's fix says to run again (``HelpSearchIndexFileError/diagnostic(writtenBy:)``).
    ///
    /// ```swift
    /// search.indexFileFinding?.fix  // content bundled with the app: "Run `guidebook index` …"
    /// ```
    public enum Writer: Sendable, Hashable {
        /// `guidebook index`, or the `guidebook-index` build plugin: content bundled with the app.
        case index
        /// `guidebook publish`, which writes each book's index beside it: content the app downloads.
        case publish
    }
}
