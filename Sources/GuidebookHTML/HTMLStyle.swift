import Guidebook

/// The one style sheet every page carries inline: iOS grouped tables, phone frames
/// with a dimmed screen and a card, light and dark appearance. The card's look (padding,
/// spacing, buttons, shadow, material) is generated from ``CardMetrics`` and its corners from
/// ``GuidebookStyle/standard``, the values the UIKit and SwiftUI cards read; a card of another
/// style carries the difference inline (`TutorialCardHTML+Style.swift`).
package enum HTMLStyle {
    /// The style sheet with the standard card.
    package static let sheet = sheet(card: .standard)
    /// A button's padding and corners, the same for every role.
    private static let button = GuidebookStyle.standard.buttonAppearance(for: .primary)

    /// The style sheet with the card drawn by `card`.
    package static func sheet(card m: CardMetrics) -> String {
        """
        :root { color-scheme: light dark; --bg: #f2f2f7; --cell: #ffffff; --text: #000000;
          --secondary: #6c6c70; --separator: #c6c6c8; --tint: #007aff; --warn-bg: #fff4ce; --warn: #7a5b00;
          --phone: #1c1c1e; --app: #ffffff; --app-line: #e5e5ea; --material: rgba(255, 255, 255, 0.78); }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #000000; --cell: #1c1c1e; --text: #ffffff; --secondary: #8e8e93; --separator: #38383a;
            --tint: #0a84ff; --warn-bg: #3a2f00; --warn: #ffd60a; --phone: #3a3a3c; --app: #1c1c1e;
            --app-line: #2c2c2e; --material: rgba(28, 28, 30, 0.78); }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text);
          font: 17px/1.4 -apple-system, system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif; }
        a { color: var(--tint); }
        .topbar { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; align-items: center;
          padding: 10px 16px; background: var(--cell); border-bottom: 1px solid var(--separator); }
        .topbar nav { display: flex; flex-wrap: wrap; gap: 14px; }
        .topbar a { text-decoration: none; }
        .topbar a[aria-current] { font-weight: 600; color: var(--text); }
        main { max-width: 980px; margin: 0 auto; padding: 16px; }
        h1 { font-size: 28px; margin: 8px 16px 16px; }
        .summary, .note { color: var(--secondary); margin: 0 16px 16px; }
        .warning { display: inline-block; background: var(--warn-bg); color: var(--warn); border-radius: 8px;
          padding: 4px 10px; margin: 6px 0; font-size: 14px; font-weight: 600; }
        .phones { display: flex; flex-wrap: wrap; gap: 24px; justify-content: center; }
        .phone { width: 300px; }
        .screen { position: relative; height: 560px; border: 10px solid var(--phone); border-radius: 38px;
          overflow: hidden; background: var(--app); cursor: pointer; }
        .app-bar { padding: 36px 16px 10px; font-weight: 700; font-size: 20px; border-bottom: 1px solid var(--app-line); }
        .app-row { height: 44px; margin: 0 16px; border-bottom: 1px solid var(--app-line); }
        .dimming { position: absolute; inset: 0; background: #000000; }
        .card { position: absolute; left: \(px(m.screenMargin)); right: \(px(m.screenMargin)); top: 50%;
          transform: translateY(-50%); background: var(--material); color: var(--text);
          -webkit-backdrop-filter: blur(\(px(m.materialBlur))); backdrop-filter: blur(\(px(m.materialBlur)));
          border-radius: \(px(GuidebookStyle.standard.cornerRadius)); padding: \(px(m.padding));
          box-shadow: 0 \(px(m.shadowOffset)) \(px(2 * m.shadowRadius)) rgba(0, 0, 0, \(number(m.shadowOpacity))); }
        @media (prefers-reduced-transparency: reduce) {
          .card { background: var(--cell); -webkit-backdrop-filter: none; backdrop-filter: none; }
        }
        .card.card-inline { position: static; transform: none; margin: \(px(m.screenMargin)); }
        .card-title { margin: 0 0 \(px(m.titleSpacing)); font-size: 20px; }
        .card-body { margin: 0 0 \(px(m.bodySpacing)); white-space: pre-line; }
        .card-hint { margin: 0; color: var(--secondary); font-size: 14px; text-align: center; }
        .card-tour { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
          gap: \(px(m.controlSpacing)); font-size: 14px; }
        .tour-progress { color: var(--secondary); unicode-bidi: isolate; white-space: nowrap; }
        .tour-buttons { display: flex; gap: \(px(m.buttonSpacing)); }
        .card-tour button { font: inherit; border: 0; border-radius: \(px(m.buttonCornerRadius)); padding: 6px 10px;
          cursor: pointer; white-space: nowrap; }
        .tour-back, .tour-skip { background: transparent; color: var(--tint); }
        .tour-next { background: var(--tint); color: #ffffff; font-weight: 600; }
        .card-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: \(px(m.controlSpacing));
          margin: 0 0 \(px(m.bodySpacing)); }
        .card-actions button { font: inherit; font-size: 15px; border: 0; border-radius: \(px(m.buttonCornerRadius));
          padding: \(px(button.verticalPadding)) \(px(button.horizontalPadding)); cursor: pointer; }
        \(TutorialAction.Role.allCases.map(TutorialCardHTML.roleRule).joined(separator: "\n"))
        .card-image { margin: 0 0 \(px(m.titleSpacing)); text-align: center; }
        .card-image img { max-width: 100%; height: 96px; }
        .image-placeholder { display: inline-block; min-width: 34px; padding: 6px 10px; border: 1px dashed var(--secondary);
          border-radius: \(px(m.buttonCornerRadius)); color: var(--secondary); font-size: 12px; }
        .card-link { color: var(--tint); }
        .screen.dismissed .dimming, .screen.dismissed .card, .screen.dismissed .spot { display: none; }
        .spot { position: absolute; inset: 0; }
        .spot-slot { display: flex; flex-direction: column; height: 100%; justify-content: flex-start; }
        .spot-slot.spot-end { justify-content: flex-end; }
        .spot-slot.spot-centre { justify-content: center; }
        .spot .spot-card { position: static; transform: none; }
        .spot-arrow { fill: var(--cell); }
        .spot-ring { stroke: var(--tint); }
        .explain { font-size: 13px; margin: 6px 0 0; color: var(--secondary); }
        .explain summary { cursor: pointer; font-weight: 600; }
        .explain ul { list-style: none; margin: 4px 0 0; padding: 0; }
        .explain .fail { color: var(--warn); }
        .explain-mark { display: inline-block; min-width: 3em; font-weight: 600; }
        .caption { text-align: center; color: var(--secondary); font-size: 14px; margin: 8px 0 0; }
        .phone .warning { display: block; }
        .search { margin: 0 16px 20px; }
        .search input { width: 100%; font: inherit; padding: 8px 12px; border-radius: 10px;
          border: 1px solid var(--separator); background: var(--cell); color: var(--text); }
        .group-header { text-transform: uppercase; font-size: 13px; font-weight: 400; color: var(--secondary);
          margin: 22px 16px 6px; }
        .group { list-style: none; margin: 0; padding: 0; background: var(--cell); border-radius: 10px; overflow: hidden; }
        .group li + li { border-top: 1px solid var(--separator); }
        .row { display: flex; align-items: center; gap: 8px; padding: 11px 16px; color: var(--text); text-decoration: none; }
        .row .label { flex: 1; display: flex; flex-direction: column; }
        .row .subtitle, .row .path { color: var(--secondary); font-size: 14px; }
        .row::after { content: "\\203A"; color: var(--secondary); font-size: 22px; line-height: 1; }
        [dir="rtl"] .row::after { content: "\\2039"; }
        .row.empty::after { content: none; }
        .row .badge { font-size: 13px; color: var(--warn); }
        .breadcrumb { margin: 0 16px 8px; font-size: 14px; color: var(--secondary); }
        .breadcrumb ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
        .breadcrumb li + li::before { content: "\\203A"; margin-inline-end: 6px; }
        [dir="rtl"] .breadcrumb li + li::before { content: "\\2039"; }
        article.help { background: var(--cell); border-radius: 10px; padding: 4px 16px 8px; margin: 0 0 16px; }
        article.help h1 { margin: 12px 0 4px; }
        article.help .subtitle { color: var(--secondary); margin: 0 0 8px; }
        .broken-link { text-decoration: underline wavy var(--warn); }
        .languages-list { list-style: none; padding: 0; }
        """
    }

    /// A length in CSS pixels: `14px`, `0.5px`.
    static func px(_ value: Double) -> String { number(value) + "px" }

    /// A number as CSS writes it: no trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
