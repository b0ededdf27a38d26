import Foundation
import Guidebook
import GuidebookHTML
import Testing

/// `guidebook preview` run as a user runs it, its pages opened in headless Chromium.
@Suite(.serialized) struct PreviewBrowserTests {
    static let content: [String: String] = [
        "en.lproj/Tutorial.strings": """
        /* The app's cards. */
        "Welcome Title" = "Welcome";
        "Welcome" = "Tap a composition to open it.";
        "Export Title" = "Export";
        "Export" = "Share a score as a PDF.";
        "Metronome Title" = "Metronome";
        "Metronome" = "Tap the tempo to change it.";
        """,
        "de.lproj/Tutorial.strings": """
        "Welcome Title" = "Willkommen";
        "Welcome" = "Tippe auf eine Komposition, um sie zu öffnen.";
        "Export" = "Teile eine Partitur als PDF.";
        "Metronome Title" = "Metronom";
        "Metronome" = "Tippe auf das Tempo, um es zu ändern.";
        """,
        "ar.lproj/Tutorial.strings": """
        "Welcome Title" = "مرحبا";
        "Welcome" = "اضغط على مقطوعة لفتحها.";
        "Export Title" = "تصدير";
        "Export" = "شارك نوتة كملف PDF.";
        "Metronome Title" = "المسرع";
        "Metronome" = "اضغط على الإيقاع لتغييره.";
        """,
        "en.lproj/HelpList.plist": ToolsTestSupport.helpList([
            ("Getting Started", [("Creating a composition", "Tap the plus button."), ("Importing", "Drop a file.")]),
            ("Sharing", [("Exporting to PDF", "Open the share menu and choose PDF.")]),
            ("Playback", [("Tempo", "Drag the slider."), ("Looping", "Select bars, then tap Loop.")]),
        ]),
        "ar.lproj/HelpList.plist": ToolsTestSupport.helpList([
            ("البداية", [("إنشاء مقطوعة", "اضغط على زر الإضافة.")])
        ]),
    ]

    /// The preview of the fixture content, written once per test into a fresh folder.
    struct Preview {
        let folder: URL
        let run: ToolsTestSupport.Run
        let browser: ChromiumPage

        init?() throws {
            guard let chromium = ToolsTestSupport.tool("chromium") else { return nil }
            let root = try ToolsTestSupport.temporaryFolder("preview")
            try ToolsTestSupport.write(PreviewBrowserTests.content, into: root.appendingPathComponent("App"))
            folder = root.appendingPathComponent("site")
            run = try ToolsTestSupport.guidebook(["preview", "App", "--out", "site"], in: root)
            browser = ChromiumPage(executable: chromium)
        }

        func page(_ name: String) -> URL { folder.appendingPathComponent(name) }
    }

    @Test func previewSaysWhereItWroteAndCountsTheContent() throws {
        let root = try ToolsTestSupport.temporaryFolder("preview")
        try ToolsTestSupport.write(Self.content, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["preview", "App", "--out", "site"], in: root)
        #expect(run.status == 0)
        let index = root.appendingPathComponent("site/index.html").resolvingSymlinksInPath().path
        #expect(run.output.contains(index) || run.output.contains("site/index.html"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("site/index.html").path))
        // 3 keys, 3 languages, 3 + 1 sections, 5 + 1 articles, the German Export card lacks a title,
        // the Arabic book is not a translation of the English one (its ids are its own).
        #expect(run.output.contains("3 cards × 3 languages, 4 sections, 6 articles, 1 error, 1 warning"))
        #expect(
            run.errors.contains(
                #"App/de.lproj/Tutorial.strings:1:1: error: The tutorial "Export" has no title in de in table "Tutorial"; "#
                    + #"its card is shown without one. Add "Export Title" = "…"; to de.lproj/Tutorial.strings."#),
            "\(run.errors)")
        #expect(run.errors.contains("The ar help book has 1 section where en has 3"), "\(run.errors)")
    }

