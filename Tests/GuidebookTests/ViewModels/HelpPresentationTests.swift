import Foundation
import Guidebook
import Testing

@Suite struct HelpPresentationTests {
    @Test func eachWayOfHostingTheMenuBringsItsOwnChrome() {
        let chrome = HelpPresentation.allCases.map {
            "\($0): own stack \($0.hasOwnNavigationStack), Done button \($0.showsDoneButton)"
        }
        #expect(
            chrome == [
                "standalone: own stack true, Done button false",
                "pushed: own stack false, Done button false",
                "sheet: own stack true, Done button true",
            ])
    }

    @Test(arguments: [("en", "Done"), ("de", "Fertig"), ("fr", "Terminé"), ("ar", "تم"), ("xx", "Done")])
    func aSheetsDoneButtonIsInTheBooksLanguage(language: String, done: String) {
        #expect(HelpScreenStrings(book: HelpBook(sections: [], language: language)).done == done)
    }

    @Test func anAppsOwnWordsKeepTheEnglishDoneUnlessItGivesOne() {
        #expect(HelpScreenStrings(title: "Hilfe").done == "Done")
        #expect(HelpScreenStrings(title: "Hilfe", done: "Schließen").done == "Schließen")
    }
}
