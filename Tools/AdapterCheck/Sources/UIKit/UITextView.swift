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
