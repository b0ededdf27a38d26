import Foundation
import Testing

/// No doc names a type or a method that does not exist: the README, the DocC articles, the
/// format documents, the core's doc comments, the example app's code and every command's
/// `--help` are read for Swift names, and each must be declared in the package or be the
/// platform's.
@Suite struct DocumentationSymbolTests {
    /// Names from the platform (Swift, Foundation, UIKit) and module names the docs use.
    static let platformTypes: Set<String> = [
        "Any", "Array", "AsyncStream", "AttributedString", "Bool", "Bundle", "CGFloat", "CGRect", "CheckedContinuation",
        "Data",
        "Date",
        "Dictionary", "Double", "Duration", "Error", "FileManager", "Foundation", "Guidebook", "Identifiable", "Int",
        "JSONDecoder", "JSONEncoder",
        "Locale", "MainActor", "NSCoder", "NSDictionary", "ProcessInfo", "PropertyListSerialization", "Self", "Set",
        "String", "Synchronization", "Task", "TimeInterval", "UIAccessibility", "UIApplication", "UIBarButtonItem",
        "UIResponder", "UITableViewController", "UIViewController", "UIWindowScene", "UInt64", "URL", "UTF16",
        "UnsafeBufferPointer",
        "UserDefaults",
    ]
    static let platformMethods: Set<String> = [
        "addingTimeInterval", "appendingPathComponent", "compactMap", "contains", "filter", "first", "init", "joined",
        "map", "sorted",
    ]
    static let fileExtensions: Set<String> = [
        "html", "json", "lproj", "md", "plist", "strings", "stringsdict", "swift", "xcstrings",
    ]

    /// Types and members the package, its snippets and example apps declare, and the UIKit and
    /// SwiftUI stubs `Tools/AdapterCheck` type-checks the adapters against (each checked against
    /// Apple's declaration there).
    static let declared: (types: Set<String>, members: Set<String>) = {
        var types = Set<String>()
        var members = Set<String>()
        for file in swiftFiles(in: ["Sources", "Snippets", "Examples", "Tools/AdapterCheck/Sources"]) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in text.matches(of: /\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/) {
                types.insert(String(match.output.1))
            }
            for match in text.matches(of: /\b(?:func|var|let)\s+`?([a-z]\w*)/) {
                members.insert(String(match.output.1))
            }
            for match in text.matches(of: /\bcase\s+([a-z][^=:\n{]*)/) {
                for name in match.output.1.split(separator: ",") {
                    let bare = name.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber }
                    if !bare.isEmpty { members.insert(String(bare)) }
                }
            }
        }
        return (types, members)
    }()

    static func swiftFiles(in folders: [String]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let url = DocumentationTests.root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                return []
            }
            return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }

    /// The Swift names a piece of code uses: types (`Name(`, `Name.`, `Name<`, `: Name`) and
    /// called members (`.name(`), with string literals and `//` comments removed.
    /// In `prose` (a command's help), only calls count: `Name(` and `.name(`.
    static func names(in code: String, prose: Bool = false) -> (types: Set<String>, methods: Set<String>) {
        let stripped = code.replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\"").replacing(/\/\/[^\n]*/, with: "")
        var types = Set<String>()
        for match in stripped.matches(of: /\b([A-Z][A-Za-z0-9]*)(\.[a-z]+\b|[(<.])|: ([A-Z][A-Za-z0-9]*)/) {
            if let name = match.output.1 {
                let next = match.output.2.map(String.init) ?? ""
                if prose, next != "(" { continue }
                if next.hasPrefix("."), fileExtensions.contains(String(next.dropFirst())) { continue }
                types.insert(String(name))
            } else if let name = match.output.3, !prose {
                types.insert(String(name))
            }
        }
        let methods = Set(stripped.matches(of: /\.([a-z][A-Za-z0-9]*)\(/).map { String($0.output.1) })
        return (types, methods)
    }

    /// What `code` names that is not declared anywhere (see ``names(in:prose:)``).
    static func unknownNames(in code: String, prose: Bool = false) -> [String] {
        let (types, methods) = names(in: code, prose: prose)
        let unknownTypes = types.filter {
            !declared.types.contains($0) && !platformTypes.contains($0)
        }
        let unknownMethods = methods.filter {
            !declared.members.contains($0) && !platformMethods.contains($0)
        }
        return (unknownTypes.sorted() + unknownMethods.sorted().map { ".\($0)(" })
    }

    /// The code in a Markdown text: its Swift blocks and the inline spans that look like code.
    static func code(inMarkdown text: String) -> [String] {
        MarkdownCode.swiftBlocks(in: text) + MarkdownCode.inlineSpans(in: text).filter { $0.contains("(") }
    }

    /// The code in a Swift file's `///` comments.
    static func code(inDocComments text: String) -> [String] {
        let comment = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("///") ? String(trimmed.dropFirst(3)) : nil
        }.joined(separator: "\n")
        return code(inMarkdown: comment)
    }
}

extension DocumentationSymbolTests {
    @Test(arguments: DocumentationTests.documents)
    func aDocNamesOnlyTypesAndMethodsThatExist(document: String) throws {
        let text = try DocumentationTests.read(document)
        let unknown = Set(Self.code(inMarkdown: text).flatMap { Self.unknownNames(in: $0) })
        #expect(unknown.isEmpty, "\(document) names what the package does not have: \(unknown.sorted())")
    }

    @Test func docCommentsNameOnlyTypesAndMethodsThatExist() throws {
        var unknown: [String: Set<String>] = [:]
        for file in Self.swiftFiles(in: ["Sources"]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let names = Set(Self.code(inDocComments: text).flatMap { Self.unknownNames(in: $0) })
            if !names.isEmpty { unknown[file.lastPathComponent] = names }
        }
        #expect(unknown.isEmpty, "doc comments name what the package does not have: \(unknown)")
    }

    @Test func theExampleAppCallsOnlyWhatExists() throws {
        for file in Self.swiftFiles(in: ["Examples"]) {
            let unknown = Self.unknownNames(in: try String(contentsOf: file, encoding: .utf8))
            #expect(unknown.isEmpty, "\(file.lastPathComponent) uses what the package does not have: \(unknown)")
        }
    }

    @Test(arguments: ["preview", "lint", "demo", "show", "search", "convert"])
    func helpNamesOnlyWhatExists(command: String) throws {
        let run = try ToolsTestSupport.guidebook([command, "--help"])
        #expect(run.status == 0)
        let unknown = Self.unknownNames(in: run.output, prose: true)
        #expect(unknown.isEmpty, "guidebook \(command) --help names what the package does not have: \(unknown)")
    }

    @Test func aMadeUpNameIsCaught() {
        #expect(Self.unknownNames(in: "presenter: WindowOverlay(window: window)") == ["WindowOverlay"])
        #expect(Self.unknownNames(in: "Label(\"Hi\").tutorialCard(\"Welcome\")") == ["Label", ".tutorialCard("])
        #expect(Self.unknownNames(in: "let book = try HelpBook.load(from: url)  // SomethingElse(") == [])
        #expect(Self.unknownNames(in: "en.lproj/HelpList.plist") == [])
    }
}
