#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// The dimmed full-window view with the card, laid out by hand in `layoutSubviews` so it
    /// re-centres on every rotation, window resize and Dynamic Type change. Every decision
    /// (texts, opacity, fade, background, what an input does) comes from ``TutorialCardModel``.
    @MainActor
    final class TutorialOverlayView: UIView {
        /// Called once, with how the card went away.
        var onDismiss: ((DismissReason) -> Void)?

        private let model: TutorialCardModel
        private let card = UIView(frame: .zero)
        private let titleView = UITextView(frame: .zero, textContainer: nil)
        private let bodyView = UITextView(frame: .zero, textContainer: nil)
        private let hintView = UITextView(frame: .zero, textContainer: nil)
        private var sizeObserver: (any NSObjectProtocol)?
        private var finished = false

        init(model: TutorialCardModel) {
            self.model = model
            super.init(frame: .zero)
            backgroundColor = UIColor.black.withAlphaComponent(CGFloat(model.dimmingOpacity))
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            accessibilityViewIsModal = model.isAccessibilityModal
            let direction = model.layoutDirection.semanticContentAttribute
            semanticContentAttribute = direction
            card.semanticContentAttribute = direction
            card.backgroundColor =
                model.background == .opaque
                ? UIColor.systemBackground : UIColor.systemBackground.withAlphaComponent(0.92)
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
            let margin = CGFloat(model.margin)
            let padding: CGFloat = 20
            let spacing: CGFloat = 8
            let insets = safeAreaInsets
            let safe = CGRect(
                x: bounds.minX + insets.left + margin, y: bounds.minY + insets.top + margin,
                width: max(0, bounds.width - insets.left - insets.right - 2 * margin),
                height: max(0, bounds.height - insets.top - insets.bottom - 2 * margin))
            let width = min(safe.width, CGFloat(model.maximumWidth))
            let inner = max(0, width - 2 * padding)
            let fit = CGSize(width: inner, height: .greatestFiniteMagnitude)
            let titleHeight = model.showsTitle ? titleView.sizeThatFits(fit).height : 0
            let hintHeight = hintView.sizeThatFits(fit).height
            let bodyHeight = bodyView.sizeThatFits(fit).height
            let fixed = 2 * padding + titleHeight + hintHeight + (model.showsTitle ? 2 : 1) * spacing
            // The body scrolls when the card would not fit the window.
            let visibleBody = max(0, min(bodyHeight, safe.height - fixed))
            let height = fixed + visibleBody
            card.frame = CGRect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
            var y = padding
            titleView.frame = CGRect(x: padding, y: y, width: inner, height: titleHeight)
            if model.showsTitle { y += titleHeight + spacing }
            bodyView.frame = CGRect(x: padding, y: y, width: inner, height: visibleBody)
            y += visibleBody + spacing
            hintView.frame = CGRect(x: padding, y: y, width: inner, height: hintHeight)
        }
    }
#endif
