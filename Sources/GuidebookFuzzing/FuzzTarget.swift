import Foundation

/// One parser the fuzzer drives, with the invariant it checks on every input.
///
/// `guidebook-fuzz` (built by `Fuzz/run.sh`) hands each libFuzzer input to ``check(_:)``
/// and traps when it throws; the test suite replays `Fuzz/Corpus/<target>/` and
/// `Fuzz/Regressions/<target>/` through the same call, so a finding is a test as soon as
/// its file is saved.
///
/// ```swift
/// try FuzzTarget.json.check(Data(#"{"a": [1, 2.5]}"#.utf8))   // parses, writes, parses again
/// ```
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `.strings` text (UTF-8 or UTF-16) and XML property lists, through `StringsFileReader`.
    case strings
    /// Compiled `.strings` (binary property lists): every input is read as `bplist00…`.
    case stringsBinary = "strings-binary"
    /// `.stringsdict` property lists, resolved for a few counts.
    case stringsdict
    /// XML property lists: read, written with `PropertyListWriter`, read again.
    case plistXML = "plist-xml"
    /// Binary property lists: read, written with `BinaryPropertyListWriter`, read again.
    case plistBinary = "plist-binary"
    /// The JSON reader: read, written with `jsonText()`, read again.
    case json
    /// String Catalogs (`.xcstrings`), resolved for every key.
    case stringCatalog = "string-catalog"
    /// Legacy `HelpList.plist` help books: the direct scanner against the tree reader,
    /// the table API against the tree, and conversion to v2 and back.
    case helpbookLegacy = "helpbook-legacy"
    /// v2 help books (property list or JSON): the table API, and v2 written and read back.
    case helpbookV2 = "helpbook-v2"
    /// The Markdown body subset: read, written as Markdown, read again.
    case markdown
    /// The lint scanner of Swift and Objective-C sources, and format specifiers.
    case lint
    /// Search: a book made from the input, indexed, searched, highlights checked.
    case search
    /// The prebuilt search index file, read as the index of a fixed book: refused with a
    /// diagnostic, or answering with results inside the book.
    case searchIndex = "search-index"
    /// The remote content manifest (`guidebook.json`): read, written with `jsonData()`, read again.
    case manifest
    /// The rules file (`Tutorials.json`, or a property list when the input starts like one).
    case rules
    /// A whole content folder (``ContentArchive``: strings, stringsdict, xcstrings, rules, help
    /// book) from file to screen: loaded, every key resolved and formatted for chosen counts and
    /// devices, cards and help screens built, the preview rendered, linted, checked as a download.
    case content

    /// Runs the target's parser on `data` and checks its invariant.
    ///
    /// - Parameter data: The input, any bytes.
    /// - Throws: ``FuzzFailure`` naming the invariant that does not hold. A parse error
    ///   that the parser reports properly is not a failure.
    /// - Complexity: Linear in the input for the parsers; search adds an index build.
    package func check(_ data: Data) throws(FuzzFailure) {
        switch self {
        case .strings: try LocalizationChecks.strings(data)
        case .stringsBinary: try LocalizationChecks.strings(Self.binary(data))
        case .stringsdict: try LocalizationChecks.stringsDictionary(data)
        case .plistXML: try PropertyListChecks.xml(data)
        case .plistBinary: try PropertyListChecks.binary(Self.binary(data))
        case .json: try PropertyListChecks.json(data)
        case .stringCatalog: try LocalizationChecks.stringCatalog(data)
        case .helpbookLegacy, .helpbookV2: try HelpBookChecks.helpBook(data)
        case .markdown: try HelpBookChecks.markdown(data)
        case .lint: try LintChecks.sources(data)
        case .search: try SearchChecks.search(data)
        case .searchIndex: try SearchIndexChecks.searchIndex(data)
        case .manifest: try RemoteChecks.manifest(data)
        case .rules: try RemoteChecks.rules(data)
        case .content: try ContentChecks.content(data)
        }
    }

    /// The input as a binary property list: the `bplist00` signature put in front when it
    /// is missing, so mutations explore the binary reader instead of failing its first check.
    static func binary(_ data: Data) -> Data {
        let signature = Data("bplist00".utf8)
        return data.starts(with: signature) ? data : signature + data
    }
}
