import Foundation

// The card's system material (TutorialOverlayView): a blur under the card's text, masked to the
// card's rounded shape. UIVisualEffectView from its header; the effect classes' Swift forms from
// Apple's documentation pages (UIBlurEffect.h is not among the stored SDKs' headers).

// fact: UIVisualEffect — developer.apple.com/documentation/uikit/uivisualeffect
@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject {}

// fact: UIBlurEffect — onestack.dev/ios-reference/UIKit/UIBlurEffect
@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
    // fact: UIBlurEffect.Style — developer.apple.com/documentation/uikit/uiblureffect/style
    public enum Style: Sendable {
        // fact: UIBlurEffect.Style.systemMaterial — developer.apple.com/documentation/uikit/uiblureffect/style (Topics)
        @available(iOS 13.0, *)
        case systemMaterial
    }

    // fact: UIBlurEffect.init(style:) — developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public init(style: UIBlurEffect.Style) { super.init() }
}

// fact: UIVisualEffectView — UIVisualEffectView.h, iPhoneOS18.0.sdk
@available(iOS 8.0, *)
@MainActor open class UIVisualEffectView: UIView {
    // fact: UIVisualEffectView.init(effect:) — UIVisualEffectView.h, iPhoneOS18.0.sdk
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    // fact: UIVisualEffectView.init(coder:) — UIVisualEffectView.h, iPhoneOS18.0.sdk
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
