import Foundation
import Testing

@testable import Guidebook

/// What "the same book" means to an index file: for a book read from a file, the same bytes
/// (both files' for a translation that took the development language's ids), checked at
/// opening from the hash taken as the file was read, without a walk of the book's text; for a
/// book made in code, the same content.
@Suite struct SearchIndexFingerprintTests {
    static let json = Data(HelpBookV2Encoder().json(for: SearchTestBooks.example("en")).utf8)
    static let expected =
        "HelpBook.searchindex: byte 8: error: The search index was made from another help book (or another "
        + "version of it). Rebuild the index from the help book: run `guidebook index` again for content bundled "
        + "with the app, `guidebook publish` for content it downloads."

    static func read(_ data: Data, _ book: HelpBook) -> Result<HelpSearchIndex, HelpSearchIndexFileError> {
        Result { () throws(HelpSearchIndexFileError) in try HelpSearchIndex(fileData: data, book: book) }
    }

    @Test func anIndexMadeFromAFileOpensForTheSameBytesReadAgainAndAnswersAsTheBuiltOne() throws {
        let published = try HelpBook(data: Self.json, file: "HelpBook.json")
        let data = HelpSearchIndex.fileData(for: published)
        // The app's book: read from the same bytes, never used with an index before.
        let app = try HelpBook(data: Self.json, file: "HelpBook.json")
        let read = try HelpSearchIndex(fileData: data, book: app)
        let built = HelpSearchIndex(book: app)
        for query in ["export pdf", "exprot", "tempo", "Welcome", ""] {
            #expect(read.search(query) == built.search(query), "\(query)")
        }
    }

    /// The same text in other bytes (re-saved with other white space) is another book: the
    /// index is refused as stale and built again, never misread.
    @Test func theSameTextInOtherBytesIsAnotherBook() throws {
        let published = try HelpBook(data: Self.json, file: "HelpBook.json")
        let data = HelpSearchIndex.fileData(for: published)
        let resaved = try HelpBook(data: Self.json + Data("\n\n".utf8), file: "HelpBook.json")
        #expect(resaved == published)
        #expect(Self.read(data, resaved).failure?.diagnostic.description == Self.expected)
    }

    /// A book read from a file and one made in code with the same content are not the same
    /// book: one fingerprint is of bytes, the other of text.
    @Test func aBookMadeInCodeDoesNotReadTheIndexOfTheSameBookReadFromAFile() throws {
        let published = try HelpBook(data: Self.json, file: "HelpBook.json")
        let made = SearchTestBooks.example("en")
        #expect(made == published)
        #expect(
            Self.read(HelpSearchIndex.fileData(for: published), made).failure
                == .otherBook(file: "HelpBook.searchindex"))
        #expect(
            Self.read(HelpSearchIndex.fileData(for: made), published).failure
                == .otherBook(file: "HelpBook.searchindex"))
    }

    /// An edit of a book read from a file drops the file's hash: its index is stale, while an
    /// unedited copy still reads it.
    @Test func aBookReadFromAFileThenEditedRefusesItsIndexAndAnUneditedCopyReadsIt() throws {
        var book = try HelpBook(data: Self.json, file: "HelpBook.json")
        let copy = book
        let data = HelpSearchIndex.fileData(for: book)
        book.sections[0].items[0].title += " (edited)"
        #expect(Self.read(data, book).failure?.diagnostic.description == Self.expected)
        #expect(Self.read(data, copy).failure == nil)
    }

    /// A translation takes its ids from the development language's book: its index is of both
    /// files, so a changed development-language file makes it stale.
    @Test func aTranslationsIndexIsStaleWhenTheDevelopmentLanguagesFileChanges() throws {
        let german = Data(HelpBookV2Encoder().json(for: SearchTestBooks.example("de")).utf8)
        func translation(reference: Data) throws -> HelpBook {
            var document = try HelpBookDocument(data: german, file: "de.lproj/HelpBook.json")
            document.adoptIDs(from: try HelpBookDocument(data: reference, file: "en.lproj/HelpBook.json"))
            return document.book
        }
        let published = try translation(reference: Self.json)
        let data = HelpSearchIndex.fileData(for: published, language: "de")
        func open(_ book: HelpBook) -> HelpSearchIndexFileError? {
            Result { () throws(HelpSearchIndexFileError) in
                try HelpSearchIndex(fileData: data, book: book, language: "de")
            }
            .failure
        }
        #expect(open(try translation(reference: Self.json)) == nil)
        #expect(
            open(try translation(reference: Self.json + Data(" ".utf8))) == .otherBook(file: "HelpBook.searchindex"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
