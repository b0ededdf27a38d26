extension LocalizedStringSource {
    /// The text for `key` in exactly `language`, with no fallback to other languages.
    ///
    /// Use it to keep related strings in one language: having resolved a body in `de`, look
    /// its title up in `de` only. This default answers from
    /// ``LocalizedStringSource/entries(inTable:language:)``, so a source that does not list its
    /// entries answers `nil`; the folder, bundle, in-memory and content sources look the key up
    /// directly in its table instead, with the same answer.
    ///
    /// ```swift
    /// let body = source.localizedString(forKey: "Welcome", table: "Tutorial")
    /// let title = body.flatMap { source.localizedString(forKey: "Welcome Title", table: "Tutorial", language: $0.language) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table's name.
    ///   - language: A language the source has (`de`, `pt-BR`, `Base`).
    /// - Returns: The text with `language` as its language, or `nil` when that language lacks the key.
    /// - Complexity: O(n) for the n entries of `table` in `language` (this default); O(1) for
    ///   the folder, bundle, in-memory and content sources.
    public func localizedString(forKey key: String, table: String, language: String) -> LocalizedString? {
        guard let entry = entries(inTable: table, language: language).first(where: { $0.key == key }),
            let value = entry.value
        else { return nil }
        return LocalizedString(value: value, language: entry.language, location: entry.location)
    }
}
