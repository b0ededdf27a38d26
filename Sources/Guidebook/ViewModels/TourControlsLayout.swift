/// Where a tour card's controls go in their row: the progress at the leading edge, then Back,
/// Skip tour and Next at the trailing edge; the progress on a line of its own above the buttons
/// when the row is too narrow for it beside them. Right to left, the row is mirrored.
///
/// An adapter measures each control (the progress both on one line and wrapped to the row's
/// width) and places its views at the frames, which are relative to the row's top leading
/// corner. Hidden buttons (``TutorialCardModel/TourControls/showsSkip``, ``TutorialCardModel/TourControls/showsBack``)
/// have no frame.
///
/// ```swift
/// let layout = TourControlsLayout(
///     controls: controls, width: 300, spacing: 8, direction: .leftToRight,
///     progressOnOneLine: .init(width: 40, height: 16), progressWrapped: .init(width: 40, height: 16),
///     next: .init(width: 50, height: 30), skip: .init(width: 80, height: 30), back: .init(width: 44, height: 30))
/// layout.frames[.next]   // x 250, y 0, 50 × 30
/// ```
public struct TourControlsLayout: Sendable, Hashable {
    /// A control of the row.
    public enum Control: Sendable, Hashable {
        /// The progress ("2 of 4").
        case progress
        /// The Back button.
        case back
        /// The Skip tour button.
        case skip
        /// The Next (Done) button.
        case next
    }

    /// A measured size, in points.
    public struct Size: Sendable, Hashable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// Each shown control's frame, from the row's top leading corner (left in left-to-right).
    public var frames: [Control: SpotlightRect]
    /// The row's height: one line, or the progress's lines and the buttons' below them.
    public var height: Double

    /// Lays out `controls` in a row `width` points wide with `spacing` between controls.
    ///
    /// - Parameters:
    ///   - controls: The card's tour controls (which buttons show).
    ///   - width: The row's width.
    ///   - spacing: The space between controls, and between the progress and the buttons below it.
    ///   - direction: The card's layout direction; right to left mirrors the frames.
    ///   - progressOnOneLine: The progress's size on one line.
    ///   - progressWrapped: The progress's size wrapped to `width`.
    ///   - next: The Next button's size.
    ///   - skip: The Skip tour button's size (ignored when it is hidden).
    ///   - back: The Back button's size (ignored when it is hidden).
    public init(
        controls: TutorialCardModel.TourControls, width: Double, spacing: Double, direction: LayoutDirection,
        progressOnOneLine: Size, progressWrapped: Size, next: Size, skip: Size, back: Size
    ) {
        let zero = Size(width: 0, height: 0)
        let skip = controls.showsSkip ? skip : zero
        let back = controls.showsBack ? back : zero
        let buttonsWidth = min(
            width,
            next.width + (controls.showsSkip ? skip.width + spacing : 0)
                + (controls.showsBack ? back.width + spacing : 0))
        let sideBySide = width - buttonsWidth - spacing >= progressOnOneLine.width
        let progress = sideBySide ? progressOnOneLine : progressWrapped
        let buttonsHeight = max(next.height, skip.height, back.height)
        let buttonsY = sideBySide ? 0 : progress.height + spacing
        let rowHeight = sideBySide ? max(progress.height, buttonsHeight) : buttonsHeight
        let nextX = width - min(next.width, width)
        var frames: [Control: SpotlightRect] = [
            .progress: SpotlightRect(
                x: 0, y: sideBySide ? (rowHeight - progress.height) / 2 : 0, width: min(progress.width, width),
                height: progress.height),
            .next: SpotlightRect(x: nextX, y: buttonsY, width: min(next.width, width), height: next.height),
        ]
        // Skip tour, then Back, each leading the one before it.
        var leadingEdge = nextX
        for (control, size, shows) in [(Control.skip, skip, controls.showsSkip), (.back, back, controls.showsBack)]
        where shows {
            let x = max(0, leadingEdge - spacing - size.width)
            frames[control] = SpotlightRect(
                x: x, y: buttonsY, width: min(size.width, leadingEdge), height: size.height)
            leadingEdge = x
        }
        if direction == .rightToLeft {
            for (control, frame) in frames {
                frames[control] = SpotlightRect(
                    x: width - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
            }
        }
        self.frames = frames
        height = buttonsY + rowHeight
    }
}
