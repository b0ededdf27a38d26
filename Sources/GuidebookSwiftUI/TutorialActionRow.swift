#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI

    /// A card's action buttons (`TutorialCardModel.actionButtons`) in the rules' order at the
    /// trailing edge, the primary one in the style's button font emphasized
    /// (`TutorialCardModel.buttonFont(emphasized:)`), in the style's tint; each sends its input
    /// (`TutorialActionButton.input`) through `handle`. The button with the hardware keyboard's
    /// focus (Tab) is highlighted. Shared by the overlay card and the inline view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialActionRow: View {
        let model: TutorialCardModel
        /// The button with the hardware keyboard's focus, if any.
        var focused: TutorialCardModel.Input?
        let handle: (TutorialCardModel.Input) -> Void
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            HStack(spacing: CGFloat(CardMetrics.standard.controlSpacing)) {
                Color.clear.frame(maxWidth: .infinity)
                ForEach(model.actionButtons) { button in
                    Button {
                        handle(button.input)
                    } label: {
                        Text(verbatim: button.title)
                            .font(model.buttonFont(emphasized: button.role == .primary).font)
                            .foregroundColor(model.style.tint?.color(in: colorScheme))
                    }
                    .background {
                        if focused == button.input {
                            Color.black.opacity(0.12).cornerRadius(CGFloat(model.style.drawnCornerRadius))
                        }
                    }
                    .accessibilityLabel(Text(verbatim: button.title))
                }
            }
        }
    }
#endif
