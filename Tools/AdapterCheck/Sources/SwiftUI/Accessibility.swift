import Foundation

// fact: AccessibilityTraits — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    // fact: AccessibilityTraits.isButton — SwiftUICore
    public static let isButton: AccessibilityTraits = AccessibilityTraits()
    // fact: AccessibilityTraits.isHeader — SwiftUICore
    public static let isHeader: AccessibilityTraits = AccessibilityTraits()
    // fact: AccessibilityTraits.isModal — SwiftUICore
    public static let isModal: AccessibilityTraits = AccessibilityTraits()
    // fact: AccessibilityTraits.init() — SwiftUICore
    public init() {}
    // fact: AccessibilityTraits.union(_:) — SwiftUICore
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { stub() }
    // fact: AccessibilityTraits.formUnion(_:) — SwiftUICore
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    // fact: AccessibilityTraits.intersection(_:) — SwiftUICore
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { stub() }
    // fact: AccessibilityTraits.formIntersection(_:) — SwiftUICore
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    // fact: AccessibilityTraits.symmetricDifference(_:) — SwiftUICore
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { stub() }
    // fact: AccessibilityTraits.formSymmetricDifference(_:) — SwiftUICore
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    // fact: AccessibilityTraits.contains(_:) — SwiftUICore
    public func contains(_ member: AccessibilityTraits) -> Bool { stub() }
    // fact: AccessibilityTraits.insert(_:) — SwiftUICore
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) { stub() }
    // fact: AccessibilityTraits.remove(_:) — SwiftUICore
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { stub() }
    // fact: AccessibilityTraits.update(with:) — SwiftUICore
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { stub() }
}

// fact: AccessibilityAttachmentModifier — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
    // fact: AccessibilityAttachmentModifier.Body — SwiftUI
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
}

// fact: AccessibilityActionKind — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    // fact: AccessibilityActionKind.default — SwiftUI
    public static let `default`: AccessibilityActionKind = AccessibilityActionKind()
    // fact: AccessibilityActionKind.escape — SwiftUI
    public static let escape: AccessibilityActionKind = AccessibilityActionKind()
    // fact: AccessibilityActionKind.init(named:) — SwiftUI
    public init(named name: Text) {}
    private init() {}
}

// fact: AccessibilityChildBehavior — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {}

extension AccessibilityChildBehavior {
    // fact: AccessibilityChildBehavior.ignore — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior()
}

extension View {
    // fact: View.accessibilityElement(children:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        stub() as EmptyView
    }

    // fact: View.accessibilityLabel(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { stub() }

    // fact: View.accessibilityHint(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        stub()
    }

    // fact: View.accessibilityAddTraits(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { stub() }

    // fact: View.accessibilityAction(_:_:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { stub() }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    // fact: ModifiedContent.accessibilityLabel(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { stub() }

    // fact: ModifiedContent.accessibilityHint(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { stub() }

    // fact: ModifiedContent.accessibilityAddTraits(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier>
    { stub() }

    // fact: ModifiedContent.accessibilityAction(_:_:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> { stub() }
}
