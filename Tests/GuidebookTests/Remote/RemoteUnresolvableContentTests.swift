import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookRemote

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

    /// A good set applied first, then `files` published over it and checked again.
    static func refusal(publishing files: [String: String]) async throws -> (
        event: RemoteContentEvent, updater: RemoteContentUpdater<GuidebookContent>, kept: String?
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
        let manifest = setup.published.appendingPathComponent(ContentManifest.fileName)
        let published = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
        try RemoteTestContent.publish(setup.content, to: setup.published)
        // nginx's ETag is the manifest's modification time in seconds and its size: republished
        // within the same second at the same size, it would keep its ETag and be answered 304.
        if let published {
            try FileManager.default.setAttributes(
                [.modificationDate: published.addingTimeInterval(2)], ofItemAtPath: manifest.path)
        }
        let event = await updater.check(force: true)
        return (event, updater, kept)
    }

    /// The findings a set with `files` published over the good one was refused with, with the
    /// updater and the version it kept; `nil` without nginx, or (an issue recorded) when the set
    /// was not refused.
    static func refusedFindings(publishing files: [String: String]) async throws -> (
        findings: [Diagnostic], updater: RemoteContentUpdater<GuidebookContent>, kept: String?
    )? {
        guard let (event, updater, kept) = try await refusal(publishing: files) else { return nil }
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
            let (event, updater, kept) = try await Self.refusal(publishing: [
                "en.lproj/Tutorial.stringsdict": stringsdict
            ])
        else { return }
        guard case .failed(.invalidContent(let findings)) = event else {
            Issue.record("expected the set to be refused, got \(event)")
            return
        }
        #expect(
            findings.first?.description
                == "en.lproj/Tutorial.stringsdict:3:1: error: \"Welcome\" names argument 0 in \"%0$#@v@\"; arguments "
                + "are counted from 1. Write %1$ for the first argument, %2$ for the second.")
        #expect(updater.contentSet.origin == .cached)
        #expect(updater.contentSet.contentVersion == kept)
        #expect(
            (try? updater.content.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome"))?.body == "Tap a note.")
    }

    @Test func aDownloadedSetWhoseGermanHelpBookIsBrokenIsRefusedWholeAndThePreviousSetStays() async throws {
        // Help books are parsed on first ask in an app; a download is judged whole before the swap.
        guard
            let (findings, updater, kept) = try await Self.refusedFindings(publishing: [
                "de.lproj/HelpList.plist": LazyHelpBookTests.brokenGermanHelp
            ])
        else { return }
        #expect(
            findings.map(\.description) == [
                LazyHelpBookTests.brokenGermanFinding,
                "error: The app shows de, but the new content has no help book for it. "
                    + "Publish de.lproj/HelpList.plist (or HelpBook.json) with the content.",
            ])
        #expect(updater.contentSet.origin == .cached)
        #expect(updater.contentSet.contentVersion == kept)
        #expect(
            try updater.content.loadHelpBook(preferredLanguages: ["de"]).book.sections.first?.title == "Erste Schritte",
            "the German book of the set in use still opens")
    }

    @Test func aSetWithAFormThatHasNoTextIsRefusedAtThatKey() async throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "Welcome" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "ipad" : { },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap a note." } } } } }
            } } } }
            """
        guard
            let (findings, updater, kept) = try await Self.refusedFindings(publishing: ["Tutorial.xcstrings": catalog])
        else { return }
        #expect(
            findings.map(\.description) == [
                "Tutorial.xcstrings:2:10: error: \"Welcome\" has no en text for no count on ipad. Give every plural "
                    + "variation an \"other\" form and every form a text, or publish without the key."
            ])
        #expect(updater.contentSet.contentVersion == kept)
    }
}
