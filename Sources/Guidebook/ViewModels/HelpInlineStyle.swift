/// Bold and italic of a run of text in a help body (``GuidebookAttributes/InlineStyleAttribute``).
///
/// ```swift
/// let style: HelpInlineStyle = [.bold, .italic]
/// style.contains(.bold)   // true
/// ```
public struct HelpInlineStyle: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    /// Creates a style from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `**bold**`: a bold face of the text style.
    public static let bold = HelpInlineStyle(rawValue: 1 << 0)
    /// `*italic*`: an italic face of the text style.
    public static let italic = HelpInlineStyle(rawValue: 1 << 1)
}
