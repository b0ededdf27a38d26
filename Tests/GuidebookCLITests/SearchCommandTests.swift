import Foundation
import Testing

/// Runs the built `guidebook search` on the example content, as a user would.
@Suite struct SearchCommandTests {
    static func search(_ arguments: [String]) throws -> ToolsTestSupport.Run {
        try ShowCommandTests.guidebook(["search"] + arguments)
    }

    static func json(_ run: ToolsTestSupport.Run) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return try #require(object as? [String: Any])
    }

    static func results(_ run: ToolsTestSupport.Run) throws -> [[String: Any]] {
        try #require(try json(run)["results"] as? [[String: Any]])
    }

    /// The texts the highlights of `key` cover, sliced by their UTF-16 offsets.
    static func highlighted(_ result: [String: Any], text textKey: String, highlights key: String) throws -> [String] {
        let text = Array(try #require(result[textKey] as? String).utf16)
        let highlights = try #require(result[key] as? [[String: Int]])
        return try highlights.map { highlight in
            let start = try #require(highlight["start"])
            let length = try #require(highlight["length"])
            return String(decoding: text[start..<(start + length)], as: UTF16.self)
        }
    }

    @Test func aTypoStillFindsTheArticleWithPathAndMarkedSnippet() throws {
        let run = try Self.search(["exprot pdf"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        // The typo reaches the stem "export", so the title's "Exporting" is marked too.
        #expect(lines.first == "1. [Exporting] a [PDF]")
        #expect(lines.dropFirst().first?.contains("Sharing and Backup › Exporting a PDF") == true)
        #expect(lines.dropFirst(2).first?.contains("choose [PDF]") == true)
    }

    @Test(arguments: [("en", "export pdf"), ("de", "PDF exportieren"), ("ar", "تصدير PDF")])
    func aResultHasTheSameIdInEveryLanguage(language: String, query: String) throws {
        let run = try Self.search([query, "--language", language, "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try Self.results(run).first?["id"] as? String == "export-pdf")
    }

    @Test func jsonListsRankedResultsWhoseHighlightsSliceToTheMatchedWords() throws {
        let run = try Self.search(["ties slur", "--format", "json"])
        #expect(run.status == 0)
        let results = try Self.results(run)
        let first = try #require(results.first)
        #expect(first["title"] as? String == "Ties and Slurs")
        #expect(first["path"] as? [String] == ["Writing Music", "Notation Tools", "Ties and Slurs"])
        #expect(first["indexPath"] as? [Int] == [1, 1, 0])
        #expect((first["score"] as? Double ?? 0) > 0)
        #expect(try Self.highlighted(first, text: "title", highlights: "titleHighlights") == ["Ties", "Slurs"])
        let words = try Self.highlighted(first, text: "snippet", highlights: "snippetHighlights")
        #expect(Set(words.map { $0.lowercased() }) == ["tie", "slur"])
    }

    @Test func germanAndArabicBooksAreSearchedInTheirLanguage() throws {
        let german = try Self.results(try Self.search(["exportiern", "--language", "de", "--format", "json"]))
        #expect(german.first?["title"] as? String == "Als PDF exportieren")

        let arabic = try Self.results(try Self.search(["مزامنة", "--language", "ar", "--format", "json"]))
        let first = try #require(arabic.first)
        #expect(first["title"] as? String == "المزامنة مع iCloud")
        #expect(try Self.highlighted(first, text: "title", highlights: "titleHighlights") == ["المزامنة"])
    }

    @Test func withoutLanguageTheLocalePicksTheBook() throws {
        let german = try ShowCommandTests.guidebook(
            ["search", "exportiern", "--format", "json"], locale: ["LANG": "de_DE.UTF-8"])
        #expect(try Self.json(german)["language"] as? String == "de")
        #expect(try Self.results(german).first?["title"] as? String == "Als PDF exportieren")

        let english = try ShowCommandTests.guidebook(
            ["search", "exporting", "--format", "json"], locale: ["LANGUAGE": "de", "LANG": "C"])
        #expect(try Self.json(english)["language"] as? String == "en")
    }

    @Test func noResultsIsAnAnswerNotAnError() throws {
        let run = try Self.search(["zzzqqq"])
        #expect(run.status == 0)
        #expect(run.output.contains("No results for \"zzzqqq\""))
        let json = try Self.search(["zzzqqq", "--format", "json"])
        #expect(json.status == 0)
        #expect(try Self.results(json).isEmpty)
    }

    @Test func aMissingContentFolderIsAnErrorAndAMissingQueryAUsageError() throws {
        let missing = try Self.search(["pdf", "No/Such/Folder"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("No/Such/Folder"))
        let usage = try ShowCommandTests.guidebook(["search"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("QUERY"))
    }

    @Test func hostileQueriesDoNotCrash() throws {
        for query in ["", "!!!", "🎹", String(repeating: "ab", count: 5_000)] {
            let run = try Self.search([query])
            #expect(run.status == 0, "\(query.prefix(20))")
        }
    }
}
