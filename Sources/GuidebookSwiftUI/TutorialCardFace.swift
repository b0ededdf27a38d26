#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// One card's content, drawn from its `TutorialCardModel` the same way wherever the card
    /// stands (the overlay card, the anchored bubble, the inline view), as the UIKit card draws
    /// it: the picture, the title, the body's bold, italic and linked runs (a tapped link is the
    /// card's `.link(url)` input), the action buttons in their roles' looks
    /// (``TutorialActionRow``), the dismiss hint and a tour card's controls (``TutorialTourRow``),
    /// each row placed by the core's layout, on the card's ground with its corners (the material, or the opaque
    /// system background for an inline card: `TutorialCardModel.usesMaterial`), laid out in the
    /// card's direction, in the style's fonts (``StyledFont``).
    ///
    /// With a `maximumHeight` (the overlay card, the bubble) the card never grows past it and its
    /// body scrolls once the card would; without one (the inline view) the card is as tall as
    /// its content. Inputs (buttons, links) go to `handle`.
    ///
    /// ```swift
    /// TutorialCardFace(model: model, handle: slot.handle)   // the inline view
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialCardFace: View {
        let model: TutorialCardModel
        /// The button with the hardware keyboard's focus, if any.
        var focused: TutorialCardModel.Input?
        /// The tallest the card may be; `nil` lets it take its content's height.
        var maximumHeight: CGFloat?
        let handle: (TutorialCardModel.Input) -> Void
        /// The body text's natural height, which its scroll view grows to; 0 until measured.
        @State private var bodyHeight: CGFloat = 0
        /// Light or dark: which variant of the style's colours is drawn.
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            VStack(alignment: .leading, spacing: CGFloat(CardMetrics.standard.titleSpacing)) {
                if let image = model.image {
                    TutorialCardPicture(image: image, tint: model.style.tint?.color(in: colorScheme))
                }
                if model.showsTitle {
                    Text(verbatim: model.title).modifier(StyledFont(model.style.titleFont))
                }
                if maximumHeight == nil {
                    bodyText
                } else {
                    ScrollView {
                        bodyText.background {
                            GeometryReader { measured in
                                Color.clear.id(measured.size.height).onAppear { bodyHeight = measured.size.height }
                            }
                        }
                    }
                    .frame(maxHeight: bodyHeight > 0 ? bodyHeight : nil)
                }
                if !model.actionButtons.isEmpty {
                    TutorialActionRow(model: model, focused: focused, handle: handle)
                }
                if model.showsDismissHint {
                    Text(verbatim: model.dismissHint).font(.footnote)
                }
                if let controls = model.tourControls {
                    TutorialTourRow(model: model, controls: controls, focused: focused, handle: handle)
                }
            }
            .padding(CGFloat(CardMetrics.standard.padding))
            .frame(maxWidth: .infinity, maxHeight: maximumHeight, alignment: .leading)
            .background { CardGround(color: model.style.cardBackground, usesMaterial: model.usesMaterial) }
            .cornerRadius(CGFloat(model.style.drawnCornerRadius))
            .environment(\.layoutDirection, model.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        }

        /// The body's runs in the style's body font; a tapped link is the card's input, the engine
        /// opens it.
        private var bodyText: some View {
            HelpText.text(runs: model.bodyRuns).modifier(StyledFont(model.style.bodyFont))
                .environment(
                    \.openURL,
                    OpenURLAction { [handle] url in
                        handle(.link(url))
                        return .handled
                    })
        }
    }

    /// A card's ground (or its arrow's): the style's colour in the current colour scheme, else the
    /// system's, a material when `usesMaterial`, the opaque system background otherwise.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct CardGround: View {
        let color: GuidebookColor?
        let usesMaterial: Bool
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            if let color {
                color.color(in: colorScheme)
            } else {
                Color.clear.background(usesMaterial ? AnyShapeStyle(.regularMaterial) : AnyShapeStyle(.background))
            }
        }
    }
#endif
