import Foundation

// What HelpView needs to sit in a sheet with a Done button. The toolbar is read in the iOS 18.0
// interface like the other SwiftUI facts; DismissAction and dismiss on Apple's documentation
// pages (the current SDK, copyright 2026): see their block in Facts/SwiftUI.facts.

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
    // fact: View.toolbar(content:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View { stub() as EmptyView }
}
