#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A card's action buttons (`TutorialCardModel.actionButtons`), placed where the core's
    /// `ActionButtonsLayout` puts them, as the UIKit card does: side by side at the trailing edge
    /// when they fit the row, one below the other (each as wide as the row) when they do not, the
    /// order mirrored for a right-to-left card. The primary one is in the style's button font
    /// emphasized (`TutorialCardModel.buttonFont(emphasized:)`), the others plain, all in the
    /// style's tint; each sends its input (`TutorialActionButton.input`) through `handle`, and the
    /// one with the hardware keyboard's focus (Tab) is highlighted. Shared by the overlay card and
    /// the inline view.
    ///
    /// Each title is measured once, hidden, at its natural size; the row then asks the core where
    /// the buttons go in its measured width.
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
                    let size = sizes[button.id] ?? .zero
                    return TourControlsLayout.Size(width: Double(size.width), height: Double(size.height))
                }, width: Double(width), spacing: CardMetrics.standard.controlSpacing,
                direction: model.layoutDirection)
            let placed = zip(buttons, layout.frames).map { Placed(button: $0, frame: $1) }
            ZStack(alignment: .topLeading) {
                GeometryReader { proxy in
                    Color.clear.id(proxy.size.width).onAppear { width = proxy.size.width }
                }
                ForEach(buttons) { button in
                    title(button).opacity(0)
                        .background {
                            GeometryReader { proxy in
                                Color.clear.id("\(proxy.size.width)x\(proxy.size.height)")
                                    .onAppear { sizes[button.id] = proxy.size }
                            }
                        }
                }
                ForEach(placed) { item in
                    Button {
                        handle(item.button.input)
                    } label: {
                        title(item.button)
                    }
                    .frame(width: CGFloat(item.frame.width), height: CGFloat(item.frame.height))
                    .background {
                        if focused == item.button.input {
                            Color.black.opacity(0.12).cornerRadius(CGFloat(model.style.drawnCornerRadius))
                        }
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

        /// A button's title in its role's font and the style's tint.
        private func title(_ button: TutorialActionButton) -> Text {
            Text(verbatim: button.title)
                .font(model.buttonFont(emphasized: button.role == .primary).font)
                .foregroundColor(model.style.tint?.color(in: colorScheme))
        }
    }
#endif
