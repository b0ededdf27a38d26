extension TutorialCard {
    /// The words of a tour card's controls ("2 of 4", Next, Done, Skip tour and what VoiceOver
    /// says about them), in the card's language.
    ///
    /// ``TutorialCopy/card(for:)`` reads them from the card's strings table in the language the
    /// card's body was found in (keys such as `"Tour Next"`, ``nextKey``), each falling back to
    /// the built-in words in that language (``GuidebookStrings``) when the table lacks it, so a
    /// card never mixes languages. ``TutorialCardModel/tourControls`` fills the numbers in.
    ///
    /// ```swift
    /// // de.lproj/Tutorial.strings: "Tour Next" = "Weiter"; "Tour Progress" = "%1$d von %2$d";
    /// let card = try copy.card(for: "Library")
    /// card.tourTexts.next            // "Weiter"
    /// card.tourTexts.progressFormat  // "%1$d von %2$d"
    /// ```
    public struct TourTexts: Sendable, Hashable, Codable {
        /// The button that goes to the next step: "Next".
        public var next: String
        /// The same button on the last step, which ends the tour: "Done".
        public var done: String
        /// The button that ends the whole tour now: "Skip tour".
        public var skipTour: String
        /// The progress shown on the card, with the step's number and the tour's length as two
        /// whole numbers: `"%1$d of %2$d"`.
        public var progressFormat: String
        /// The progress as VoiceOver says it, with the same two numbers: `"Step %1$d of %2$d"`.
        public var spokenProgressFormat: String
        /// What Next does, for VoiceOver: "Shows the next step."
        public var nextHint: String
        /// What Done does, for VoiceOver: "Ends the tour."
        public var doneHint: String
        /// What Skip tour does, for VoiceOver: "Ends the tour without its remaining steps."
        public var skipTourHint: String
        /// The button that shows the previous step, on a tour that allows it: "Back".
        public var back: String = "Back"
        /// What Back does, for VoiceOver: "Shows the previous step."
        public var backHint: String = "Shows the previous step."

        /// Creates the texts; ``GuidebookStrings/tourTexts`` has the built-in ones in each language.
        ///
        /// - Parameters:
        ///   - next: "Next".
        ///   - done: "Done".
        ///   - skipTour: "Skip tour".
        ///   - progressFormat: `"%1$d of %2$d"`: the step's number, then the tour's length.
        ///   - spokenProgressFormat: `"Step %1$d of %2$d"`.
        ///   - nextHint: "Shows the next step."
        ///   - doneHint: "Ends the tour."
        ///   - skipTourHint: "Ends the tour without its remaining steps."
        public init(
            next: String, done: String, skipTour: String, progressFormat: String, spokenProgressFormat: String,
            nextHint: String, doneHint: String, skipTourHint: String
        ) {
            self.next = next
            self.done = done
            self.skipTour = skipTour
            self.progressFormat = progressFormat
            self.spokenProgressFormat = spokenProgressFormat
            self.nextHint = nextHint
            self.doneHint = doneHint
            self.skipTourHint = skipTourHint
        }

        /// The English texts (``GuidebookStrings/english``), used for every key a table does not
        /// have in a language ``GuidebookStrings`` lacks too.
        public static var english: TourTexts { GuidebookStrings.english.tourTexts }

        /// The strings-table key of ``next``.
        public static let nextKey = "Tour Next"
        /// The strings-table key of ``done``.
        public static let doneKey = "Tour Done"
        /// The strings-table key of ``skipTour``.
        public static let skipTourKey = "Tour Skip"
        /// The strings-table key of ``progressFormat``.
        public static let progressKey = "Tour Progress"
        /// The strings-table key of ``spokenProgressFormat``.
        public static let spokenProgressKey = "Tour Progress Spoken"
        /// The strings-table key of ``nextHint``.
        public static let nextHintKey = "Tour Next Hint"
        /// The strings-table key of ``doneHint``.
        public static let doneHintKey = "Tour Done Hint"
        /// The strings-table key of ``skipTourHint``.
        public static let skipTourHintKey = "Tour Skip Hint"

        /// The strings-table key of ``back``.
        public static let backKey = "Tour Back"
        /// The strings-table key of ``backHint``.
        public static let backHintKey = "Tour Back Hint"

        /// Every key, in the order a writer lists them: none of them is a tutorial.
        public static let keys = [
            nextKey, doneKey, skipTourKey, progressKey, spokenProgressKey, nextHintKey, doneHintKey, skipTourHintKey,
            backKey, backHintKey,
        ]

        /// The texts with each key `lookup` answers replaced; a progress format is taken only
        /// when it formats and shows two whole numbers (`"%3$d"`, `"%y"` or `"Step %d"` is refused, the
        /// built-in one stays).
        ///
        /// - Parameter lookup: The table's text for a key in the card's language, or `nil`.
        /// - Returns: The texts, the built-in ones where `lookup` has none.
        func replacing(from lookup: (String) -> String?) -> TourTexts {
            var texts = self
            texts.next = lookup(Self.nextKey) ?? next
            texts.done = lookup(Self.doneKey) ?? done
            texts.skipTour = lookup(Self.skipTourKey) ?? skipTour
            texts.nextHint = lookup(Self.nextHintKey) ?? nextHint
            texts.doneHint = lookup(Self.doneHintKey) ?? doneHint
            texts.skipTourHint = lookup(Self.skipTourHintKey) ?? skipTourHint
            texts.back = lookup(Self.backKey) ?? back
            texts.backHint = lookup(Self.backHintKey) ?? backHint
            if let format = lookup(Self.progressKey), Self.formatsTwoNumbers(format) { texts.progressFormat = format }
            if let format = lookup(Self.spokenProgressKey), Self.formatsTwoNumbers(format) {
                texts.spokenProgressFormat = format
            }
            return texts
        }

        /// Whether `format` takes the step's number and the tour's length and shows both
        /// (`%1$d`, `%d`, `%@`...): `"Step %d"` formats, but leaves the length out, so it is refused.
        ///
        /// `package`: `guidebook lint` reports a table's format that does not.
        package static func formatsTwoNumbers(_ format: String) -> Bool {
            guard let shown = try? StringFormatter.format(format, [1, 2]) else { return false }
            // Each number shows when changing it changes the text.
            return (try? StringFormatter.format(format, [3, 2])) != shown
                && (try? StringFormatter.format(format, [1, 3])) != shown
        }
    }
}
