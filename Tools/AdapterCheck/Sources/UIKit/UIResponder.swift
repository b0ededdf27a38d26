import Foundation

// fact: UIResponder — UIResponder.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    // fact: UIResponder.touchesEnded(_:with:) — UIResponder.h, iPhoneOS18.0.sdk
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    // fact: UIResponder.pressesBegan(_:with:) — UIResponder.h, iPhoneOS18.0.sdk
    @available(iOS 9.0, *)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    // fact: UIResponder.canBecomeFirstResponder — UIResponder.h, iPhoneOS18.0.sdk
    open var canBecomeFirstResponder: Bool { stub() }
    // fact: UIResponder.becomeFirstResponder() — UIResponder.h, iPhoneOS18.0.sdk
    open func becomeFirstResponder() -> Bool { stub() }
    // fact: UIResponder.keyboardWillChangeFrameNotification — UIWindow.h, iPhoneOS17.0.sdk
    @available(iOS 5.0, *)
    public static let keyboardWillChangeFrameNotification: NSNotification.Name = stub()

    // The accessibility members below are declared on NSObject (the UIAccessibility informal
    // protocol in UIAccessibility.h). Swift on Linux cannot override members declared in an
    // extension of Foundation's NSObject, so the stubs declare them on the first UIKit class.

    // fact: NSObject.accessibilityLabel — UIAccessibility.h, iPhoneOS18.0.sdk
    open var accessibilityLabel: String? {
        get { stub() }
        set {}
    }
    // fact: NSObject.accessibilityHint — UIAccessibility.h, iPhoneOS18.0.sdk
    open var accessibilityHint: String? {
        get { stub() }
        set {}
    }
    // fact: NSObject.accessibilityTraits — UIAccessibility.h, iPhoneOS18.0.sdk
    open var accessibilityTraits: UIAccessibilityTraits {
        get { stub() }
        set {}
    }
    // fact: NSObject.accessibilityViewIsModal — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 5.0, *)
    open var accessibilityViewIsModal: Bool {
        get { stub() }
        set {}
    }
    // fact: NSObject.isAccessibilityElement — UIAccessibility.h, iPhoneOS18.0.sdk
    open var isAccessibilityElement: Bool {
        get { stub() }
        set {}
    }
    // fact: NSObject.accessibilityCustomActions — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 8.0, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { stub() }
        set {}
    }
    // fact: NSObject.accessibilityActivate() — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 7.0, *)
    open func accessibilityActivate() -> Bool { stub() }
    // fact: NSObject.accessibilityPerformEscape() — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 5.0, *)
    open func accessibilityPerformEscape() -> Bool { stub() }
}

// fact: UITouch — developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {}

// fact: UIEvent — UIView.h, iPhoneOS17.0.sdk (forward declaration)
open class UIEvent: NSObject {}
