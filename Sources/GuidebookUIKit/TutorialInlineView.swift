#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The inline form of a card, like TipKit's `TipView`: a view the app places in its own
    /// layout (a stack view's arranged subview, a table's header) for one tutorial key, showing
    /// whatever card the engine gives that key and collapsing when it is dismissed.
    ///
    /// Everything it shows or does comes from the core's ``Guidebook/TutorialInlineSlot`` and the
    /// card's ``Guidebook/TutorialCardModel``: the picture, title, Markdown body, action buttons
    /// (laid out by ``Guidebook/ActionButtonsLayout``) and dismiss hint, in the card's
    /// ``Guidebook/GuidebookStyle``; a tap on the card, an action, a link in the body or Escape
    /// dismisses it (the slot's `handle(_:)`), and then the view is hidden with no height, which a
    /// stack view takes as gone. The view asks for its card when it joins a window and gives it
    /// up when it leaves one (a card cut short that way is not counted as seen).
    ///
    /// It is one VoiceOver element with the model's label, hint and actions (each action button,
    /// then each link of the body); unlike the overlay it is not modal: the app around it stays
    /// reachable.
    ///
    /// ```swift
    /// // Tutorials.json: "Tips": { "presentation": "inline" }
    /// // In a stack view, add it as an arranged subview instead.
    /// let tips = TutorialInlineView(key: "Tips", tutorials: tutorials)
    /// tips.frame = CGRect(x: 20, y: 180, width: 320, height: 120)
    /// view.addSubview(tips)
    /// ```
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`); drawing,
    /// touches and VoiceOver are only checked on a device.
    @MainActor
    public final class TutorialInlineView: UIView, UITextViewDelegate {
        /// The tutorial key the view shows.
        public let key: String

        private let tutorials: Tutorials
        private let slot: TutorialInlineSlot
        /// The card's model now; `nil` while collapsed.
        private var model: TutorialCardModel?
        /// The views of the card now, rebuilt when the card or the text size changes.
        private var parts: Parts?
        /// The height the last layout needed (0 when collapsed).
        private var contentHeight: CGFloat = 0
        private var attached = false
        private var sizeObserver: (any NSObjectProtocol)?

        /// The views one card is drawn with.
        private struct Parts {
            var image: TutorialCardImageView?
            var title: UITextView
            var body: UITextView
            var hint: UITextView
            var buttons: [(button: TutorialActionButton, view: UIButton, ground: TutorialButtonGround)]

            /// Every view of the card, to take down when it changes.
            var views: [UIView] {
                [image, title, body, hint].compactMap { $0 } + buttons.flatMap { [$0.ground, $0.view] as [UIView] }
            }
        }

        /// Creates the view of `key`'s inline card; it is hidden until the engine gives it one.
        ///
        /// - Parameters:
        ///   - key: The tutorial key; its rules should say `"presentation": "inline"`.
        ///   - tutorials: The engine.
        public init(key: String, tutorials: Tutorials) {
            self.key = key
            self.tutorials = tutorials
            slot = TutorialInlineSlot(key: key)
            super.init(frame: .zero)
            backgroundColor = UIColor.clear
            isOpaque = false
            isHidden = true
            isAccessibilityElement = true
            slot.observe { [weak self] _ in
                Task { @MainActor in self?.refresh() }
            }
            sizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.refresh() }
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// Joining a window asks for the card; leaving one gives it up (``TutorialInlineSlot/detach(from:)``).
        override public func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil, !attached {
                attached = true
                slot.attach(to: tutorials)
            } else if window == nil, attached {
                attached = false
                slot.detach(from: tutorials)
            }
        }

        /// Draws the slot's card now, or collapses when it has none.
        private func refresh() {
            for view in parts?.views ?? [] { view.removeFromSuperview() }
            parts = nil
            guard let card = slot.card else {
                model = nil
                isHidden = true
                contentHeight = 0
                invalidateIntrinsicContentSize()
                return
            }
            let preferences = DisplayPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
                increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
            let model = TutorialCardModel(card: card, preferences: preferences)
            self.model = model
            parts = makeParts(model)
            isHidden = false
            if let tint = model.style.tint { tintColor = tint.uiColor }
            semanticContentAttribute = model.layoutDirection.semanticContentAttribute
            accessibilityLabel = model.accessibilityLabel
            accessibilityHint = model.accessibilityHint
            accessibilityTraits =
                model.accessibilityTraits.contains(.button) ? .button : UIAccessibilityTraits(rawValue: 0)
            accessibilityViewIsModal = model.isAccessibilityModal
            accessibilityCustomActions = model.accessibilityActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                    self?.slot.handle(action.input)
                    return true
                }
            }
            setNeedsLayout()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }

        /// The picture, title, body, action buttons and hint of `model`, added as subviews.
        private func makeParts(_ model: TutorialCardModel) -> Parts {
            let direction = model.layoutDirection.semanticContentAttribute
            func text(_ string: String, font: UIFont, color: UIColor) -> UITextView {
                let view = UITextView(frame: .zero, textContainer: nil)
                view.text = string
                view.font = font
                view.textColor = color
                view.backgroundColor = nil
                view.isEditable = false
                view.isSelectable = false
                view.isUserInteractionEnabled = false
                view.semanticContentAttribute = direction
                addSubview(view)
                return view
            }
            let image = model.image.map { TutorialCardImageView(model: $0, direction: model.layoutDirection) }
            if let image { addSubview(image) }
            let title = text(model.title, font: model.style.titleFont.uiFont, color: UIColor.label)
            title.isHidden = !model.showsTitle
            let body = text("", font: model.style.bodyFont.uiFont, color: UIColor.label)
            body.attributedText = HelpText.attributed(
                model.bodyAttributedString, textStyle: model.style.bodyFont.textStyle.uiTextStyle,
                plainFont: model.style.bodyFont.uiFont)
            body.textColor = UIColor.label
            // A body with links takes taps on them (textView(_:shouldInteractWith:in:interaction:)).
            body.delegate = self
            body.isSelectable = model.bodyRuns.contains { $0.link != nil }
            body.isUserInteractionEnabled = body.isSelectable
            let secondary = model.usesSecondaryTextColor ? UIColor.secondaryLabel : UIColor.label
            let hint = text(model.dismissHint, font: UIFont.preferredFont(forTextStyle: .footnote), color: secondary)
            hint.isHidden = !model.showsDismissHint
            let buttons = model.actionButtons.map { button in
                // The button's ground in its role's look, under it (TutorialActionButton.appearance).
                let ground = TutorialButtonGround(look: button.appearance)
                addSubview(ground)
                let view = UIButton(type: .system)
                view.tintColor = ground.titleColor(of: button.appearance)
                view.setTitle(button.title, for: .normal)
                view.accessibilityLabel = button.title
                view.titleLabel?.font = button.appearance.font.uiFont
                let input = button.input
                view.addAction(
                    UIAction(title: button.title) { [weak self] _ in self?.slot.handle(input) }, for: .touchUpInside)
                view.semanticContentAttribute = direction
                addSubview(view)
                return (button, view, ground)
            }
            return Parts(image: image, title: title, body: body, hint: hint, buttons: buttons)
        }

        /// As wide as its container makes it, as high as the card needs; no room when collapsed.
        override public var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: isHidden ? 0 : contentHeight)
        }

        override public func layoutSubviews() {
            super.layoutSubviews()
            guard let model, let parts else { return }
            let padding = CGFloat(CardMetrics.standard.padding)
            let spacing = CGFloat(CardMetrics.standard.titleSpacing)
            let inner = max(0, bounds.width - 2 * padding)
            let fit = CGSize(width: inner, height: .greatestFiniteMagnitude)
            var y = padding
            if let image = parts.image {
                image.frame = CGRect(x: padding, y: y, width: inner, height: image.height)
                image.setNeedsDisplay()
                y += image.height + spacing
            }
            for (view, shown) in [(parts.title, model.showsTitle), (parts.body, true)] where shown {
                let height = view.sizeThatFits(fit).height
                view.frame = CGRect(x: padding, y: y, width: inner, height: height)
                y += height + spacing
            }
            if !parts.buttons.isEmpty {
                let sizes = parts.buttons.map { button, view, _ in
                    let fitted = view.sizeThatFits(fit)
                    return button.appearance.size(
                        around: TourControlsLayout.Size(width: Double(fitted.width), height: Double(fitted.height)))
                }
                let layout = ActionButtonsLayout(
                    sizes: sizes, width: Double(inner), spacing: CardMetrics.standard.controlSpacing,
                    direction: model.layoutDirection)
                for (pair, frame) in zip(parts.buttons, layout.frames) {
                    pair.view.frame = CGRect(
                        x: padding + CGFloat(frame.minX), y: y + CGFloat(frame.minY), width: CGFloat(frame.width),
                        height: CGFloat(frame.height))
                    pair.ground.frame = pair.view.frame
                }
                y += CGFloat(layout.height) + spacing
            }
            if model.showsDismissHint {
                let height = parts.hint.sizeThatFits(fit).height
                parts.hint.frame = CGRect(x: padding, y: y, width: inner, height: height)
                y += height + spacing
            }
            let height = y - spacing + padding
            if height != contentHeight {
                contentHeight = height
                invalidateIntrinsicContentSize()
            }
            setNeedsDisplay()
        }

        /// The card's rounded ground: the style's colour, else the system background.
        override public func draw(_ rect: CGRect) {
            guard let model else { return }
            (model.style.cardBackground?.uiColor ?? UIColor.systemBackground).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: CGFloat(model.style.drawnCornerRadius)).fill()
        }

        override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            slot.handle(.tap)
        }

        override public func accessibilityActivate() -> Bool {
            slot.handle(.tap)
            return true
        }

        override public func accessibilityPerformEscape() -> Bool {
            slot.handle(.escape)
            return true
        }

        /// A tap on a link in the body: the card goes with the link, which the engine opens.
        public func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            slot.handle(.link(URL))
            return false
        }
    }
#endif
