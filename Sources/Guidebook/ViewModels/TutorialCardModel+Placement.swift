extension TutorialCardModel {
    /// Where an adapter draws a card on one screen: the card's frame, the clear cut-out in the
    /// dimming and the arrow towards the target (``placement(safeArea:cardHeight:)``).
    ///
    /// Every rectangle and point is in the presenter's coordinates: points, the origin at the top
    /// left of the view covering the window, y growing downwards.
    public struct Placement: Sendable, Hashable {
        /// The card's frame: inside the safe area less ``TutorialCardModel/margin``, never over the
        /// spotlight's target when there is room beside it.
        public var cardFrame: SpotlightRect
        /// The shape the dimming leaves clear; `nil` for a card without a spotlight (or whose
        /// target is missing, empty or off screen) and for an anchored one, which does not dim.
        public var cutout: SpotlightLayout.Cutout?
        /// The arrow from the card's edge to the target; `nil` when the card is centred.
        public var arrow: SpotlightLayout.Arrow?
        /// Why the spotlight was not honoured (a warning naming the card and the fix); `nil` when
        /// it was, or the card has none.
        public var diagnostic: Diagnostic?

        /// How far the arrow reaches out from the card, in points: the card's
        /// ``GuidebookStyle/drawnArrowSize`` (8 unless styled); its base is twice as wide.
        public var arrowSize: Double = GuidebookStyle.standard.arrowSize

        /// The arrow as a triangle to fill: its tip, ``arrowSize`` out from the card's edge towards
        /// the target, then the two ends of its base on the edge, ``arrowSize`` either side of it.
        /// Empty without an arrow.
        public var arrowPoints: [SpotlightPoint] {
            arrow?.triangle(cardFrame: cardFrame, size: arrowSize) ?? []
        }
    }

    /// Half the width of the arrow's base in the standard style, in points
    /// (``GuidebookStyle/arrowSize``); a card's own is ``Placement/arrowSize``.
    public static let arrowHalfWidth = GuidebookStyle.standard.arrowSize

    /// The part of the screen the card must stay in: `safeArea` less ``margin`` on every side.
    ///
    /// - Parameter safeArea: The presenter's safe area, in its coordinates.
    /// - Returns: The inset area (empty, never negative, when the margin leaves nothing).
    public func cardArea(safeArea: SpotlightRect) -> SpotlightRect {
        let inset = safeArea.expanded(by: -margin)
        return SpotlightRect(
            x: inset.width > 0 ? inset.x : safeArea.midX, y: inset.height > 0 ? inset.y : safeArea.midY,
            width: max(inset.width, 0), height: max(inset.height, 0))
    }

    /// The card's width on a screen with this safe area: the area's width, at most ``maximumWidth``.
    /// An adapter measures the card at this width, then asks ``placement(safeArea:cardHeight:)``.
    ///
    /// ```swift
    /// let width = model.cardWidth(safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763))  // 342
    /// ```
    ///
    /// - Parameter safeArea: The presenter's safe area, in its coordinates.
    /// - Returns: The width, in points.
    public func cardWidth(safeArea: SpotlightRect) -> Double {
        let width = cardArea(safeArea: safeArea).width
        return width.isFinite ? min(width, maximumWidth) : 0
    }

    /// Where the card goes on a screen with this safe area, once measured at
    /// ``cardWidth(safeArea:)``: centred, or beside its spotlight's target (``SpotlightLayout``),
    /// with the target's frame registered when the card was shown (``TutorialCard/spotlightFrame``).
    ///
    /// ```swift
    /// let safeArea = SpotlightRect(x: 0, y: 47, width: 390, height: 763)
    /// let placement = model.placement(safeArea: safeArea, cardHeight: 140)
    /// placement.cardFrame   // where the card goes
    /// placement.cutout      // the clear shape, for a spotlight card
    /// ```
    ///
    /// - Parameters:
    ///   - safeArea: The presenter's safe area, in its coordinates (the spotlight's frame is in
    ///     the same coordinates).
    ///   - cardHeight: The card's measured height; a card taller than the area is cut to it (its
    ///     body scrolls).
    /// - Returns: The card's frame, cut-out and arrow.
    public func placement(safeArea: SpotlightRect, cardHeight: Double) -> Placement {
        placement(safeArea: safeArea, cardHeight: cardHeight, targetFrame: card.spotlightFrame)
    }

    /// Where the card goes at this layout pass: the target's frame as it is now (an adapter asks
    /// its view for it on every pass, so the cut-out and the arrow follow rotation, resizing and
    /// scrolling) and the part of the screen the keyboard covers, which the card stays out of.
    ///
    /// A target scrolled off screen, or under the keyboard, gives a centred card without a
    /// cut-out (``SpotlightLayout/Fallback/targetOffScreen``); once it is back, the next pass puts
    /// the card beside it again. A target that went away (`nil`) gives a centred card too
    /// (``SpotlightLayout/Fallback/targetMissing``).
    ///
    /// ```swift
    /// let placement = model.placement(
    ///     safeArea: safeArea, cardHeight: 140, targetFrame: SpotlightRect(button.convert(button.bounds, to: nil)),
    ///     keyboardFrame: keyboard)
    /// ```
    ///
    /// - Parameters:
    ///   - safeArea: The presenter's safe area, in its coordinates.
    ///   - cardHeight: The card's measured height.
    ///   - targetFrame: The frame of an id target now, in the same coordinates; `nil` when its
    ///     view is gone (ignored for a spotlight on a fixed frame).
    ///   - keyboardFrame: The on-screen keyboard's frame in the same coordinates; `nil` (or an
    ///     empty frame) when it is down.
    /// - Returns: The card's frame, cut-out and arrow.
    public func placement(
        safeArea: SpotlightRect, cardHeight: Double, targetFrame: SpotlightRect?, keyboardFrame: SpotlightRect? = nil
    ) -> Placement {
        let area = cardArea(safeArea: Self.area(safeArea, clearOf: keyboardFrame))
        let width = cardWidth(safeArea: safeArea)
        let height = cardHeight.isFinite ? min(max(cardHeight, 0), area.height) : 0
        guard let spotlight = card.spotlight else {
            let frame = SpotlightRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
            return Placement(cardFrame: frame)
        }
        let layout = SpotlightLayout(
            spotlight: spotlight, targetFrame: targetFrame, key: card.key, safeArea: area,
            cardWidth: min(width, area.width), cardHeight: height, layoutDirection: card.layoutDirection)
        // An anchored bubble is placed as a spotlight's card is, over a screen left clear.
        let cutout = presentation == .anchored ? nil : layout.cutout
        return Placement(
            cardFrame: layout.cardFrame, cutout: cutout, arrow: layout.arrow, diagnostic: layout.diagnostic,
            arrowSize: style.drawnArrowSize)
    }

    /// The part of `safeArea` the keyboard leaves: above a docked keyboard; beside a floating one
    /// the larger of the parts above and below it. The whole area when the keyboard is down, not
    /// a number, or outside it.
    static func area(_ safeArea: SpotlightRect, clearOf keyboard: SpotlightRect?) -> SpotlightRect {
        guard let keyboard, !keyboard.isEmpty, let covered = keyboard.intersection(safeArea) else { return safeArea }
        let above = covered.minY - safeArea.minY
        let below = safeArea.maxY - covered.maxY
        if above >= below {
            return SpotlightRect(x: safeArea.x, y: safeArea.y, width: safeArea.width, height: max(above, 0))
        }
        return SpotlightRect(x: safeArea.x, y: covered.maxY, width: safeArea.width, height: max(below, 0))
    }

    /// The keyboard's frame where the framework gives only the part of the screen the keyboard
    /// leaves (SwiftUI: a view that respects the keyboard's safe area ends at the keyboard's top):
    /// the strip of `screen` below `clear`, for the `keyboardFrame` of
    /// ``placement(safeArea:cardHeight:targetFrame:keyboardFrame:)``.
    ///
    /// ```swift
    /// let screen = SpotlightRect(x: 0, y: 0, width: 393, height: 852)
    /// TutorialCardModel.keyboardFrame(in: screen, clearOfKeyboard: SpotlightRect(x: 0, y: 0, width: 393, height: 516))
    /// // x 0, y 516, width 393, height 336
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The whole view the card is drawn over, in the presenter's coordinates.
    ///   - clear: The part of it the keyboard leaves, in the same coordinates.
    /// - Returns: The keyboard's frame; `nil` when `clear` reaches the bottom of `screen` (the
    ///   keyboard is down) or a value is not a number.
    public static func keyboardFrame(in screen: SpotlightRect, clearOfKeyboard clear: SpotlightRect) -> SpotlightRect? {
        let values = [screen.x, screen.y, screen.width, screen.height, clear.maxY]
        guard values.allSatisfy(\.isFinite), clear.maxY < screen.maxY else { return nil }
        let top = max(clear.maxY, screen.minY)
        return SpotlightRect(x: screen.x, y: top, width: screen.width, height: screen.maxY - top)
    }

    /// What a tap at `point` is: ``Input/tapOnTarget`` inside the cut-out of a spotlight that
    /// passes taps through (``TutorialSpotlight/passesTapsThrough``), ``Input/tap`` anywhere else.
    ///
    /// An adapter lets a ``Input/tapOnTarget`` tap through to the app (UIKit: `hitTest` returns
    /// `nil` there) and hands the input to ``action(for:)``.
    ///
    /// ```swift
    /// model.input(forTapAt: SpotlightPoint(x: 322, y: 82), placement: placement)  // .tapOnTarget
    /// ```
    ///
    /// - Parameters:
    ///   - point: Where the tap landed, in the presenter's coordinates.
    ///   - placement: The placement of the last layout pass.
    /// - Returns: The input to act on.
    public func input(forTapAt point: SpotlightPoint, placement: Placement) -> Input {
        guard card.spotlight?.passesTapsThrough == true, let cutout = placement.cutout,
            !placement.cardFrame.contains(point), cutout.contains(point)
        else { return .tap }
        return .tapOnTarget
    }
}
