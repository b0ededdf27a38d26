import Foundation

// fact: Text — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
    // fact: Text.init(verbatim:) — SwiftUICore
    public init(verbatim content: String) {}
}

extension Text {
    // fact: Text.init(_:)-attributed — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload public init(_ attributedContent: AttributedString) {}

    // fact: Text.+ — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    // fact: Text.font(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func font(_ font: Font?) -> Text { self }

    // fact: Text.foregroundColor(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> Text { self }

    // fact: Text.bold() — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func bold() -> Text { self }

    // fact: Text.italic() — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func italic() -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    // fact: Text.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: Font — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {}

extension Font {
    // fact: Font.headline — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let headline: Font = Font()

    // fact: Font.body — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let body: Font = Font()

    // fact: Font.footnote — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let footnote: Font = Font()

    // fact: Font.largeTitle — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let largeTitle: Font = Font()

    // fact: Font.title — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let title: Font = Font()

    // fact: Font.title2 — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = Font()

    // fact: Font.title3 — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = Font()

    // fact: Font.subheadline — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let subheadline: Font = Font()

    // fact: Font.callout — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let callout: Font = Font()

    // fact: Font.caption — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let caption: Font = Font()

    // fact: Font.caption2 — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = Font()

    // fact: Font.weight(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func weight(_ weight: Font.Weight) -> Font { self }

    // fact: Font.Weight — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct Weight: Hashable {
        // fact: Font.Weight.ultraLight — SwiftUICore
        public static let ultraLight: Font.Weight = Font.Weight()
        // fact: Font.Weight.thin — SwiftUICore
        public static let thin: Font.Weight = Font.Weight()
        // fact: Font.Weight.light — SwiftUICore
        public static let light: Font.Weight = Font.Weight()
        // fact: Font.Weight.regular — SwiftUICore
        public static let regular: Font.Weight = Font.Weight()
        // fact: Font.Weight.medium — SwiftUICore
        public static let medium: Font.Weight = Font.Weight()
        // fact: Font.Weight.semibold — SwiftUICore
        public static let semibold: Font.Weight = Font.Weight()
        // fact: Font.Weight.bold — SwiftUICore
        public static let bold: Font.Weight = Font.Weight()
        // fact: Font.Weight.heavy — SwiftUICore
        public static let heavy: Font.Weight = Font.Weight()
        // fact: Font.Weight.black — SwiftUICore
        public static let black: Font.Weight = Font.Weight()
    }
}

// A style's font at its own size (issue 27): the system font at a size scaled like a text style
// (`ScaledMetric(wrappedValue:relativeTo:)`). Font.TextStyle and ScaledMetric read in
// SwiftUICore.swiftinterface@528000; system(size:weight:design:), system(_:design:) and Font.Design on
// Apple's documentation pages (their declarations were not on the interface pages read).
extension Font {
    // fact: Font.TextStyle — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum TextStyle: CaseIterable, Sendable {
        // fact: Font.TextStyle.largeTitle — SwiftUICore
        case largeTitle
        // fact: Font.TextStyle.title — SwiftUICore
        case title
        // fact: Font.TextStyle.title2 — SwiftUICore
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title2
        // fact: Font.TextStyle.title3 — SwiftUICore
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        // fact: Font.TextStyle.headline — SwiftUICore
        case headline
        // fact: Font.TextStyle.subheadline — SwiftUICore
        case subheadline
        // fact: Font.TextStyle.body — SwiftUICore
        case body
        // fact: Font.TextStyle.callout — SwiftUICore
        case callout
        // fact: Font.TextStyle.footnote — SwiftUICore
        case footnote
        // fact: Font.TextStyle.caption — SwiftUICore
        case caption
        // fact: Font.TextStyle.caption2 — SwiftUICore
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2

        // fact: Font.TextStyle.allCases — SwiftUICore
        public static let allCases: [Font.TextStyle] = []
    }

    // fact: Font.Design — developer.apple.com/documentation/swiftui/font/design
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum Design: Hashable, Sendable {
        // fact: Font.Design.default — developer.apple.com/documentation/swiftui/font/design/default
        case `default`
    }

    // fact: Font.system(size:weight:design:) — developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font()
    }

    // fact: Font.system(_:design:) — developer.apple.com/documentation/swiftui/font/system(_:design:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font()
    }
}

// fact: ScaledMetric — SwiftUICore
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    // fact: ScaledMetric.init(wrappedValue:relativeTo:) — SwiftUICore
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}

    // fact: ScaledMetric.wrappedValue — SwiftUICore
    public var wrappedValue: Value { stub() }
}
