import Foundation

/// Guidebook's own `AttributedString` keys: what an adapter needs to draw a help body or a
/// search result, in a form Foundation on Linux carries too (it has neither
/// `inlinePresentationIntent` nor the Markdown initializer).
///
/// Adapters map these to fonts: ``HelpInlineStyle/bold`` to a bold face of the text style,
/// ``HelpInlineStyle/italic`` to an italic one, ``HighlightAttribute`` to an emphasized match.
/// Links use Foundation's own `.link` key.
///
/// ```swift
/// let text = HelpBody(markdown: "Tap **Export**.").attributedString()
/// for run in text.runs where run.guidebookInlineStyle?.contains(.bold) == true {
///     print(String(text[run.range].characters))   // "Export"
/// }
/// ```
public enum GuidebookAttributes {
    /// Bold and italic of a run of a help body.
    public enum InlineStyleAttribute: CodableAttributedStringKey {
        public typealias Value = HelpInlineStyle
        public static let name = "guidebook.inlineStyle"
    }

    /// The list item a run belongs to (its marker included).
    public enum ListItemAttribute: CodableAttributedStringKey {
        public typealias Value = HelpListItem
        public static let name = "guidebook.listItem"
    }

    /// Marks the list marker itself (`•`, `1.`), so adapters can indent after it.
    public enum ListMarkerAttribute: CodableAttributedStringKey {
        public typealias Value = Bool
        public static let name = "guidebook.listMarker"
    }

    /// The block (paragraph or list, counted from 0) a run belongs to.
    public enum BlockAttribute: CodableAttributedStringKey {
        public typealias Value = Int
        public static let name = "guidebook.block"
    }

    /// A word the search query matched, in a result's title or snippet.
    public enum HighlightAttribute: CodableAttributedStringKey {
        public typealias Value = Bool
        public static let name = "guidebook.highlight"
    }
}

extension AttributeScopes {
    /// Guidebook's attributes with Foundation's (`.link`), for `AttributedString(_:including:)`.
    public struct GuidebookAttributes: AttributeScope {
        /// Bold and italic.
        public let guidebookInlineStyle: Guidebook.GuidebookAttributes.InlineStyleAttribute
        /// The list item a run belongs to.
        public let guidebookListItem: Guidebook.GuidebookAttributes.ListItemAttribute
        /// The list marker.
        public let guidebookListMarker: Guidebook.GuidebookAttributes.ListMarkerAttribute
        /// The block index.
        public let guidebookBlock: Guidebook.GuidebookAttributes.BlockAttribute
        /// A search match.
        public let guidebookHighlight: Guidebook.GuidebookAttributes.HighlightAttribute
        /// Foundation's attributes (`.link`).
        public let foundation: FoundationAttributes
    }

    /// Guidebook's attribute scope.
    public var guidebook: GuidebookAttributes.Type { GuidebookAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.guidebookInlineStyle`, `text.guidebookHighlight = true`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.GuidebookAttributes, T>
    ) -> T {
        self[T.self]
    }
}
