import Foundation

// fact: UIEdgeInsets — UIGeometry.h, iPhoneOS17.0.sdk
public struct UIEdgeInsets: Sendable {
    // fact: UIEdgeInsets.top — UIGeometry.h, iPhoneOS17.0.sdk
    public var top: CGFloat
    // fact: UIEdgeInsets.left — UIGeometry.h, iPhoneOS17.0.sdk
    public var left: CGFloat
    // fact: UIEdgeInsets.bottom — UIGeometry.h, iPhoneOS17.0.sdk
    public var bottom: CGFloat
    // fact: UIEdgeInsets.right — UIGeometry.h, iPhoneOS17.0.sdk
    public var right: CGFloat
}
