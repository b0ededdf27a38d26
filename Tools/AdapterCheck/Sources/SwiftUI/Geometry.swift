import Foundation

// fact: GeometryReader — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct GeometryReader<Content>: View where Content: View {
    // fact: GeometryReader.init(content:) — SwiftUICore
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}

    // fact: GeometryReader.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: GeometryProxy — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    // fact: GeometryProxy.size — SwiftUICore
    public var size: CGSize { stub() }
    // fact: GeometryProxy.safeAreaInsets — SwiftUICore
    public var safeAreaInsets: EdgeInsets { stub() }
    // The iOS 17 overload `frame(in: some CoordinateSpaceProtocol)` is not stubbed: the package
    // deploys to iOS 15, where only this one exists (see the fact's note).
    // fact: GeometryProxy.frame(in:) — SwiftUICore
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { stub() }
}

// fact: CoordinateSpace — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
    // fact: CoordinateSpace.global — SwiftUICore
    case global
}

// fact: EdgeInsets — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable {
    // fact: EdgeInsets.top — SwiftUICore
    public var top: CGFloat
    // fact: EdgeInsets.leading — SwiftUICore
    public var leading: CGFloat
    // fact: EdgeInsets.bottom — SwiftUICore
    public var bottom: CGFloat
    // fact: EdgeInsets.trailing — SwiftUICore
    public var trailing: CGFloat
    // fact: EdgeInsets.init() — SwiftUICore
    public init() {
        top = 0
        leading = 0
        bottom = 0
        trailing = 0
    }
}

// fact: Angle — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Angle {
    // fact: Angle.degrees(_:) — SwiftUICore
    public static func degrees(_ degrees: Double) -> Angle { stub() }
}

// fact: UnitPoint — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint: Hashable {
    // fact: UnitPoint.center — SwiftUICore
    public static let center: UnitPoint = UnitPoint()
}

// fact: BlendMode — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum BlendMode: Sendable {
    // fact: BlendMode.destinationOut — SwiftUICore
    case destinationOut
}

// fact: HStack — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
    // fact: HStack.init(alignment:spacing:content:) — SwiftUICore
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}

    // fact: HStack.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: VerticalAlignment — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable {}

extension VerticalAlignment {
    // fact: VerticalAlignment.center — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center: VerticalAlignment = VerticalAlignment()
}

extension Alignment {
    // fact: Alignment.topLeading — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let topLeading: Alignment = Alignment()
}

extension Color {
    // fact: Color.clear — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let clear: Color = Color()
}

extension View {
    // fact: View.frame(width:height:alignment:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { stub() as EmptyView }

    // fact: View.offset(x:y:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { stub() as EmptyView }

    // fact: View.opacity(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func opacity(_ opacity: Double) -> some View { stub() as EmptyView }

    // fact: View.cornerRadius(_:antialiased:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        stub() as EmptyView
    }

    // fact: View.blendMode(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { stub() as EmptyView }

    // fact: View.compositingGroup() — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func compositingGroup() -> some View { stub() as EmptyView }

    // fact: View.rotationEffect(_:anchor:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        stub() as EmptyView
    }

    // fact: View.background(alignment:content:) — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View where V: View
    { stub() as EmptyView }

    // fact: View.onDisappear(perform:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { stub() as EmptyView }

    // fact: View.id(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { stub() as EmptyView }
}
