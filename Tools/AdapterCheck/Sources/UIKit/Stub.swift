// Type-check stubs of UIKit: only what Guidebook's adapters use, each declaration copied from
// Apple's (see Facts/UIKit.facts, checked by check_facts.py). Nothing here runs.

import Foundation

/// The body of every stub member: the stubs are compiled, never run.
func stub<T>() -> T {
    fatalError("A UIKit type-check stub was called; these stubs are for compiling on Linux only.")
}
