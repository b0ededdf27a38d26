import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The example app's tour ("basics": the Library card, then Export) on the example content, in
/// German and Arabic: every word around the writer's text is in the card's language, from
/// `GuidebookStrings`, though the example's tables have no tour keys. `guidebook show` draws
/// the first step as an app would, and the preview draws both steps.
@Suite(.serialized) struct ExampleTourChromeTests {
    /// The tour as a rules file, beside a copy of `Examples/Compositions`.
    static let tour = #"{"tours": [{"name": "basics", "steps": ["Library", "Export"]}]}"#

    /// The built-in English words a German or Arabic tour card must not show.
    static let english: [String] = {
        let words = GuidebookStrings.english
        return [words.next, words.done, words.skipTour, words.dismissHint, " of "]
    }()

    static func exampleWithTour() throws -> URL {
        let root = try ToolsTestSupport.temporaryFolder("example-tour")
        let content = root.appendingPathComponent("Compositions")
        try FileManager.default.copyItem(
            at: ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions"), to: content)
        try ToolsTestSupport.write(["Tutorials.json": tour], into: content)
        return content
    }

    @Test(arguments: ["de", "ar"])
    func theFirstStepInGuidebookShowHasNoEnglishWords(language: String) throws {
        let content = try Self.exampleWithTour()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let run = try ToolsTestSupport.guidebook(["show", "Library", "--language", language], onContent: content)
        #expect(run.status == 0, "\(run.errors)")
        #expect(Snapshot.mismatch(run.output, named: "example-tour-Library-\(language).txt") == nil, "\(run.output)")
        for word in Self.english {
            #expect(!run.output.contains(word), "\(language): \"\(word)\" in\n\(run.output)")
        }
    }

    @Test func thePreviewsGermanAndArabicTourStepsHaveNoEnglishWords() throws {
        let content = try Self.exampleWithTour()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let out = content.deletingLastPathComponent().appendingPathComponent("site")
        let run = try ToolsTestSupport.guidebook(["preview", content.path, "--out", out.path], in: content)
        #expect(run.status == 0, "\(run.errors)")
        for (language, words) in [
            ("de", ["1 von 2", "2 von 2", ">Weiter</button>", ">Fertig</button>", ">Tour überspringen</button>"]),
            ("ar", ["1 من 2", "2 من 2", ">التالي</button>", ">تم</button>", ">تخطي الجولة</button>"]),
        ] {
            let page = try String(contentsOf: out.appendingPathComponent("cards-\(language).html"), encoding: .utf8)
            let tours = page.components(separatedBy: "<div class=\"card-tour\"").dropFirst().map {
                String($0.prefix { $0 != "\n" })
            }
            #expect(tours.count == 2, "\(language): the tour's two steps")
            for word in words { #expect(tours.contains { $0.contains(word) }, "\(language): \(word)") }
            for tour in tours {
                for word in Self.english { #expect(!tour.contains(word), "\(language): \"\(word)\" in \(tour)") }
            }
        }
    }
}
