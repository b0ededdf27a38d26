import Foundation

// fact: UIWindow — developer.apple.com/tutorials/data/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    // fact: UIWindow.Level — UIWindow.h, iPhoneOS17.0.sdk
    public struct Level: Hashable, RawRepresentable, Sendable {
        // fact: UIWindow.Level — implied by the typedef
        public let rawValue: CGFloat
        // fact: UIWindow.Level — implied by the typedef
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // fact: UIWindow.Level.alert — UIWindow.h, iPhoneOS17.0.sdk
        nonisolated public static let alert: UIWindow.Level = stub()
    }

    // fact: UIWindow.init(windowScene:) — UIWindow.h, iPhoneOS17.0.sdk
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    // fact: UIView.init(coder:) — UIView.h, iPhoneOS17.0.sdk
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    // fact: UIWindow.windowScene — UIWindow.h, iPhoneOS17.0.sdk
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene? {
        get { stub() }
        set {}
    }
    // fact: UIWindow.windowLevel — UIWindow.h, iPhoneOS17.0.sdk
    open var windowLevel: UIWindow.Level {
        get { stub() }
        set {}
    }
    // fact: UIWindow.rootViewController — UIWindow.h, iPhoneOS17.0.sdk
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { stub() }
        set {}
    }
    // fact: UIWindow.makeKey() — UIWindow.h, iPhoneOS17.0.sdk
    open func makeKey() {}
}

// fact: UILayoutGuide — UILayoutGuide.h, iPhoneOS18.0.sdk
@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
    // fact: UILayoutGuide.layoutFrame — UILayoutGuide.h, iPhoneOS18.0.sdk
    open var layoutFrame: CGRect { stub() }
}

// fact: UIKeyboardLayoutGuide — developer.apple.com/tutorials/data/documentation/uikit/uikeyboardlayoutguide
@MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {}
