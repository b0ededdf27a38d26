extension HelpBook {
    /// Checks the book for mistakes an author would want to fix, each with its position:
    ///
    /// | code | severity | finding |
    /// |---|---|---|
    /// | `duplicate-id` | error | two items (or two sections) share an id; links reach only the first |
    /// | `empty-title` | error | a section or item without a title |
    /// | `empty-body` | warning | an item with neither text nor children |
    /// | `missing-link` | error | a `related` id or an in-body article link that no item has |
    /// | `hidden-everywhere` | warning | `minimumAppVersion` is after `maximumAppVersion` |
    ///
    /// Links may point at each other in cycles (A ↔ B is a normal "See also"); nothing follows
    /// links transitively, so cycles cannot loop.
    ///
    /// ```swift
    /// for finding in book.validate() { print(finding) }
    /// // HelpList.plist:12:3: error: "Sharing" links to "export/pdf", which no item has. …
    /// ```
    ///
    /// - Returns: The findings in file order.
    /// - Complexity: O(n + l) for n items and l links.
    public func validate() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var firstSectionByID: [String: HelpSection] = [:]
        for section in sections {
            if section.title.allSatisfy(\.isWhitespace) {
                findings.append(
                    Diagnostic(
                        .error, "A section has an empty title, so its header is blank.", at: section.location,
                        fix: "Write a header title.", code: .emptyTitle))
            }
            if let first = firstSectionByID[section.id] {
                findings.append(
                    Diagnostic(
                        .error,
                        "Two sections have the id \"\(section.id)\" (\"\(first.title)\" and \"\(section.title)\").",
                        at: section.location, fix: "Give each section its own id.", code: .duplicateID))
            } else {
                firstSectionByID[section.id] = section
            }
        }
        var firstItemByID: [String: HelpItem] = [:]
        let items = allItems
        for (_, item) in items {
            if let first = firstItemByID[item.id] {
                let firstPlace = first.location.map { " (first at \($0))" } ?? ""
                findings.append(
                    Diagnostic(
                        .error,
                        "Two items have the id \"\(item.id)\": \"\(first.title)\"\(firstPlace) and \"\(item.title)\"; links reach only the first.",
                        at: item.location, fix: "Give each item its own id.", code: .duplicateID))
            } else {
                firstItemByID[item.id] = item
            }
        }
        var knownIDs: [String]?  // sorted once, on the first missing link
        for (_, item) in items {
            if item.title.allSatisfy(\.isWhitespace) {
                findings.append(
                    Diagnostic(
                        .error, "The item \"\(item.id)\" has an empty title, so its row is blank.", at: item.location,
                        fix: "Write a row title.", code: .emptyTitle))
            }
            if item.children.isEmpty, item.body.isEmpty {
                findings.append(
                    Diagnostic(
                        .warning,
                        "The item \"\(item.title)\" has no text and no children, so tapping it shows nothing.",
                        at: item.location, fix: "Write its help text, or remove the row.", code: .emptyBody))
            }
            for id in item.related where firstItemByID[id] == nil {
                findings.append(missingLink(from: item, to: id, kind: "a related item", knownIDs: &knownIDs))
            }
            for id in Self.articleLinks(in: item.body) where firstItemByID[id] == nil {
                findings.append(missingLink(from: item, to: id, kind: "a link in its text", knownIDs: &knownIDs))
            }
            for address in Self.webLinks(in: item.body) where HelpLink.safeWebURL(address) == nil {
                findings.append(
                    Diagnostic(
                        .warning,
                        "In \"\(item.title)\": the link to \"\(address)\" is shown as plain text: help books only open https: and mailto: web links.",
                        at: item.location, fix: "Link to a web page with https:, or to an article with #<id>.",
                        code: .unsafeLink))
            }
            if item.isHiddenForEveryVersion, let minimum = item.minimumAppVersion, let maximum = item.maximumAppVersion
            {
                findings.append(
                    Diagnostic(
                        .warning,
                        "The item \"\(item.title)\" is hidden in every app version: its minimum \(minimum) is after its maximum \(maximum).",
                        at: item.location, fix: "Swap or correct minimumAppVersion and maximumAppVersion.",
                        code: .hiddenEverywhere))
            }
        }
        return findings
    }

    private func missingLink(
        from item: HelpItem, to id: String, kind: String, knownIDs: inout [String]?
    ) -> Diagnostic {
        let candidates = knownIDs ?? index.paths.keys.sorted()
        knownIDs = candidates
        let suggestion = EditDistance.closest(to: id, among: candidates)
        return Diagnostic(
            .error, "The item \"\(item.title)\" names \"\(id)\" as \(kind), but no item has that id.",
            at: item.location, fix: suggestion.map { "Did you mean \"\($0)\"?" } ?? "Fix the id or remove the link.",
            code: .missingLink)
    }

    /// The ids of the articles a body links to.
    static func articleLinks(in body: HelpBody) -> [String] {
        links(in: body).compactMap { if case .article(let id) = $0 { id } else { nil } }
    }

    /// The web addresses a body links to.
    static func webLinks(in body: HelpBody) -> [String] {
        links(in: body).compactMap { if case .web(let address) = $0 { address } else { nil } }
    }

    /// Every link target of a body, outer links first.
    private static func links(in body: HelpBody) -> [HelpLink] {
        var links: [HelpLink] = []
        var pending: [HelpInline] = []
        for block in body.blocks {
            switch block {
            case .paragraph(let inlines): pending.append(contentsOf: inlines)
            case .list(_, let items): pending.append(contentsOf: items.joined())
            }
        }
        var index = 0
        while index < pending.count {
            switch pending[index] {
            case .link(let children, let link):
                links.append(link)
                pending.append(contentsOf: children)
            case .strong(let children), .emphasis(let children):
                pending.append(contentsOf: children)
            case .text, .lineBreak:
                break
            }
            index += 1
        }
        return links
    }
}
