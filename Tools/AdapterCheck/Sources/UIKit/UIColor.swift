import Foundation

// fact: UIColor — UIColor.h, iPhoneOS18.0.sdk
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // fact: UIColor.black — UIColor.h, iPhoneOS18.0.sdk
    open class var black: UIColor { stub() }
    // fact: UIColor.clear — UIColor.h, iPhoneOS18.0.sdk
    open class var clear: UIColor { stub() }
    // fact: UIColor.withAlphaComponent(_:) — UIColor.h, iPhoneOS18.0.sdk
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { stub() }
    // fact: UIColor.setFill() — developer.apple.com/tutorials/data/documentation/uikit/uicolor/setfill()
    open func setFill() {}
    // fact: UIColor.label — UIInterface.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    open class var label: UIColor { stub() }
    // fact: UIColor.secondaryLabel — UIInterface.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { stub() }
    // fact: UIColor.systemBackground — UIInterface.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { stub() }
    // fact: UIColor.init(red:green:blue:alpha:) — developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // fact: UIColor.init(dynamicProvider:) — developer.apple.com/tutorials/data/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

// fact: UITraitCollection — UIColor.h, iPhoneOS18.0.sdk (forward declaration)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // fact: UITraitCollection.userInterfaceStyle — developer.apple.com/tutorials/data/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { stub() }
}

// fact: UIUserInterfaceStyle — developer.apple.com/tutorials/data/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Sendable {
    // fact: UIUserInterfaceStyle.dark — developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark
}
