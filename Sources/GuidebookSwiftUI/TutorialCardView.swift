#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI

    /// Draws the card a ``TutorialCardPresenter`` has up, over the screen, as the core's
    /// `TutorialCardModel` says: the screen dimmed at the card's opacity, the title, the body
    /// (scrolling when long), the dismiss hint.
    ///
    /// A tap anywhere, or VoiceOver's escape gesture, is passed to
    /// ``TutorialCardPresenter/handle(_:)``. The card is one accessibility element, modal, with the
    /// model's label, hint and traits; it fades in and out, at once under Reduce Motion; it is
    /// opaque under Reduce Transparency; right-to-left cards are laid out right to left.
    ///
    /// `guidebook(tutorials:presenter:)` puts one over the app's content; use
    /// this view directly only to place the card yourself.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct TutorialCardView: View {
        @ObservedObject private var presenter: TutorialCardPresenter
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

        /// A view drawing the card `presenter` has up (nothing while it has none).
        ///
        /// - Parameter presenter: The presenter the `Tutorials` engine presents through.
        public init(presenter: TutorialCardPresenter) {
            _presenter = ObservedObject(wrappedValue: presenter)
        }

        public var body: some View {
            let preferences = DisplayPreferences(reduceMotion: reduceMotion, reduceTransparency: reduceTransparency)
            ZStack {
                if let card = presenter.card {
                    TutorialCardContent(
                        model: TutorialCardModel(card: card, preferences: preferences),
                        handle: presenter.handle
                    )
                    .transition(.opacity)
                }
            }
            .animation(
                preferences.fadeDuration > 0 ? .easeInOut(duration: preferences.fadeDuration) : nil,
                value: presenter.card)
        }
    }

    /// One card, drawn from its model.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialCardContent: View {
        let model: TutorialCardModel
        let handle: (TutorialCardModel.Input) -> Void

        var body: some View {
            ZStack {
                Color.black.opacity(model.dimmingOpacity).ignoresSafeArea()
                VStack(alignment: .leading, spacing: 12) {
                    if model.showsTitle {
                        Text(verbatim: model.title).font(.headline)
                    }
                    ScrollView {
                        Text(verbatim: model.body).font(.body)
                    }
                    Text(verbatim: model.dismissHint).font(.footnote)
                }
                .padding(CGFloat(model.margin))
                .frame(maxWidth: CGFloat(model.maximumWidth))
                .background(background)
                .padding(CGFloat(model.margin))
            }
            .onTapGesture { handle(.tap) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: model.accessibilityLabel))
            .accessibilityHint(Text(verbatim: model.accessibilityHint))
            .accessibilityAddTraits(
                GuidebookTraits.swiftUI(model.accessibilityTraits, modal: model.isAccessibilityModal)
            )
            .accessibilityAction(.escape) { handle(.escape) }
            .environment(\.layoutDirection, model.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        }

        /// The card's ground: the system background when opaque, a material when translucent.
        private var background: AnyShapeStyle {
            model.background == .opaque ? AnyShapeStyle(.background) : AnyShapeStyle(.regularMaterial)
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
