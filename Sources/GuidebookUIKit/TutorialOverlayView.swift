#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The dimmed full-window view with the card, laid out by hand in `layoutSubviews` so it is
    /// placed again on every rotation, window resize, keyboard change, Dynamic Type change and
    /// move of the spotlight's target. Every decision (texts, opacity, fade, background, where the
    /// card and the spotlight's cut-out and arrow go, what a tap or a key does, what VoiceOver
    /// reads) comes from ``TutorialCardModel``; this view measures the card and draws.
    ///
    /// The target's frame is asked for (`targetFrame`) at every layout pass, and a 30 Hz check
    /// lays the card out again when it moved (a scroll in the app's window does not lay out this
    /// one). A tap the model calls ``TutorialCardModel/Input/tapOnTarget`` is not taken
    /// (`hitTest` returns `nil`), so it reaches the app.
    ///
    /// The dimming is drawn in `draw(_:)`: the window's rectangle with the cut-out's rounded
    /// rectangle or circle appended, filled with the even-odd rule, so the target stays clear.
    /// The card's ground is the system material (`UIBlurEffect.Style.systemMaterial` in a
    /// `UIVisualEffectView` masked to the card's rounded shape), as ``CardMetrics`` says; under
    /// Reduce Transparency or Increase Contrast (``TutorialCardModel/background`` `.opaque`) it
    /// is the opaque system background, drawn with the dimming. The arrow is a triangle in the
    /// card's colour. Spotlight frames are in this view's
    /// coordinates, which are the window's (`view.convert(view.bounds, to: nil)`).
    ///
    /// A tour card shows the model's ``TutorialCardModel/tourControls`` instead of the dismiss
    /// hint: the progress at the card's leading edge, Skip tour and Next (Done) at its trailing
    /// edge, on one row when they fit, the progress above the buttons when they do not (large
    /// Dynamic Type sizes); each button sends its input to ``handle(_:)``.
    ///
    /// The card's picture (``TutorialCardModel/image``) stands above the title
    /// (`TutorialCardImageView`); the body is the model's attributed text, bold, italic and links in
    /// the style's body font, and a tapped link sends ``TutorialCardModel/Input/link(_:)``: the card
    /// goes and the engine opens the link.
    ///
    /// A card's action buttons (``TutorialCardModel/actionButtons``) stand below the body, where
    /// ``ActionButtonsLayout`` puts them; a tap, Return on the default one (or the focused one),
    /// Escape on the cancelling one, or its VoiceOver action sends ``TutorialActionButton/input``,
    /// and the model answers ``DismissReason/action(_:)``.
    @MainActor
    final class TutorialOverlayView: UIView, UITextViewDelegate {
        /// Called once, with how the card went away.
        var onDismiss: ((DismissReason) -> Void)?
        /// Called once the card has faded out and left its window.
        var onRemoved: (() -> Void)?

        private let model: TutorialCardModel
        /// The spotlight target's frame now, in this view's coordinates (`nil`: gone).
        private let targetFrame: () -> SpotlightRect?
        private lazy var card = TutorialCardElement(overlay: self)
        private let titleView = UITextView(frame: .zero, textContainer: nil)
        private let bodyView = UITextView(frame: .zero, textContainer: nil)
        private let hintView = UITextView(frame: .zero, textContainer: nil)
        /// The card's picture above the title, when it has one.
        private let imageView: TutorialCardImageView?
        private let progressLabel = UILabel(frame: .zero)
        /// The tour card's buttons (``TutorialCardModel/TourControls/buttons``), leading to trailing.
        private var tourViews: [(button: TutorialCardModel.TourButton, view: UIButton)] = []
        /// The card's action buttons (``TutorialCardModel/actionButtons``), in the rules' order.
        private var actionViews: [(button: TutorialActionButton, view: UIButton, ground: TutorialButtonGround)] = []
        /// The card's ground where it is drawn in `draw(_:)`: the style's, else the system background.
        private let cardColor: UIColor
        /// The arrow's colour (``TutorialCardModel/arrowColor``), else the system ground.
        private let arrowColor: UIColor
        /// The card's material ground, `nil` when the model wants it opaque.
        private let material: UIVisualEffectView?
        private var sizeObserver: (any NSObjectProtocol)?
        private var keyboardObserver: (any NSObjectProtocol)?
        private var targetCheck: Timer?
        private var finished = false
        /// The tour button the keyboard focus is on (Tab), `nil` before the first Tab.
        private var focused: TutorialCardModel.Input?
        /// The target's frame the last layout used.
        private var laidOutTarget: SpotlightRect?
        /// Where the card, the cut-out and the arrow go, from the last layout.
        private var placement: TutorialCardModel.Placement?

        init(model: TutorialCardModel, targetFrame: @escaping () -> SpotlightRect?) {
            self.model = model
            self.targetFrame = targetFrame
            let systemGround =
                model.background == .opaque
                ? UIColor.systemBackground : UIColor.systemBackground.withAlphaComponent(0.92)
            cardColor = model.style.cardBackground?.uiColor ?? systemGround
            arrowColor = model.arrowColor?.uiColor ?? systemGround
            material =
                model.usesMaterial
                ? UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) : nil
            imageView = model.image.map { TutorialCardImageView(model: $0, direction: model.layoutDirection) }
            super.init(frame: .zero)
            // The dimming and its cut-out are drawn in draw(_:).
            backgroundColor = UIColor.clear
            isOpaque = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            accessibilityViewIsModal = model.isAccessibilityModal
            if let tint = model.style.tint { tintColor = tint.uiColor }
            let direction = model.layoutDirection.semanticContentAttribute
            semanticContentAttribute = direction
            card.semanticContentAttribute = direction
            // The card's ground: the material below its texts, else drawn in draw(_:) with the arrow.
            card.backgroundColor = UIColor.clear
            if let material {
                material.isUserInteractionEnabled = false
                material.mask = TutorialCardShape(cornerRadius: model.style.drawnCornerRadius)
                card.addSubview(material)
            }
            let secondary = model.usesSecondaryTextColor ? UIColor.secondaryLabel : UIColor.label
            for (view, text, color) in [
                (titleView, model.title, UIColor.label), (bodyView, model.body, .label),
                (hintView, model.dismissHint, secondary),
            ] {
                view.text = text
                view.textColor = color
                view.backgroundColor = nil
                view.isEditable = false
                view.isSelectable = false
                view.semanticContentAttribute = direction
                card.addSubview(view)
            }
            // Only the body scrolls; taps on the title and the hint reach this view.
            titleView.isUserInteractionEnabled = false
            hintView.isUserInteractionEnabled = false
            titleView.isHidden = !model.showsTitle
            hintView.isHidden = !model.showsDismissHint
            // A body with links takes taps on them (textView(_:shouldInteractWith:in:interaction:)).
            bodyView.delegate = self
            bodyView.isSelectable = model.bodyRuns.contains { $0.link != nil }
            if let imageView { card.addSubview(imageView) }
            addActionButtons(direction: direction)
            if let controls = model.tourControls { addTourControls(controls, direction: direction, color: secondary) }
            // One VoiceOver element: the model's label, hint, traits and actions (its subviews are
            // not read on their own).
            card.isAccessibilityElement = true
            card.accessibilityLabel = model.accessibilityLabel
            card.accessibilityHint = model.accessibilityHint
            card.accessibilityTraits =
                model.accessibilityTraits.contains(.button) ? .button : UIAccessibilityTraits(rawValue: 0)
            card.accessibilityCustomActions = model.accessibilityActions.map { action in
                UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                    self?.handle(action.input)
                    return true
                }
            }
            applyFonts()
            addSubview(card)
            sizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.applyFonts() }
            }
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.setNeedsLayout() }
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The progress label and the buttons the model lists (Back, Skip tour, Next), with the
        /// model's texts, VoiceOver labels and hints; each button answers through ``handle(_:)``.
        private func addTourControls(
            _ controls: TutorialCardModel.TourControls, direction: UISemanticContentAttribute, color: UIColor
        ) {
            progressLabel.text = controls.progress
            progressLabel.accessibilityLabel = controls.progressAccessibilityLabel
            progressLabel.textColor = color
            progressLabel.numberOfLines = 0
            progressLabel.semanticContentAttribute = direction
            card.addSubview(progressLabel)
            for button in controls.buttons {
                let view = UIButton(type: .system)
                view.setTitle(button.title, for: .normal)
                view.accessibilityLabel = button.accessibilityLabel
                view.accessibilityHint = button.accessibilityHint
                let input = button.input
                view.addAction(
                    UIAction(title: button.title) { [weak self] _ in self?.handle(input) }, for: .touchUpInside)
                view.semanticContentAttribute = direction
                card.addSubview(view)
                tourViews.append((button, view))
            }
        }

        /// The card's action buttons: a system button each, titled by the model, over a ground drawn
        /// in its role's look (``TutorialActionButton/appearance``: fill, title colour, outline, font).
        /// A tap sends the button's input (``TutorialActionButton/input``) to ``handle(_:)``.
        private func addActionButtons(direction: UISemanticContentAttribute) {
            for button in model.actionButtons {
                let ground = TutorialButtonGround(look: button.appearance)
                card.addSubview(ground)
                let view = UIButton(type: .system)
                view.tintColor = ground.titleColor(of: button.appearance)
                view.setTitle(button.title, for: .normal)
                view.accessibilityLabel = button.title
                let input = button.input
                view.addAction(
                    UIAction(title: button.title) { [weak self] _ in self?.handle(input) }, for: .touchUpInside)
                view.semanticContentAttribute = direction
                card.addSubview(view)
                actionViews.append((button, view, ground))
            }
        }

        /// Dynamic Type: the style's fonts at the current text size (``GuidebookStyle``: headline,
        /// body and body unless styled), then a new layout.
        private func applyFonts() {
            titleView.font = model.style.titleFont.uiFont
            // The body's runs: bold, italic and links in the style's body font.
            bodyView.attributedText = HelpText.attributed(
                model.bodyAttributedString, textStyle: model.style.bodyFont.textStyle.uiTextStyle,
                plainFont: model.style.bodyFont.uiFont)
            bodyView.textColor = UIColor.label
            hintView.font = UIFont.preferredFont(forTextStyle: .footnote)
            progressLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
            for (button, view) in tourViews {
                view.titleLabel?.font = model.buttonFont(emphasized: button.isEmphasized).uiFont
            }
            for (button, view, _) in actionViews { view.titleLabel?.font = button.appearance.font.uiFont }
            setNeedsLayout()
        }

        /// Fades in (the view is its window's root view), takes the hardware keyboard, moves
        /// VoiceOver to the card, which announces it, and starts following the target.
        func show() {
            alpha = 0
            UIView.animate(withDuration: model.fadeDuration, animations: { self.alpha = 1 }, completion: nil)
            _ = becomeFirstResponder()
            UIAccessibility.post(notification: .screenChanged, argument: card)
            guard model.card.spotlight != nil else { return }
            targetCheck = Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, self.targetFrame() != self.laidOutTarget else { return }
                    self.setNeedsLayout()
                }
            }
        }

        /// Does what the model says an input does: report the reason (once), then fade out.
        func handle(_ input: TutorialCardModel.Input) {
            guard !finished, case .dismiss(let reason) = model.action(for: input) else { return }
            finished = true
            for observer in [sizeObserver, keyboardObserver].compactMap({ $0 }) {
                NotificationCenter.default.removeObserver(observer)
            }
            targetCheck?.invalidate()
            onDismiss?(reason)
            onDismiss = nil
            // A tap through to the target goes at once: the app reacts to it under the card.
            let fade = reason == .tappedTarget ? 0 : model.fadeDuration
            UIView.animate(
                withDuration: fade, animations: { self.alpha = 0 },
                completion: { _ in
                    self.removeFromSuperview()
                    self.onRemoved?()
                    self.onRemoved = nil
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                })
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            handle(.tap)
        }

        /// A tap beside an anchored card is not taken: it reaches the app and the card stays
        /// (``TutorialCardModel/receivesTap(at:placement:)``). A tap inside the cut-out of a
        /// pass-through spotlight is not taken either: it reaches the target in the app's window,
        /// and the card goes (``TutorialCardModel/input(forTapAt:placement:)``).
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if !finished, let placement, !model.receivesTap(at: SpotlightPoint(point), placement: placement) {
                return nil
            }
            if !finished, let placement,
                model.input(forTapAt: SpotlightPoint(point), placement: placement) == .tapOnTarget
            {
                handle(.tapOnTarget)
                return nil
            }
            return super.hitTest(point, with: event)
        }

        override var canBecomeFirstResponder: Bool { true }

        /// Escape, Return and Tab (Shift-Tab), as the model says (``TutorialCardModel/effect(of:shift:focused:)``);
        /// other keys go on up the responder chain.
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var unhandled = Set<UIPress>()
            for press in presses {
                guard let key = press.key, let mapped = Self.key(key.keyCode),
                    let effect = model.effect(of: mapped, shift: key.modifierFlags.contains(.shift), focused: focused)
                else {
                    unhandled.insert(press)
                    continue
                }
                switch effect {
                case .input(let input): handle(input)
                case .focus(let input): focus(input)
                }
            }
            if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
        }

        /// The model's key for a hardware key code; `nil` for keys a card does not answer.
        private static func key(_ code: UIKeyboardHIDUsage) -> TutorialCardModel.Key? {
            // Compared, not switched over: UIKit's enum has a case for every key.
            if code == .keyboardEscape { return .escape }
            if code == .keyboardReturnOrEnter { return .return }
            if code == .keyboardTab { return .tab }
            return nil
        }

        /// Shows the keyboard focus on the button (a tour button or an action) that sends `input`.
        private func focus(_ input: TutorialCardModel.Input) {
            focused = input
            let tint = UIColor.secondaryLabel.withAlphaComponent(CGFloat(TutorialButtonAppearance.focusOpacity))
            for (button, view) in tourViews { view.backgroundColor = input == button.input ? tint : nil }
            for (button, _, ground) in actionViews {
                ground.look = input == button.input ? button.appearance.focused : button.appearance
            }
        }

        /// A tap on a link in the body: the card goes with the link (``TutorialCardModel/Input/link(_:)``),
        /// which the engine opens (`Tutorials.onOpenLink`); the text view opens nothing itself.
        func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            handle(.link(URL))
            return false
        }

        override func accessibilityPerformEscape() -> Bool {
            handle(.escape)
            return true
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let padding = CGFloat(CardMetrics.standard.padding)
            let spacing = CGFloat(CardMetrics.standard.titleSpacing)
            let insets = safeAreaInsets
            let target = targetFrame()
            laidOutTarget = target
            let keyboard = SpotlightRect(keyboardLayoutGuide.layoutFrame)
            let safeArea = SpotlightRect(
                x: Double(bounds.minX + insets.left), y: Double(bounds.minY + insets.top),
                width: Double(bounds.width - insets.left - insets.right),
                height: Double(bounds.height - insets.top - insets.bottom))
            // Measure the card at the model's width, then ask the model where it goes.
            let width = CGFloat(model.cardWidth(safeArea: safeArea))
            let inner = max(0, width - 2 * padding)
            let fit = CGSize(width: inner, height: .greatestFiniteMagnitude)
            let imageRow = imageView.map { $0.height + spacing } ?? 0
            let titleHeight = model.showsTitle ? titleView.sizeThatFits(fit).height : 0
            let hintHeight = model.showsDismissHint ? hintView.sizeThatFits(fit).height : 0
            let bodyHeight = bodyView.sizeThatFits(fit).height
            let controls = tourControlsLayout(width: inner, spacing: spacing)
            let actions = actionButtonsLayout(width: inner)
            let footer = model.showsDismissHint ? hintHeight : controls.height
            let actionRow = actionViews.isEmpty ? 0 : actions.height + spacing
            let fixed =
                2 * padding + imageRow + titleHeight + actionRow + footer + (model.showsTitle ? 2 : 1) * spacing
            let placement = model.placement(
                safeArea: safeArea, cardHeight: Double(fixed + bodyHeight), targetFrame: target, keyboardFrame: keyboard
            )
            self.placement = placement
            card.frame = placement.cardFrame.cgRect
            material?.frame = card.bounds
            material?.mask?.frame = card.bounds
            material?.mask?.setNeedsDisplay()
            // The body scrolls when the card had to be cut to the screen.
            let visibleBody = max(0, min(bodyHeight, card.frame.height - fixed))
            var y = padding
            if let imageView {
                imageView.frame = CGRect(x: padding, y: y, width: inner, height: imageView.height)
                imageView.setNeedsDisplay()
                y += imageRow
            }
            titleView.frame = CGRect(x: padding, y: y, width: inner, height: titleHeight)
            if model.showsTitle { y += titleHeight + spacing }
            bodyView.frame = CGRect(x: padding, y: y, width: inner, height: visibleBody)
            y += visibleBody + spacing
            for (view, frame) in actions.frames {
                view.frame = CGRect(
                    x: padding + frame.minX, y: y + frame.minY, width: frame.width, height: frame.height)
            }
            y += actionRow
            hintView.frame = CGRect(x: padding, y: y, width: inner, height: hintHeight)
            // The core's frames are already mirrored for a right-to-left card.
            for (view, frame) in controls.frames {
                view.frame = CGRect(
                    x: padding + frame.minX, y: y + frame.minY, width: frame.width, height: frame.height)
            }
            setNeedsDisplay()
        }

        /// The tour controls' frames within a row `width` wide (from its top leading corner) and
        /// their height, as the core lays them out (``TourControlsLayout``) from their measured
        /// sizes. Nothing for a card of its own.
        private func tourControlsLayout(width: CGFloat, spacing: CGFloat) -> (
            frames: [(UIView, CGRect)], height: CGFloat
        ) {
            guard let controls = model.tourControls else { return ([], 0) }
            func size(_ view: UIView?, _ bound: CGFloat) -> TourControlsLayout.Size {
                let fitted = view?.sizeThatFits(CGSize(width: bound, height: .greatestFiniteMagnitude)) ?? .zero
                return TourControlsLayout.Size(width: Double(fitted.width), height: Double(fitted.height))
            }
            func button(_ control: TourControlsLayout.Control) -> UIView? {
                tourViews.first { $0.button.control == control }?.view
            }
            let layout = TourControlsLayout(
                controls: controls, width: Double(width), spacing: Double(spacing), direction: model.layoutDirection,
                progressOnOneLine: size(progressLabel, .greatestFiniteMagnitude),
                progressWrapped: size(progressLabel, width), next: size(button(.next), width),
                skip: size(button(.skip), width), back: size(button(.back), width))
            let views =
                [(TourControlsLayout.Control.progress, progressLabel as UIView)]
                + tourViews.map { ($0.button.control, $0.view as UIView) }
            let frames = views.compactMap { control, view in layout.frames[control].map { (view, $0.cgRect) } }
            return (frames, CGFloat(layout.height))
        }

        /// The action buttons' frames within a row `width` wide (from its top leading corner) and
        /// the row's height, as the core lays them out (``ActionButtonsLayout``) from their
        /// measured sizes.
        private func actionButtonsLayout(width: CGFloat) -> (frames: [(UIView, CGRect)], height: CGFloat) {
            let sizes = actionViews.map { button, view, _ in
                let fitted = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                return button.appearance.size(
                    around: TourControlsLayout.Size(width: Double(fitted.width), height: Double(fitted.height)))
            }
            let layout = ActionButtonsLayout(
                sizes: sizes, width: Double(width), spacing: CardMetrics.standard.controlSpacing,
                direction: model.layoutDirection)
            let frames = zip(actionViews, layout.frames).flatMap { pair in
                [(pair.0.ground as UIView, pair.1.cgRect), (pair.0.view as UIView, pair.1.cgRect)]
            }
            return (frames, CGFloat(layout.height))
        }

        /// The dimming with the spotlight's cut-out left clear, the card's rounded ground (the
        /// style's ``GuidebookStyle/cornerRadius`` and ground) and the arrow in its colour.
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
            cardColor.setFill()
            if material == nil {
                UIBezierPath(roundedRect: card.frame, cornerRadius: CGFloat(model.style.drawnCornerRadius)).fill()
            }
            arrowColor.setFill()
            guard let points = placement?.arrowPoints, let tip = points.first else { return }
            let arrow = UIBezierPath()
            arrow.move(to: tip.cgPoint)
            for point in points.dropFirst() { arrow.addLine(to: point.cgPoint) }
            arrow.close()
            arrow.fill()
        }
    }

    /// The card's rounded shape (its style's ``GuidebookStyle/cornerRadius``), the mask of its
    /// material: what it fills shows the blur, the rest of its bounds none.
    @MainActor
    final class TutorialCardShape: UIView {
        private let cornerRadius: CGFloat

        init(cornerRadius: Double) {
            self.cornerRadius = CGFloat(cornerRadius)
            super.init(frame: .zero)
            backgroundColor = UIColor.clear
            isOpaque = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).fill()
        }
    }

    /// The card: one VoiceOver element whose activation is the model's tap (Next on a tour card).
    @MainActor
    final class TutorialCardElement: UIView {
        private weak var overlay: TutorialOverlayView?

        init(overlay: TutorialOverlayView) {
            self.overlay = overlay
            super.init(frame: .zero)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func accessibilityActivate() -> Bool {
            overlay?.handle(.tap)
            return true
        }
    }
#endif
