#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A tour card's controls (`TutorialCardModel.tourControls`) placed where the core's
    /// `TourControlsLayout` puts them, as the UIKit card does: the progress ("2 of 4") at the
    /// leading edge, Back (when the tour offers it), Skip tour (before the last step) and Next at
    /// the trailing edge, the progress on a line of its own above the buttons when the row is too
    /// narrow (the largest text sizes), the row mirrored for a right-to-left card. Each button has
    /// the model's title, VoiceOver label and hint and answers through `handle`; the one with the
    /// hardware keyboard's focus (Tab) gets UIKit's highlight, the secondary label colour at
    /// `TutorialButtonAppearance.focusOpacity`.
    ///
    /// Each control is measured once, hidden, at its natural size (the progress also wrapped to
    /// the row's width); the row then asks the core where they go in its measured width.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialTourRow: View {
        let model: TutorialCardModel
        let controls: TutorialCardModel.TourControls
        /// The button with the hardware keyboard's focus, if any.
        var focused: TutorialCardModel.Input?
        let handle: (TutorialCardModel.Input) -> Void
        @Environment(\.colorScheme) private var colorScheme
        /// Each control's natural size; missing until measured.
        @State private var sizes: [TourControlsLayout.Control: CGSize] = [:]
        /// The progress wrapped to the row's width; zero until measured.
        @State private var progressWrapped: CGSize = .zero
        /// The row's width; 0 until measured.
        @State private var width: CGFloat = 0

        var body: some View {
            let buttons = controls.buttons
            let layout = TourControlsLayout(
                controls: controls, width: Double(width), spacing: CardMetrics.standard.controlSpacing,
                direction: model.layoutDirection, progressOnOneLine: size(.progress),
                progressWrapped: TourControlsLayout.Size(
                    width: Double(progressWrapped.width), height: Double(progressWrapped.height)),
                next: size(.next), skip: size(.skip), back: size(.back))
            ZStack(alignment: .topLeading) {
                GeometryReader { proxy in
                    Color.clear.id(proxy.size.width).onAppear { width = proxy.size.width }
                }
                .background(alignment: .topLeading) {
                    // Natural sizes, measured behind the row so they never widen it.
                    ZStack(alignment: .topLeading) {
                        measured(progress, as: .progress)
                        ForEach(buttons) { button in measured(title(button), as: button.control) }
                    }
                    .opacity(0)
                }
                progress.opacity(0)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.id("\(proxy.size.width)x\(proxy.size.height)")
                                .onAppear { progressWrapped = proxy.size }
                        }
                    }
                if let frame = layout.frames[.progress] {
                    progress.frame(width: CGFloat(frame.width), height: CGFloat(frame.height), alignment: .leading)
                        .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
                }
                ForEach(buttons) { button in
                    if let frame = layout.frames[button.control] {
                        Button {
                            handle(button.input)
                        } label: {
                            title(button).frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
                                .background {
                                    if focused == button.input {
                                        Color.secondary.opacity(TutorialButtonAppearance.focusOpacity)
                                            .cornerRadius(CGFloat(CardMetrics.standard.buttonCornerRadius))
                                    }
                                }
                        }
                        .accessibilityLabel(Text(verbatim: button.accessibilityLabel))
                        .accessibilityHint(Text(verbatim: button.accessibilityHint))
                        .offset(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
                    }
                }
            }
            // Until every control is measured the row is not held to the layout's height.
            .frame(
                maxWidth: .infinity, minHeight: CGFloat(layout.height),
                maxHeight: sizes.count == buttons.count + 1 ? CGFloat(layout.height) : nil
            )
            // The layout's frames are already mirrored for a right-to-left card.
            .environment(\.layoutDirection, .leftToRight)
        }

        /// The progress in the footnote style, as UIKit's.
        private var progress: some View {
            Text(verbatim: controls.progress).font(.footnote)
        }

        /// A button's title in its font (the emphasised button font for the emphasised one) and
        /// the style's tint (else the accent colour, as UIKit's `tintColor`).
        private func title(_ button: TutorialCardModel.TourButton) -> some View {
            Text(verbatim: button.title).modifier(StyledFont(model.buttonFont(emphasized: button.isEmphasized)))
                .foregroundColor(model.style.tint?.color(in: colorScheme))
        }

        /// `view` at its natural size, reporting that size as `control`'s.
        private func measured(_ view: some View, as control: TourControlsLayout.Control) -> some View {
            view.fixedSize(horizontal: true, vertical: true)
                .background {
                    GeometryReader { proxy in
                        Color.clear.id("\(proxy.size.width)x\(proxy.size.height)")
                            .onAppear { sizes[control] = proxy.size }
                    }
                }
        }

        /// A control's measured size; zero until measured.
        private func size(_ control: TourControlsLayout.Control) -> TourControlsLayout.Size {
            let size = sizes[control] ?? .zero
            return TourControlsLayout.Size(width: Double(size.width), height: Double(size.height))
        }
    }
#endif
