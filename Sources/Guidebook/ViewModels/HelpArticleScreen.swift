import Foundation

/// One article's screen: its title, the attributed body, breadcrumbs, its children as a
/// table one level down, and the "See also" rows.
///
/// ```swift
/// guard let screen = HelpArticleScreen(book: book, articleID: "exporting/pdf") else { return }
/// screen.title                       // "Export as PDF"
/// screen.breadcrumbs.map(\.title)    // ["Help", "Exporting", "Export as PDF"]
/// screen.seeAlso.map(\.title)        // related articles the book has
/// ```
public struct HelpArticleScreen: Sendable, Hashable, Identifiable {
    /// The article's id.
    public var id: String
    /// The title.
    public var title: String
    /// The line under the title, when given.
    public var subtitle: String?
    /// The body with Guidebook's attributes (``HelpBody/attributedString(in:)``); links to
    /// articles the book does not have are plain text.
    public var body: AttributedString
    /// The body as plain text, for accessibility and sharing.
    public var plainBody: String
    /// From "Help" through the section and the parent articles down to this one.
    public var breadcrumbs: [HelpBreadcrumb]
    /// Where the article stands in the book (table positions).
    public var indexPath: HelpBook.Path
    /// The children, in book order.
    public var children: [HelpRowModel]
    /// The related articles the book has, in the order given; ids it does not have are left out.
    public var seeAlso: [HelpRowModel]
    /// The "See also" header.
    public var seeAlsoTitle: String
    /// The book's direction.
    public var layoutDirection: LayoutDirection

    /// The screen of the article with `articleID`, or `nil` when the book has none.
    ///
    /// - Parameters:
    ///   - book: The help book.
    ///   - articleID: The article's id.
    ///   - strings: The screen's own words; `nil` for the built-in ones in the book's language.
    /// - Complexity: O(n) in the size of the body, plus O(d) for an article d levels deep.
    public init?(book: HelpBook, articleID: String, strings: HelpScreenStrings? = nil) {
        let strings = strings ?? HelpScreenStrings(book: book)
        guard let path = book.path(of: articleID), let item = book.item(at: path) else { return nil }
        id = item.id
        title = item.title
        subtitle = item.subtitle.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        body = item.body.attributedString(in: book)
        plainBody = item.body.plainText
        indexPath = path
        children = item.children.enumerated().map { row, child in
            HelpRowModel(item: child, indexPath: path.appending(row))
        }
        var seen: Set<String> = [item.id]
        seeAlso = item.related.compactMap { relatedID in
            guard seen.insert(relatedID).inserted, let relatedPath = book.path(of: relatedID),
                let related = book.item(at: relatedPath)
            else { return nil }
            return HelpRowModel(item: related, indexPath: relatedPath)
        }
        seeAlsoTitle = strings.seeAlso
        layoutDirection = book.layoutDirection
        breadcrumbs = Self.breadcrumbs(book: book, path: path, helpTitle: strings.title)
    }

    /// "Help", the section (which goes back to the index: it has no screen of its own), each
    /// ancestor article, then the article itself with no destination.
    private static func breadcrumbs(book: HelpBook, path: HelpBook.Path, helpTitle: String) -> [HelpBreadcrumb] {
        let titles = book.breadcrumbs(for: path)
        guard let sectionTitle = titles.first else { return [] }
        var crumbs = [
            HelpBreadcrumb(title: helpTitle, destination: .index),
            HelpBreadcrumb(title: sectionTitle, destination: .index),
        ]
        var ancestor = HelpBook.Path(Array(path.indices.prefix(1)))
        for (depth, title) in titles.dropFirst().enumerated() {
            ancestor = ancestor.appending(path.indices[depth + 1])
            let isCurrent = depth == titles.count - 2
            let destination = isCurrent ? nil : book.item(at: ancestor).map { HelpDestination.article($0.id) }
            crumbs.append(HelpBreadcrumb(title: title, destination: destination))
        }
        return crumbs
    }

    /// The breadcrumbs as one line, "Help › Editing › Undo"; the `›` is mirrored in right-to-left text.
    public var breadcrumbText: String {
        breadcrumbs.map(\.title).joined(separator: " › ")
    }

    /// What tapping a link in the body does (see ``HelpBook/action(forLink:)``).
    ///
    /// - Parameters:
    ///   - url: The link's URL, from the body's `.link` attribute.
    ///   - book: The book the screen was built from.
    public func action(forLink url: URL, in book: HelpBook) -> TapAction {
        book.action(forLink: url)
    }
}
