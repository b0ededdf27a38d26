/// Findings the UIKit and SwiftUI adapters report about how an app uses them, written once here
/// so both say the same. An adapter reports each once, in debug builds, on the console.
///
/// ```swift
/// let finding = AdapterFinding.tutorialWithoutEngine(key: "Welcome")
/// finding.code   // "tutorial-without-engine"
/// ```
public enum AdapterFinding {
    /// `.tutorial("Welcome")` on a SwiftUI view with no `Tutorials` above it: the card can never
    /// show.
    ///
    /// - Parameter key: The card's key.
    /// - Returns: A warning naming the card and the fix.
    public static func tutorialWithoutEngine(key: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "The tutorial \"\(key)\" was asked for by a view with no Tutorials above it, so it is never shown.",
            fix: "Apply .guidebook(tutorials) to the app's root view, above every view that uses .tutorial(_:).",
            code: .tutorialWithoutEngine)
    }

    /// `.tutorialTour("basics")` on a SwiftUI view with no `Tutorials` above it: the tour can
    /// never start.
    ///
    /// - Parameter tour: The tour's name.
    /// - Returns: A warning naming the tour and the fix.
    public static func tourWithoutEngine(tour: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "The tour \"\(tour)\" was asked for by a view with no Tutorials above it, so it never starts.",
            fix: "Apply .guidebook(tutorials) to the app's root view, above every view that uses "
                + ".tutorialTour(_:onScreen:).",
            code: .tutorialWithoutEngine)
    }

    /// What a view with no `Tutorials` above it reports for `request`.
    ///
    /// - Parameter request: The card or tour the view asked for.
    /// - Returns: ``tutorialWithoutEngine(key:)`` or ``tourWithoutEngine(tour:)``.
    public static func withoutEngine(_ request: TutorialSceneRequest) -> Diagnostic {
        switch request {
        case .card(let key): tutorialWithoutEngine(key: key)
        case .tour(let tour, _): tourWithoutEngine(tour: tour)
        }
    }
}
