// SearchingHelp.md: a new book replaces the index at once; running searches finish on the old one.
// snippet.hide
import Foundation
import Guidebook

let examples = URL(fileURLWithPath: "Examples/Compositions")
let bundledBook = try HelpBook.load(from: examples, preferredLanguages: ["en"])
let downloadedBook = try HelpBook.load(from: examples, preferredLanguages: ["de"])
// snippet.show
let search = HelpSearch(book: bundledBook)
search.replace(with: downloadedBook)
print(search.search("pdf exportieren").first?.itemID ?? "")  // prints export-pdf
