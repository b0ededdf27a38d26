import Combine
import Foundation

// fact: DynamicProperty — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// fact: EnvironmentKey — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    // fact: EnvironmentKey.defaultValue — SwiftUICore
    static var defaultValue: Self.Value { get }
}

// fact: EnvironmentValues — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    // fact: EnvironmentValues.init() — SwiftUICore
    public init() {}

    // fact: EnvironmentValues.subscript(key:) — SwiftUICore
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }

    // fact: EnvironmentValues.description — SwiftUICore
    public var description: String { "" }
}

extension EnvironmentValues {
    // fact: EnvironmentValues.layoutDirection — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }

    // fact: EnvironmentValues.accessibilityReduceMotion — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var accessibilityReduceMotion: Bool { false }

    // fact: EnvironmentValues.accessibilityReduceTransparency — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var accessibilityReduceTransparency: Bool { false }

    // fact: EnvironmentValues.openURL — SwiftUICore
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var openURL: OpenURLAction {
        get { stub() }
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        set {}
    }
}

// fact: LayoutDirection — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    // fact: LayoutDirection.leftToRight — SwiftUICore
    case leftToRight
    // fact: LayoutDirection.rightToLeft — SwiftUICore
    case rightToLeft
}

// fact: Environment — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    // fact: Environment.init(_:) — SwiftUICore
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    // fact: Environment.wrappedValue — SwiftUICore
    public var wrappedValue: Value { stub() }
}

// fact: State — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    // fact: State.init(wrappedValue:) — SwiftUICore
    public init(wrappedValue value: Value) {}

    // fact: State.wrappedValue — SwiftUICore
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set {}
    }

    // fact: State.projectedValue — SwiftUICore
    public var projectedValue: Binding<Value> { stub() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// fact: Binding — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // fact: Binding.init(get:set:) — SwiftUICore
    @preconcurrency public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    // fact: Binding.wrappedValue — SwiftUICore
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set {}
    }

    // fact: Binding.subscript(dynamicMember:) — stub-only
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { stub() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// fact: ObservedObject — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @preconcurrency @MainActor public struct ObservedObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    // fact: ObservedObject.init(wrappedValue:) — SwiftUICore
    nonisolated public init(wrappedValue: ObjectType) {}

    // fact: ObservedObject.wrappedValue — SwiftUICore
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { stub() }
        set {}
    }
}

// fact: StateObject — SwiftUICore
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    // fact: StateObject.init(wrappedValue:) — SwiftUICore
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    // fact: StateObject.wrappedValue — SwiftUICore
    @MainActor @preconcurrency public var wrappedValue: ObjectType { stub() }
}

// fact: OpenURLAction — SwiftUICore
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public struct OpenURLAction {
    // fact: OpenURLAction.init(handler:) — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency @MainActor public init(handler: @escaping (URL) -> OpenURLAction.Result) {}

    // fact: OpenURLAction.Result — SwiftUICore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct Result: Sendable {
        // fact: OpenURLAction.Result.handled — SwiftUICore
        public static let handled: OpenURLAction.Result = OpenURLAction.Result()
        // fact: OpenURLAction.Result.systemAction — SwiftUICore
        public static let systemAction: OpenURLAction.Result = OpenURLAction.Result()
    }
}
