// The part of Combine that GuidebookSwiftUI uses, for type-checking it on Linux. Each declaration
// is copied from Apple's documentation page (Facts/Combine.facts, checked by check_facts.py);
// bodies are placeholders and never run.

// fact: ObservableObject — developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    // Apple's: `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher
    // where Self.ObjectWillChangePublisher.Failure == Never`. Publisher is not stubbed (nothing here
    // subscribes), so the constraint is left out; the default is Apple's.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    // fact: ObservableObject.objectWillChange — the requirement
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    // fact: ObservableObject.objectWillChange-5gopl — the default every observable object gets
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// fact: ObservableObjectPublisher — developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public final class ObservableObjectPublisher {
    // fact: ObservableObjectPublisher.init()
    public init() {}

    // fact: ObservableObjectPublisher.send()
    public final func send() {}
}
