import Foundation

// fact: UIScene — developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    // fact: UIScene.ActivationState — developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    @available(iOS 13.0, *)
    public enum ActivationState {
        // fact: UIScene.ActivationState.foregroundActive — developer.apple.com/tutorials/data/documentation/uikit/uiscene/activationstate-swift.enum/foregroundactive
        case foregroundActive
    }

    // fact: UIScene.activationState — developer.apple.com/tutorials/data/documentation/uikit/uiscene/activationstate-swift.property
    open var activationState: UIScene.ActivationState { stub() }
    // fact: UIScene.didDisconnectNotification — developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification
    nonisolated public static let didDisconnectNotification: NSNotification.Name = stub()
}

// fact: UIWindowScene — UIWindowScene.h, iPhoneOS17.0.sdk
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    // fact: UIWindowScene.windows — UIWindowScene.h, iPhoneOS17.0.sdk
    open var windows: [UIWindow] { stub() }
    // fact: UIWindowScene.keyWindow — UIWindowScene.h, iPhoneOS17.0.sdk
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { stub() }
}

// fact: UIApplication — developer.apple.com/tutorials/data/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    // fact: UIApplication.shared — developer.apple.com/tutorials/data/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { stub() }
    // A card's web or mail link, when the app set no onOpenLink (OverlayPresenter.openInSystem).
    // fact: UIApplication.OpenExternalURLOptionsKey — developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {}
    // fact: UIApplication.open(_:options:completionHandler:) — developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
    // fact: UIApplication.connectedScenes — developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { stub() }
}
