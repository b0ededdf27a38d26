import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Each action role looks like its role (primary filled in the tint, secondary a faint tint,
/// dismiss plain in the secondary label colour), writers change a role's colours in the rules
/// file's style (what they write wrong is refused where it stands: `GuidebookStyleTests`).
@Suite struct TutorialButtonAppearanceTests {
    func read(_ text: String) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        }
    }

    /// One line per role: what an adapter draws, in words.
    static func describe(_ look: TutorialButtonAppearance) -> String {
        func paint(_ paint: TutorialButtonAppearance.Paint?) -> String {
            switch paint {
            case nil: "none"
            case .color(let color)?: color.dark.map { "\(color.hex) (dark \($0.hex))" } ?? color.hex
            case .tint(let opacity)?: "tint at \(Int(opacity * 100)) %"
            case .secondaryLabel(let opacity)?: "secondary label at \(Int(opacity * 100)) %"
            }
        }
        let weight = look.font.weight.map { " \($0.rawValue)" } ?? ""
        return "fill \(paint(look.fill)), text \(paint(look.text)), border \(paint(look.border))"
            + (look.borderWidth > 0 ? " \(Int(look.borderWidth)) pt" : "")
            + ", font \(look.font.textStyle.rawValue)\(weight), corners \(Int(look.cornerRadius)), "
            + "padding \(Int(look.horizontalPadding))×\(Int(look.verticalPadding))"
    }

    static func table(_ style: GuidebookStyle, focused: Bool = false) -> String {
        TutorialAction.Role.allCases.map { role in
            let look = style.buttonAppearance(for: role)
            return "  \(role.rawValue): \(describe(focused ? look.focused : look))"
        }.joined(separator: "\n")
    }

    @Test func eachRoleLooksLikeItsRoleAndAWritersColoursReplaceOnlyTheirOwn() throws {
        let rules = try read(
            ##"""
            {"style": {"tint": "#FF9500", "primaryButton": {"fill": "#34C759", "text": "#000000"},
                       "secondaryButton": {"border": {"light": "#C7C7CC", "dark": "#48484A"}},
                       "dismissButton": {"text": {"light": "#8E8E93", "dark": "#AEAEB2"}}},
             "cards": {"Export": {"style": {"primaryButton": {"text": "#FFFFFF"}}}}}
            """##
        ).get()
        let text =
            [
                "standard style:\n" + Self.table(.standard),
                "standard style, focused with Tab:\n" + Self.table(.standard, focused: true),
                "file's style (card Welcome):\n" + Self.table(rules.style(of: "Welcome")),
                "card Export's style over the file's:\n" + Self.table(rules.style(of: "Export")),
                "file's style, focused with Tab:\n" + Self.table(rules.style(of: "Welcome"), focused: true),
            ].joined(separator: "\n\n") + "\n"
        #expect(Snapshot.mismatch(text, named: "button-appearances.txt") == nil)
    }

    @Test func noTwoRolesLookAlikeInTheStandardStyle() {
        let looks = TutorialAction.Role.allCases.map { GuidebookStyle.standard.buttonAppearance(for: $0) }
        #expect(Set(looks).count == 3)
        #expect(Set(looks.map(\.fill)).count == 3, "filled, faintly tinted, plain")
        #expect(Set(looks.map(\.text)).count == 3, "white, the tint, the secondary label")
    }

    @Test func aCardsButtonsCarryTheirRolesLookInTheCardsStyle() {
        var card = TutorialCard(key: "Export", title: "Export", body: "Hi.", dismissHint: "Tap", language: "en")
        card.actions = [
            TutorialCard.Action(TutorialAction(id: "tryIt", role: .primary), title: "Try it"),
            TutorialCard.Action(TutorialAction(id: "more", role: .secondary), title: "Learn more"),
            TutorialCard.Action(TutorialAction(id: "later", role: .dismiss), title: "Not now"),
        ]
        card.style.dismissButton.text = GuidebookColor(hex: "#FF3B30")
        let buttons = TutorialCardModel(card: card).actionButtons
        #expect(
            buttons.map(\.appearance.text) == [
                .color(.white), .tint(opacity: 1), .color(GuidebookColor(hex: "#FF3B30")!),
            ])
        #expect(buttons.map(\.appearance.fill) == [.tint(opacity: 1), .tint(opacity: 0.15), nil])
        #expect(buttons[0].appearance.font == GuidebookStyle.Font(.body, weight: .semibold))
    }

    @Test func aButtonIsItsTitleWithThePaddingAround() {
        let look = GuidebookStyle.standard.buttonAppearance(for: .dismiss)
        let size = look.size(around: TourControlsLayout.Size(width: 52, height: 20))
        #expect([size.width, size.height] == [76, 32])
    }

    @Test func aStyleEncodedBeforeButtonColoursExistedStillDecodes() throws {
        let old =
            ##"{"tint": "#0A84FF", "cornerRadius": 20, "dimmingOpacity": 0.4, "arrowSize": 8,"##
            + ##" "titleFont": {"textStyle": "headline"}, "bodyFont": {"textStyle": "body"}, "buttonFont": {"textStyle": "body"}}"##
        let style = try JSONDecoder().decode(GuidebookStyle.self, from: Data(old.utf8))
        #expect(style.tint?.hex == "#0A84FF" && style.cornerRadius == 20)
        #expect(style.primaryButton.isEmpty && style.secondaryButton.isEmpty && style.dismissButton.isEmpty)
        var styled = GuidebookStyle.standard
        styled.secondaryButton.border = GuidebookColor(hex: "#C7C7CC")
        #expect(try JSONDecoder().decode(GuidebookStyle.self, from: JSONEncoder().encode(styled)) == styled)
    }
}