    @Test func everyCardAndArticleIsOnThePages() throws {
        guard let preview = try Preview() else { return }
        for language in ["en", "de", "ar"] {
            let dom = try preview.browser.dom(preview.page("cards-\(language).html"))
            for key in ["Welcome", "Export", "Metronome"] {
                #expect(dom.contains("data-key=\"\(key)\" data-language=\"\(language)\""), "\(key) in \(language)")
            }
        }
        let help = try preview.browser.dom(preview.page("help-en.html"))
        for title in ["Getting Started", "Sharing", "Playback"] {
            #expect(help.contains("<h2 class=\"group-header\">\(title)</h2>"))
        }
        let rows = ["Creating a composition", "Importing", "Exporting to PDF", "Tempo", "Looping"]
        for row in rows {
            #expect(help.contains("<span class=\"title\">\(row)</span>"), "row \(row)")
        }
        // Each row leads to its article page, which shows the article and a breadcrumb back.
        let links = help.matches(of: /<a class="row" href="([^"]+)"/).map { String($0.output.1) }
        #expect(links.count == rows.count)
        let tempo = try #require(links.first(where: { $0.contains("tempo") }))
        let article = try preview.browser.dom(preview.page(tempo))
        #expect(article.contains("<h1>Tempo</h1>"))
        #expect(article.contains("Drag the slider."))
        #expect(article.contains("<a href=\"help-en.html\">Help</a>"))
        #expect(
            article.contains("<li><a href=\"help-en.html\">Playback</a></li>"), "the section goes back to the index")
    }

    @Test func arabicPagesAreLaidOutRightToLeft() throws {
        guard let preview = try Preview() else { return }
        let cards = try preview.browser.dom(preview.page("cards-ar.html"))
        #expect(cards.contains("<html lang=\"ar\" dir=\"rtl\""))
        #expect(cards.contains("lang=\"ar\" dir=\"rtl\">"))
        #expect(cards.contains("مرحبا"))
        let english = try preview.browser.dom(preview.page("cards-en.html"))
        #expect(english.contains("<html lang=\"en\" dir=\"ltr\""))
        let help = try preview.browser.dom(preview.page("help-ar.html"))
        #expect(help.contains("<html lang=\"ar\" dir=\"rtl\""))
    }

    @Test func aCardWithoutTitleShowsAWarningInsteadOfBeingSkipped() throws {
        guard let preview = try Preview() else { return }
        let dom = try preview.browser.dom(preview.page("cards-de.html"))
        let start = try #require(dom.range(of: "data-key=\"Export\""))
        let end = try #require(dom.range(of: "</section>", range: start.upperBound..<dom.endIndex))
        let section = dom[start.lowerBound..<end.lowerBound]
        #expect(section.contains("Teile eine Partitur als PDF."))
        #expect(section.contains("class=\"warning\""))
        #expect(section.contains("has no title"))
        #expect(section.contains("Export Title"))
    }

    @Test(arguments: [
        ("pdf", "Exporting to PDF"), ("expo", "Exporting to PDF"), ("LOOP", "Looping"), ("slider", "Tempo"),
    ])
    func theSearchBoxFindsAKnownArticle(query: String, title: String) throws {
        guard let preview = try Preview() else { return }
        let dom = try preview.browser.dom(preview.page("help-en.html"), query: "?q=\(query)")
        let results = try #require(dom.firstRange(of: /<ul id="search-results"[^>]*>.*?<\/ul>/.dotMatchesNewlines()))
        let list = String(dom[results])
        #expect(!list.contains("hidden"))
        let first = list.firstMatch(of: /<span class="title">([^<]*)<\/span>/).map { String($0.output.1) }
        #expect(first == title)
    }

    @Test func aSearchWithNoMatchSaysSo() throws {
        guard let preview = try Preview() else { return }
        let dom = try preview.browser.dom(preview.page("help-en.html"), query: "?q=zebra")
        #expect(dom.contains("data-count=\"0\""))
        #expect(dom.contains("No results"))
    }

    @Test func darkAppearanceIsAppliedUnderEmulation() throws {
        guard let preview = try Preview() else { return }
        let dark = try preview.browser.dom(preview.page("help-en.html"), dark: true)
        #expect(dark.contains("data-scheme=\"dark\""))
        #expect(dark.contains("data-background=\"rgb(0, 0, 0)\""))
        let light = try preview.browser.dom(preview.page("help-en.html"))
        #expect(light.contains("data-scheme=\"light\""))
        #expect(light.contains("data-background=\"rgb(242, 242, 247)\""))
    }

    @Test func screenshotsOfACardAndTheHelpTableAreSaved() throws {
        guard let preview = try Preview() else { return }
        let artifacts = try ToolsTestSupport.artifactsFolder()
        let shots = [
            ("preview-card-en.png", "cards-en.html", false), ("preview-card-ar.png", "cards-ar.html", false),
            ("preview-help-en.png", "help-en.html", false), ("preview-help-en-dark.png", "help-en.html", true),
        ]
        for (name, page, dark) in shots {
            let file = artifacts.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            try preview.browser.screenshot(preview.page(page), to: file, dark: dark)
            let data = try Data(contentsOf: file)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
            #expect(data.count > 10_000, "\(name) shows something")
        }
    }
}
