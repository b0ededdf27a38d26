import Foundation
import Guidebook

/// An invariant a fuzz target checks that did not hold for an input.
///
/// ```swift
/// do { try FuzzTarget.markdown.check(input) } catch { print(error.diagnostic) }
/// ```
package struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    /// What did not hold, with the values involved.
    package var message: String

    /// Creates a failure.
    package init(_ message: String) {
        self.message = message
    }

    /// The failure as a finding: what broke and where to look.
    package var diagnostic: Diagnostic {
        Diagnostic(
            .error, message,
            fix: "Save the input under Fuzz/Regressions/<target>/ and fix the parser until the replay test passes.",
            code: .fuzzInvariant)
    }

    /// The diagnostic's message and fix.
    package var description: String {
        diagnostic.fix.map { "\(message) \($0)" } ?? message
    }
}

/// Throws ``FuzzFailure`` with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message()) }
}
