#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A card's action buttons (`TutorialCardModel.actionButtons`), each drawn in its role's look
    /// (`TutorialActionButton.appearance`: fill, title colour, outline and font, the card's tint
    /// else the app's accent colour, light or dark) and placed where the core's
    /// `ActionButtonsLayout` puts them, as the UIKit card does: side by side at the trailing edge
    /// when they fit the row, one below the other (each as wide as the row) when they do not, the
    /// order mirrored for a right-to-left card. Each sends its input (`TutorialActionButton.input`)
    /// through `handle`; the one with the hardware keyboard's focus (Tab) is drawn in its focused
    /// look (`TutorialButtonAppearance.focused`). Shared by the overlay card, the anchored bubble
    /// and the inline view (through ``TutorialCardFace``).
    ///
    /// Each title is measured once, hidden, at its natural size; the core pads it into the
    /// button's size (`TutorialButtonAppearance.size(around:)`), and the row then asks the core
    /// where the buttons go in its measured width.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialActionRow: View {
        let model: TutorialCardModel
        /// The button with the hardware keyboard's focus, if any.
        var focused: TutorialCardModel.Input?
        let handle: (TutorialCardModel.Input) -> Void
        @Environment(\.colorScheme) private var colorScheme
        /// Each title's natural size, by the button's id; missing until measured.
        @State private var sizes: [String: CGSize] = [:]
        /// The row's width; 0 until measured.
        @State private var width: CGFloat = 0

        /// A button and where the layout puts it.
        private struct Placed: Identifiable {
            let button: TutorialActionButton
            let frame: SpotlightRect
            var id: String { button.id }
        }

        var body: some View {
            let buttons = model.actionButtons
            let layout = ActionButtonsLayout(
                sizes: buttons.map { button in
                    let title = sizes[button.id] ?? .zero
                    return button.appearance.size(
                        around: TourControlsLayout.Size(width: Double(title.width), height: Double(title.height)))
                }, width: Double(width), spacing: CardMetrics.standard.controlSpacing,
                direction: model.layoutDirection)
            let placed = zip(buttons, layout.frames).map { Placed(button: $0, frame: $1) }
            let tint = model.style.tint?.color(in: colorScheme)
            ZStack(alignment: .topLeading) {
                GeometryReader { proxy in
                    Color.clear.id(proxy.size.width).onAppear { width = proxy.size.width }
                }
                ForEach(buttons) { button in
                    title(button, look: button.appearance, tint: tint).opacity(0)
                        .background {
                            GeometryReader { proxy in
                                Color.clear.id("\(proxy.size.width)x\(proxy.size.height)")
                                    .onAppear { sizes[button.id] = proxy.size }
                            }
                        }
                }
                ForEach(placed) { item in
                    let look = focused == item.button.input ? item.button.appearance.focused : item.button.appearance
                    Button {
                        handle(item.button.input)
                    } label: {
                        title(item.button, look: look, tint: tint)
                            .frame(width: CGFloat(item.frame.width), height: CGFloat(item.frame.height))
                            .background { ActionButtonGround(look: look, tint: tint) }
                    }
                    .accessibilityLabel(Text(verbatim: item.button.title))
                    .offset(x: CGFloat(item.frame.minX), y: CGFloat(item.frame.minY))
                }
            }
            // Until every title is measured the row is not held to the layout's height.
            .frame(
                maxWidth: .infinity, minHeight: CGFloat(layout.height),
                maxHeight: sizes.count == buttons.count ? CGFloat(layout.height) : nil
            )
            // The layout's frames are already mirrored for a right-to-left card.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// A button's title in its look's font (``StyledFont``) and title colour.
        private func title(_ button: TutorialActionButton, look: TutorialButtonAppearance, tint: Color?) -> some View {
            Text(verbatim: button.title).modifier(StyledFont(look.font))
                .foregroundColor(look.text.color(tint: tint, in: colorScheme))
        }
    }
#endif
