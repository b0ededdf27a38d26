extension TutorialCardModel {
    /// What a tour card shows besides its text: the progress ("2 of 4"), and Back (where the
    /// step offers it), Skip tour (before the last step) and Next (Done on the last step), with
    /// what VoiceOver says for each and the input each button sends.
    ///
    /// Every text is in the card's language (``TutorialCard/tourTexts``), numbers in that
    /// language's digits ("٢ من ٤" where the locale writes Arabic-Indic digits). An adapter
    /// draws the progress at the card's leading edge and the buttons of ``buttons`` at its
    /// trailing edge (mirrored right to left, ``TutorialCardModel/layoutDirection``), where
    /// ``TourControlsLayout`` puts them, and sends a chosen button's input to
    /// ``TutorialCardModel/action(for:)``.
    ///
    /// ```swift
    /// if let controls = model.tourControls {
    ///     progressLabel.text = controls.progress  // "2 of 4"
    ///     for button in controls.buttons {        // Back (if offered), Skip tour, Next; Done last
    ///         add(button.title, font: model.buttonFont(emphasized: button.isEmphasized), sends: button.input)
    ///     }
    /// }
    /// ```
    public struct TourControls: Sendable, Hashable {
        /// The tour's name (not shown; for analytics and tests).
        public var tour: String
        /// The step's number, from 1.
        public var stepNumber: Int
        /// How many steps the tour has.
        public var stepCount: Int
        /// Whether this is the last step: Next reads ``TutorialCard/TourTexts/done`` and ends the tour.
        public var isLastStep: Bool
        /// How far the tour is once this step is done, within 0...1 (`stepNumber / stepCount`),
        /// for a progress bar or dots.
        public var fractionCompleted: Double
        /// The progress shown on the card: "2 of 4".
        public var progress: String
        /// The progress as VoiceOver says it: "Step 2 of 4" (also the start of the card's
        /// ``TutorialCardModel/accessibilityLabel``).
        public var progressAccessibilityLabel: String
        /// The Next button's title: "Next", or "Done" on the last step.
        public var nextTitle: String
        /// What VoiceOver calls the Next button (its title).
        public var nextAccessibilityLabel: String
        /// What the Next button does, for VoiceOver: "Shows the next step." or, on the last
        /// step, "Ends the tour."
        public var nextAccessibilityHint: String
        /// Whether the Skip tour button shows: on every step but the last, where Done already
        /// ends the tour and "Skip" would have nothing left to skip.
        public var showsSkip: Bool { !isLastStep }
        /// The Skip tour button's title: "Skip tour".
        public var skipTitle: String
        /// What VoiceOver calls the Skip tour button (its title).
        public var skipAccessibilityLabel: String
        /// What the Skip tour button does, for VoiceOver: "Ends the tour without its remaining steps."
        public var skipAccessibilityHint: String
        /// Whether the Back button shows (``TutorialCard/TourStep/offersBack``).
        public var showsBack: Bool
        /// The Back button's title: "Back".
        public var backTitle: String
        /// What the Back button does, for VoiceOver: "Shows the previous step."
        public var backAccessibilityHint: String
        /// The buttons the card shows, leading to trailing: Back (where the step offers it), Skip
        /// tour (before the last step) and Next ("Done" on the last step), the one emphasised.
        /// Adapters draw this list; none decides on its own which buttons show.
        ///
        /// ```swift
        /// controls.buttons.map(\.title)  // ["Back", "Skip tour", "Next"] on a middle step offering Back
        /// ```
        public var buttons: [TourButton] {
            var buttons: [TourButton] = []
            if showsBack {
                buttons.append(
                    TourButton(
                        control: .back, title: backTitle, accessibilityLabel: backTitle,
                        accessibilityHint: backAccessibilityHint, input: backInput, isEmphasized: false))
            }
            if showsSkip {
                buttons.append(
                    TourButton(
                        control: .skip, title: skipTitle, accessibilityLabel: skipAccessibilityLabel,
                        accessibilityHint: skipAccessibilityHint, input: skipInput, isEmphasized: false))
            }
            buttons.append(
                TourButton(
                    control: .next, title: nextTitle, accessibilityLabel: nextAccessibilityLabel,
                    accessibilityHint: nextAccessibilityHint, input: nextInput, isEmphasized: true))
            return buttons
        }
        /// The input the Back button sends: ``TutorialCardModel/Input/back``.
        public var backInput: Input { .back }
        /// The input the Next button sends: ``TutorialCardModel/Input/next``.
        public var nextInput: Input { .next }
        /// The input the Skip tour button sends: ``TutorialCardModel/Input/skipTour``.
        public var skipInput: Input { .skipTour }

        /// The controls of `step`, in `texts`, with numbers in `language`'s digits.
        ///
        /// A step out of range (number 0, past the count) is drawn within 1...count.
        ///
        /// - Parameters:
        ///   - step: The card's place in its tour.
        ///   - texts: The words, in the card's language.
        ///   - language: The card's language, for its digits.
        public init(step: TutorialCard.TourStep, texts: TutorialCard.TourTexts, language: String) {
            let count = max(step.count, 1)
            let number = min(max(step.number, 1), count)
            tour = step.tour
            stepNumber = number
            stepCount = count
            isLastStep = number == count
            fractionCompleted = Double(number) / Double(count)
            let zero = NumberingSystem.zeroDigit(language: language)
            func numbered(_ format: String, _ builtIn: String) -> String {
                let arguments: [FormatArgument] = [.integer(Int64(number)), .integer(Int64(count))]
                return (try? StringFormatter.format(format, arguments, zeroDigit: zero))
                    ?? (try? StringFormatter.format(builtIn, arguments, zeroDigit: zero)) ?? "\(number)/\(count)"
            }
            progress = numbered(texts.progressFormat, TutorialCard.TourTexts.english.progressFormat)
            progressAccessibilityLabel = numbered(
                texts.spokenProgressFormat, TutorialCard.TourTexts.english.spokenProgressFormat)
            nextTitle = isLastStep ? texts.done : texts.next
            nextAccessibilityLabel = nextTitle
            nextAccessibilityHint = isLastStep ? texts.doneHint : texts.nextHint
            skipTitle = texts.skipTour
            skipAccessibilityLabel = texts.skipTour
            skipAccessibilityHint = texts.skipTourHint
            showsBack = step.offersBack && number > 1
            backTitle = texts.back
            backAccessibilityHint = texts.backHint
        }
    }
}
