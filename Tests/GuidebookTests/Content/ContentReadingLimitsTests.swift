import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The reading limits as an app configures them, through ``GuidebookContent``: each one at the
/// limit is read, one past it is an error naming the limit, and the other files still load.
@Suite struct ContentReadingLimitsTests {
    static let welcome = Data(#""Welcome" = "Tap a composition to open it.";"#.utf8)

    /// A legacy help list of one section titled `title` whose rows are `rows`.
    static func helpList(title: String = "Basics", rows: [(String, String)]) -> Data {
        let entries = rows.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><dict><key>Title</key><string>\(title)</string>\(entries)</dict></array></plist>
            """.utf8)
    }

    /// The content as a tool or an updater judges it: every help book parsed, so its findings are in.
    static func content(_ files: [String: Data], _ limits: ReadingLimits) -> GuidebookContent {
        let content = GuidebookContent(
            source: .memory(files, name: "Content"), developmentLanguage: "en", limits: limits)
        content.validateEverything()
        return content
    }

    @Test func aFileOfExactlyTheMaximumSizeLoadsAndOneByteLargerIsNotReadButTheRestLoads() throws {
        let help = Self.helpList(rows: [("Open", "Tap a composition.")])
        let files = ["en.lproj/Tutorial.strings": Self.welcome, "en.lproj/HelpList.plist": help]
        let atLimit = Self.content(files, ReadingLimits(maximumFileSize: max(help.count, Self.welcome.count)))
        #expect(atLimit.diagnostics.isEmpty)
        #expect(
            (try? atLimit.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome"))?.body
                == "Tap a composition to open it.")

        let past = Self.content(files, ReadingLimits(maximumFileSize: help.count - 1))
        let finding = try #require(past.errors.first)
        #expect(past.errors.count == 1)
        #expect(
            finding.description
                == "en.lproj/HelpList.plist:1:1: error: The file is larger than the limit of \(help.count - 1) bytes. "
                + "Split the content into smaller files, or raise ReadingLimits.maximumFileSize.")
        #expect(past.helpBook(preferredLanguages: ["en"]) == nil, "the file past the limit loads nothing")
        #expect(
            (try? past.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome")) != nil,
            "the smaller file still loads")
    }

    @Test func aHelpStringOfExactlyTheMaximumLengthLoadsAndOneByteLongerIsTheLimitsError() throws {
        let text = String(repeating: "a", count: 64)
        let help = Self.helpList(rows: [("Open", text)])
        // The plain shape is read by the direct scanner: it must keep the limit too.
        #expect(
            LegacyHelpListScanner.read(help, file: "HelpList.plist", limits: ReadingLimits(maximumStringLength: 64))
                != nil)
        #expect(
            LegacyHelpListScanner.read(help, file: "HelpList.plist", limits: ReadingLimits(maximumStringLength: 63))
                == nil)

        let atLimit = Self.content(["en.lproj/HelpList.plist": help], ReadingLimits(maximumStringLength: 64))
        #expect(atLimit.errors.isEmpty)
        #expect(
            atLimit.helpBook(preferredLanguages: ["en"])?.book.sections.first?.items.first?.body
                == HelpBody(plainText: text))

        let past = Self.content(["en.lproj/HelpList.plist": help], ReadingLimits(maximumStringLength: 63))
        let finding = try #require(past.errors.first)
        #expect(finding.code == .stringTooLong)
        #expect(finding.location?.file == "en.lproj/HelpList.plist")
        #expect(finding.location?.line == 2, "at the string, not the file's start")
    }

    @Test func aHelpListWithExactlyTheMaximumValuesLoadsAndOneMoreIsTheLimitsError() throws {
        // One section (1) holding Title and two rows (3): four values.
        let help = Self.helpList(rows: [("Open", "One."), ("Share", "Two.")])
        #expect(
            LegacyHelpListScanner.read(help, file: "HelpList.plist", limits: ReadingLimits(maximumItemCount: 4)) != nil)
        #expect(
            LegacyHelpListScanner.read(help, file: "HelpList.plist", limits: ReadingLimits(maximumItemCount: 3)) == nil)

        let atLimit = Self.content(["en.lproj/HelpList.plist": help], ReadingLimits(maximumItemCount: 4))
        #expect(atLimit.errors.isEmpty)
        #expect(atLimit.helpBook(preferredLanguages: ["en"])?.book.sections.first?.items.count == 2)

        let past = Self.content(["en.lproj/HelpList.plist": help], ReadingLimits(maximumItemCount: 3))
        #expect(past.errors.map(\.code) == [.tooManyItems])
    }

    @Test func stringTablesCatalogsAndTheRulesFileAreReadWithinTheLimits() throws {
        let catalog = Data(
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Welcome": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello there"}}}}}}"#
                .utf8)
        let rules = Data(#"{"cards": {"Welcome": {"maxDisplayCount": 2}}}"#.utf8)
        let files = [
            "en.lproj/Tutorial.strings": Self.welcome, "Help.xcstrings": catalog, "Tutorials.json": rules,
        ]
        let limits = ReadingLimits(maximumStringLength: 8)
        let content = Self.content(files, limits)
        // "Tap a composition to open it.", "Hello there" and "maxDisplayCount" are longer than
        // 8 bytes: each file stops with the limit's own finding (the rules file's too, which is
        // no syntax error), at its file.
        #expect(content.errors.map(\.code) == [.stringTooLong, .stringTooLong, .stringTooLong])
        #expect(
            Set(content.errors.compactMap { $0.location?.file })
                == ["Help.xcstrings", "en.lproj/Tutorial.strings", "Tutorials.json"])
        #expect(
            Set(content.errors.compactMap(\.fix)) == ["Shorten the string, or raise ReadingLimits.maximumStringLength."]
        )
        // The rules file keeps the content's limits when read again.
        let file = try #require(content.rulesFile)
        #expect(file.limits == limits)
        #expect(throws: TutorialRulesError.self) { try TutorialRules(file: file) }
        let roomy = try #require(Self.content(files, .default).rulesFile)
        #expect(try TutorialRules(file: roomy).cards["Welcome"]?.maxDisplayCount == 2)
    }

    @Test func aRulesFileLargerThanTheLimitIsARulesFindingNotAStringTableError() throws {
        // Larger than the strings file, so a limit between the two stops only the rules file.
        let rules = Data(
            (#"{"cards": {"Welcome": {"maxDisplayCount": 2}}}"# + String(repeating: " ", count: 40)).utf8)
        #expect(rules.count > Self.welcome.count)
        let files = ["en.lproj/Tutorial.strings": Self.welcome, "Tutorials.json": rules]
        let atLimit = Self.content(files, ReadingLimits(maximumFileSize: rules.count))
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.tutorialRules.cards["Welcome"]?.maxDisplayCount == 2)

        let past = Self.content(files, ReadingLimits(maximumFileSize: rules.count - 1))
        #expect(past.stringErrors.isEmpty, "the string tables loaded: nothing for the demo to stop at")
        #expect(past.rulesFindings.map(\.code) == [.fileTooLarge])
        #expect(past.rulesFindings.first?.location?.file == "Tutorials.json")
        #expect(past.errors.map(\.code) == [.fileTooLarge], "reported once")
        #expect(past.rulesFile == nil)
        #expect(past.tutorialRules == TutorialRules(), "not applied in part: the defaults")
        #expect(
            try past.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome").body
                == "Tap a composition to open it.", "the string tables still load")
        let tutorials = Tutorials(
            content: past, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
        #expect(
            tutorials.diagnostics.first?.code == .fileTooLarge,
            "the engine reports it first, as any refused rules file")
    }

    @Test func aFolderFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lproj = folder.url.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Self.welcome.write(to: lproj.appendingPathComponent("Tutorial.strings"))
        let content = GuidebookContent(
            source: .folder(folder.url), developmentLanguage: "en",
            limits: ReadingLimits(maximumFileSize: Self.welcome.count - 1))
        content.validateEverything()  // a table is read when a lookup first needs it
        #expect(content.errors.map(\.code) == [.fileTooLarge])
        #expect(content.errors.first?.location?.file.hasSuffix("en.lproj/Tutorial.strings") == true)
    }
}
