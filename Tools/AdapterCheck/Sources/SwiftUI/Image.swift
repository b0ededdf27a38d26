import Foundation

// A card's picture (issue 27): an SF Symbol or an asset of the app's catalog, at a text style's
// size. Read on Apple's documentation pages (the Markdown of developer.apple.com, copyright 2026),
// as DismissAction is: Image's declaration was not on the pages of SwiftUICore.swiftinterface
// read for it (@304000, @320000, @784000), nor on those read before; see Facts/SwiftUI.facts.

// fact: Image — developer.apple.com/tutorials/data/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    // fact: Image.init(systemName:) — developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    // fact: Image.init(_:bundle:) — developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}

    // fact: Image.ResizingMode — developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Hashable, Sendable {
        // fact: Image.ResizingMode.stretch
        case stretch
        // fact: Image.ResizingMode.tile
        case tile
    }

    // fact: Image.resizable(capInsets:resizingMode:) — developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    // fact: Image.Body — stub-only
    public typealias Body = Never
}

extension View {
    // fact: View.font(_:) — developer.apple.com/tutorials/data/documentation/swiftui/view/font(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func font(_ font: Font?) -> some View { stub() as EmptyView }

    // fact: View.foregroundColor(_:) — developer.apple.com/tutorials/data/documentation/swiftui/view/foregroundcolor(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { stub() as EmptyView }

    // fact: View.scaledToFit() — developer.apple.com/documentation/swiftui/view/scaledtofit()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func scaledToFit() -> some View { stub() as EmptyView }

    // fact: View.fixedSize(horizontal:vertical:) — developer.apple.com/tutorials/data/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { stub() as EmptyView }
}
