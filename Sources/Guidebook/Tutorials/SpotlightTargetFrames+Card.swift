extension SpotlightTargetFrames {
    /// The frame `card`'s spotlight points at now, to pass to
    /// ``TutorialCardModel/placement(safeArea:cardHeight:targetFrame:keyboardFrame:)``.
    ///
    /// - Parameter card: The card up.
    /// - Returns: The target's latest frame; `nil` when its view went away.
    public func frame(for card: TutorialCard) -> SpotlightRect? {
        frame(for: card.spotlight?.target, registered: card.spotlightFrame)
    }
}
