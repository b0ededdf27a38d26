// The table-view shape the seed builds by hand (`numberOfSectionsInTableView:`,
// `numberOfRowsInSection:`, `cellForRowAtIndexPath:`, `titleForHeaderInSection:`), as API.
// Out-of-range indices answer 0 or nil instead of trapping: a table and a
// re-loaded book can briefly disagree.

extension HelpBook {
    /// The number of sections (the seed's `numberOfSectionsInTableView:`).
    ///
    /// ```swift
    /// for section in 0..<book.numberOfSections { print(book.titleForHeader(inSection: section) ?? "") }
    /// ```
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of rows in a section, or 0 when there is no such section.
    ///
    /// ```swift
    /// book.numberOfRows(inSection: 0)   // rows under the first header
    /// ```
    ///
    /// - Parameter section: The section index.
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The item at a section and row, or `nil` when out of range.
    ///
    /// ```swift
    /// book.item(atSection: 0, row: 2)?.title
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section index.
    ///   - row: The row within the section.
    /// - Complexity: O(1).
    public func item(atSection section: Int, row: Int) -> HelpItem? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(row) else { return nil }
        return sections[section].items[row]
    }

    /// The header title of a section, or `nil` when there is no such section.
    ///
    /// ```swift
    /// book.titleForHeader(inSection: 0)   // "Getting Started"
    /// ```
    ///
    /// - Parameter section: The section index.
    /// - Complexity: O(1).
    public func titleForHeader(inSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }
}

extension HelpSection {
    /// The number of rows in the section.
    ///
    /// ```swift
    /// book.sections[0].numberOfRows
    /// ```
    ///
    /// - Complexity: O(1).
    public var numberOfRows: Int { items.count }

    /// The row at an index, or `nil` when out of range.
    ///
    /// ```swift
    /// book.sections[0].item(atRow: 1)?.title
    /// ```
    ///
    /// - Parameter row: The row index.
    /// - Complexity: O(1).
    public func item(atRow row: Int) -> HelpItem? {
        items.indices.contains(row) ? items[row] : nil
    }
}

extension HelpItem {
    /// The number of child rows one level down (0 for an article without children).
    ///
    /// ```swift
    /// if item.numberOfRows > 0 { /* push a table of children */ }
    /// ```
    ///
    /// - Complexity: O(1).
    public var numberOfRows: Int { children.count }

    /// Whether the item has children (a table one level down) rather than only text.
    public var hasChildren: Bool { !children.isEmpty }

    /// The child at a row, or `nil` when out of range.
    ///
    /// ```swift
    /// item.child(atRow: 0)?.title
    /// ```
    ///
    /// - Parameter row: The child row index.
    /// - Complexity: O(1).
    public func child(atRow row: Int) -> HelpItem? {
        children.indices.contains(row) ? children[row] : nil
    }
}
