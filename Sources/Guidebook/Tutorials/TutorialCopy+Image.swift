extension TutorialCopy {
    /// What follows a tutorial key in the key of its image's VoiceOver words: `" Image"`.
    public static let imageLabelSuffix = " Image"

    /// The key of the VoiceOver words of the image on the card for `key`: `"<key> Image"`.
    ///
    /// ```swift
    /// TutorialCopy.imageLabelKey(for: "Export")  // "Export Image"
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    /// - Returns: The label's key in the tutorial table.
    public static func imageLabelKey(for key: String) -> String {
        key + imageLabelSuffix
    }

    /// Whether a table entry is an image's VoiceOver words (`"Export Image"`) rather than a body.
    ///
    /// - Parameter entryKey: A key of the tutorial table.
    public static func isImageLabelKey(_ entryKey: String) -> Bool {
        entryKey.hasSuffix(imageLabelSuffix) && entryKey.count > imageLabelSuffix.count
    }

    /// The VoiceOver words of the card's image in `language`: the table's in that language, else
    /// its text resolved per key through the preferred languages (as a title falls back); `nil`
    /// when no language has them.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - language: The card's language.
    public func imageLabel(for key: String, language: String) -> LocalizedString? {
        if let live = source as? any PinnedStringSource {
            return live.pinned(table).imageLabel(for: key, language: language)
        }
        let labelKey = Self.imageLabelKey(for: key)
        if let exact = source.localizedString(forKey: labelKey, table: table, language: language) { return exact }
        return source.localizedString(forKey: labelKey, table: table)
    }

    /// The card's picture for `image` in `language`, with a finding when its words are not in
    /// that language: they fall back per key to another language's, else to none (the image is
    /// then decoration VoiceOver skips).
    ///
    /// - Parameters:
    ///   - image: The card's image (``TutorialRuleSet/image``).
    ///   - key: The tutorial key.
    ///   - language: The card's language.
    /// - Returns: The picture and the findings (`missing-image-label`).
    package func cardImage(
        _ image: TutorialImage, for key: String, language: String
    ) -> (image: TutorialCard.Image, findings: [Diagnostic]) {
        let label = imageLabel(for: key, language: language)
        let findings =
            label?.language == language
            ? [] : [Self.missingImageLabel(key: key, language: language, table: table, shownIn: label?.language)]
        return (TutorialCard.Image(image, accessibilityLabel: label?.value ?? ""), findings)
    }

    /// The warning for an image whose VoiceOver words the card's language lacks, as the engine
    /// reports it and `guidebook lint` prints it: one text for both.
    ///
    /// ```swift
    /// TutorialCopy.missingImageLabel(key: "Export", language: "de", table: "Tutorial", shownIn: "en").sentences
    /// // The image of the tutorial "Export" has no label in de in table "Tutorial"; VoiceOver
    /// // reads its en label instead. Add "Export Image" = "…"; to de.lproj/Tutorial.strings.
    /// ```
    ///
    /// - Parameters:
    ///   - key: The card's key.
    ///   - language: The language the label is missing in.
    ///   - table: The strings table.
    ///   - file: The file the table is read from in `language`, when known.
    ///   - shownIn: The language whose label is read instead; `nil` when none is.
    /// - Returns: A `missing-image-label` warning naming the key to add.
    package static func missingImageLabel(
        key: String, language: String, table: String, file: String? = nil, shownIn: String?
    ) -> Diagnostic {
        let instead =
            shownIn.map { "VoiceOver reads its \($0) label instead" } ?? "VoiceOver skips it as decoration"
        return Diagnostic(
            .warning,
            "The image of the tutorial \"\(key)\" has no label in \(language) in table \"\(table)\"; \(instead).",
            fix: addEntryFix(imageLabelKey(for: key), language: language, table: table, file: file),
            code: .missingImageLabel)
    }
}
