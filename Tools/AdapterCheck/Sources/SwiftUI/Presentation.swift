import Foundation

// What HelpView needs to follow a changed article, and to sit in a sheet with a Done button.
// Read on Apple's documentation pages (the current SDK, copyright 2026), not in the iOS 18.0
// interfaces the other SwiftUI facts come from: see the block in Facts/SwiftUI.facts.

// fact: ContentBuilder — onestack.dev/ios-reference/SwiftUICore/ContentBuilder
public typealias ContentBuilder = ViewBuilder

// fact: DismissAction — developer.apple.com/documentation/swiftui/dismissaction
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct DismissAction {
    // fact: DismissAction.callAsFunction() — developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    @MainActor @preconcurrency public func callAsFunction() {}
}

extension EnvironmentValues {
    // fact: EnvironmentValues.dismiss — developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { stub() }
}

extension View {
    // fact: View.toolbar(content:) — developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View
    where Content: View { stub() as EmptyView }
}
