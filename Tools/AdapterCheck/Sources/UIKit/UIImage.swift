import Foundation

// The class from its documentation page; its members a card's picture needs
// (TutorialCardImageView: a symbol or an asset, drawn in its view's bounds) read in UIImage.h of
// the iPhoneOS18.0.sdk kept in github.com/xiangfeidexiaohuo/iOS-SDKs, which xybp888/iOS-SDKs does
// not store.
// fact: UIImage — developer.apple.com/tutorials/data/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    // fact: UIImage.init(systemName:) — UIImage.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) { self.init() }
    // fact: UIImage.init(named:) — UIImage.h, iPhoneOS18.0.sdk
    public convenience init?(named name: String) { self.init() }
    // fact: UIImage.size — UIImage.h, iPhoneOS18.0.sdk
    open var size: CGSize { stub() }
    // fact: UIImage.withTintColor(_:) — UIImage.h, iPhoneOS18.0.sdk
    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage { stub() }
    // fact: UIImage.draw(in:) — UIImage.h, iPhoneOS18.0.sdk
    open func draw(in rect: CGRect) {}
}
