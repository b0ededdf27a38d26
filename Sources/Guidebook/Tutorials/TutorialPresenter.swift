import Foundation

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

    /// Whether ``openInSystem(_:)`` opens addresses: an adapter where the system can open them
    /// (UIKit's `UIApplication`). `false` by default.
    var opensLinksInSystem: Bool { get }

    /// Opens an address (`https:`, `mailto:`) a card's action or body link chose, when the app
    /// set no ``Tutorials/onOpenLink(_:)``: the engine's fallback, so a web link works without
    /// app code. Help links (`help:<id>`) are never passed here: only the app's help menu can
    /// show them. Does nothing by default.
    ///
    /// - Parameter url: The address.
    func openInSystem(_ url: URL) async
}

extension TutorialPresenter {
    /// `false`: a presenter opens no address unless it says so.
    public var opensLinksInSystem: Bool { false }

    /// Does nothing.
    public func openInSystem(_ url: URL) async {}
}
