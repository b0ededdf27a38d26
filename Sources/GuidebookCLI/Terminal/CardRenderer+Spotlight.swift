import Guidebook

extension CardRenderer {
    /// The screen the terminal stands for, in points: an iPhone's (390 × 844). Spotlight frames
    /// in the rules file and `--target` are read in it, then scaled to the terminal's cells.
    package static let referenceScreen = SpotlightRect(x: 0, y: 0, width: 390, height: 844)
    /// The rows the screen takes, at least: a terminal's height.
    static let spotlightRows = 24

    /// A spotlight card: the shade pattern with the target's cut-out left clear, the card beside
    /// it (where ``SpotlightLayout`` puts it, computed in points and scaled to cells) and an arrow
    /// (`▲▼◀▶`) towards the target. When the layout falls back, a `⚠` line under the screen says why.
    ///
    /// ```
    /// ░░░░░░░░░░░░░░░░░░░░░░░░      ░░░░
    /// ░░░░░░░░░░░░░░░░░░░░░░░░      ░░░░
    /// ░░░░░░░░░░░░░░░░░░░░░░░░░░░▲░░░░░░
    /// ░░░░░░░░┌──────────────────────┐░░
    /// ```
    ///
    /// An anchored bubble (``TutorialPresentation/anchored``) is placed the same way, but the
    /// screen is not dimmed: it stays blank, and the target it points at is drawn `▒`.
    func spotlightLines(for card: TutorialCard, spotlight: TutorialSpotlight) -> [String] {
        let total = self.total
        let inner = min(total - 8, 44)
        let box = box(for: card, inner: inner)
        let boxWidth = inner + 4
        let rows = max(Self.spotlightRows, box.count + 4)
        let screen = Self.referenceScreen
        let scaleX = Double(total) / screen.width
        let scaleY = Double(rows) / screen.height
        let layout = SpotlightLayout(
            spotlight: spotlight, targetFrame: card.spotlightFrame, key: card.key, safeArea: screen,
            cardWidth: Double(boxWidth) / scaleX, cardHeight: Double(box.count) / scaleY,
            layoutDirection: card.layoutDirection)
        // The model says whether the screen is dimmed (not for an anchored bubble).
        let dims = TutorialCardModel(card: card).dimmingOpacity > 0
        let shade: Character = dims ? Character(Self.shade(opacity: card.dimmingOpacity)) : " "
        var grid = [[Character]](repeating: [Character](repeating: shade, count: total), count: rows)
        if let cutout = layout.cutout {
            for row in 0..<rows {
                for column in 0..<total {
                    let x = (Double(column) + 0.5) / scaleX
                    let y = (Double(row) + 0.5) / scaleY
                    if Self.contains(cutout, x: x, y: y) { grid[row][column] = dims ? " " : "▒" }
                }
            }
        }
        let left = min(max(Int((layout.cardFrame.x * scaleX).rounded()), 0), total - boxWidth)
        let top = min(max(Int((layout.cardFrame.y * scaleY).rounded()), 0), rows - box.count)
        if let arrow = layout.arrow {
            let column = min(max(Int((arrow.tipX * scaleX).rounded(.down)), 0), total - 1)
            let row = min(max(Int((arrow.tipY * scaleY).rounded(.down)), 0), rows - 1)
            switch arrow.edge {
            case .top: grid[max(top - 1, 0)][min(max(column, left + 1), left + boxWidth - 2)] = "▲"
            case .bottom: grid[min(top + box.count, rows - 1)][min(max(column, left + 1), left + boxWidth - 2)] = "▼"
            case .left: grid[min(max(row, top + 1), top + box.count - 2)][max(left - 1, 0)] = "◀"
            case .right:
                grid[min(max(row, top + 1), top + box.count - 2)][min(left + boxWidth, total - 1)] = "▶"
            }
        }
        var lines = grid.map { String($0) }
        for (offset, line) in box.enumerated() {
            let cells = grid[top + offset]
            lines[top + offset] = String(cells[..<left]) + line + String(cells[(left + boxWidth)...])
        }
        if let diagnostic = layout.diagnostic { lines.append("⚠ \(diagnostic.message)") }
        return lines
    }

    /// Whether a point (in points) lies inside the cut-out's shape.
    static func contains(_ cutout: SpotlightLayout.Cutout, x: Double, y: Double) -> Bool {
        let frame = cutout.frame
        guard x >= frame.minX, x < frame.maxX, y >= frame.minY, y < frame.maxY else { return false }
        let radius = cutout.cornerRadius
        guard radius > 0 else { return true }
        // Inside unless in a corner square and outside that corner's circle.
        let cornerX = x < frame.minX + radius ? frame.minX + radius : x > frame.maxX - radius ? frame.maxX - radius : x
        let cornerY = y < frame.minY + radius ? frame.minY + radius : y > frame.maxY - radius ? frame.maxY - radius : y
        let dx = x - cornerX
        let dy = y - cornerY
        return dx * dx + dy * dy <= radius * radius
    }
}
