#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// The dimmed full-window view with the card, laid out by hand in `layoutSubviews` so it is
    /// placed again on every rotation, window resize and Dynamic Type change. Every decision
    /// (texts, opacity, fade, background, where the card and the spotlight's cut-out and arrow go,
    /// what an input does) comes from ``TutorialCardModel``; this view measures the card and draws.
    ///
    /// The dimming is drawn in `draw(_:)`: the window's rectangle with the cut-out's rounded
    /// rectangle or circle appended, filled with the even-odd rule, so the target stays clear.
    /// The arrow is a triangle in the card's colour. Spotlight frames are in this view's
    /// coordinates, which are the window's (`view.convert(view.bounds, to: nil)`).
    @MainActor
    final class TutorialOverlayView: UIView {
        /// Called once, with how the card went away.
        var onDismiss: ((DismissReason) -> Void)?

        private let model: TutorialCardModel
        private let card = UIView(frame: .zero)
        private let titleView = UITextView(frame: .zero, textContainer: nil)
        private let bodyView = UITextView(frame: .zero, textContainer: nil)
        private let hintView = UITextView(frame: .zero, textContainer: nil)
        private let cardColor: UIColor
        private var sizeObserver: (any NSObjectProtocol)?
        private var finished = false
        /// Where the card, the cut-out and the arrow go, from the last layout.
        private var placement: TutorialCardModel.Placement?

        init(model: TutorialCardModel) {
            self.model = model
            cardColor =
                model.background == .opaque
                ? UIColor.systemBackground : UIColor.systemBackground.withAlphaComponent(0.92)
            super.init(frame: .zero)
            // The dimming and its cut-out are drawn in draw(_:).
            backgroundColor = UIColor.clear
            isOpaque = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            accessibilityViewIsModal = model.isAccessibilityModal
            let direction = model.layoutDirection.semanticContentAttribute
            semanticContentAttribute = direction
            card.semanticContentAttribute = direction
            card.backgroundColor = cardColor
            for (view, text, color) in [
                (titleView, model.title, UIColor.label), (bodyView, model.body, .label),
                (hintView, model.dismissHint, .secondaryLabel),
            ] {
                view.text = text
                view.textColor = color
                view.backgroundColor = nil
                view.isEditable = false
                view.isSelectable = false
                view.semanticContentAttribute = direction
                view.accessibilityHint = model.accessibilityHint
                card.addSubview(view)
            }
            // Only the body scrolls; taps on the title and the hint reach this view.
            titleView.isUserInteractionEnabled = false
            hintView.isUserInteractionEnabled = false
            titleView.accessibilityTraits = .header
            titleView.isHidden = !model.showsTitle
            applyFonts()
            addSubview(card)
            sizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.applyFonts() }
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// Dynamic Type: the text styles' current fonts, then a new layout.
        private func applyFonts() {
            titleView.font = UIFont.preferredFont(forTextStyle: .headline)
            bodyView.font = UIFont.preferredFont(forTextStyle: .body)
            hintView.font = UIFont.preferredFont(forTextStyle: .footnote)
            setNeedsLayout()
        }

        /// Covers `window`, fades in and moves VoiceOver to the title (or the body without one).
        func show(in window: UIWindow) {
            frame = window.bounds
            alpha = 0
            window.addSubview(self)
            UIView.animate(withDuration: model.fadeDuration, animations: { self.alpha = 1 }, completion: nil)
            UIAccessibility.post(notification: .screenChanged, argument: model.showsTitle ? titleView : bodyView)
        }

        /// Does what the model says an input does: report the reason (once), then fade out.
        func handle(_ input: TutorialCardModel.Input) {
            guard !finished, case .dismiss(let reason) = model.action(for: input) else { return }
            finished = true
            if let sizeObserver { NotificationCenter.default.removeObserver(sizeObserver) }
            onDismiss?(reason)
            onDismiss = nil
            UIView.animate(
                withDuration: model.fadeDuration, animations: { self.alpha = 0 },
                completion: { _ in
                    self.removeFromSuperview()
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                })
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            handle(.tap)
        }

        override func accessibilityPerformEscape() -> Bool {
            handle(.escape)
            return true
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let padding: CGFloat = 20
            let spacing: CGFloat = 8
            let insets = safeAreaInsets
            let safeArea = SpotlightRect(
                x: Double(bounds.minX + insets.left), y: Double(bounds.minY + insets.top),
                width: Double(bounds.width - insets.left - insets.right),
                height: Double(bounds.height - insets.top - insets.bottom))
            // Measure the card at the model's width, then ask the model where it goes.
            let width = CGFloat(model.cardWidth(safeArea: safeArea))
            let inner = max(0, width - 2 * padding)
            let fit = CGSize(width: inner, height: .greatestFiniteMagnitude)
            let titleHeight = model.showsTitle ? titleView.sizeThatFits(fit).height : 0
            let hintHeight = hintView.sizeThatFits(fit).height
            let bodyHeight = bodyView.sizeThatFits(fit).height
            let fixed = 2 * padding + titleHeight + hintHeight + (model.showsTitle ? 2 : 1) * spacing
            let placement = model.placement(safeArea: safeArea, cardHeight: Double(fixed + bodyHeight))
            self.placement = placement
            card.frame = placement.cardFrame.cgRect
            // The body scrolls when the card had to be cut to the screen.
            let visibleBody = max(0, min(bodyHeight, card.frame.height - fixed))
            var y = padding
            titleView.frame = CGRect(x: padding, y: y, width: inner, height: titleHeight)
            if model.showsTitle { y += titleHeight + spacing }
            bodyView.frame = CGRect(x: padding, y: y, width: inner, height: visibleBody)
            y += visibleBody + spacing
            hintView.frame = CGRect(x: padding, y: y, width: inner, height: hintHeight)
            setNeedsDisplay()
        }

        /// The dimming with the spotlight's cut-out left clear, and the arrow.
        override func draw(_ rect: CGRect) {
            UIColor.black.withAlphaComponent(CGFloat(model.dimmingOpacity)).setFill()
            let dimming = UIBezierPath(rect: bounds)
            if let cutout = placement?.cutout {
                let frame = cutout.frame.cgRect
                dimming.append(
                    cutout.isCircle
                        ? UIBezierPath(ovalIn: frame)
                        : UIBezierPath(roundedRect: frame, cornerRadius: CGFloat(cutout.cornerRadius)))
                dimming.usesEvenOddFillRule = true
            }
            dimming.fill()
            guard let points = placement?.arrowPoints, let tip = points.first else { return }
            cardColor.setFill()
            let arrow = UIBezierPath()
            arrow.move(to: tip.cgPoint)
            for point in points.dropFirst() { arrow.addLine(to: point.cgPoint) }
            arrow.close()
            arrow.fill()
        }
    }
#endif
