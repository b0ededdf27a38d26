// SearchingHelp.md: one index per book and language, queried on every keystroke.
// snippet.hide
import Foundation
import Guidebook

let book = try HelpBook.load(from: URL(fileURLWithPath: "Examples/Compositions"), preferredLanguages: ["en"])
// snippet.show
let index = HelpSearchIndex(book: book)
let result = index.search("exprot pdf")[0]
print(result.path.joined(separator: " › "))  // prints Sharing and Backup › Exporting a PDF
print(result.snippetHighlights.map { String(result.snippet[$0]) })  // prints ["PDF"]
