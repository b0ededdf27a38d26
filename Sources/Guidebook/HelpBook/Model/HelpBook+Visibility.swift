extension HelpItem {
    /// Whether the item shows in an app of a given version: on or after `minimumAppVersion`
    /// and on or before `maximumAppVersion` (both inclusive; an absent limit does not limit).
    ///
    /// ```swift
    /// item.isVisible(forAppVersion: AppVersion("2.1")!)
    /// ```
    ///
    /// - Parameter version: The running app's version.
    public func isVisible(forAppVersion version: AppVersion) -> Bool {
        if let minimumAppVersion, version < minimumAppVersion { return false }
        if let maximumAppVersion, version > maximumAppVersion { return false }
        return true
    }

    /// Whether no app version can show the item (its minimum is after its maximum).
    public var isHiddenForEveryVersion: Bool {
        guard let minimumAppVersion, let maximumAppVersion else { return false }
        return minimumAppVersion > maximumAppVersion
    }
}

extension HelpBook {
    /// The book as an app of `version` shows it: items outside their version range are
    /// removed together with their children; sections keep their place even when empty
    /// of rows (presenters may hide empty sections). Ids and the id index follow.
    ///
    /// ```swift
    /// let shown = book.visible(forAppVersion: AppVersion("3.0")!)
    /// shown.item(withID: "sharing/airdrop")   // nil when that article needs 3.1
    /// ```
    ///
    /// - Parameter version: The running app's version.
    /// - Returns: A copy without the hidden items.
    /// - Complexity: O(n) in the number of items.
    public func visible(forAppVersion version: AppVersion) -> HelpBook {
        func filter(_ items: [HelpItem]) -> [HelpItem] {
            items.compactMap { item in
                guard item.isVisible(forAppVersion: version) else { return nil }
                guard !item.children.isEmpty else { return item }
                var copy = item
                copy.children = filter(item.children)
                return copy
            }
        }
        var copy = self
        copy.sections = sections.map { section in
            var section = section
            section.items = filter(section.items)
            return section
        }
        return copy
    }
}
