// Type-check stubs of SwiftUI (SwiftUICore and SwiftUI of iPhoneOS 18.0, one module here): only
// what GuidebookSwiftUI and the example app use, each declaration copied from Apple's
// .swiftinterface (Facts/SwiftUI.facts, checked by check_facts.py). Bodies are placeholders and
// never run. Built in the Swift 5 language mode, as Apple builds SwiftUI (its static constants of
// non-Sendable types are declared as the interface declares them).

import Foundation

/// The body of every stub member: the stubs are compiled, never run.
func stub<T>() -> T {
    fatalError("A SwiftUI type-check stub was called; these stubs are for compiling on Linux only.")
}
