#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// Draws the card a ``TutorialCardPresenter`` has up, over the screen, as the core's
    /// `TutorialCardModel` says: the screen dimmed at the card's opacity (with a spotlight card's
    /// target left clear and an arrow towards it), the title, the body (scrolling when long), the
    /// dismiss hint. A spotlight card goes beside its target, a plain one in the middle. The card's
    /// picture (an SF Symbol or an asset) stands above the title; the body's bold, italic and
    /// linked runs are drawn as such, and a tapped link takes the card down with the link
    /// (`.link(url)`), which the engine opens (`Tutorials.onOpenLink`).
    ///
    /// A tour card shows the model's `tourControls` in place of the dismiss hint: the progress
    /// ("2 of 4") at the card's leading edge, Skip tour and Next (Done) at its trailing edge, where
    /// the core's `TourControlsLayout` puts them (the progress above the buttons when the row is
    /// too narrow), as in UIKit.
    /// A card's action buttons (`actionButtons`) stand below the body where the core's
    /// `ActionButtonsLayout` puts them (side by side at the trailing edge, stacked when they do
    /// not fit), as in UIKit; a
    /// tap, Return on the default (or focused) one, Escape on the cancelling one, or its VoiceOver
    /// action sends the button's input, and the model answers `.action(id)`.
    ///
    /// A spotlight card follows its target: the target's frame is asked for at every layout pass
    /// (`spotlightTarget(_:)` reports it as the view moves), and the card stays out of the
    /// keyboard's way (the part of the screen the keyboard leaves, from SwiftUI's keyboard safe
    /// area).
    ///
    /// A tap anywhere, a button, or VoiceOver's escape gesture is passed to
    /// ``TutorialCardPresenter/handle(_:)``. The card is one accessibility element, modal, with the
    /// model's label, hint, traits and actions (activating a tour card is Next, Skip tour is in
    /// the actions rotor), and VoiceOver's focus moves to it when it appears; it fades in and out,
    /// at once under Reduce Motion; it is opaque under Reduce Transparency and Increase Contrast
    /// (`colorSchemeContrast`); right-to-left cards are laid out right to left. The tour button
    /// with the hardware keyboard's focus (Tab) is highlighted.
    ///
    /// The card is drawn in its `GuidebookStyle`, as the UIKit card is: its corners and dimming,
    /// its ground and arrow colour (in their dark variants when the colour scheme is dark), its
    /// buttons' tint, each action button in its role's look (`TutorialActionButton.appearance`),
    /// and its title, body and button fonts by text style, weight and size (a size scaled with
    /// Dynamic Type like its text style). Its content is the one ``TutorialInlineView`` draws too
    /// (`TutorialCardFace`); an anchored card is the same content as a bubble beside its target.
    ///
    /// `guidebook(tutorials:presenter:)` shows it (in an overlay window where UIKit exists); use
    /// this view directly only to place the card yourself.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct TutorialCardView: View {
        @ObservedObject private var presenter: TutorialCardPresenter
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.colorSchemeContrast) private var contrast
        @ObservedObject private var targets = SpotlightFrames.shared

        /// A view drawing the card `presenter` has up (nothing while it has none).
        ///
        /// - Parameter presenter: The presenter the `Tutorials` engine presents through.
        public init(presenter: TutorialCardPresenter) {
            _presenter = ObservedObject(wrappedValue: presenter)
        }

        public var body: some View {
            let preferences = DisplayPreferences(
                reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
                increaseContrast: contrast == .increased)
            ZStack {
                if let card = presenter.card {
                    TutorialCardContent(
                        model: TutorialCardModel(card: card, preferences: preferences),
                        targetFrame: targets.frames.frame(for: card), focused: presenter.focused,
                        handle: presenter.handle, laidOut: { [presenter] in presenter.placement = $0 }
                    )
                    .transition(.opacity)
                }
            }
            .animation(
                preferences.fadeDuration > 0 ? .easeInOut(duration: preferences.fadeDuration) : nil,
                value: presenter.card)
        }
    }

    /// One card, drawn from its model: the dimming with the spotlight's cut-out left clear, the
    /// arrow, and the card where
    /// ``TutorialCardModel/placement(safeArea:cardHeight:targetFrame:keyboardFrame:)`` puts it,
    /// with the target's frame now and the keyboard's.
    ///
    /// The card is measured first (its height and its body's), then placed; until then it is
    /// transparent. Positions are computed in global (window) coordinates, the ones spotlight
    /// targets are registered in, and drawn relative to this view's own origin in the window.
    /// Each placement is handed to `laidOut` (the presenter's window decides taps through the
    /// cut-out with it).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialCardContent: View {
        let model: TutorialCardModel
        /// The spotlight target's frame now (global coordinates), `nil` when its view is gone.
        let targetFrame: SpotlightRect?
        /// The tour button with the hardware keyboard's focus.
        let focused: TutorialCardModel.Input?
        let handle: (TutorialCardModel.Input) -> Void
        let laidOut: (TutorialCardModel.Placement) -> Void
        /// The card's measured height; 0 until measured.
        @State private var cardHeight: CGFloat = 0
        /// The part of the screen the keyboard leaves (global coordinates); `nil` until measured.
        @State private var clearOfKeyboard: SpotlightRect?
        /// Whether VoiceOver's focus is on the card; set when it appears.
        @AccessibilityFocusState private var voiceOverFocus: Bool

        var body: some View {
            GeometryReader { proxy in
                let origin = proxy.frame(in: .global).origin
                let safeArea = Self.safeArea(of: proxy, origin: origin)
                let screen = SpotlightRect(proxy.frame(in: .global))
                let keyboard = clearOfKeyboard.flatMap {
                    TutorialCardModel.keyboardFrame(in: screen, clearOfKeyboard: $0)
                }
                let placement = model.placement(
                    safeArea: safeArea, cardHeight: Double(cardHeight), targetFrame: targetFrame,
                    keyboardFrame: keyboard)
                let frame = placement.cardFrame
                ZStack(alignment: .topLeading) {
                    Color.clear.id(placement).onAppear { laidOut(placement) }
                    dimming(placement.cutout, origin: origin)
                    if let base = Self.arrowBase(placement) {
                        arrow(at: base, size: placement.arrowSize, origin: origin)
                    }
                    TutorialCardFace(
                        model: model, focused: focused,
                        maximumHeight: CGFloat(model.cardArea(safeArea: safeArea).height), handle: handle
                    )
                    .frame(width: CGFloat(frame.width))
                    .background {
                        GeometryReader { measured in
                            Color.clear.id(measured.size.height).onAppear { cardHeight = measured.size.height }
                        }
                    }
                    .offset(x: CGFloat(frame.minX) - origin.x, y: CGFloat(frame.minY) - origin.y)
                    .opacity(cardHeight > 0 ? 1 : 0)
                }
            }
            .background { keyboardReader }
            .ignoresSafeArea()
            // Positions are screen positions; the card's own text follows its language below.
            .environment(\.layoutDirection, .leftToRight)
            .onTapGesture { handle(.tap) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: model.accessibilityLabel))
            .accessibilityHint(Text(verbatim: model.accessibilityHint))
            .accessibilityAddTraits(
                GuidebookTraits.swiftUI(model.accessibilityTraits, modal: model.isAccessibilityModal)
            )
            .accessibilityAction(.escape) { handle(.escape) }
            .modifier(NamedAccessibilityActions(actions: model.accessibilityActions, handle: handle))
            .accessibilityFocused($voiceOverFocus)
            .onAppear { voiceOverFocus = true }
        }

        /// Measures the part of the screen the keyboard leaves: a view that ignores the
        /// container's safe area but not the keyboard's ends at the keyboard's top (or reports it
        /// as its bottom inset).
        private var keyboardReader: some View {
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                let clear = SpotlightRect(
                    x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                    height: Double(frame.height - proxy.safeAreaInsets.bottom))
                Color.clear.id(clear).onAppear { clearOfKeyboard = clear }
            }
            .ignoresSafeArea(.container)
        }

        /// Black at the card's opacity over the whole view, with the cut-out punched out of it.
        private func dimming(_ cutout: SpotlightLayout.Cutout?, origin: CGPoint) -> some View {
            ZStack(alignment: .topLeading) {
                Color.black.opacity(model.dimmingOpacity)
                if let cutout {
                    Color.black
                        .frame(width: CGFloat(cutout.frame.width), height: CGFloat(cutout.frame.height))
                        .cornerRadius(CGFloat(cutout.cornerRadius))
                        .offset(x: CGFloat(cutout.frame.minX) - origin.x, y: CGFloat(cutout.frame.minY) - origin.y)
                        .blendMode(.destinationOut)
                }
            }
            .compositingGroup()
        }

        /// The arrow: a square of its colour (``TutorialCardModel/arrowColor``, else the system's
        /// ground) turned 45° on the middle of the arrow's base, so the half outside the card is the
        /// core's triangle (its half-diagonal is the style's arrow size,
        /// ``TutorialCardModel/Placement/arrowSize``).
        private func arrow(at base: CGPoint, size: Double, origin: CGPoint) -> some View {
            let side = CGFloat(size * 2.0.squareRoot())
            return Color.clear
                .background { CardGround(color: model.arrowColor, usesMaterial: model.usesMaterial) }
                .frame(width: side, height: side)
                .rotationEffect(.degrees(45))
                .offset(x: base.x - side / 2 - origin.x, y: base.y - side / 2 - origin.y)
        }

        /// The middle of the arrow's base, on the card's edge; `nil` without an arrow.
        private static func arrowBase(_ placement: TutorialCardModel.Placement) -> CGPoint? {
            let points = placement.arrowPoints
            guard points.count == 3 else { return nil }
            return CGPoint(x: (points[1].x + points[2].x) / 2, y: (points[1].y + points[2].y) / 2)
        }

        /// The safe area in global coordinates: this view's frame less its safe-area insets.
        private static func safeArea(of proxy: GeometryProxy, origin: CGPoint) -> SpotlightRect {
            let insets = proxy.safeAreaInsets
            return SpotlightRect(
                x: Double(origin.x + insets.leading), y: Double(origin.y + insets.top),
                width: Double(proxy.size.width - insets.leading - insets.trailing),
                height: Double(proxy.size.height - insets.top - insets.bottom))
        }
    }

    /// The model's named accessibility actions (Skip tour on a tour card) as VoiceOver actions,
    /// each sending its input.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct NamedAccessibilityActions: ViewModifier {
        let actions: [Guidebook.AccessibilityAction]
        let handle: (TutorialCardModel.Input) -> Void

        func body(content: Content) -> some View {
            actions.reduce(AnyView(content)) { view, action in
                AnyView(
                    view.accessibilityAction(AccessibilityActionKind(named: Text(verbatim: action.name))) {
                        handle(action.input)
                    })
            }
        }
    }

    /// Guidebook's accessibility traits as SwiftUI's.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    enum GuidebookTraits {
        /// `traits` in SwiftUI's terms, with `.isModal` added when `modal`.
        static func swiftUI(_ traits: Guidebook.AccessibilityTraits, modal: Bool = false) -> SwiftUI.AccessibilityTraits
        {
            var result = SwiftUI.AccessibilityTraits()
            if traits.contains(.button) { result.formUnion(.isButton) }
            if traits.contains(.header) { result.formUnion(.isHeader) }
            if modal { result.formUnion(.isModal) }
            return result
        }
    }
#endif
