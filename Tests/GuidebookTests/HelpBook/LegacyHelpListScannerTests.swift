import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The direct legacy scanner against the general path (property-list tree, then the tree
/// decoder): on every input the scanner takes, the same sections, items, ids, titles, bodies,
/// locations and diagnostics; on every input it hands back, the same result or error.
@Suite struct LegacyHelpListScannerTests {
    static let file = "en.lproj/HelpList.plist"

    /// The general path's result for `data`.
    static func throughTree(_ data: Data, file: String = file) -> Result<HelpBookDocument, HelpBookError> {
        Result { () throws(HelpBookError) in try HelpBookDocument.readThroughTree(data: data, file: file) }
    }

    /// The public entry point's result for `data` (the scanner first, then the tree).
    static func loaded(_ data: Data, file: String = file) -> Result<HelpBookDocument, HelpBookError> {
        Result { () throws(HelpBookError) in try HelpBookDocument(data: data, file: file) }
    }

    /// Expects two documents to agree in everything, locations included (document equality
    /// compares content, format, file and diagnostics with their locations, but not where
    /// sections and items stand).
    static func expectSame(
        _ fast: HelpBookDocument, _ tree: HelpBookDocument, _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(fast == tree, "\(label)", sourceLocation: sourceLocation)
        #expect(fast.diagnostics == tree.diagnostics, "\(label)", sourceLocation: sourceLocation)
        #expect(
            fast.book.sections.map(\.location) == tree.book.sections.map(\.location), "\(label)",
            sourceLocation: sourceLocation)
        #expect(
            fast.book.sections.map(\.id) == tree.book.sections.map(\.id), "\(label)", sourceLocation: sourceLocation)
        let fastItems = fast.book.allItems.map(\.item)
        let treeItems = tree.book.allItems.map(\.item)
        #expect(fastItems.map(\.id) == treeItems.map(\.id), "\(label)", sourceLocation: sourceLocation)
        #expect(fastItems.map(\.title) == treeItems.map(\.title), "\(label)", sourceLocation: sourceLocation)
        #expect(
            fastItems.map(\.body.plainText) == treeItems.map(\.body.plainText), "\(label)",
            sourceLocation: sourceLocation)
        #expect(fastItems.map(\.location) == treeItems.map(\.location), "\(label)", sourceLocation: sourceLocation)
    }

    /// Expects `data` to be read by the scanner, the same as the general path reads it.
    static func expectScannedLikeTree(
        _ data: Data, _ label: String, file: String = file, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let fast = try #require(
            LegacyHelpListScanner.read(data, file: file), "the scanner handed back \(label)",
            sourceLocation: sourceLocation)
        let tree = try throughTree(data, file: file).get()
        expectSame(fast, tree, label, sourceLocation: sourceLocation)
        // And the public entry point returns the scanner's document.
        #expect(loaded(data, file: file) == .success(fast), sourceLocation: sourceLocation)
    }

    /// Expects the scanner to hand `data` back, and the public entry point to give exactly the
    /// general path's result or error.
    static func expectHandedBack(
        _ data: Data, _ label: String, file: String = file, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            LegacyHelpListScanner.read(data, file: file) == nil, "the scanner read \(label)",
            sourceLocation: sourceLocation)
        let tree = throughTree(data, file: file)
        let viaEntryPoint = loaded(data, file: file)
        #expect(viaEntryPoint == tree, "\(label)", sourceLocation: sourceLocation)
        if case .success(let fast) = viaEntryPoint, case .success(let slow) = tree {
            expectSame(fast, slow, label, sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Generated books

extension LegacyHelpListScannerTests {
    /// A small deterministic random source, so every generated book is reproducible.
    typealias Random = SplitMix64

    /// Row titles as they are written in XML: entities, non-ASCII, tabs, titles that slug
    /// alike (`Undo`, `undo!`), rows named like a header, empty and odd ones.
    static let keyPool = [
        "Undo", "undo!", "UNDO", "Redo", "Über uns", "Straße &amp; Weg", "日本語の説明", "Emoji 😀 row",
        "title ", " Title", "TITLE", "Title\t", "A &lt; B &gt; C", "Quote &quot;x&quot; &apos;y&apos;",
        "Numeric &#x41;&#66;&#x1F600;", "", "a/b", "Tab\there", "x-2", "x", "Ärger", "Ä", "e\u{301}",
        "café", "   ", "!!!", String(repeating: "Long title ", count: 12), "Zeile&#10;zwei",
        "Ti&#116;le row", "Topic 1 in chapter 1",
    ]

    /// Help texts as they are written in XML.
    static let valuePool = [
        "Shake to undo.", "", "Line one\nLine two\n\nParagraph two.", "Tabs\tand  spaces  ",
        "Entities: &amp; &lt;tag&gt; &quot;q&quot; &apos;a&apos; &#169; &#xE9; &#x1F3B5;",
        "Ünïcödé — “quotes” — 日本語 — 😀", "  leading and trailing  ", "Cafe\u{301} and café",
        String(repeating: "A long help text that goes on. ", count: 40), "> greater is fine",
        "Windows\r\nline\r\nends", "Old Mac\rline ends", "a]]>b",
        // Longer than the 255 sixteen-byte chunks a byte lane counts before it is summed.
        String(repeating: "Eine Zeile über Noten.\n", count: 400) + "Ende",
        String(repeating: "\n", count: 4_200) + "blank lines",
    ]

    /// A generated legacy book and whether it has a duplicate key (which the scanner hands back).
    static func generatedBook(seed: UInt64) -> (xml: String, hasDuplicateKey: Bool) {
        var random = Random(seed: seed)
        let newline = random.pick(["\n", "\n", "\r\n", "\r", ""])
        let indent = newline.isEmpty ? "" : random.pick(["\t", "  ", "", " \t"])
        var hasDuplicateKey = false
        var xml = random.chance(20) ? "\u{FEFF}" : ""
        if random.chance(80) { xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + newline }
        if random.chance(70) {
            xml +=
                "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
                + newline
        }
        if random.chance(15) { xml += "<!-- written by hand -->" + newline }
        xml += random.pick(["<plist version=\"1.0\">", "<plist>", "<plist version='1.0' x=\"a>b\">"]) + newline
        xml += "<array>" + newline
        let sectionCount = random.below(5) + (random.chance(10) ? 0 : 1)
        for section in 0..<sectionCount {
            xml += indent + "<dict>" + newline
            let rowCount = random.below(9)
            let titlePosition = random.below(rowCount + 1)
            var used: Set<String> = []
            for row in 0...rowCount {
                if row == titlePosition {
                    let title = random.pick([
                        "Chapter \(section)", "Chapter \(section % 2)", "Écriture &amp; Lecture", "", "日本",
                        "Chapter \(section)\(newline)continued",
                    ])
                    xml += indent + indent + "<key>Title</key>" + newline
                    xml += indent + indent + "<string>\(title)</string>" + newline
                    continue
                }
                var key = random.pick(keyPool)
                if used.contains(key) {
                    if random.chance(10) {
                        hasDuplicateKey = true
                    } else {
                        key += " \(row)"
                    }
                }
                used.insert(key)
                if random.chance(10) { xml += indent + indent + "<!-- row \(row) -->" + newline }
                xml += indent + indent + "<key>\(key)</key>" + newline
                if random.chance(10) {
                    xml += indent + indent + "<string/>" + newline
                } else {
                    xml += indent + indent + "<string>\(random.pick(valuePool))</string>" + newline
                }
            }
            xml += indent + "</dict>" + newline
        }
        xml += "</array>" + newline + "</plist>" + (random.chance(50) ? newline : "")
        return (xml, hasDuplicateKey)
    }

    @Test(arguments: 0..<300)
    func generatedBooksReadTheSameBothWays(seed: Int) throws {
        let (xml, hasDuplicateKey) = Self.generatedBook(seed: UInt64(seed))
        let data = Data(xml.utf8)
        if hasDuplicateKey {
            Self.expectHandedBack(data, "book \(seed) (a duplicate key)")
        } else {
            try Self.expectScannedLikeTree(data, "book \(seed)")
        }
    }

    /// The generator reaches what the tests are for (so the table above cannot pass by missing them).
    @Test func generatedBooksCoverTheCasesThatMatter() throws {
        var sawCRLF = false
        var sawCR = false
        var sawDuplicate = false
        var sawCollidingIDs = false
        var sawTitleRowWarning = false
        var sawNonASCIIID = false
        var sawNumberedID = false
        for seed in 0..<300 {
            let (xml, duplicate) = Self.generatedBook(seed: UInt64(seed))
            sawCRLF = sawCRLF || xml.utf8.contains(0x0D) && xml.contains("\r\n")
            sawCR = sawCR || xml.contains("\r<")
            sawDuplicate = sawDuplicate || duplicate
            guard !duplicate, let document = LegacyHelpListScanner.read(Data(xml.utf8), file: "x")
            else { continue }
            let ids = document.book.allItems.map(\.item.id)
            sawNumberedID = sawNumberedID || ids.contains { $0.hasSuffix("-2") && !$0.hasSuffix("x-2") }
            sawCollidingIDs = sawCollidingIDs || ids.contains("chapter-0/undo-2")
            sawTitleRowWarning = sawTitleRowWarning || document.diagnostics.contains { $0.code == .titleRow }
            sawNonASCIIID = sawNonASCIIID || ids.contains { $0.hasSuffix("/uber-uns") }
        }
        #expect(sawCRLF && sawCR && sawDuplicate && sawCollidingIDs && sawTitleRowWarning && sawNonASCIIID)
        #expect(sawNumberedID)
    }
}

// MARK: - Files

extension LegacyHelpListScannerTests {
    static let examples = HelpBookFileTests.examples

    static var exampleFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        // The languages written in the classic format (the development language's book is v2).
        return names.filter { $0.hasSuffix(".lproj") }.sorted().map { "\($0)/HelpList.plist" }
            .filter { FileManager.default.fileExists(atPath: examples.appendingPathComponent($0).path) }
    }

    @Test(arguments: exampleFiles)
    func exampleFilesReadTheSameBothWays(path: String) throws {
        let url = Self.examples.appendingPathComponent(path)
        let data = try Data(contentsOf: url)
        if let fast = LegacyHelpListScanner.read(data, file: url.path) {
            Self.expectSame(fast, try Self.throughTree(data, file: url.path).get(), path)
        } else {
            Self.expectHandedBack(data, path, file: url.path)
        }
        // With their nested rows left out, the examples are in the plain shape: the scanner reads them.
        let flat = try PropertyListReader.read(data, file: path)
        let flattened = PropertyListValue.array(
            (flat.arrayValue ?? []).map { section in
                .dictionary(
                    PropertyListDictionary(
                        (section.dictionaryValue?.entries ?? []).filter { $0.value.stringValue != nil }))
            })
        try Self.expectScannedLikeTree(PropertyListWriter.xmlData(flattened), "\(path), flattened")
    }

    /// Every corpus property list gives the same result or error both ways; and the root-array
    /// ones (FAQ lists, a preferences list), given a `Title` in each dictionary, are books the
    /// scanner reads like the general path (real-world text, entities and a `title` row).
    @Test func corpusPropertyListsReadTheSameBothWays() throws {
        guard let folder = TestCorpus.folder("plist", for: "the legacy scanner's corpus comparison") else { return }
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".plist") }.sorted()
        #expect(files.count >= 8)
        var titledBooks = 0
        for path in files {
            let url = folder.appendingPathComponent(path)
            let data = try Data(contentsOf: url)
            let tree = Self.throughTree(data, file: url.path)
            #expect(Self.loaded(data, file: url.path) == tree, "\(path)")
            if let fast = LegacyHelpListScanner.read(data, file: url.path) {
                Self.expectSame(fast, try tree.get(), path)
            }
            // A `Title` after each section's `<dict>`: root-array files of string rows become plain books.
            guard let text = String(data: data, encoding: .utf8), text.contains("<array>"),
                (try? PropertyListReader.read(data))?.arrayValue != nil
            else { continue }
            var titled = ""
            var rest = Substring(text)
            while let open = rest.range(of: "<dict>") {
                titled += rest[..<open.upperBound]
                titled += "<key>Title</key><string>Section \(titledBooks) &amp; co</string>"
                rest = rest[open.upperBound...]
            }
            titled += rest
            let titledData = Data(titled.utf8)
            let stringRowsOnly = (try PropertyListReader.read(titledData)).arrayValue?.allSatisfy { section in
                section.dictionaryValue?.allSatisfy { $0.value.stringValue != nil } ?? false
            }
            if stringRowsOnly == true {
                try Self.expectScannedLikeTree(titledData, "\(path) with titles", file: url.path)
                titledBooks += 1
            } else {
                Self.expectHandedBack(titledData, "\(path) with titles", file: url.path)
                // Its string rows alone, written out again, are a plain book.
                let sections = try PropertyListReader.read(titledData).arrayValue ?? []
                let flattened = PropertyListValue.array(
                    sections.compactMap { section in
                        section.dictionaryValue.map {
                            .dictionary(PropertyListDictionary($0.entries.filter { $0.value.stringValue != nil }))
                        }
                    })
                let flatData = PropertyListWriter.xmlData(flattened)
                if (try? HelpBookDocument(data: flatData)) != nil {
                    try Self.expectScannedLikeTree(flatData, "\(path) with titles, string rows only", file: url.path)
                    titledBooks += 1
                }
            }
        }
        // FAQs.plist and Faq.plist as they are, DefaultsMap.plist's string rows (with a `title` row).
        #expect(titledBooks >= 3)
    }
}

