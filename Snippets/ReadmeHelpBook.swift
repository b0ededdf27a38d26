// The README's help book: the table view's data source, deep links and search, on the example.
// snippet.hide
import Foundation
import Guidebook

let resources = URL(fileURLWithPath: "Examples/Compositions")
// snippet.show
let book = try HelpBook.load(from: resources)  // the cards' languages by default
print(book.numberOfSections)  // prints 5
print(book.titleForHeader(inSection: 1) ?? "")  // prints Writing Music
let notation = book.item(atSection: 1, row: 1)  // rows have children, any depth
print(notation?.children.map(\.title) ?? [])  // prints ["Ties and Slurs", "Rests", "Dynamics", "Chord Symbols"]
print(book.item(forLink: "guidebook://help/export-pdf")?.title ?? "")  // prints Exporting a PDF
let search = HelpSearch(book: book)  // offline, ranked, typo-tolerant
print(search.search("exprot pdf").first?.title ?? "")  // prints Exporting a PDF
