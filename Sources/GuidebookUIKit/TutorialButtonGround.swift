#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The ground of one action button, drawn under it at the same frame: the fill and outline of
    /// the core's ``Guidebook/TutorialButtonAppearance`` (``Guidebook/TutorialActionButton/appearance``),
    /// with their colours resolved for the current appearance at each draw. The button itself is a
    /// system button whose title takes its `tintColor` (``titleColor(of:)``).
    @MainActor
    final class TutorialButtonGround: UIView {
        /// The look drawn: the button's, or its focused look while it has the keyboard's focus.
        var look: TutorialButtonAppearance {
            didSet { setNeedsDisplay() }
        }

        init(look: TutorialButtonAppearance) {
            self.look = look
            super.init(frame: .zero)
            backgroundColor = UIColor.clear
            isOpaque = false
            isUserInteractionEnabled = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The colour of `paint` under `tint` (the card's tint, else the system's).
        static func color(_ paint: TutorialButtonAppearance.Paint, tint: UIColor) -> UIColor {
            switch paint {
            case .color(let color): color.uiColor
            case .tint(let opacity): tint.withAlphaComponent(CGFloat(opacity))
            case .secondaryLabel(let opacity): UIColor.secondaryLabel.withAlphaComponent(CGFloat(opacity))
            }
        }

        /// The title's colour of `look`, for the button's `tintColor`: `nil` (the tint the button
        /// inherits from the card) for a title in the full tint.
        func titleColor(of look: TutorialButtonAppearance) -> UIColor? {
            look.text == .tint(opacity: 1) ? nil : Self.color(look.text, tint: tintColor)
        }

        /// The fill, then the outline as a ring (the even-odd fill of the edge and its inset).
        override func draw(_ rect: CGRect) {
            let radius = CGFloat(look.cornerRadius)
            if let fill = look.fill {
                Self.color(fill, tint: tintColor).setFill()
                UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
            }
            guard let border = look.border, look.borderWidth > 0 else { return }
            let width = CGFloat(look.borderWidth)
            let ring = UIBezierPath(roundedRect: bounds, cornerRadius: radius)
            let inner = CGRect(
                x: bounds.minX + width, y: bounds.minY + width, width: max(0, bounds.width - 2 * width),
                height: max(0, bounds.height - 2 * width))
            ring.append(UIBezierPath(roundedRect: inner, cornerRadius: max(0, radius - width)))
            ring.usesEvenOddFillRule = true
            Self.color(border, tint: tintColor).setFill()
            ring.fill()
        }
    }
#endif
