// ReadingHelpBooks.md: a grouped table view's data source, one level down, deep links.
// snippet.hide
import Foundation
import Guidebook

let contentFolder = URL(fileURLWithPath: "Examples/Compositions")
// snippet.show
let book = try HelpBook.load(from: contentFolder, preferredLanguages: ["de-AT", "en"])
print(book.numberOfSections)  // prints 5
print(book.numberOfRows(inSection: 1))  // prints 4
print(book.item(atSection: 1, row: 1)?.title ?? "")  // prints Notationswerkzeuge
print(book.titleForHeader(inSection: 1) ?? "")  // prints Noten schreiben
print(book.item(atSection: 1, row: 1)?.child(atRow: 1)?.title ?? "")  // prints Pausen
print(book.item(forLink: "guidebook://help/rests")?.title ?? "")  // prints Pausen
