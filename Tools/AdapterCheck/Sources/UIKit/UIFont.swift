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
        // fact: UIFont.TextStyle.largeTitle — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 11.0, *)
        public static let largeTitle: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.title1 — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 9.0, *)
        public static let title1: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.title2 — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 9.0, *)
        public static let title2: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.title3 — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 9.0, *)
        public static let title3: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.subheadline — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let subheadline: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.callout — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 9.0, *)
        public static let callout: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.caption1 — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let caption1: UIFont.TextStyle = stub()
        // fact: UIFont.TextStyle.caption2 — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 7.0, *)
        public static let caption2: UIFont.TextStyle = stub()
    }

    // fact: UIFont.Weight — UIFontDescriptor.h, iPhoneOS18.0.sdk
    public struct Weight: Hashable, RawRepresentable, Sendable {
        // fact: UIFont.Weight — implied by the typedef
        public let rawValue: CGFloat
        // fact: UIFont.Weight — implied by the typedef
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // fact: UIFont.Weight.ultraLight — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let ultraLight: UIFont.Weight = stub()
        // fact: UIFont.Weight.thin — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let thin: UIFont.Weight = stub()
        // fact: UIFont.Weight.light — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let light: UIFont.Weight = stub()
        // fact: UIFont.Weight.regular — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let regular: UIFont.Weight = stub()
        // fact: UIFont.Weight.medium — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let medium: UIFont.Weight = stub()
        // fact: UIFont.Weight.semibold — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let semibold: UIFont.Weight = stub()
        // fact: UIFont.Weight.bold — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let bold: UIFont.Weight = stub()
        // fact: UIFont.Weight.heavy — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let heavy: UIFont.Weight = stub()
        // fact: UIFont.Weight.black — UIFontDescriptor.h, iPhoneOS18.0.sdk
        @available(iOS 8.2, *)
        public static let black: UIFont.Weight = stub()
    }

    // fact: UIFont.systemFont(ofSize:weight:) — developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { stub() }

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

// fact: UIFontMetrics — developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // fact: UIFontMetrics.init(forTextStyle:) — developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    // fact: UIFontMetrics.scaledFont(for:) — developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { stub() }
}
