import Foundation

// fact: ShapeStyle — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// fact: Color — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable {
    // fact: Color.description — SwiftUICore
    public var description: String { stub() }
}

extension Color {
    // fact: Color.black — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let black: Color = Color()

    // fact: Color.secondary — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let secondary: Color = Color()

    // fact: Color.accentColor — developer.apple.com/documentation/swiftui/color/accentcolor
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static var accentColor: Color { stub() }

    // fact: Color.opacity(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func opacity(_ opacity: Double) -> Color { self }
}

extension Color {
    // fact: Color.RGBColorSpace — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum RGBColorSpace: Sendable {
        // fact: Color.RGBColorSpace.sRGB — SwiftUICore
        case sRGB
    }

    // fact: Color.init(_:red:green:blue:opacity:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
}

// fact: ColorScheme — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable {
    // fact: ColorScheme.light — SwiftUICore
    case light
    // fact: ColorScheme.dark — SwiftUICore
    case dark
}

extension EnvironmentValues {
    // fact: EnvironmentValues.colorScheme — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    // fact: Color.Body — SwiftUICore
    public typealias Body = Never
}

// fact: Material — SwiftUICore
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material: ShapeStyle {}

extension ShapeStyle where Self == Material {
    // fact: ShapeStyle.regularMaterial — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
    public static var regularMaterial: Material { stub() }
}

// fact: BackgroundStyle — SwiftUICore
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct BackgroundStyle: ShapeStyle {
    // fact: BackgroundStyle.init() — SwiftUICore
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    // fact: ShapeStyle.background — SwiftUICore
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static var background: BackgroundStyle { stub() }
}

// fact: AnyShapeStyle — SwiftUICore
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnyShapeStyle: ShapeStyle {
    // fact: AnyShapeStyle.init(_:) — SwiftUICore
    public init<S>(_ style: S) where S: ShapeStyle {}
}
