extension HelpMarkdown {
    /// The children of a bold (`strong: true`) or italic run as the reader keeps them: every
    /// bold (italic) inside them, at any depth, is replaced by its own children, and texts that
    /// end up side by side are joined.
    ///
    /// Bold inside bold looks like one bold, and the writer writes it once when no delimiter
    /// character is left that differs from the enclosing ones (``HelpBody/markdown``). Folding
    /// it on reading makes what is read and what is written back the same body, at any depth:
    /// `**a __b__ c**` reads as bold "a b c", as it looks.
    ///
    /// - Complexity: O(n) in the inlines under `children`; no copy when nothing folds.
    static func folding(_ children: [HelpInline], strong: Bool) -> [HelpInline] {
        guard children.contains(where: { $0.contains(style: strong) }) else { return children }
        var folded: [HelpInline] = []
        folded.reserveCapacity(children.count)
        fold(children, strong: strong, into: &folded)
        return folded
    }

    private static func fold(_ inlines: [HelpInline], strong: Bool, into folded: inout [HelpInline]) {
        for inline in inlines {
            switch inline {
            case .strong(let children) where strong, .emphasis(let children) where !strong:
                fold(children, strong: strong, into: &folded)
            case .strong(let children):
                folded.append(.strong(folding(children, strong: strong)))
            case .emphasis(let children):
                folded.append(.emphasis(folding(children, strong: strong)))
            case .link(let children, let link):
                folded.append(.link(folding(children, strong: strong), link))
            case .text(let text):
                if case .text(let before) = folded.last {
                    folded[folded.count - 1] = .text(before + text)
                } else {
                    folded.append(inline)
                }
            case .lineBreak:
                folded.append(inline)
            }
        }
    }
}

extension HelpInline {
    /// Whether this inline is, or holds at any depth, a bold (`style: true`) or italic run.
    fileprivate func contains(style strong: Bool) -> Bool {
        switch self {
        case .strong where strong, .emphasis where !strong: true
        case .strong(let children), .emphasis(let children), .link(let children, _):
            children.contains { $0.contains(style: strong) }
        case .text, .lineBreak: false
        }
    }
}