// MARK: - Inputs the scanner hands back

extension LegacyHelpListScannerTests {
    static func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """.utf8)
    }

    static func section(_ rows: String) -> Data {
        plist("<array>\n\t<dict>\n\t\t<key>Title</key>\n\t\t<string>Basics</string>\n\(rows)\n\t</dict>\n</array>")
    }

    /// Inputs outside the plain shape, or with errors: each must come out exactly as the general path has it.
    static let handedBack: [(String, Data)] = [
        ("nested dictionary", section("<key>Notation</key><dict><key>Ties</key><string>Drag.</string></dict>")),
        (
            "children array",
            section(
                "<key>More</key><array><dict><key>Title</key><string>A</string><key>B</key><string>b</string></dict></array>"
            )
        ),
        ("integer value", section("<key>Count</key><integer>3</integer>")),
        ("boolean value", section("<key>On</key><true/>")),
        ("date value", section("<key>When</key><date>2024-01-01T00:00:00Z</date>")),
        ("data value", section("<key>Blob</key><data>AAEC</data>")),
        ("CDATA", section("<key>Code</key><string><![CDATA[a < b]]></string>")),
        ("comment inside text", section("<key>Note</key><string>a<!-- c -->b</string>")),
        ("duplicate key", section("<key>Undo</key><string>one</string><key>Undo</key><string>two</string>")),
        ("duplicate Title", section("<key>Title</key><string>Again</string>")),
        (
            "canonically equal keys",
            section("<key>café</key><string>one</string><key>cafe\u{301}</key><string>two</string>")
        ),
        ("no Title", plist("<array><dict><key>Undo</key><string>Shake.</string></dict></array>")),
        ("title in lower case", plist("<array><dict><key>title</key><string>Basics</string></dict></array>")),
        ("empty section", plist("<array><dict/></array>")),
        ("empty array tag", plist("<array/>")),
        ("root dictionary", plist("<dict><key>Title</key><string>x</string></dict>")),
        ("key with space", section("<key >Undo</key><string>x</string>")),
        ("closing tag with space", section("<key>Undo</key ><string>x</string>")),
        ("empty key tag", section("<key/><string>x</string>")),
        ("string tag with space", section("<key>Undo</key><string >x</string>")),
        ("unknown entity", section("<key>Undo</key><string>&nbsp;</string>")),
        ("bad numeric entity", section("<key>Undo</key><string>&#xD800;</string>")),
        ("unterminated entity", section("<key>Undo</key><string>a &amp b</string>")),
        (
            "invalid UTF-8",
            section("<key>Undo</key><string>a \u{FFFD} b</string>").replacing([0xEF, 0xBF, 0xBD], with: [0xC3])
        ),
        ("text between rows", section("<key>Undo</key><string>x</string> stray")),
        ("missing value", section("<key>Undo</key>")),
        ("mismatched closing tag", section("<key>Undo</key><string>x</key>")),
        ("trailing content", plist("<array/>") + Data("<extra/>".utf8)),
        ("unterminated file", Data("<plist version=\"1.0\"><array><dict><key>Title</key><string>x".utf8)),
        ("empty plist tag", Data("<plist/>".utf8)),
        ("no plist tag", Data("<array><dict><key>Title</key><string>x</string></dict></array>".utf8)),
        ("nothing", Data()),
        ("JSON", Data("[{\"Title\": \"Basics\", \"Undo\": \"Shake.\"}]".utf8)),
        (
            "UTF-16",
            Data([0xFF, 0xFE])
                + ("<plist><array><dict><key>Title</key><string>x</string></dict></array></plist>".data(
                    using: .utf16LittleEndian) ?? Data())
        ),
    ]

    @Test(arguments: handedBack.indices)
    func inputsOutsideThePlainShapeComeOutAsTheGeneralPathHasThem(index: Int) {
        let (label, data) = Self.handedBack[index]
        Self.expectHandedBack(data, label)
    }

    @Test func commentsAndProcessingInstructionsBetweenRowsAreSkippedLikeTheGeneralPathDoes() throws {
        let rows = "<!-- a\nnote --><key>Undo</key><?pi x\ny?><string>x</string>\n<!--b--><key>Redo</key><string/>"
        try Self.expectScannedLikeTree(Self.section(rows), "comments and processing instructions")
    }

    @Test func aBinaryPropertyListIsHandedBackAndReadTheSame() throws {
        let xml = Self.section("<key>Undo</key><string>Shake.</string>")
        let binary = BinaryPropertyListWriter().data(for: try PropertyListReader.read(xml))
        Self.expectHandedBack(binary, "binary")
        #expect(try HelpBook(data: binary).sections[0].items.map(\.title) == ["Undo"])
    }
}

// MARK: - The scanner runs

extension LegacyHelpListScannerTests {
    /// The benchmark's shape (a `Title` first, string rows, an entity in each header): the
    /// scanner reads it, so `helpbook.load.legacy.*` times the scanner and not the tree.
    @Test func theBenchmarkShapeIsReadByTheScanner() throws {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array>

            """
        for section in 0..<20 {
            xml += "\t<dict>\n\t\t<key>Title</key>\n\t\t<string>Chapter \(section): Writing &amp; Listening</string>\n"
            for row in 0..<30 {
                xml += "\t\t<key>Topic \(row) in chapter \(section)</key>\n"
                xml += "\t\t<string>Choose a note length.\nTip \(row): drag a note.</string>\n"
            }
            xml += "\t</dict>\n"
        }
        xml += "</array>\n</plist>\n"
        let data = Data(xml.utf8)
        try Self.expectScannedLikeTree(data, "the benchmark's shape")
        let book = try #require(LegacyHelpListScanner.read(data, file: Self.file)).book
        #expect(book.numberOfSections == 20)
        #expect(book.sections[3].id == "chapter-3-writing-listening")
        #expect(book.sections[3].items[7].id == "chapter-3-writing-listening/topic-7-in-chapter-3")
        #expect(
            book.sections[3].items[7].location
                == SourceLocation(file: Self.file, line: 5 + 3 * 94 + 3 + 3 * 7, column: 3))
        #expect(book.sections[3].location == SourceLocation(file: Self.file, line: 5 + 3 * 94, column: 2))
    }

    @Test func aLargeSectionWithCollidingTitlesGetsTheGeneralPathsNumberedIDs() throws {
        var rows = ""
        for row in 0..<300 {
            rows += "<key>\(["Undo", "undo!", "UNDO?", "undo-2"][row % 4]) \(row / 4)</key><string>t</string>\n"
        }
        for row in 0..<40 { rows += "<key>\(String(repeating: "?", count: row + 1))</key><string>t</string>\n" }
        try Self.expectScannedLikeTree(Self.section(rows), "colliding titles")
        let book = try HelpBook(data: Self.section(rows))
        #expect(book.sections[0].items.map(\.id).filter { $0.hasPrefix("basics/untitled") }.count == 40)
        #expect(Set(book.sections[0].items.map(\.id)).count == 340)
    }
}

extension Data {
    /// The data with every `pattern` replaced (a test helper for writing invalid bytes).
    fileprivate func replacing(_ pattern: [UInt8], with replacement: [UInt8]) -> Data {
        var bytes = [UInt8](self)
        var index = 0
        while index + pattern.count <= bytes.count {
            if Array(bytes[index..<(index + pattern.count)]) == pattern {
                bytes.replaceSubrange(index..<(index + pattern.count), with: replacement)
                index += replacement.count
            } else {
                index += 1
            }
        }
        return Data(bytes)
    }
}

extension SplitMix64 {
    /// `true` with a chance of `percent` in 100.
    fileprivate mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    /// One of `values`, uniformly.
    fileprivate mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
