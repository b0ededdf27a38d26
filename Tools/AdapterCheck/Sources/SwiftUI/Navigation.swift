import Foundation

// fact: ForEach — SwiftUICore
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    // fact: ForEach.Body — SwiftUICore
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // fact: ForEach.init(_:content:) — SwiftUICore
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// fact: List — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
    // fact: List.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

extension List where SelectionValue == Never {
    // fact: List.init(content:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// fact: Section — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    // fact: Section.Body — SwiftUI
    public typealias Body = Never
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    // fact: Section.init(content:header:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    // fact: Section.init(content:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content) {}
}

// fact: NavigationLink — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    // fact: NavigationLink.init(destination:label:) — SwiftUI
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

    // fact: NavigationLink.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

extension NavigationLink where Destination == Never {
    // fact: NavigationLink.init(value:label:) — SwiftUI
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
}

// fact: NavigationStack — SwiftUI
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    // fact: NavigationStack.init(path:root:) — SwiftUI
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}

    // fact: NavigationStack.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

// fact: NavigationView — SwiftUI
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
@MainActor @preconcurrency public struct NavigationView<Content>: View where Content: View {
    // fact: NavigationView.init(content:) — SwiftUI
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    // fact: NavigationView.Body — SwiftUI
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
    )
    public typealias Body = Never
}

// fact: SearchFieldPlacement — SwiftUI
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    // fact: SearchFieldPlacement.automatic — SwiftUI
    public static let automatic: SearchFieldPlacement = SearchFieldPlacement()
}

// fact: Button — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    // fact: Button.init(action:label:) — SwiftUI
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    // fact: Button.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

// fact: Toggle — SwiftUI
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
    // fact: Toggle.init(isOn:label:) — SwiftUI
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}

    // fact: Toggle.body — SwiftUI
    @MainActor @preconcurrency public var body: some View { stub() as EmptyView }
}

extension View {
    // fact: View.navigationTitle(_:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { stub() as EmptyView }

    // fact: View.navigationDestination(for:destination:) — SwiftUI
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> some View where D: Hashable, C: View
    { stub() as EmptyView }

    // fact: View.searchable(text:placement:prompt:) — SwiftUI
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { stub() as EmptyView }

    // fact: View.sheet(item:onDismiss:content:) — SwiftUI
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { stub() as EmptyView }

    // fact: View.onOpenURL(perform:) — SwiftUI
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { stub() as EmptyView }
}
