/// Draws a ``TutorialCard`` and reports how it was dismissed: the UIKit overlay, a SwiftUI
/// modifier, the HTML preview, or the terminal.
///
/// `Tutorials` calls ``present(_:)`` for one card at a time and waits for it to return before
/// presenting the next. Presenters only draw: they never read files or stores.
///
/// ```swift
/// struct PrintingPresenter: TutorialPresenter {
///     func present(_ card: TutorialCard) async -> DismissReason {
///         print(card.title, card.body, card.dismissHint, separator: "\n")
///         return .noInteraction
///     }
/// }
/// ```
///
/// A presenter bound to the main actor conforms by marking its method `@MainActor`.
public protocol TutorialPresenter: Sendable {
    /// Shows `card` over the dimmed screen and returns once it is gone.
    ///
    /// - Parameter card: What to draw: title, body, dismiss hint, dimming opacity, direction.
    /// - Returns: How the card was dismissed.
    func present(_ card: TutorialCard) async -> DismissReason
}
