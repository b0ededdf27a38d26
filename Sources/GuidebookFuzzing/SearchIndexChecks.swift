import Foundation
import Guidebook

/// The search index file target: the input is read as an index of a fixed book.
package enum SearchIndexChecks {
    /// The book every input is an index of: two sections, articles with Markdown, German and
    /// Arabic words, so the file has stems, typo keys and tokens of several lengths. It is read
    /// from its v2 JSON, as an app reads a book: bodies without a link are kept as their text,
    /// so the file has their blocks' sources (one body has three paragraphs, one with emphasis:
    /// blocks shown as they lie and a restart after a blank line), and the one with a link keeps
    /// its blocks.
    package static let book: HelpBook = {
        let made = madeBook
        return (try? HelpBook(data: Data(HelpBookV2Encoder().json(for: made).utf8), file: "HelpBook.json")) ?? made
    }()

    private static let madeBook = SearchChecks.makeBook(
        """
        ## Getting Started
        # Exporting a PDF
        Tap **Share**, then *Export*. Exports keep the [tempo](#tempo) markings.
        # Tempo and Metronome
        Set the tempo with the metronome; tap twice to count in.

        Hold the *tempo* field to type a number, or drag it.

        Tap the metronome again to stop it.
        ## Mehr
        # Ein Stück abspielen
        Tippe auf Abspielen, um das Stück zu spielen. Straße, Größe.
        # الإعدادات
        افتح الإعدادات ثم اختر الموسيقى.
        """.split(separator: "\n", omittingEmptySubsequences: false)[...])

    /// The file `guidebook publish` writes for `book`: the seed corpus's input.
    package static let file = HelpSearchIndex.fileData(for: book)

    /// The input with the book's fingerprint written over bytes 8..<16 (a fuzzer cannot find
    /// a 64-bit hash, and a file with another one is refused before its parts are read), read
    /// as the book's index: it must be refused with a diagnostic or answer every query with
    /// results that name the book's articles, with highlights inside their text.
    package static func searchIndex(_ data: Data) throws(FuzzFailure) {
        var input = data
        if input.count >= 16 { input.replaceSubrange(input.startIndex + 8..<input.startIndex + 16, with: file[8..<16]) }
        let index: HelpSearchIndex
        do {
            index = try HelpSearchIndex(fileData: input, book: book)
        } catch {
            try expect(!error.diagnostic.message.isEmpty, "a refusal without a message: \(error)")
            return
        }
        for query in ["export", "exprot pdf", "tempo metro", "spiel", "Strasse", "الموسيقى", "t", ""] {
            for limit in [1, 20] {
                try SearchChecks.check(index.search(query, limit: limit), of: book, query: query, limit: limit)
            }
        }
    }
}
