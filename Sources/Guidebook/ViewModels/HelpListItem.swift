/// Where a run of a help body stands in a list (``GuidebookAttributes/ListItemAttribute``).
///
/// ```swift
/// let item = HelpListItem(ordered: true, number: 2)
/// item.marker   // "2."
/// ```
public struct HelpListItem: Sendable, Hashable, Codable {
    /// Whether the list is numbered.
    public var ordered: Bool
    /// The item's number, from 1.
    public var number: Int

    /// Creates a list position.
    public init(ordered: Bool, number: Int) {
        self.ordered = ordered
        self.number = number
    }

    /// The marker drawn before the item: `•` for a bullet, `2.` for a numbered item.
    public var marker: String { ordered ? "\(number)." : "•" }
}
