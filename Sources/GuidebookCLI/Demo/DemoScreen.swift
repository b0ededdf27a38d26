import Guidebook

/// Lays the demo out as lines of exactly the terminal's width: a top bar, the screen (an app
/// screen with its tutorial card over it, dimmed, or the help browser), a status line and the
/// tab bar. Pure, so it is the same under tmux and in tests.
struct DemoScreen {
    /// How a run of text is drawn.
    enum Style: Sendable { case plain, faint, bold, inverse }

    /// One line: runs of styled text.
    struct Line: Sendable {
        var runs: [(text: String, style: Style)]

        init(_ text: String = "", _ style: Style = .plain) { runs = [(text, style)] }
        init(runs: [(text: String, style: Style)]) { self.runs = runs }

        var text: String { runs.map(\.text).joined() }
    }

    var state: DemoState

    /// The whole screen: `state.rows` lines.
    func lines() -> [Line] {
        let columns = max(state.columns, 20)
        let rows = max(state.rows, 6)
        guard state.columns >= 40, state.rows >= 12 else {
            var lines = [Line("Make the terminal at least 40×12.")]
            lines += Array(repeating: Line(), count: rows - 1)
            return lines.map { fit($0, columns) }
        }
        let bodyHeight = rows - 3
        var lines: [Line] = [topBar(columns)]
        var body = state.isHelp ? helpBody(columns, bodyHeight) : appScreen(columns, bodyHeight)
        if let card = state.card {
            body = overlay(card, on: body, columns: columns)
        }
        lines += body
        lines.append(statusLine(columns))
        lines.append(tabBar(columns))
        return lines.map { fit($0, columns) }
    }

    // MARK: Parts

    private func topBar(_ columns: Int) -> Line {
        let title = state.isHelp ? "Help" : state.screens[state.current]
        let left = " \(state.appName) · \(title)"
        let right = "\(state.language) "
        let gap = max(1, columns - CardRenderer.width(of: left) - CardRenderer.width(of: right))
        return Line(left + String(repeating: " ", count: gap) + right, .inverse)
    }

    private func statusLine(_ columns: Int) -> Line {
        let keys: String
        if state.card != nil {
            keys = "any key: dismiss · Esc: skip"
        } else if state.isHelp {
            keys =
                state.query != nil ? "type to search · ↑↓ ⏎ open · Esc done" : "↑↓ ⏎ open · ← back · / search · q quit"
        } else {
            keys = "←→ tabs · r reset tutorials · q quit"
        }
        let left = state.message ?? "State: \(state.stateFile)"
        let room = columns - CardRenderer.width(of: keys) - 3
        return Line(runs: [(" " + clip(left, room), .faint), ("  " + keys, .plain)])
    }

    private func tabBar(_ columns: Int) -> Line {
        var runs: [(text: String, style: Style)] = [(" ", .plain)]
        for (index, name) in (state.screens + ["Help"]).enumerated() {
            let label = " \(index + 1) \(name) "
            runs.append((label, index == state.current ? .inverse : .plain))
            runs.append(("│", .faint))
        }
        return Line(runs: runs)
    }

    private func appScreen(_ columns: Int, _ height: Int) -> [Line] {
        let name = state.screens[state.current]
        var lines = [
            Line(), Line("  \(name)", .bold), Line("  " + String(repeating: "─", count: min(columns - 4, 40))),
        ]
        var number = 1
        while lines.count < height {
            lines.append(Line("  ▢ \(name) item \(number)"))
            number += 1
        }
        return Array(lines.prefix(height))
    }

    private func overlay(_ card: TutorialCard, on body: [Line], columns: Int) -> [Line] {
        var dimmed = body.map { Line($0.text, .faint) }
        var box = CardRenderer(columns: columns, styled: false).lines(for: card)
        if box.count > dimmed.count {
            // Keep the top of the box and its last lines (the hint and the bottom edge).
            box = Array(box.prefix(dimmed.count - 3)) + box.suffix(3)
        }
        let top = max(0, (dimmed.count - box.count) / 2)
        let left = max(0, (columns - (box.first.map { CardRenderer.width(of: $0) } ?? 0)) / 2)
        for (offset, text) in box.enumerated() where top + offset < dimmed.count {
            dimmed[top + offset] = Line(String(repeating: " ", count: left) + text, .plain)
        }
        return dimmed
    }

