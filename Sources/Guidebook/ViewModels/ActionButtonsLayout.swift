/// Where a card's action buttons go (``TutorialCardModel/actionButtons``): side by side at the
/// row's trailing edge in the rules' order when they fit its width, else one below the other,
/// each the row's full width, as a system alert stacks buttons too wide to stand side by side.
/// Right to left, the row is mirrored (the first button is the rightmost).
///
/// An adapter measures each button's title and places its views at ``frames``, which are
/// relative to the row's top leading corner, in the buttons' order.
///
/// ```swift
/// let layout = ActionButtonsLayout(
///     sizes: [.init(width: 60, height: 30), .init(width: 70, height: 30)], width: 300, spacing: 8,
///     direction: .leftToRight)
/// layout.frames[0]   // x 162, y 0, 60 × 30
/// layout.height      // 30
/// ```
public struct ActionButtonsLayout: Sendable, Hashable {
    /// Each button's frame, in the order given.
    public var frames: [SpotlightRect]
    /// The row's height: the tallest button side by side, the stack's height when stacked; 0
    /// without buttons.
    public var height: Double
    /// Whether the buttons stand one below the other.
    public var isStacked: Bool

    /// Lays out buttons of `sizes` in a row `width` points wide.
    ///
    /// - Parameters:
    ///   - sizes: Each button's measured size, in the buttons' order.
    ///   - width: The row's width (the card's less its padding).
    ///   - spacing: The gap between two buttons.
    ///   - direction: The card's layout direction.
    public init(sizes: [TourControlsLayout.Size], width: Double, spacing: Double, direction: LayoutDirection) {
        let total = sizes.map(\.width).reduce(0, +) + spacing * Double(max(sizes.count - 1, 0))
        isStacked = total > width
        if isStacked {
            var y = 0.0
            frames = sizes.map { size in
                defer { y += size.height + spacing }
                return SpotlightRect(x: 0, y: y, width: width, height: size.height)
            }
            height = max(y - spacing, 0)
            return
        }
        var x = width - total
        var placed: [SpotlightRect] = []
        for size in sizes {
            placed.append(SpotlightRect(x: x, y: 0, width: size.width, height: size.height))
            x += size.width + spacing
        }
        frames =
            direction == .rightToLeft
            ? placed.map { SpotlightRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } : placed
        height = sizes.map(\.height).max() ?? 0
    }
}
