import Foundation
import Guidebook
import Testing

/// `guidebook lint` checks the links of a card's Markdown body as it checks an action's `help:`
/// target: a link to an article the help book of the body's language lacks is an error at the
/// body's entry, with the nearest id.
@Suite struct BodyLinkFindingsTests {
    static let book = Data(
        #"""
        {"format": "guidebook-help", "version": 2, "language": "en", "sections": [
          {"id": "sharing", "title": "Sharing", "items": [
            {"id": "export-pdf", "title": "Exporting a PDF", "body": "Tap Export."},
            {"id": "export-midi", "title": "Exporting MIDI", "body": "Tap Export."}
          ]}
        ]}
        """#.utf8)

    static func content(english: String, german: String) -> GuidebookContent {
        GuidebookContent(
            source: .memory(
                [
                    "en.lproj/HelpBook.json": book,
                    "en.lproj/Tutorial.strings": Data(
                        "\"Export Title\" = \"Export\";\n\"Export\" = \"\(english)\";".utf8),
                    "de.lproj/Tutorial.strings": Data(
                        "\"Export Title\" = \"Teilen\";\n\"Export\" = \"\(german)\";".utf8),
                ], name: "Content"),
            developmentLanguage: "en")
    }

    @Test func aLinkToAnArticleTheBookLacksIsAnErrorAtTheBodyInEachLanguage() {
        let content = Self.content(
            english: "Save a [PDF](help:export-pdf) or a [MIDI file](help:export-mid).",
            german: "Sichere eine **[MIDI-Datei](#expor-midi)** oder lies [mehr](https://example.com).")
        let lines = content.bodyLinkFindings().map { finding in
            "\(finding.location.map { "\($0)" } ?? "-") \(finding.code?.rawValue ?? "") \(finding.message) / \(finding.fix ?? "")"
        }
        #expect(
            lines == [
                #"en.lproj/Tutorial.strings:2:60 body-unknown-article The body of "Export" in en links to the help article "export-mid", which the en help book does not have. / Did you mean "help:export-midi"?"#,
                #"de.lproj/Tutorial.strings:2:41 body-unknown-article The body of "Export" in de links to the help article "expor-midi", which the en help book does not have. / Did you mean "help:export-midi"?"#,
            ])
    }

    @Test func aBodyWhosePlaceInItsFileIsNotKnownIsReportedAtItsEntry() throws {
        // A binary property list has byte offsets, not lines: the finding keeps the entry's.
        let strings = try PropertyListSerialization.data(
            fromPropertyList: ["Export Title": "Export", "Export": "Save a [MIDI file](help:export-mid)."],
            format: .binary, options: 0)
        let content = GuidebookContent(
            source: .memory(
                ["en.lproj/HelpBook.json": Self.book, "en.lproj/Tutorial.strings": strings], name: "Content"),
            developmentLanguage: "en")
        let entry = try #require(content.entries(language: "en").first { $0.key == "Export" })
        #expect(entry.location?.byteOffset != nil)
        #expect(content.bodyLinkFindings().map(\.location) == [entry.location])
    }

    @Test func linksToArticlesTheBookHasAndPlainBodiesGiveNoFinding() {
        let content = Self.content(english: "Save a [PDF](help:export-pdf).", german: "Teile [sie](#export-midi).")
        #expect(content.bodyLinkFindings().isEmpty)
        #expect(Self.content(english: "Tap Export [now].", german: "2 * 3").bodyLinkFindings().isEmpty)
    }
}
