import Foundation

// fact: UIFont — UIInterface.h, iPhoneOS18.0.sdk (category on the class)
open class UIFont: NSObject, @unchecked Sendable {
    // fact: UIFont.TextStyle — UIFontDescriptor.h, iPhoneOS18.0.sdk
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // fact: UIFont.TextStyle — implied by the typedef
        public let rawValue: String
        // fact: UIFont.TextStyle — implied by the typedef
        public init(rawValue: String) { self.rawValue = rawValue }
        // fact: UIFont.TextStyle.headline — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let headline: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.body — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let body: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.footnote — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let footnote: UIFont.TextStyle = stub()
    }

    // fact: UIFont.preferredFont(forTextStyle:) — developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { stub() }
}

// fact: UIContentSizeCategory — UIContentSizeCategory.h, iPhoneOS18.0.sdk
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    // fact: UIContentSizeCategory — implied by the typedef
    public let rawValue: String
    // fact: UIContentSizeCategory — implied by the typedef
    public init(rawValue: String) { self.rawValue = rawValue }
    // fact: UIContentSizeCategory.didChangeNotification — UIContentSizeCategory.h, iPhoneOS18.0.sdk
    @available(iOS 7.0, *)
    public static let didChangeNotification: NSNotification.Name = stub()
}
