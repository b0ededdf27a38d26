/// The findings `guidebook lint` makes about an app's code rather than its content: a key built at
/// run time, a card no code shows, no code given, a source file that does not read, an event
/// counted but never donated. Their text is written here, with the content's own, so that every
/// finding's words come from the core and the command line only renders them.
///
/// ```swift
/// CodeFindings.unusedKey("Export", at: entry).message
/// // Tutorial "Export" is in the tables but no code shows it.
/// ```
package enum CodeFindings {
    /// A `show(…)` (or the seed's call) whose key is not a literal.
    ///
    /// - Parameters:
    ///   - call: The function called, as written.
    ///   - location: Where the call is.
    package static func dynamicKey(call: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note, "The key passed to \(call)(…) is built at run time, so lint cannot check it.", at: location,
            fix: "Check its copy by hand, or pass a literal key.", code: .dynamicKey)
    }

    /// A card the tables have that no scanned code shows.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - location: Its first entry in the tables.
    package static func unusedKey(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "Tutorial \"\(key)\" is in the tables but no code shows it.", at: location,
            fix: "Remove it, or call show(\"\(key)\") where it belongs.", code: .unusedKey)
    }

    /// No source file was found, so the keys were not checked against code.
    package static var noSources: Diagnostic {
        Diagnostic(
            .note, "No Swift or Objective-C sources found, so keys were not checked against code.",
            fix: "Pass the app's code with --sources DIR.", code: .noSources)
    }

    /// A source file that exists but cannot be read.
    ///
    /// - Parameter path: The file.
    package static func unreadableSource(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "The source file cannot be read, so the keys it shows were not checked.",
            at: SourceLocation(file: path, line: 0, column: 0),
            fix: "Check that it exists and is readable.", code: .contentUnreadable)
    }

    /// An event a `.event(…)` condition counts that no `donate(…)` in the code names: the
    /// condition never passes.
    ///
    /// - Parameters:
    ///   - event: The event counted.
    ///   - location: Where the condition counts it.
    ///   - donated: The events the code donates, sorted: the nearest is suggested.
    package static func eventNeverDonated(_ event: String, at location: SourceLocation?, donated: [String])
        -> Diagnostic
    {
        Diagnostic(
            .warning, "The condition counts the event \"\(event)\", but no code donates it, so it never passes.",
            at: location,
            fix: EditDistance.closest(to: event, among: donated).map { "Did you mean \"\($0)\"?" }
                ?? "Call tutorials.donate(\"\(event)\") where it happens.",
            code: .eventNeverDonated)
    }
}
