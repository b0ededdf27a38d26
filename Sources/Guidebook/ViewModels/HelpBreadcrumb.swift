/// One step of an article screen's breadcrumbs: a title, and the screen it goes back to.
///
/// The breadcrumbs are titles (the trail from "Help" down to the article); where the article
/// stands in the table is ``HelpArticleScreen/indexPath``.
///
/// ```swift
/// HelpArticleScreen(book: book, articleID: "editing/notation/ties")?.breadcrumbs.map(\.title)
/// // ["Help", "Editing", "Notation", "Ties"]
/// ```
public struct HelpBreadcrumb: Sendable, Hashable {
    /// The title shown.
    public var title: String
    /// The screen a tap goes back to; `nil` for the article itself (the current screen).
    public var destination: HelpDestination?

    /// Creates a breadcrumb.
    public init(title: String, destination: HelpDestination?) {
        self.title = title
        self.destination = destination
    }

    /// What tapping it does: go back to its screen, or nothing for the current one.
    public var action: TapAction { destination.map(TapAction.open) ?? .none }
}
