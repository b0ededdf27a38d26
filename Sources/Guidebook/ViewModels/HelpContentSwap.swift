/// The help menu after a content update replaced its book (``HelpNavigation/afterSwap(to:)``):
/// where it is now, and what was taken off the stack.
///
/// ```swift
/// let swap = navigation.afterSwap(to: newBook)
/// navigation = swap.navigation          // draw it
/// if swap.topChanged { announce(swap.navigation.current) }
/// ```
public struct HelpContentSwap: Sendable, Hashable {
    /// The navigation on the new book: the pushed articles it still has, in order, and the
    /// search query as it was.
    public var navigation: HelpNavigation
    /// The pushed articles the new book does not have, in the order they were on the stack.
    public var dropped: [String]
    /// Whether the screen on top is another one than before the swap.
    public var topChanged: Bool

    /// Creates the outcome of a swap.
    ///
    /// - Parameters:
    ///   - navigation: The navigation on the new book.
    ///   - dropped: The pushed article ids that went.
    ///   - topChanged: Whether the top screen changed.
    public init(navigation: HelpNavigation, dropped: [String], topChanged: Bool) {
        self.navigation = navigation
        self.dropped = dropped
        self.topChanged = topChanged
    }
}
