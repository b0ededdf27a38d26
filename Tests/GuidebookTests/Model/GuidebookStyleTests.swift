import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// A card's look: the standard style is today's drawing, writers set a subset in the rules file
/// (checked with positions), the app sets a default in code, and the nearer place wins.
@Suite struct GuidebookStyleTests {
    func read(_ text: String) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        }
    }

    @Test func theStandardStyleIsWhatCardsWereDrawnWithBefore() {
        let style = GuidebookStyle.standard
        #expect(style.tint == nil && style.cardBackground == nil && style.arrowColor == nil)
        #expect(style.cornerRadius == 14)
        #expect(style.dimmingOpacity == 0.4)
        #expect(style.titleFont == GuidebookStyle.Font(.headline))
        #expect(style.bodyFont == GuidebookStyle.Font(.body))
        #expect(style.buttonFont.emphasized == GuidebookStyle.Font(.body, weight: .semibold))
        #expect(style.arrowSize == SpotlightLayout.arrowLength)
        #expect(style.arrowSize == TutorialCardModel.arrowHalfWidth)
        let card = TutorialCard(key: "Welcome", title: "Welcome", body: "Hi.", dismissHint: "Tap", language: "en")
        #expect(card.style == .standard)
        #expect(TutorialCardModel(card: card).dimmingOpacity == 0.4)
    }

    @Test func coloursAreReadFromHexadecimalAndWrittenBack() throws {
        let tint = try #require(GuidebookColor(hex: "#0a84ff"))
        #expect([tint.red * 255, tint.green * 255, tint.blue * 255, tint.alpha] == [10, 132, 255, 1])
        #expect(tint.hex == "#0A84FF")
        #expect(GuidebookColor(hex: "#FF000080")?.hex == "#FF000080")
        for bad in ["0A84FF", "#0A84F", "#0A84FG", "#0A84FF0", "", "#", "#ＦＦＦＦＦＦ"] {
            #expect(GuidebookColor(hex: bad) == nil, "\(bad)")
        }
        var ground = GuidebookColor(red: 1, green: 1, blue: 1)
        ground.dark = GuidebookColor(hex: "#1C1C1E")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = String(decoding: try encoder.encode(ground), as: UTF8.self)
        #expect(encoded == ##"{"dark":"#1C1C1E","light":"#FFFFFF"}"##)
        #expect(try JSONDecoder().decode(GuidebookColor.self, from: Data(encoded.utf8)) == ground)
    }

    @Test func everyKeyOfAStyleIsRead() throws {
        let rules = try read(
            """
            {"style": {"tint": "#0A84FF", "cardBackground": {"light": "#FFFFFF", "dark": "#1C1C1EF0"},
                       "cornerRadius": 20, "dimmingOpacity": 0.55, "titleFont": "title3",
                       "bodyFont": {"style": "callout", "weight": "medium", "size": 16.5},
                       "buttonFont": {"style": "subheadline"}, "arrowSize": 10, "arrowColor": "#FF9500"},
             "cards": {"Export": {"style": {"tint": "#FF2D55", "cornerRadius": 0}}}}
            """
        ).get()
        var file = GuidebookStyle.Overrides()
        file.tint = GuidebookColor(hex: "#0A84FF")
        file.cardBackground = GuidebookColor(hex: "#FFFFFF")
        file.cardBackground?.dark = GuidebookColor(hex: "#1C1C1EF0")
        file.cornerRadius = 20
        file.dimmingOpacity = 0.55
        file.titleFont = GuidebookStyle.Font(.title3)
        file.bodyFont = GuidebookStyle.Font(.callout, weight: .medium, size: 16.5)
        file.buttonFont = GuidebookStyle.Font(.subheadline)
        file.arrowSize = 10
        file.arrowColor = GuidebookColor(hex: "#FF9500")
        #expect(rules.style == file)
        var card = GuidebookStyle.Overrides()
        card.tint = GuidebookColor(hex: "#FF2D55")
        card.cornerRadius = 0
        #expect(rules["Export"].style == card)
    }

    @Test func aCardsStyleWinsOverTheFilesWhichWinsOverTheAppsAndTheShownCardCarriesIt() async throws {
        let rules = try read(
            ##"{"style": {"tint": "#0A84FF", "cornerRadius": 20}, "cards": {"Export": {"style": {"tint": "#FF2D55"}}}}"##
        ).get()
        var app = GuidebookStyle.standard
        app.tint = GuidebookColor(hex: "#34C759")
        app.dimmingOpacity = 0.6
        app.cornerRadius = 8
        var options = options()
        options.style = app
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options, rules: rules)
        tutorials.show("Export")
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 1)
        await presenter.dismiss(presentation: 2)
        await tutorials.waitUntilIdle()
        let styles = presenter.presented.map(\.style)
        #expect(styles.map { $0.tint?.hex } == ["#FF2D55", "#0A84FF"])
        #expect(styles.map(\.cornerRadius) == [20, 20])
        #expect(styles.map(\.dimmingOpacity) == [0.6, 0.6], "the app's, which the file leaves")
        #expect(presenter.presented.map { TutorialCardModel(card: $0).dimmingOpacity } == [0.6, 0.6])
    }

    @Test func anEngineWithoutAStyleShowsTheStandardOne() async {
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options())
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(presenter.presented.map(\.style) == [.standard])
    }

    @Test(arguments: [
        (
            text: ##"{"style": {"tnt": "#0A84FF"}}"##, code: DiagnosticCode.rulesUnknownKey, column: 12,
            message: ##"Unknown style key "tnt" in the style of the file."##, fix: ##"Did you mean "tint"?"##
        ),
        (
            text: ##"{"cards": {"Export": {"style": {"cornerRadus": 3}}}}"##, code: DiagnosticCode.rulesUnknownKey,
            column: 33,
            message: ##"Unknown style key "cornerRadus" in the style of card "Export"."##,
            fix: ##"Did you mean "cornerRadius"?"##
        ),
        (
            text: ##"{"cards": {"Export": {"styel": {}}}}"##, code: DiagnosticCode.rulesUnknownKey, column: 23,
            message: ##"Unknown rule "styel" in card "Export"."##, fix: ##"Did you mean "style"?"##
        ),
        (
            text: ##"{"style": "blue"}"##, code: DiagnosticCode.rulesWrongType, column: 2,
            message: ##""style" must be a dictionary (the style of the file), not string."##,
            fix: ##"Write "style" as a dictionary (the style of the file)."##
        ),
        (
            text: ##"{"style": {"tint": 255}}"##, code: DiagnosticCode.rulesWrongType, column: 12,
            message: ##""tint" must be a colour ("#RRGGBB", "#RRGGBBAA", or {"light": …, "dark": …}), not integer."##,
            fix: ##"Write "tint" as a colour ("#RRGGBB", "#RRGGBBAA", or {"light": …, "dark": …})."##
        ),
        (
            text: ##"{"style": {"tint": "#0A84FG"}}"##, code: DiagnosticCode.rulesBadValue, column: 12,
            message: ##""tint" is "#0A84FG", which is not a colour."##,
            fix: ##"Write it as #RRGGBB or #RRGGBBAA in hexadecimal, such as "#0A84FF"."##
        ),
        (
            text: ##"{"style": {"arrowColor": {"light": "#FFF", "dark": "#000000"}}}"##,
            code: DiagnosticCode.rulesBadValue,
            column: 27, message: ##""light" is "#FFF", which is not a colour."##,
            fix: ##"Write it as #RRGGBB or #RRGGBBAA in hexadecimal, such as "#0A84FF"."##
        ),
        (
            text: ##"{"style": {"cardBackground": {"dark": "#000000"}}}"##, code: DiagnosticCode.rulesMissingKey,
            column: 30,
            message: ##"The colour "cardBackground" has a dark variant but no light one."##,
            fix: ##"Add "light": "#RRGGBB", the colour of light appearance."##
        ),
        (
            text: ##"{"style": {"dimmingOpacity": 1.5}}"##, code: DiagnosticCode.rulesBadValue, column: 12,
            message: ##""dimmingOpacity" is 1.5, more than 1."##,
            fix: ##"Write a number from 0 (the screen stays clear) to 1 (black), such as 0.4."##
        ),
        (
            text: ##"{"style": {"dimmingOpacity": "40%"}}"##, code: DiagnosticCode.rulesWrongType, column: 12,
            message: ##""dimmingOpacity" must be an opacity, not string."##,
            fix: ##"Write "dimmingOpacity" as an opacity."##
        ),
        (
            text: ##"{"style": {"cornerRadius": -4}}"##, code: DiagnosticCode.rulesBadValue, column: 12,
            message: ##""cornerRadius" is -4, which cannot be negative."##,
            fix: ##"Write a radius from 0 (square corners) to 1000 points, such as 14."##
        ),
        (
            text: ##"{"style": {"arrowSize": 20}}"##, code: DiagnosticCode.rulesBadValue, column: 12,
            message: ##""arrowSize" is 20, more than 12."##,
            fix:
                ##"Write a length from 0 to 12 points, such as 8: the arrow stands in the 12-point gap before its target."##
        ),
        (
            text: ##"{"style": {"titleFont": "title4"}}"##, code: DiagnosticCode.rulesUnknownName, column: 12,
            message: ##"Unknown text style "title4"."##, fix: ##"Did you mean "title"?"##
        ),
        (
            text: ##"{"style": {"bodyFont": {"style": "body", "weight": "bolder"}}}"##,
            code: DiagnosticCode.rulesUnknownName,
            column: 42, message: ##"Unknown font weight "bolder"."##, fix: ##"Did you mean "bold"?"##
        ),
        (
            text: ##"{"style": {"bodyFont": {"style": "body", "size": 0}}}"##, code: DiagnosticCode.rulesBadValue,
            column: 42,
            message: ##""size" is 0, less than 1."##,
            fix: ##"Write a size from 1 to 200 points, such as 17 (at the default text size, scaled with it)."##
        ),
        (
            text: ##"{"style": {"buttonFont": {"weight": "bold"}}}"##, code: DiagnosticCode.rulesMissingKey, column: 26,
            message: ##"The font "buttonFont" has no text style."##,
            fix: ##"Add "style": "body" (or headline, title3, …): the size scales with it."##
        ),
        (
            text: ##"{"style": {"bodyFont": {"style": "body", "sise": 3}}}"##, code: DiagnosticCode.rulesUnknownKey,
            column: 42,
            message: ##"Unknown font key "sise" in "bodyFont"."##, fix: ##"Did you mean "size"?"##
        ),
        (
            text: ##"{"style": {"titleFont": 17}}"##, code: DiagnosticCode.rulesWrongType, column: 12,
            message:
                ##""titleFont" must be a text style ("headline") or a font ({"style": "body", "weight": "bold"}), not integer."##,
            fix: ##"Write "titleFont" as a text style ("headline") or a font ({"style": "body", "weight": "bold"})."##
        ),
        // A role's button colours (TutorialButtonAppearanceTests).
        (
            text: ##"{"style": {"primaryButon": {"fill": "#0A84FF"}}}"##, code: DiagnosticCode.rulesUnknownKey,
            column: 12, message: ##"Unknown style key "primaryButon" in the style of the file."##,
            fix: ##"Did you mean "primaryButton"?"##
        ),
        (
            text: ##"{"style": {"primaryButton": "#0A84FF"}}"##, code: DiagnosticCode.rulesWrongType, column: 12,
            message:
                ##""primaryButton" must be a dictionary (the colours of a button: {"fill": …, "text": …, "border": …}), not string."##,
            fix:
                ##"Write "primaryButton" as a dictionary (the colours of a button: {"fill": …, "text": …, "border": …})."##
        ),
        (
            text: ##"{"cards": {"Export": {"style": {"dismissButton": {"txt": "#8E8E93"}}}}}"##,
            code: DiagnosticCode.rulesUnknownKey, column: 51,
            message: ##"Unknown button colour "txt" in "dismissButton" of the style of card "Export"."##,
            fix: ##"Did you mean "text"?"##
        ),
        (
            text: ##"{"style": {"secondaryButton": {"text": "tint"}}}"##, code: DiagnosticCode.rulesBadValue,
            column: 32, message: ##""text" is "tint", which is not a colour."##,
            fix: ##"Write it as #RRGGBB or #RRGGBBAA in hexadecimal, such as "#0A84FF"."##
        ),
        (
            text: ##"{"style": {"secondaryButton": {"fill": {"dark": "#1C1C1E"}}}}"##,
            code: DiagnosticCode.rulesMissingKey, column: 40,
            message: ##"The colour "fill" has a dark variant but no light one."##,
            fix: ##"Add "light": "#RRGGBB", the colour of light appearance."##
        ),
    ])
    func aStyleValueThatCannotBeDrawnIsRefusedWithItsPositionAndAFix(
        text: String, code: DiagnosticCode, column: Int, message: String, fix: String
    ) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        #expect(error.diagnostics.count == 1)
        let finding = error.diagnostic
        #expect(finding.code == code)
        #expect(finding.location.map { [$0.line, $0.column] } == [1, column])
        #expect(finding.message == message)
        #expect(finding.fix == fix)
    }

    @Test func aPropertyListSetsAStyleToo() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>style</key><dict><key>tint</key><string>#0A84FF</string><key>cornerRadius</key><real>18.5</real></dict>
            </dict></plist>
            """
        let rules = try TutorialRules(data: Data(plist.utf8), file: "Tutorials.plist", isJSON: false)
        #expect(rules.style.tint?.hex == "#0A84FF")
        #expect(rules.style.cornerRadius == 18.5)
    }

    @Test func aStyledCardSurvivesEncodingAndAnUnstyledOneIsWrittenAsBefore() throws {
        var card = TutorialCard(key: "Export", title: "Export", body: "Hi.", dismissHint: "Tap", language: "en")
        let plain = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(card)) as? [String: Any]
        #expect(plain?["style"] == nil)
        card.style.tint = GuidebookColor(hex: "#0A84FF")
        card.style.titleFont = GuidebookStyle.Font(.title2, weight: .heavy, size: 23)
        card.dimmingOpacity = 0.7
        let decoded = try JSONDecoder().decode(TutorialCard.self, from: try JSONEncoder().encode(card))
        #expect(decoded == card)
        #expect(decoded.style.dimmingOpacity == 0.7)
    }

    @Test func theArrowIsDrawnAtTheStylesSizeWithinTheGap() {
        var card = TutorialCard(key: "Export", title: "Export", body: "Hi.", dismissHint: "Tap", language: "en")
        card.spotlight = TutorialSpotlight(target: .frame(SpotlightRect(x: 300, y: 60, width: 44, height: 44)))
        let safeArea = SpotlightRect(x: 0, y: 47, width: 390, height: 763)
        let standard = TutorialCardModel(card: card).placement(safeArea: safeArea, cardHeight: 120)
        card.style.arrowSize = 11
        let large = TutorialCardModel(card: card).placement(safeArea: safeArea, cardHeight: 120)
        card.style.arrowSize = 40
        let clamped = TutorialCardModel(card: card).placement(safeArea: safeArea, cardHeight: 120)
        let top = standard.cardFrame.minY
        #expect(standard.arrowPoints.map(\.y) == [top - 8, top, top])
        #expect(large.arrowPoints.map(\.y) == [top - 11, top, top])
        #expect(clamped.arrowPoints.map(\.y) == [top - 12, top, top])
        #expect(standard.arrowPoints[0].y == standard.arrow?.tipY, "the layout's tip, unchanged")
    }

    /// Rules in code with a style of their own and a content set's file: the file's values win,
    /// the code's stay where the file sets none, for the whole file and for a card.
    @Test func rulesMergedFromCodeKeepTheFilesStyle() throws {
        var code = TutorialRules()
        code.style.tint = GuidebookColor(hex: "#34C759")
        code.style.cornerRadius = 8
        code.cards["Export"] = TutorialRuleSet(conditions: [.parameter("isLoggedIn", .equal, true)])
        code.cards["Export"]?.style.arrowSize = 4
        code.cards["Export"]?.style.dimmingOpacity = 0.2
        let file = ##"{"style": {"tint": "#0A84FF"}, "cards": {"Export": {"style": {"dimmingOpacity": 0.5}}}}"##
        let tutorials = Tutorials(
            content: ContentStore(TutorialRulesLiveSwapTests.set(file, "v1")), store: InMemoryStateStore(),
            presenter: CountingPresenter(), options: TutorialOptions(environment: [:]), preferredLanguages: ["en"],
            rules: code)
        let style = tutorials.rules.style(of: "Export")
        #expect(style.tint?.hex == "#0A84FF", "the file's")
        #expect(style.cornerRadius == 8, "the code's: the file sets none")
        #expect(style.dimmingOpacity == 0.5, "the file's card")
        #expect(style.arrowSize == 4, "the code's card")
        #expect(tutorials.rules["Export"].conditions.count == 1)
        #expect(tutorials.diagnostics.isEmpty)
    }
}

extension GuidebookStyleTests {
    /// What the adapters map: the ground, the arrow's colour and the buttons' fonts.
    @Test func theModelSaysWhichGroundArrowAndButtonFontsToDraw() {
        var card = TutorialCard(key: "Export", title: "Export", body: "Hi.", dismissHint: "Tap", language: "en")
        let standard = TutorialCardModel(card: card)
        #expect(standard.usesMaterial)
        #expect(!TutorialCardModel(card: card, preferences: DisplayPreferences(reduceTransparency: true)).usesMaterial)
        #expect(standard.arrowColor == nil)
        #expect(standard.buttonFont(emphasized: true) == GuidebookStyle.Font(.body, weight: .semibold))
        #expect(standard.buttonFont(emphasized: false) == GuidebookStyle.Font(.body))
        card.style.cardBackground = GuidebookColor(hex: "#FFF8E1")
        card.style.buttonFont = GuidebookStyle.Font(.callout, weight: .heavy)
        let styled = TutorialCardModel(card: card)
        #expect(!styled.usesMaterial)
        #expect(styled.arrowColor?.hex == "#FFF8E1", "the ground's, without an arrow colour")
        card.style.arrowColor = GuidebookColor(hex: "#FF9500")
        #expect(TutorialCardModel(card: card).arrowColor?.hex == "#FF9500")
        #expect(styled.buttonFont(emphasized: true) == GuidebookStyle.Font(.callout, weight: .heavy), "already heavier")
    }

    /// An inline card stands among the app's views: its unstyled ground is opaque, in both adapters.
    @Test func anInlineCardIsDrawnOnTheOpaqueGroundAndTheFloatingOnesOnTheMaterial() {
        var card = TutorialCard(key: "Tags", title: "Tags", body: "Hi.", dismissHint: "Tap", language: "en")
        let floating: [TutorialPresentation: Bool] = [
            .overlay: true, .spotlight: true, .anchored: true, .inline: false,
        ]
        for (presentation, material) in floating {
            card.presentation = presentation
            #expect(TutorialCardModel(card: card).usesMaterial == material, "\(presentation)")
        }
    }

    @Test func aColourIsDrawnInItsDarkVariantOnlyInDarkAppearance() throws {
        var ground = try #require(GuidebookColor(hex: "#FFF8E1"))
        #expect(ground.drawn(dark: true) == ground, "without a dark variant, the same in both")
        ground.dark = GuidebookColor(hex: "#1C1C1EF0")
        #expect(ground.drawn(dark: false).hex == "#FFF8E1")
        #expect(ground.drawn(dark: false).dark == nil)
        #expect(ground.drawn(dark: true).hex == "#1C1C1EF0")
        #expect(ground.drawn(dark: true).dark == nil)
    }

    @Test func onlyAFontWithoutWeightOrSizeIsTheTextStylesOwn() {
        #expect(GuidebookStyle.Font(.headline).isTextStyleFont)
        #expect(!GuidebookStyle.Font(.headline, weight: .bold).isTextStyleFont)
        #expect(!GuidebookStyle.Font(.body, size: 16).isTextStyleFont)
        #expect(!GuidebookStyle.Font(.body, weight: .regular).isTextStyleFont, "a weight set is drawn as set")
        #expect(!GuidebookStyle.standard.buttonFont.emphasized.isTextStyleFont, "the primary button is semibold")
    }
}
