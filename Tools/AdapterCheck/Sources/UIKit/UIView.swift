import Foundation

// fact: UISemanticContentAttribute — UIView.h, iPhoneOS17.0.sdk
@available(iOS 9.0, *)
public enum UISemanticContentAttribute: Int, Sendable {
    // fact: UISemanticContentAttribute.forceLeftToRight — UIView.h, iPhoneOS17.0.sdk
    case forceLeftToRight = 3
    // fact: UISemanticContentAttribute.forceRightToLeft — UIView.h, iPhoneOS17.0.sdk
    case forceRightToLeft = 4
}

// fact: UIView — UIView.h, iPhoneOS17.0.sdk
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    // fact: UIView.AutoresizingMask — UIView.h, iPhoneOS17.0.sdk
    public struct AutoresizingMask: OptionSet, Sendable {
        // fact: UIView.AutoresizingMask — implied by the typedef
        public let rawValue: UInt
        // fact: UIView.AutoresizingMask — implied by the typedef
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // fact: UIView.AutoresizingMask.flexibleWidth — UIView.h, iPhoneOS17.0.sdk
        public static let flexibleWidth: UIView.AutoresizingMask = stub()
        // fact: UIView.AutoresizingMask.flexibleHeight — UIView.h, iPhoneOS17.0.sdk
        public static let flexibleHeight: UIView.AutoresizingMask = stub()
    }

    // fact: UIView.init(frame:) — UIView.h, iPhoneOS17.0.sdk
    public init(frame: CGRect) { super.init() }
    // fact: UIView.init(coder:) — UIView.h, iPhoneOS17.0.sdk
    public required init?(coder: NSCoder) { super.init() }

    // fact: UIView.isUserInteractionEnabled — UIView.h, iPhoneOS17.0.sdk
    open var isUserInteractionEnabled: Bool {
        get { stub() }
        set {}
    }
    // fact: UIView.semanticContentAttribute — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 9.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { stub() }
        set {}
    }
    // fact: UIView.frame — UIView.h, iPhoneOS17.0.sdk
    open var frame: CGRect {
        get { stub() }
        set {}
    }
    // fact: UIView.bounds — UIView.h, iPhoneOS17.0.sdk
    open var bounds: CGRect {
        get { stub() }
        set {}
    }
    // fact: UIView.autoresizingMask — UIView.h, iPhoneOS17.0.sdk
    open var autoresizingMask: UIView.AutoresizingMask {
        get { stub() }
        set {}
    }
    // fact: UIView.sizeThatFits(_:) — UIView.h, iPhoneOS17.0.sdk
    open func sizeThatFits(_ size: CGSize) -> CGSize { stub() }
    // fact: UIView.removeFromSuperview() — UIView.h, iPhoneOS17.0.sdk
    open func removeFromSuperview() {}
    // fact: UIView.addSubview(_:) — UIView.h, iPhoneOS17.0.sdk
    open func addSubview(_ view: UIView) {}
    // fact: UIView.setNeedsLayout() — UIView.h, iPhoneOS17.0.sdk
    open func setNeedsLayout() {}
    // fact: UIView.layoutSubviews() — UIView.h, iPhoneOS17.0.sdk
    open func layoutSubviews() {}
    // fact: UIView.draw(_:) — developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) {}
    // fact: UIView.setNeedsDisplay() — developer.apple.com/tutorials/data/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() {}
    // fact: UIView.isOpaque — developer.apple.com/tutorials/data/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool {
        get { stub() }
        set {}
    }
    // fact: UIView.convert(_:to:) — developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { stub() }
    // fact: UIView.hitTest(_:with:) — UIView.h, iPhoneOS17.0.sdk
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { stub() }
    // fact: UIView.window — UIView.h, iPhoneOS17.0.sdk
    open var window: UIWindow? { stub() }
    // fact: UIView.keyboardLayoutGuide — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { stub() }
    // fact: UIView.safeAreaInsets — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { stub() }
    // fact: UIView.tintColor — developer.apple.com/documentation/uikit/uiview/tintcolor
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var tintColor: UIColor! {
        get { stub() }
        set {}
    }
    // fact: UIView.backgroundColor — UIView.h, iPhoneOS17.0.sdk
    open var backgroundColor: UIColor? {
        get { stub() }
        set {}
    }
    // fact: UIView.alpha — UIView.h, iPhoneOS17.0.sdk
    open var alpha: CGFloat {
        get { stub() }
        set {}
    }
    // fact: UIView.isHidden — UIView.h, iPhoneOS17.0.sdk
    open var isHidden: Bool {
        get { stub() }
        set {}
    }
    // The SwiftUI adapter's scene reader learns its window here.
    // fact: UIView.didMoveToWindow() — UIView.h, iPhoneOS17.0.sdk
    open func didMoveToWindow() {}
    // The card's material, masked to its rounded shape (TutorialOverlayView).
    // fact: UIView.mask — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 8.0, *)
    open var mask: UIView? {
        get { stub() }
        set {}
    }
    // An inline card's view (TutorialInlineView): its height in the app's stack view.
    // fact: UIView.intrinsicContentSize — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize { stub() }
    // fact: UIView.invalidateIntrinsicContentSize() — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {}
    // fact: UIView.noIntrinsicMetric — developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public static let noIntrinsicMetric: CGFloat = -1
    // fact: UIView.animate(withDuration:animations:completion:) — UIView.h, iPhoneOS17.0.sdk
    @available(iOS 4.0, *)
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {}
}

// fact: UIScrollView — developer.apple.com/tutorials/data/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {}
