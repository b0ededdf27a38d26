// SwiftUI's UIKit integration, for the adapter's overlay window (a card hosted in a
// UIHostingController) and its scene reader (a UIViewRepresentable reporting its window).

import Foundation
import UIKit

// fact: UIHostingController — SwiftUI
@_hasMissingDesignatedInitializers @available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIKit.UIViewController where Content: View {
    // fact: UIHostingController.init(rootView:) — SwiftUI
    @MainActor @preconcurrency public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // fact: UIHostingController.init(coder:) — stub-only
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

// fact: UIViewRepresentable — SwiftUI
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIKit.UIView
    // fact: UIViewRepresentable.makeUIView(context:) — SwiftUI
    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType
    // fact: UIViewRepresentable.updateUIView(_:context:) — SwiftUI
    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // fact: UIViewRepresentable.dismantleUIView(_:coordinator:) — SwiftUI
    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    associatedtype Coordinator = Void
    // fact: UIViewRepresentable.makeCoordinator() — SwiftUI
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == () {
    // fact: UIViewRepresentable.makeCoordinator()-default — SwiftUI
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
    // fact: UIViewRepresentable.dismantleUIView(_:coordinator:)-default — SwiftUI
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public static func dismantleUIView(
        _ uiView: Self.UIViewType, coordinator: Self.Coordinator
    ) {}
}

// fact: UIViewRepresentableContext — SwiftUI
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {}
