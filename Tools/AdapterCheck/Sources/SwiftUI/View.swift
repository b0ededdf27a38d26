import Foundation

// fact: View — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    // fact: View.body — SwiftUICore
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

// Primitive views (Body == Never) have no `body` in Apple's interface; this default supplies it.
extension View where Body == Never {
    // fact: View.body-primitive — stub-only
    public var body: Never { stub() }
}

extension Never: View {
    // fact: Never.Body — stub-only
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    // fact: Optional.Body — SwiftUICore
    public typealias Body = Never
}

// fact: ViewBuilder — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    // fact: ViewBuilder.buildExpression(_:) — SwiftUICore
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // fact: ViewBuilder.buildBlock() — SwiftUICore
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    // fact: ViewBuilder.buildBlock(_:) — SwiftUICore
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // fact: ViewBuilder.buildBlock(_:)-pack — SwiftUICore
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

extension ViewBuilder {
    // fact: ViewBuilder.buildIf(_:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    // fact: ViewBuilder.buildEither(first:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        stub()
    }

    // fact: ViewBuilder.buildEither(second:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        stub()
    }

    // fact: ViewBuilder.buildLimitedAvailability(_:) — SwiftUICore
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// fact: TupleView — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TupleView<T>: View {
    // fact: TupleView.init(_:) — SwiftUICore
    nonisolated public init(_ value: T) {}

    // fact: TupleView.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: _ConditionalContent — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    // fact: _ConditionalContent.Body — SwiftUICore
    public typealias Body = Never
}

// fact: AnyView — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AnyView: View {
    // fact: AnyView.init(_:) — SwiftUICore
    nonisolated public init<V>(_ view: V) where V: View {}

    // fact: AnyView.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: EmptyView — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct EmptyView: View {
    // fact: EmptyView.init() — SwiftUICore
    nonisolated public init() {}

    // fact: EmptyView.Body — SwiftUICore
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}
