extension LocalizedString {
    /// The text with its format specifiers filled in; the text itself is never formatted
    /// unless this is called.
    ///
    /// ```swift
    /// let line = try copy.localizedString(forKey: "%@ cards left", table: "Tutorial")?.formatted(["3"])
    /// ```
    ///
    /// - Parameter arguments: The values, in argument order.
    /// - Returns: The formatted text.
    /// - Throws: `FormatError` when an argument is missing or of the wrong kind.
    public func formatted(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        try StringFormatter.format(value, arguments)
    }
}
