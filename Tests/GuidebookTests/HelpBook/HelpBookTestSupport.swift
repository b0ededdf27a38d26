import Foundation
import Guidebook

/// Builders for help-book trees, as a reader would hand them over.
enum HelpTree {
    /// A legacy section: `Title` first, then rows in the given order.
    static func section(_ title: String, _ rows: KeyValuePairs<String, PropertyListValue>, line: Int = 0)
        -> PropertyListValue
    {
        var entries = [PropertyListDictionary.Entry(key: "Title", value: .string(title))]
        for (offset, row) in rows.enumerated() {
            entries.append(
                .init(
                    key: row.key, value: row.value,
                    location: line > 0
                        ? SourceLocation(file: "HelpList.plist", line: line + offset + 1, column: 3) : nil))
        }
        return .dictionary(
            PropertyListDictionary(
                entries, location: line > 0 ? SourceLocation(file: "HelpList.plist", line: line, column: 2) : nil))
    }

    /// A dictionary value from pairs in order.
    static func dict(_ pairs: KeyValuePairs<String, PropertyListValue>) -> PropertyListValue {
        .dictionary(PropertyListDictionary(pairs))
    }

    /// The Compositions-style legacy book used across the suites.
    static let compositions: PropertyListValue = .array([
        section(
            "Getting Started",
            [
                "Welcome": .string("Compositions is a notebook for music.\nWrite ideas down fast."),
                "Creating a Piece": .string("Tap + to start a new piece."),
                "Zooming": .string("Pinch to zoom."),
            ], line: 5),
        section(
            "Editing",
            [
                "Notation": dict([
                    "Notes": .string("Tap a line to place a note."),
                    "Ties": .string("Drag from one note to the next."),
                    "Rests": dict(["Whole Rests": .string("Hold the rest button.")]),
                ]),
                "Undo": .string("Shake to undo."),
            ], line: 20),
        section("Sharing", ["Export as PDF": .string("Choose Share, then PDF.")], line: 40),
    ])
}
