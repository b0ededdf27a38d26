extension TutorialCopy {
    /// What stands between a tutorial key and an action id in the key of the action's title:
    /// `" Action."`.
    public static let actionInfix = " Action."

    /// The key of the title of the action `actionID` on the card for `key`: `"<key> Action.<id>"`.
    ///
    /// ```swift
    /// TutorialCopy.actionTitleKey(for: "Export", actionID: "tryIt")  // "Export Action.tryIt"
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - actionID: The action's id (``TutorialAction/id``).
    /// - Returns: The title's key in the tutorial table.
    public static func actionTitleKey(for key: String, actionID: String) -> String {
        key + actionInfix + actionID
    }

    /// The tutorial key and action id of an action title's entry (`"Export Action.tryIt"`), or
    /// `nil` for every other entry.
    ///
    /// - Parameter entryKey: A key of the tutorial table.
    public static func actionEntry(_ entryKey: String) -> (key: String, actionID: String)? {
        guard let range = entryKey.range(of: actionInfix, options: .backwards), range.lowerBound > entryKey.startIndex,
            range.upperBound < entryKey.endIndex
        else { return nil }
        return (String(entryKey[..<range.lowerBound]), String(entryKey[range.upperBound...]))
    }

    /// The title of an action in `language`: the table's in that language, else its text resolved
    /// per key through the preferred languages (as every key falls back); `nil` when no language
    /// has it.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - actionID: The action's id.
    ///   - language: The card's language.
    public func actionTitle(for key: String, actionID: String, language: String) -> LocalizedString? {
        let titleKey = Self.actionTitleKey(for: key, actionID: actionID)
        if let live = source as? any PinnedStringSource {
            return live.pinned(table).actionTitle(for: key, actionID: actionID, language: language)
        }
        if let exact = source.localizedString(forKey: titleKey, table: table, language: language) { return exact }
        return source.localizedString(forKey: titleKey, table: table)
    }

    /// The card's buttons for its `actions` in `language`, with a finding for each title not in
    /// that language: it falls back per key to another language's title, else to the action's id.
    ///
    /// - Parameters:
    ///   - actions: The card's actions (``TutorialRuleSet/actions``).
    ///   - key: The tutorial key.
    ///   - language: The card's language.
    /// - Returns: The buttons, in the rules' order, and the findings (`missing-action-title`).
    package func actionButtons(
        _ actions: [TutorialAction], for key: String, language: String
    ) -> (actions: [TutorialCard.Action], findings: [Diagnostic]) {
        var findings: [Diagnostic] = []
        let buttons = actions.map { action in
            let title = actionTitle(for: key, actionID: action.id, language: language)
            if title?.language != language {
                findings.append(
                    Self.missingActionTitle(
                        key: key, actionID: action.id, language: language, table: table, shownIn: title?.language,
                        file: title?.location?.file))
            }
            return TutorialCard.Action(action, title: title?.value ?? action.id)
        }
        return (buttons, findings)
    }

    /// The warning for an action whose title the card's language lacks, as the engine reports it
    /// and `guidebook lint` prints it: one text for both.
    ///
    /// - Parameters:
    ///   - key: The card's key.
    ///   - actionID: The action's id.
    ///   - language: The language the title is missing in.
    ///   - table: The strings table.
    ///   - shownIn: The language whose title was shown instead; `nil` when the id was.
    ///   - file: The file the shown title came from, when known: a String Catalog's fix names a
    ///     translation to add to it, not a `.strings` line.
    /// - Returns: A `missing-action-title` warning naming the key to add.
    package static func missingActionTitle(
        key: String, actionID: String, language: String, table: String, shownIn: String?, file: String? = nil
    ) -> Diagnostic {
        let instead = shownIn.map { "its \($0) title was shown instead" } ?? "its id \"\(actionID)\" was shown instead"
        return Diagnostic(
            .warning,
            "The action \"\(actionID)\" of the tutorial \"\(key)\" has no title in \(language) in table \"\(table)\"; \(instead).",
            fix: addEntryFix(
                actionTitleKey(for: key, actionID: actionID), language: language, table: table, file: file),
            code: .missingActionTitle)
    }
}
