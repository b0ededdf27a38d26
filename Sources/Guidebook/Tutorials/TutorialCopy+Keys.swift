extension TutorialCopy {
    /// The tutorial keys the table has in any language, sorted: every key except titles
    /// (`"<key> Title"`) and the dismiss hint.
    ///
    /// For tools: a "did you mean" for an unknown key, a list of cards to preview. Read from
    /// the source's ``LocalizedStringSource/entries(inTable:language:)``, so a source that
    /// does not list its entries has no keys here.
    ///
    /// ```swift
    /// let copy = try TutorialCopy.stringsTable(in: contentURL)
    /// copy.tutorialKeys  // ["Editor", "Export", "Library", "Welcome"]
    /// ```
    ///
    /// - Complexity: O(n log n) for the n entries of the table across its languages.
    public var tutorialKeys: [String] {
        var keys = Set<String>()
        for language in source.availableLanguages {
            for entry in source.entries(inTable: table, language: language)
            where !entry.key.hasSuffix(" Title") && entry.key != Self.dismissHintKey {
                keys.insert(entry.key)
            }
        }
        return keys.sorted()
    }
}
