extension String {
    /// The noun with its indefinite article, for messages: `an integer`, `a dict`. Text that
    /// already starts with an article (`a number`, `the string "x"`) is returned as it is.
    package var withArticle: String {
        if hasPrefix("a ") || hasPrefix("an ") || hasPrefix("the ") { return self }
        guard let first = first?.lowercased().first else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
