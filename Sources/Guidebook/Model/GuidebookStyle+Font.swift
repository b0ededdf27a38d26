extension GuidebookStyle {
    /// A font by text style, as Dynamic Type wants: the style (headline, body, …), an optional
    /// weight and an optional size at the default text size, scaled with the user's text size
    /// like the style itself (`UIFontMetrics`, SwiftUI's `relativeTo:`).
    ///
    /// ```swift
    /// let title = GuidebookStyle.Font(.title3, weight: .bold)         // Title 3, bold
    /// let body = GuidebookStyle.Font(.body, size: 16)                  // 16 pt, scaled as Body
    /// ```
    public struct Font: Sendable, Hashable, Codable {
        /// Apple's text styles, by the names UIKit and SwiftUI give them.
        public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
            /// Large Title.
            case largeTitle
            /// Title.
            case title
            /// Title 2.
            case title2
            /// Title 3.
            case title3
            /// Headline: the body's size, semibold.
            case headline
            /// Subheadline.
            case subheadline
            /// Body.
            case body
            /// Callout.
            case callout
            /// Footnote.
            case footnote
            /// Caption.
            case caption
            /// Caption 2.
            case caption2

            /// The style's size at the default text size (Large), in points, as iOS sets it.
            public var defaultSize: Double {
                switch self {
                case .largeTitle: 34
                case .title: 28
                case .title2: 22
                case .title3: 20
                case .headline, .body: 17
                case .callout: 16
                case .subheadline: 15
                case .footnote: 13
                case .caption: 12
                case .caption2: 11
                }
            }

            /// The weight the style has of its own: semibold for a headline, regular otherwise.
            public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
        }

        /// Font weights, by the names UIKit and SwiftUI give them.
        public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
            /// Ultra light.
            case ultraLight
            /// Thin.
            case thin
            /// Light.
            case light
            /// Regular.
            case regular
            /// Medium.
            case medium
            /// Semibold.
            case semibold
            /// Bold.
            case bold
            /// Heavy.
            case heavy
            /// Black.
            case black

            /// The CSS `font-weight` (100 … 900).
            public var cssWeight: Int {
                switch self {
                case .ultraLight: 100
                case .thin: 200
                case .light: 300
                case .regular: 400
                case .medium: 500
                case .semibold: 600
                case .bold: 700
                case .heavy: 800
                case .black: 900
                }
            }
        }

        /// The text style the font follows.
        public var textStyle: TextStyle
        /// The weight; `nil` is the style's own (``TextStyle/defaultWeight``).
        public var weight: Weight?
        /// The size at the default text size, in points; `nil` is the style's own
        /// (``TextStyle/defaultSize``). Scaled with the user's text size either way.
        public var size: Double?

        /// Creates a font.
        ///
        /// - Parameters:
        ///   - textStyle: The text style it follows.
        ///   - weight: Its weight; the style's own unless given.
        ///   - size: Its size at the default text size; the style's own unless given.
        public init(_ textStyle: TextStyle, weight: Weight? = nil, size: Double? = nil) {
            self.textStyle = textStyle
            self.weight = weight
            self.size = size
        }

        /// Whether this is the text style's own font (neither ``weight`` nor ``size`` is set):
        /// adapters draw it as the platform's font for the style (`preferredFont(forTextStyle:)`,
        /// SwiftUI's `.headline`, …), and otherwise the system font at ``pointSize`` and
        /// ``resolvedWeight``, scaled with the user's text size like the style.
        ///
        /// ```swift
        /// GuidebookStyle.Font(.headline).isTextStyleFont                 // true
        /// GuidebookStyle.Font(.headline, weight: .bold).isTextStyleFont  // false
        /// ```
        public var isTextStyleFont: Bool { weight == nil && size == nil }

        /// The size drawn at the default text size: ``size`` or the style's.
        public var pointSize: Double { size ?? textStyle.defaultSize }

        /// The weight drawn: ``weight`` or the style's.
        public var resolvedWeight: Weight { weight ?? textStyle.defaultWeight }

        /// This font at least semibold: the primary button's and Next's, drawn in the button font.
        public var emphasized: Font {
            var font = self
            if resolvedWeight.cssWeight < Weight.semibold.cssWeight { font.weight = .semibold }
            return font
        }
    }
}
