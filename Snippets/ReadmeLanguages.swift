// run: LANG=de_DE.UTF-8
// Cards and help in one language: both default to the platform's preferred languages, which on
// Linux come from LANGUAGE, LC_ALL, LC_MESSAGES or LANG (the run above sets LANG=de_DE.UTF-8).
// snippet.hide
import Foundation
import Guidebook

let resources = URL(fileURLWithPath: "Examples/Compositions")
// snippet.show
let copy = try TutorialCopy.stringsTable("Tutorial", in: resources)
let book = try HelpBook.load(from: resources)
print(try copy.card(for: "Welcome").title)  // prints Willkommen bei Compositions
print(book.titleForHeader(inSection: 0) ?? "")  // prints Erste Schritte
// The same deep link opens the same article in every language.
print(book.item(forLink: "guidebook://help/export-pdf")?.title ?? "")  // prints Als PDF exportieren
