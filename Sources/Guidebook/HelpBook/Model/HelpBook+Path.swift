extension HelpBook {
    /// Where an item stands in a book: its section, then its row at each level
    /// (`[section, row]` for a top-level row, `[section, row, childRow, ...]` below).
    ///
    /// ```swift
    /// let path: HelpBook.Path = [1, 2, 0]   // section 1, row 2, its first child
    /// book.item(at: path)?.title
    /// ```
    public struct Path: Sendable, Hashable, Codable, ExpressibleByArrayLiteral, CustomStringConvertible {
        /// The indices: section first, then one row per level.
        public var indices: [Int]

        /// Creates a path from indices, section first.
        public init(_ indices: [Int]) {
            self.indices = indices
        }

        public init(arrayLiteral elements: Int...) {
            self.indices = elements
        }

        /// The section index, when the path is not empty.
        public var section: Int? { indices.first }

        /// The rows below the section, outermost first.
        public var rows: ArraySlice<Int> { indices.dropFirst() }

        /// How many rows deep the path goes (1 for a row of a section).
        public var depth: Int { max(0, indices.count - 1) }

        /// The path of the parent item, or `nil` for a top-level row or an empty path.
        public var parent: Path? {
            indices.count > 2 ? Path(Array(indices.dropLast())) : nil
        }

        /// The path of the child at `row` under this path.
        public func appending(_ row: Int) -> Path { Path(indices + [row]) }

        /// `1.2.0`.
        public var description: String { indices.map(String.init).joined(separator: ".") }

        public init(from decoder: any Decoder) throws {
            indices = try decoder.singleValueContainer().decode([Int].self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(indices)
        }
    }
}
