import Foundation

// fact: UIPress — UIPress.h, iPhoneOS18.0.sdk
@available(iOS 9.0, *)
open class UIPress: NSObject {
    // fact: UIPress.key — UIPress.h, iPhoneOS18.0.sdk
    open var key: UIKey? { stub() }
}

// fact: UIPressesEvent — developer.apple.com/documentation/uikit/uipressesevent
@MainActor open class UIPressesEvent: UIEvent {}

// fact: UIKey — developer.apple.com/documentation/uikit/uikey
@MainActor open class UIKey: NSObject {
    // fact: UIKey.keyCode — developer.apple.com/tutorials/data/documentation/uikit/uikey/keycode
    open var keyCode: UIKeyboardHIDUsage { stub() }
    // fact: UIKey.modifierFlags — developer.apple.com/documentation/uikit/uikey/modifierflags
    open var modifierFlags: UIKeyModifierFlags { stub() }
}

// fact: UIKeyboardHIDUsage — developer.apple.com/documentation/uikit/uikeyboardhidusage
public enum UIKeyboardHIDUsage: Sendable {
    // fact: UIKeyboardHIDUsage.keyboardReturnOrEnter — developer.apple.com/documentation/uikit/uikeyboardhidusage
    case keyboardReturnOrEnter
    // fact: UIKeyboardHIDUsage.keyboardEscape — developer.apple.com/documentation/uikit/uikeyboardhidusage
    case keyboardEscape
    // fact: UIKeyboardHIDUsage.keyboardTab — developer.apple.com/documentation/uikit/uikeyboardhidusage
    case keyboardTab
}

// fact: UIKeyModifierFlags — developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Sendable {
    // fact: UIKeyModifierFlags — implied by the typedef
    public let rawValue: Int
    // fact: UIKeyModifierFlags — implied by the typedef
    public init(rawValue: Int) { self.rawValue = rawValue }
    // fact: UIKeyModifierFlags.shift — developer.apple.com/documentation/uikit/uikeymodifierflags/shift
    public static var shift: UIKeyModifierFlags { stub() }
}
