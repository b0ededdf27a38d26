import Foundation
import Guidebook

/// The help-book targets (legacy and v2 read through one entry point) and the Markdown subset.
enum HelpBookChecks {
    static let file = "fuzz-help.plist"

    /// A book read must agree with itself through every door: the direct legacy scanner with
    /// the tree reader, the table API with the tree, and v2 (property list and JSON) written
    /// and read back with the book.
    static func helpBook(_ data: Data) throws(FuzzFailure) {
        let document: HelpBookDocument
        do {
            document = try HelpBookDocument(data: data, file: file)
        } catch {
            try InputShape(data).check(error.location, file: file, what: "HelpBookError \(error)")
            return
        }
        let shape = InputShape(data)
        for diagnostic in document.diagnostics {
            try shape.check(diagnostic.location, file: file, what: "the warning \"\(diagnostic.message)\"")
        }
        if LegacyHelpListScanner.read(data, file: file) != nil {
            let tree: HelpBookDocument
            do {
                tree = try HelpBookDocument.readThroughTree(data: data, file: file)
            } catch {
                throw FuzzFailure("The legacy scanner read a book that the tree reader rejects: \(error)")
            }
            try expect(tree.book == document.book, "The legacy scanner and the tree reader read different books.")
            try expect(
                tree.diagnostics == document.diagnostics,
                "The legacy scanner warned \(document.diagnostics), the tree reader \(tree.diagnostics).")
        }
        try table(document.book)
        _ = document.validate()
        let encoder = HelpBookV2Encoder()
        for (name, written) in [
            ("xmlPropertyList", Data(encoder.xmlPropertyList(for: document.book).utf8)),
            ("json", Data(encoder.json(for: document.book).utf8)),
        ] {
            let again: HelpBook
            do {
                again = try HelpBook(data: written, file: "again")
            } catch {
                throw FuzzFailure("HelpBookV2Encoder.\(name) wrote a book that does not read back: \(error)")
            }
            try expect(again == document.book, "HelpBookV2Encoder.\(name)'s book read back different.")
        }
    }

    /// The table API (`numberOfSections`, `item(atSection:row:)`, …) and the path API must
    /// describe the same tree as `sections`.
    static func table(_ book: HelpBook) throws(FuzzFailure) {
        try expect(book.numberOfSections == book.sections.count, "numberOfSections is not sections.count.")
        try expect(book.titleForHeader(inSection: book.sections.count) == nil, "A header past the last section.")
        try expect(book.numberOfRows(inSection: -1) == 0, "Rows in section -1.")
        for (index, section) in book.sections.enumerated() {
            try expect(book.titleForHeader(inSection: index) == section.title, "titleForHeader(\(index)) is wrong.")
            try expect(book.numberOfRows(inSection: index) == section.items.count, "numberOfRows(\(index)) is wrong.")
            try expect(book.item(atSection: index, row: section.items.count) == nil, "A row past the last one.")
            for (row, item) in section.items.enumerated() {
                try expect(book.item(atSection: index, row: row) == item, "item(atSection: \(index), row: \(row)).")
            }
        }
        var firstPath: [String: HelpBook.Path] = [:]
        for (path, item) in book.allItems {
            try expect(book.item(at: path) == item, "item(at: \(path)) is not the item allItems lists there.")
            try expect(book.breadcrumbs(for: path).count == path.indices.count, "breadcrumbs(for: \(path)).")
            try expect(item.child(atRow: item.children.count) == nil, "A child past the last one at \(path).")
            try expect(item.numberOfRows == item.children.count, "numberOfRows at \(path).")
            if firstPath[item.id] == nil { firstPath[item.id] = path }
        }
        for (id, _) in firstPath {
            guard let path = book.path(of: id) else { throw FuzzFailure("path(of: \"\(id)\") is nil.") }
            try expect(book.item(at: path)?.id == id, "path(of: \"\(id)\") leads to another item.")
            try expect(book.item(withID: id)?.id == id, "item(withID: \"\(id)\") is another item.")
        }
    }

    /// A body read from Markdown, written as Markdown and read again, must keep its text; as
    /// documented, bold and italic side by side inside another can read back regrouped, so the
    /// Markdown must settle by the second writing.
    static func markdown(_ data: Data) throws(FuzzFailure) {
        let text = String(decoding: data, as: UTF8.self)
        let body = HelpBody(markdown: text)
        let written = body.markdown
        let again = HelpBody(markdown: written)
        try expect(
            again.plainText == body.plainText,
            "The body's Markdown \(written.debugDescription) reads back with other text: "
                + "\(again.plainText.debugDescription) instead of \(body.plainText.debugDescription).")
        let second = again.markdown
        let third = HelpBody(markdown: second)
        try expect(third.plainText == body.plainText, "The body's text changes on the second Markdown round trip.")
        try expect(
            third.markdown == second,
            "The Markdown does not settle: \(second.debugDescription) reads back and writes as "
                + "\(third.markdown.debugDescription).")
        let plain = HelpBody(plainText: text)
        let plainAgain = HelpBody(markdown: plain.markdown)
        try expect(
            plainAgain.plainText == plain.plainText,
            "A plain-text body's Markdown \(plain.markdown.debugDescription) reads back with other text.")
    }
}
