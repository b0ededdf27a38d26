import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// A downloaded set is used only when every text resolves: a set with a `.stringsdict` format
/// that names argument 0, or a String Catalog form with no text, is refused whole with the
/// first failure's position, and the set in use stays.
@Suite struct RemoteUnresolvableContentTests {
    static func updater(_ setup: RemoteNginxTests.Setup) throws -> RemoteContentUpdater<GuidebookContent> {
        try RemoteContentUpdater(
            manifestURL: setup.manifestURL, bundled: setup.bundled, cache: setup.cache,
            policy: RemoteTestContent.policy()
        ) { set in GuidebookContent(source: .download(set.folder)) }
    }

    /// A good set applied first, then `files` published over it and checked again: the findings
    /// the refusal gave (an issue is recorded when the set was not refused), the updater, and the
    /// first set's content version. `nil` without nginx.
    static func refusal(publishing files: [String: String]) async throws -> (
        findings: [Diagnostic], updater: RemoteContentUpdater<GuidebookContent>, kept: String?
    )? {
        guard let setup = try RemoteNginxTests.Setup() else { return nil }
        let updater = try Self.updater(setup)
        guard case .updated = await updater.check() else {
            Issue.record("the first, good set should be swapped in")
            return nil
        }
        let kept = updater.contentSet.contentVersion
        for (path, text) in files {
            try Data(text.utf8).write(to: setup.content.appendingPathComponent(path))
        }
        let manifest = setup.published.appendingPathComponent("guidebook.json")
        let first = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
        try RemoteTestContent.publish(setup.content, to: setup.published)
        // nginx's ETag is the manifest's modification second and size: a republished manifest of
        // the same size within the same second would be answered 304 and never read.
        if let first {
            try FileManager.default.setAttributes(
                [.modificationDate: first.addingTimeInterval(2)], ofItemAtPath: manifest.path)
        }
        let event = await updater.check(force: true)
        guard case .failed(.invalidContent(let findings)) = event else {
            Issue.record("expected the set to be refused, got \(event)")
            return nil
        }
        return (findings, updater, kept)
    }

    @Test func aSetWhoseFormatNamesArgumentZeroIsRefusedAndThePreviousSetStays() async throws {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Welcome</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%0$#@v@</string>
            <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d notes</string></dict>
            </dict></dict></plist>
            """
        guard
            let (findings, updater, kept) = try await Self.refusal(publishing: [
                "en.lproj/Tutorial.stringsdict": stringsdict
            ])
        else { return }
        #expect(
            findings.first?.description
                == "en.lproj/Tutorial.stringsdict:3:1: error: \"Welcome\" names argument 0 in \"%0$#@v@\"; arguments "
                + "are counted from 1. Write %1$ for the first argument, %2$ for the second.")
        #expect(updater.contentSet.origin == .cached)
        #expect(updater.contentSet.contentVersion == kept)
        #expect(
            (try? updater.content.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome"))?.body == "Tap a note.")
    }

    @Test func aSetWhoseGermanHelpBookIsBrokenIsRefusedWholeThoughBooksAreParsedLazily() async throws {
        // Opening content parses no help book; the set's judge parses every one before the swap.
        let broken = RemoteTestContent.helpList(title: "Erste Schritte", rows: [("Exportieren", "Teilen")])
            .replacingOccurrences(of: "</array>", with: "")
        guard let (findings, updater, kept) = try await Self.refusal(publishing: ["de.lproj/HelpList.plist": broken])
        else { return }
        // One fault, one finding: the book that does not read is not also reported missing.
        #expect(
            findings.map(\.description) == [
                "de.lproj/HelpList.plist:11:1: error: Found </plist> where </array> must close the element. "
                    + "Write </array>."
            ])
        #expect(updater.contentSet.contentVersion == kept)
        let book = updater.content.helpBook(preferredLanguages: ["de"])?.book
        #expect(book?.sections.first?.items.first?.title == "Eine Melodie schreiben")
    }

    @Test func aSetWithAFormThatHasNoTextIsRefusedAtThatKey() async throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "Welcome" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "ipad" : { },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap a note." } } } } }
            } } } }
            """
        guard let (findings, updater, kept) = try await Self.refusal(publishing: ["Tutorial.xcstrings": catalog])
        else { return }
        #expect(
            findings.map(\.description) == [
                "Tutorial.xcstrings:2:10: error: \"Welcome\" has no en text for no count on ipad. Give every plural "
                    + "variation an \"other\" form and every form a text, or publish without the key."
            ])
        #expect(updater.contentSet.contentVersion == kept)
    }
}
