import Guidebook
import GuidebookCLI
import Testing

@Suite struct CardRendererTests {
    static let body = "Tap the staff to place a note, then drag it up or down to change its pitch."

    @Test(arguments: [30, 60, 80, 120])
    func everyLineHasTheSameWidthAndTheBoxFitsTheTerminal(columns: Int) {
        let card = TutorialCard(
            key: "Editor", title: "Writing Notes", body: Self.body, dismissHint: "Tap to continue", language: "en")
        let lines = CardRenderer(columns: columns, styled: false).lines(for: card)
        let widths = Set(lines.map { CardRenderer.width(of: $0) })
        #expect(widths.count == 1)
        #expect((widths.first ?? .max) <= max(columns, 24))
        #expect(lines.first?.allSatisfy { $0 == "░" } == true)
        #expect(lines.contains { $0.contains("Writing Notes") })
        // Every word of the body is on some line, in order.
        let text = lines.joined(separator: " ").split(separator: " ").filter {
            $0.allSatisfy { $0.isLetter || $0.isPunctuation }
        }
        #expect(text.joined(separator: " ").contains("Tap the staff to place a note, then drag it"))
    }

    @Test func rightToLeftTextIsAlignedToTheRightAndTheHintToTheLeft() {
        let card = TutorialCard(
            key: "Editor", title: "كتابة النوتات", body: "اضغط على المدرج لوضع نوتة.", dismissHint: "اضغط للمتابعة",
            language: "ar")
        let lines = CardRenderer(columns: 60, styled: false).lines(for: card)
        let title = lines.first { $0.contains("كتابة النوتات") }
        #expect(title?.contains("كتابة النوتات │") == true)
        let hint = lines.first { $0.contains("اضغط للمتابعة") }
        #expect(hint?.contains("│ اضغط للمتابعة") == true)
    }

    @Test func wideCharactersCountTwoColumnsAndWrapWithoutSpaces() {
        let lines = CardRenderer.wrap("五線をタップして音符を置き、上下にドラッグして音の高さを変えます。", width: 20)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { CardRenderer.width(of: $0) <= 20 })
        #expect(lines.joined() == "五線をタップして音符を置き、上下にドラッグして音の高さを変えます。")
    }
}
