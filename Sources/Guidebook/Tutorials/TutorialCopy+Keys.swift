extension TutorialCopy {
    /// What follows a tutorial key in the key of its title: `" Title"`.
    public static let titleSuffix = " Title"

    /// The key of the title of the card for `key`: the seed's `"<key> Title"`.
    ///
    /// The one place the convention is written; tools (lint, preview, messages) ask here.
    ///
    /// ```swift
    /// TutorialCopy.titleKey(for: "Welcome")  // "Welcome Title"
    /// ```
    ///
    /// - Parameter key: The tutorial key: the body's key in the table.
    /// - Returns: The title's key in the same table.
    public static func titleKey(for key: String) -> String {
        key + titleSuffix
    }

    /// The tutorial key a table entry belongs to: `Welcome` for `"Welcome"`, `"Welcome Title"`,
    /// `"Welcome Image"` and `"Welcome Action.tryIt"`; `nil` for the dismiss hint and the tour controls' words
    /// (``TutorialCard/TourTexts/keys``), which belong to no card.
    ///
    /// ```swift
    /// TutorialCopy.tutorialKey(forEntry: "Export Title")  // "Export"
    /// TutorialCopy.tutorialKey(forEntry: "Tap to continue")  // nil
    /// TutorialCopy.tutorialKey(forEntry: "Tour Next")  // nil
    /// ```
    ///
    /// - Parameter entryKey: A key of the tutorial table.
    /// - Returns: The card's key, or `nil` for the dismiss hint and the tour controls.
    public static func tutorialKey(forEntry entryKey: String) -> String? {
        if isControlKey(entryKey) { return nil }
        if let action = actionEntry(entryKey) { return action.key }
        if isImageLabelKey(entryKey) { return String(entryKey.dropLast(imageLabelSuffix.count)) }
        return isTitleKey(entryKey) ? String(entryKey.dropLast(titleSuffix.count)) : entryKey
    }

    /// Whether a table entry holds words of the card's controls rather than a card: the dismiss
    /// hint (``dismissHintKey``) or a tour control (``TutorialCard/TourTexts/keys``).
    ///
    /// ```swift
    /// TutorialCopy.isControlKey("Tour Skip")  // true
    /// TutorialCopy.isControlKey("Welcome")    // false
    /// ```
    ///
    /// - Parameter entryKey: A key of the tutorial table.
    public static func isControlKey(_ entryKey: String) -> Bool {
        entryKey == dismissHintKey || TutorialCard.TourTexts.keys.contains(entryKey)
    }

    /// Whether a table entry is a card's title (`"Welcome Title"`) rather than a body.
    ///
    /// - Parameter entryKey: A key of the tutorial table.
    public static func isTitleKey(_ entryKey: String) -> Bool {
        entryKey.hasSuffix(titleSuffix) && entryKey.count > titleSuffix.count
    }

    /// The tutorial keys the table has in any language, sorted: every key except titles
    /// (`"<key> Title"`), image labels (`"<key> Image"`), action titles (`"<key> Action.<id>"`), the dismiss hint and the tour
    /// controls' words.
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
            where !Self.isTitleKey(entry.key) && !Self.isControlKey(entry.key) && Self.actionEntry(entry.key) == nil
                && !Self.isImageLabelKey(entry.key)
            {
                keys.insert(entry.key)
            }
        }
        return keys.sorted()
    }

    /// The fix for a card without copy: `Add "<key>" = "…"; and "<key> Title" = "…"; to <file>.`
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - file: Where to add it: `Tutorial.strings`, `<language>.lproj/Tutorial.strings`.
    package static func addCopyFix(key: String, in file: String) -> String {
        "Add \"\(key)\" = \"…\"; and \"\(titleKey(for: key))\" = \"…\"; to \(file)."
    }
}