    // MARK: Help

    private func helpBody(_ columns: Int, _ height: Int) -> [Line] {
        guard let book = state.book, !book.sections.isEmpty else {
            return [Line(), Line("  This content has no help book (HelpList.plist).", .faint)]
                + Array(repeating: Line(), count: max(0, height - 2))
        }
        if let query = state.query { return searchBody(book, query: query, columns: columns, height: height) }
        if let article = state.articles.last { return articleBody(article, columns: columns, height: height) }
        var lines: [Line] = [Line(), Line("  Help", .bold)]
        var selectedLine = 0
        var row = 0
        for (index, section) in book.sections.enumerated() {
            lines.append(Line())
            lines.append(Line("  " + section.title.uppercased(), .faint))
            for item in section.items {
                if row == state.selection { selectedLine = lines.count }
                lines.append(self.row(item.title, selected: row == state.selection, columns: columns))
                row += 1
            }
            _ = index
        }
        return scrolled(lines, keeping: selectedLine, height: height)
    }

    private func articleBody(_ article: DemoState.OpenArticle, columns: Int, height: Int) -> [Line] {
        let crumbs = article.trail.joined(separator: " › ")
        var lines: [Line] = [Line(), Line("  " + crumbs, .faint), Line("  " + article.item.title, .bold)]
        if let subtitle = article.item.subtitle, !subtitle.isEmpty { lines.append(Line("  " + subtitle, .faint)) }
        lines.append(Line())
        for paragraph in article.item.body.blocks.map(\.plainText) {
            for wrapped in CardRenderer.wrap(paragraph, width: columns - 4) { lines.append(Line("  " + wrapped)) }
            lines.append(Line())
        }
        var selectedLine = 0
        for (index, child) in article.item.children.enumerated() {
            if index == state.selection { selectedLine = lines.count }
            lines.append(row(child.title, selected: index == state.selection, columns: columns))
        }
        return scrolled(lines, keeping: selectedLine, height: height)
    }

    private func searchBody(_ book: HelpBook, query: String, columns: Int, height: Int) -> [Line] {
        var lines: [Line] = [Line(), Line(runs: [("  Search: ", .bold), (query + "▏", .plain)]), Line()]
        if query.isEmpty {
            lines.append(Line("  Type to search the help book.", .faint))
            return scrolled(lines, keeping: 0, height: height)
        }
        let hits = state.search?.search(query) ?? []
        if hits.isEmpty { lines.append(Line("  No results.", .faint)) }
        var selectedLine = 0
        for (index, hit) in hits.enumerated() {
            if index == state.searchSelection { selectedLine = lines.count }
            let label = "\(hit.item.title)  (\(hit.trail))"
            lines.append(row(label, selected: index == state.searchSelection, columns: columns))
        }
        return scrolled(lines, keeping: selectedLine, height: height)
    }

    private func row(_ title: String, selected: Bool, columns: Int) -> Line {
        let text = "  " + (selected ? "> " : "  ") + clip(title, columns - 8)
        let gap = max(1, columns - 3 - CardRenderer.width(of: text))
        return Line(text + String(repeating: " ", count: gap) + "›", selected ? .inverse : .plain)
    }

    private func scrolled(_ lines: [Line], keeping index: Int, height: Int) -> [Line] {
        var start = 0
        if index >= height { start = min(index - height + 2, max(0, lines.count - height)) }
        var visible = Array(lines.dropFirst(start).prefix(height))
        while visible.count < height { visible.append(Line()) }
        return visible
    }

    // MARK: Width

    private func clip(_ text: String, _ width: Int) -> String {
        guard CardRenderer.width(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = CardRenderer.width(of: character)
            if used + characterWidth > max(0, width - 1) { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// The line cut or padded to exactly `columns`.
    private func fit(_ line: Line, _ columns: Int) -> Line {
        var runs: [(text: String, style: Style)] = []
        var used = 0
        for run in line.runs {
            var text = ""
            for character in run.text {
                let width = CardRenderer.width(of: character)
                if used + width > columns { break }
                text.append(character)
                used += width
            }
            runs.append((text, run.style))
        }
        if used < columns {
            let padStyle = line.runs.count == 1 && line.runs[0].style == .inverse ? Style.inverse : .plain
            runs.append((String(repeating: " ", count: columns - used), padStyle))
        }
        return Line(runs: runs)
    }
}
