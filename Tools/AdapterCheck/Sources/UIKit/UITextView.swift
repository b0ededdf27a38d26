import Foundation

// fact: NSTextContainer — UITextView.h, iPhoneOS18.0.sdk (forward declaration)
open class NSTextContainer: NSObject {}

// fact: UITextView — UITextView.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
@MainActor open class UITextView: UIScrollView {
    // fact: UITextView.text — UITextView.h, iPhoneOS18.0.sdk
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var text: String! {
        get { stub() }
        set {}
    }
    // fact: UITextView.font — UITextView.h, iPhoneOS18.0.sdk
    open var font: UIFont? {
        get { stub() }
        set {}
    }
    // fact: UITextView.textColor — UITextView.h, iPhoneOS18.0.sdk
    open var textColor: UIColor? {
        get { stub() }
        set {}
    }
    // fact: UITextView.isEditable — UITextView.h, iPhoneOS18.0.sdk
    open var isEditable: Bool {
        get { stub() }
        set {}
    }
    // fact: UITextView.delegate — UITextView.h, iPhoneOS18.0.sdk
    open var delegate: (any UITextViewDelegate)? {
        get { stub() }
        set {}
    }
    // fact: UITextView.attributedText — UITextView.h, iPhoneOS18.0.sdk
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString! {
        get { stub() }
        set {}
    }
    // fact: UITextView.isSelectable — UITextView.h, iPhoneOS18.0.sdk
    @available(iOS 7.0, *)
    open var isSelectable: Bool {
        get { stub() }
        set {}
    }
    // fact: UITextView.init(frame:textContainer:) — UITextView.h, iPhoneOS18.0.sdk
    @available(iOS 7.0, *)
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    // fact: UITextView.init(coder:) — UITextView.h, iPhoneOS18.0.sdk
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// fact: UIScrollViewDelegate — UITextView.h, iPhoneOS18.0.sdk (UITextViewDelegate inherits it)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// fact: UITextItemInteraction — developer.apple.com/documentation/uikit/uitextiteminteraction
@available(iOS 10.0, *)
public enum UITextItemInteraction {
    // fact: UITextItemInteraction.invokeDefaultAction — developer.apple.com/documentation/uikit/uitextiteminteraction
    case invokeDefaultAction
}

// Objective-C's optional requirements do not exist in Swift on Linux: the stub protocol
// declares the one the adapter implements, with a default, so conformers need not write it.
// fact: UITextViewDelegate — UITextView.h, iPhoneOS18.0.sdk
@MainActor public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    // fact: UITextViewDelegate.textView(_:shouldInteractWith:in:interaction:) — UITextView.h, iPhoneOS18.0.sdk
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    // fact: UITextViewDelegate.textView(_:shouldInteractWith:in:interaction:) — UITextView.h, iPhoneOS18.0.sdk
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
}

extension NSAttributedString.Key {
    // fact: NSAttributedString.Key.font — developer.apple.com/documentation/uikit/nsfontattributename
    @available(iOS 6.0, *)
    public static let font: NSAttributedString.Key = stub()
    // NSLinkAttributeName is Foundation's on Apple platforms; Foundation on Linux lacks it.
    // fact: NSAttributedString.Key.link — developer.apple.com/documentation/foundation/nsattributedstring/key/link
    @available(iOS 7.0, *)
    public static let link: NSAttributedString.Key = stub()
}
