import Foundation

// fact: ViewModifier — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    // fact: ViewModifier.body(content:) — SwiftUICore
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

// Primitive modifiers (Body == Never) implement no `body(content:)`; this default supplies it.
extension ViewModifier where Body == Never {
    // fact: ViewModifier.body(content:)-primitive — stub-only
    public func body(content: Self.Content) -> Never { stub() }
}

// fact: _ViewModifier_Content — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    // fact: _ViewModifier_Content.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: ModifiedContent — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    // fact: ModifiedContent.Body — SwiftUICore
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // fact: ModifiedContent.body — SwiftUICore
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { fatalError("stub") }
}

extension View {
    // fact: View.modifier(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { stub() }

    // fact: View.padding(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func padding(_ length: CGFloat) -> some View { stub() as EmptyView }

    // fact: View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { stub() as EmptyView }

    // fact: View.background(_:ignoresSafeAreaEdges:) — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { stub() as EmptyView }

    // fact: View.ignoresSafeArea(_:edges:) — SwiftUICore
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        stub() as EmptyView
    }

    // fact: View.overlay(alignment:content:) — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { stub() as EmptyView }

    // fact: View.onAppear(perform:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { stub() as EmptyView }

    // fact: View.onTapGesture(count:perform:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        stub() as EmptyView
    }

    // fact: View.transition(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View { stub() as EmptyView }

    // fact: View.animation(_:value:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        stub() as EmptyView
    }

    // fact: View.environment(_:_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        stub() as EmptyView
    }
}

// fact: AnyTransition — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyTransition {}

extension AnyTransition {
    // fact: AnyTransition.opacity — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let opacity: AnyTransition = AnyTransition()
}

// fact: Animation — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Animation: Equatable, Sendable {}

extension Animation {
    // fact: Animation.easeInOut(duration:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}
