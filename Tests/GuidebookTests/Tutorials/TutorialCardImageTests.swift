import Foundation
import Testing

@testable import Guidebook

/// A card's picture: declared in the rules file, labelled from the copy, drawn by the card's model.
@Suite struct TutorialCardImageTests {
    static func read(_ text: String) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        }
    }

    /// English labels the image, German does not, Arabic has no copy for it.
    static let source = InMemoryStringSource(
        [
            "en": [
                "Tutorial": ["Export": "Share your music.", "Export Title": "Sharing", "Export Image": "Share arrow"]
            ],
            "de": ["Tutorial": ["Export": "Teile deine Musik.", "Export Title": "Teilen"]],
        ], preferredLanguages: ["de"])

    func shown(_ image: TutorialImage, source: InMemoryStringSource = source) async -> (TutorialCard?, Tutorials) {
        var set = TutorialRuleSet()
        set.image = image
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: source), store: InMemoryStateStore(), presenter: presenter,
            options: options(), rules: TutorialRules(cards: ["Export": set]))
        tutorials.show("Export")
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        return (presenter.presented.first, tutorials)
    }

    @Test(arguments: [
        (text: #"{"symbol": "square.and.arrow.up"}"#, image: TutorialImage.symbol("square.and.arrow.up")),
        (text: #"{"asset": "ExportIllustration"}"#, image: TutorialImage.asset("ExportIllustration")),
    ])
    func eachFormOfImageIsRead(text: String, image: TutorialImage) throws {
        let rules = try Self.read(#"{"cards": {"Export": {"image": \#(text)}}}"#).get()
        #expect(rules["Export"].image == image)
    }

    @Test func theCardModelDrawsASymbolBySystemNameAndAnAssetByNameWithTheLabelFirstForVoiceOver() async throws {
        let (symbolCard, _) = await shown(
            .symbol("square.and.arrow.up"),
            source: InMemoryStringSource(
                [
                    "en": [
                        "Tutorial": [
                            "Export": "Share your music.", "Export Title": "Sharing", "Export Image": "Share arrow",
                        ]
                    ]
                ]))
        let symbol = TutorialCardModel(card: try #require(symbolCard))
        #expect(symbol.image?.systemName == "square.and.arrow.up")
        #expect(symbol.image?.assetName == nil)
        #expect(symbol.image?.isAccessibilityElement == true)
        #expect(symbol.accessibilityLabel == "Share arrow. Sharing. Share your music.")
        let asset = TutorialCardModel.ImageModel(source: .asset("ExportIllustration"), accessibilityLabel: "")
        #expect([asset.assetName, asset.systemName] == ["ExportIllustration", nil])
        #expect(!asset.isAccessibilityElement)
    }

    @Test func aLabelMissingInTheCardsLanguageFallsBackPerKeyAndIsReported() async throws {
        let (card, tutorials) = await shown(.symbol("square.and.arrow.up"))
        #expect(card?.image == TutorialCard.Image(.symbol("square.and.arrow.up"), accessibilityLabel: "Share arrow"))
        #expect(
            tutorials.diagnostics.filter { $0.code == .missingImageLabel }.map(\.sentences) == [
                #"The image of the tutorial "Export" has no label in de in table "Tutorial"; VoiceOver reads its en label instead. Add "Export Image" = "…"; to de.lproj/Tutorial.strings."#
            ])
    }

    @Test func anImageNoLanguageLabelsIsDecorationVoiceOverSkipsAndIsReported() async throws {
        let source = InMemoryStringSource(["en": ["Tutorial": ["Export": "Share your music."]]])
        let (card, tutorials) = await shown(.asset("ExportIllustration"), source: source)
        let model = TutorialCardModel(card: try #require(card))
        #expect(model.image?.isAccessibilityElement == false)
        #expect(model.accessibilityLabel == "Share your music.")
        #expect(
            tutorials.diagnostics.filter { $0.code == .missingImageLabel }.map(\.message) == [
                #"The image of the tutorial "Export" has no label in en in table "Tutorial"; VoiceOver skips it as decoration."#
            ])
    }

    @Test func anImageLabelIsNoCardOfItsOwn() {
        let copy = TutorialCopy(source: Self.source)
        #expect(copy.tutorialKeys == ["Export"])
        #expect(TutorialCopy.tutorialKey(forEntry: "Export Image") == "Export")
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"image": {"symbl": "gear"}}}}"#, at: #""symbl""#,
            message: #"Unknown rule "symbl" in the image of "Export"."#, code: DiagnosticCode.rulesUnknownKey,
            fix: #"Did you mean "symbol"?"#
        ),
        (
            text: #"{"cards": {"Export": {"image": "gear"}}}"#, at: #""image""#,
            message:
                #""image" must be a dictionary ({"symbol": "square.and.arrow.up"} or {"asset": "…"}), not string."#,
            code: DiagnosticCode.rulesWrongType,
            fix: #"Write "image" as a dictionary ({"symbol": "square.and.arrow.up"} or {"asset": "…"})."#
        ),
        (
            text: #"{"cards": {"Export": {"image": {"symbol": 3}}}}"#, at: #""symbol""#,
            message: #""symbol" must be text, not integer."#, code: DiagnosticCode.rulesWrongType,
            fix: #"Write "symbol" as text."#
        ),
        (
            text: #"{"cards": {"Export": {"image": {"symbol": "gear", "asset": "Gear"}}}}"#, at: #""asset""#,
            message: #"The image of "Export" names both a symbol and an asset."#, code: DiagnosticCode.rulesBadValue,
            fix: #"Keep one: "symbol" for an SF Symbol, "asset" for an image of the app's asset catalog."#
        ),
        (
            text: #"{"cards": {"Export": {"image": {}}}}"#, at: "{}",
            message: #"The image of "Export" names no symbol and no asset."#, code: DiagnosticCode.rulesMissingKey,
            fix: #"Write {"symbol": "square.and.arrow.up"} or {"asset": "ExportIllustration"}."#
        ),
        (
            text: #"{"cards": {"Export": {"image": {"asset": "Images/Export.png"}}}}"#, at: #""asset""#,
            message: #"The image name "Images/Export.png" holds a path separator."#, code: DiagnosticCode.rulesBadValue,
            fix: #"Write the image's name alone, such as "Export.png", without a folder."#
        ),
        (
            text: #"{"cards": {"Export": {"image": {"symbol": ""}}}}"#, at: #""symbol""#,
            message: #"The image's "symbol" is empty."#, code: DiagnosticCode.rulesBadValue,
            fix: #"Write an SF Symbol's name, such as "square.and.arrow.up"."#
        ),
    ])
    func anImageWrittenWronglyIsRefusedWithItsPositionAndAFix(
        text: String, at needle: String, message: String, code: DiagnosticCode, fix: String
    ) {
        guard case .failure(let error) = Self.read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        #expect(error.diagnostics.count == 1)
        let finding = error.diagnostic
        #expect(finding.code == code)
        #expect(
            finding.location.map { [$0.line, $0.column] }
                == [1, TutorialCardActionsFileTests.column(of: needle, in: text)])
        #expect(finding.message == message)
        #expect(finding.fix == fix)
    }

    @Test(arguments: [
        ("gear", true), ("square.and.arrow.up", true), ("1.circle", true), ("ExportIllustration", false),
        ("square..up", false), ("gear.", false), ("Gear", false),
    ])
    func aSymbolLikeNameIsLowercaseWordsJoinedByDots(name: String, isSymbolLike: Bool) {
        #expect(TutorialImage.isSymbolLike(name) == isSymbolLike)
    }
}
