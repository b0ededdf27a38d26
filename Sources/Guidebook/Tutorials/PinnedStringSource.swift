/// A string source that follows changing content (a ``ContentStore``'s sets): a card's texts
/// must all come from one set, so ``TutorialCopy`` asks it for copy pinned to the set in use
/// before it reads a card. Declared here, beside the copy that asks, and adopted by the content
/// layer above, so the copy never names the content types.
protocol PinnedStringSource: LocalizedStringSource {
    /// Copy of `table` that reads the content set in use now, for every text of one card.
    func pinned(_ table: String) -> TutorialCopy
}
