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
    // fact: UIFont.init(descriptor:size:) — developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.init() }
}

// fact: UIFontDescriptor — UIFontDescriptor.h, iPhoneOS18.0.sdk
@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // fact: UIFontDescriptor.SymbolicTraits — UIFontDescriptor.h, iPhoneOS18.0.sdk
    public struct SymbolicTraits: OptionSet, Sendable {
        // fact: UIFontDescriptor.SymbolicTraits — implied by the typedef
        public let rawValue: UInt32
        // fact: UIFontDescriptor.SymbolicTraits — implied by the typedef
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // fact: UIFontDescriptor.SymbolicTraits.traitItalic — UIFontDescriptor.h, iPhoneOS18.0.sdk
        public static let traitItalic: UIFontDescriptor.SymbolicTraits = stub()
        // fact: UIFontDescriptor.SymbolicTraits.traitBold — UIFontDescriptor.h, iPhoneOS18.0.sdk
        public static let traitBold: UIFontDescriptor.SymbolicTraits = stub()
    }

    // fact: UIFontDescriptor.preferredFontDescriptor(withTextStyle:) — UIFontDescriptor.h, iPhoneOS18.0.sdk
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { stub() }
    // fact: UIFontDescriptor.withSymbolicTraits(_:) — UIFontDescriptor.h, iPhoneOS18.0.sdk
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { stub() }
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
