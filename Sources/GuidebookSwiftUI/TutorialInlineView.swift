#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The inline form of a card, like TipKit's `TipView`: place it in your layout for one tutorial
    /// key, and it shows whatever card the `Tutorials` in the environment gives that key, then
    /// collapses (takes no room) once the card is dismissed.
    ///
    /// Everything it shows or does comes from the core's `TutorialInlineSlot` and the card's
    /// `TutorialCardModel`: the picture, title, Markdown body, action buttons and dismiss hint, in
    /// the card's `GuidebookStyle`; a tap on the card, an action, a link in the body or VoiceOver's
    /// escape gesture dismisses it. It asks for its card when it appears and gives it up when it
    /// disappears (a card cut short that way is not counted as seen). It is one VoiceOver element
    /// with the model's label, hint and actions, and not modal: the app around it stays reachable.
    ///
    /// ```swift
    /// // Tutorials.json: "Tips": { "presentation": "inline" }
    /// VStack(alignment: .leading, spacing: 16) {
    ///     Text(verbatim: "Library").font(.headline)
    ///     TutorialInlineView("Tips")
    /// }
    /// .guidebook(tutorials)
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct TutorialInlineView: View {
        @StateObject private var slot: InlineSlotState
        @Environment(\.tutorials) private var tutorials
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.colorSchemeContrast) private var contrast

        /// The view of `key`'s inline card; empty until the engine gives it one.
        ///
        /// - Parameter key: The tutorial key; its rules should say `"presentation": "inline"`.
        public init(_ key: String) {
            _slot = StateObject(wrappedValue: InlineSlotState(key: key))
        }

        public var body: some View {
            content
                .onAppear {
                    if let tutorials { slot.attach(to: tutorials) }
                }
                .onDisappear {
                    if let tutorials { slot.detach(from: tutorials) }
                }
        }

        @ViewBuilder private var content: some View {
            if let card = slot.card {
                let model = TutorialCardModel(
                    card: card,
                    preferences: DisplayPreferences(
                        reduceMotion: reduceMotion, reduceTransparency: reduceTransparency,
                        increaseContrast: contrast == .increased))
                // The same content as the overlay card's, as tall as it is (its ground opaque: usesMaterial).
                TutorialCardFace(model: model, handle: slot.handle)
                    .onTapGesture { slot.handle(.tap) }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: model.accessibilityLabel))
                    .accessibilityHint(Text(verbatim: model.accessibilityHint))
                    .accessibilityAddTraits(
                        GuidebookTraits.swiftUI(model.accessibilityTraits, modal: model.isAccessibilityModal)
                    )
                    .accessibilityAction(.escape) { slot.handle(.escape) }
                    .modifier(NamedAccessibilityActions(actions: model.accessibilityActions, handle: slot.handle))
            }
        }
    }
#endif
