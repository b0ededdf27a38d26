import Foundation

// fact: ZStack — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
    // fact: ZStack.init(alignment:content:) — SwiftUICore
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}

    // fact: ZStack.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: VStack — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
    // fact: VStack.init(alignment:spacing:content:) — SwiftUICore
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}

    // fact: VStack.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: ScrollView — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
    // fact: ScrollView.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

extension ScrollView {
    // fact: ScrollView.init(_:content:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

// fact: HorizontalAlignment — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable {}

extension HorizontalAlignment {
    // fact: HorizontalAlignment.leading — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let leading: HorizontalAlignment = HorizontalAlignment()

    // fact: HorizontalAlignment.center — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center: HorizontalAlignment = HorizontalAlignment()
}

// fact: Alignment — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable {}

extension Alignment {
    // fact: Alignment.center — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let center: Alignment = Alignment()

    // fact: Alignment.leading — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let leading: Alignment = Alignment()
}

// fact: Edge — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable {
    // fact: Edge.cases — SwiftUICore
    case top, leading, bottom, trailing

    // fact: Edge.Set — SwiftUICore
    public struct Set: OptionSet {
        // fact: Edge.Set.Element — SwiftUICore
        public typealias Element = Edge.Set
        // fact: Edge.Set.rawValue — SwiftUICore
        public let rawValue: Int8
        // fact: Edge.Set.init(rawValue:) — SwiftUICore
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // fact: Edge.Set.all — SwiftUICore
        public static let all: Edge.Set = Edge.Set(rawValue: 15)
    }
}

// fact: Axis — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable {
    // fact: Axis.horizontal — SwiftUICore
    case horizontal
    // fact: Axis.vertical — SwiftUICore
    case vertical

    // fact: Axis.Set — SwiftUICore
    public struct Set: OptionSet {
        // fact: Axis.Set.Element — SwiftUICore
        public typealias Element = Axis.Set
        // fact: Axis.Set.rawValue — SwiftUICore
        public let rawValue: Int8
        // fact: Axis.Set.init(rawValue:) — SwiftUICore
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // fact: Axis.Set.vertical — SwiftUICore
        public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
    }
}

// fact: SafeAreaRegions — SwiftUICore
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SafeAreaRegions: OptionSet {
    // fact: SafeAreaRegions.rawValue — SwiftUICore
    public let rawValue: UInt
    // fact: SafeAreaRegions.init(rawValue:) — SwiftUICore
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // fact: SafeAreaRegions.all — SwiftUICore
    public static let all: SafeAreaRegions = SafeAreaRegions(rawValue: 7)
}
