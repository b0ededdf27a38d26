extension HelpBody {
    /// Reads a body written in Guidebook's Markdown subset: paragraphs, `**bold**`,
    /// `*italic*`/`_italic_`, `-`/`*`/`1.` lists, `[text](url)` links and backslash escapes.
    ///
    /// Links to `guidebook://help/<id>` or `#<id>` become ``HelpLink/article(_:)``, `https:` and
    /// `mailto:` links ``HelpLink/web(_:)``; any other target keeps only its text. Raw HTML stays
    /// literal text. A single newline is a line break; lines are trimmed.
    ///
    /// ```swift
    /// let body = HelpBody(markdown: "Tap **Export**, then see [Sharing](#sharing/airdrop).")
    /// ```
    ///
    /// - Parameter markdown: The text.
    /// - Complexity: O(n) in the length of the text.
    public init(markdown: String) {
        self = HelpMarkdown.parse(markdown).body
    }

    /// Reads a plain-text body (the legacy format's): paragraphs separated by blank lines,
    /// a single newline a line break, no markup at all.
    ///
    /// ```swift
    /// HelpBody(plainText: "Tap + to add.\nSwipe to delete.").blocks.count   // 1 paragraph
    /// ```
    ///
    /// The text is kept as it is and split into blocks when ``blocks`` is read.
    ///
    /// - Parameter plainText: The text.
    /// - Complexity: O(1); reading ``blocks`` is O(n) in the length of the text.
    public init(plainText: String) {
        self.init(lazyPlainText: plainText)
    }

    /// The body as Markdown in Guidebook's subset; ``init(markdown:)`` reads it back into a body
    /// with the same text. It is an equal body except that bold inside bold (italic inside
    /// italic), in a body made in code, is written once, as it looks (the reader folds it the
    /// same way, so a body read from Markdown has none), and bold and italic side by side inside
    /// another bold or italic can read back regrouped: there are only two delimiter characters.
    ///
    /// ```swift
    /// HelpBody(plainText: "2 * 3").markdown   // "2 \\* 3"
    /// ```
    ///
    /// - Complexity: O(n) in the length of the text.
    public var markdown: String {
        HelpMarkdown.render(self)
    }
}
