import Foundation

// fact: UIAccessibilityTraits — UIAccessibilityConstants.h, iPhoneOS18.0.sdk
public struct UIAccessibilityTraits: Hashable, RawRepresentable, Sendable {
    // fact: UIAccessibilityTraits — implied by the typedef
    public let rawValue: UInt64
    // fact: UIAccessibilityTraits — implied by the typedef
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // fact: UIAccessibilityTraits.header — UIAccessibilityConstants.h, iPhoneOS18.0.sdk
    @available(iOS 6.0, *)
    nonisolated public static let header: UIAccessibilityTraits = stub()
    // fact: UIAccessibilityTraits.button — UIAccessibilityConstants.h, iPhoneOS18.0.sdk
    nonisolated public static let button: UIAccessibilityTraits = stub()
}

// fact: UIAccessibilityCustomAction — UIAccessibilityCustomAction.h, iPhoneOS18.0.sdk
@available(iOS 8.0, *)
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // fact: UIAccessibilityCustomAction.init(name:actionHandler:) — UIAccessibilityCustomAction.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) { super.init() }
}

// fact: UIAccessibilityCustomActionHandler — UIAccessibilityCustomAction.h, iPhoneOS18.0.sdk
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

// fact: UIAccessibility — developer.apple.com/documentation/uikit/uiaccessibility (namespace of the members below)
public enum UIAccessibility {
    // fact: UIAccessibility.Notification — UIAccessibilityConstants.h, iPhoneOS18.0.sdk
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // fact: UIAccessibility.Notification — implied by the typedef
        public let rawValue: UInt32
        // fact: UIAccessibility.Notification — implied by the typedef
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // fact: UIAccessibility.Notification.screenChanged — developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/notification/screenchanged
        nonisolated public static let screenChanged: UIAccessibility.Notification = stub()
    }

    // fact: UIAccessibility.post(notification:argument:) — developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    // fact: UIAccessibility.isReduceMotionEnabled — developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { stub() }
    // fact: UIAccessibility.isReduceTransparencyEnabled — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 8.0, *)
    @MainActor public static var isReduceTransparencyEnabled: Bool { stub() }
    // fact: UIAccessibility.isDarkerSystemColorsEnabled — UIAccessibility.h, iPhoneOS18.0.sdk
    @available(iOS 8.0, *)
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { stub() }
}
