extension GuidebookStrings {
    /// The tour controls' words, as a card carries them before its table's own override them.
    public var tourTexts: TutorialCard.TourTexts {
        var texts = TutorialCard.TourTexts(
            next: next, done: done, skipTour: skipTour, progressFormat: progressFormat,
            spokenProgressFormat: spokenProgressFormat, nextHint: nextHint, doneHint: doneHint,
            skipTourHint: skipTourHint)
        texts.back = back
        texts.backHint = backHint
        return texts
    }
}
