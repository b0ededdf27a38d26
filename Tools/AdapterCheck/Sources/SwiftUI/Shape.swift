import Foundation

// An action button's ground in its role's look (issue 27): a rounded rectangle filled in the
// look's colour, and its outline drawn inside the edge (`strokeBorder(lineWidth:antialiased:)`,
// coloured by `foregroundColor(_:)`). Read on Apple's documentation pages (the Markdown of
// developer.apple.com, copyright 2026), as Image is: the shapes' declarations were not on the
// pages of SwiftUICore.swiftinterface read; see Facts/SwiftUI.facts. The iOS 17 overloads that
// take a ShapeStyle (`strokeBorder(_:lineWidth:antialiased:)` returning StrokeBorderShapeView)
// are left out: the adapters target iOS 15.

// fact: Animatable — developer.apple.com/documentation/swiftui/animatable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {}

// fact: Shape — developer.apple.com/documentation/swiftui/shape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {}

// fact: InsettableShape — developer.apple.com/documentation/swiftui/insettableshape
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {}

extension InsettableShape {
    // fact: InsettableShape.strokeBorder(lineWidth:antialiased:) — developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { stub() as EmptyView }
}

// fact: RoundedCornerStyle — developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    // fact: RoundedCornerStyle.circular — developer.apple.com/documentation/swiftui/roundedcornerstyle
    case circular
    // fact: RoundedCornerStyle.continuous — developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}

// fact: RoundedRectangle — developer.apple.com/tutorials/data/documentation/swiftui/roundedrectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: InsettableShape {
    // fact: RoundedRectangle.init(cornerRadius:style:) — developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}

    // fact: RoundedRectangle.Body — stub-only
    public typealias Body = Never
}
