/// Why a help book could not be read. Each message names `file:line:column` and says how to fix it.
///
/// ```swift
/// do { _ = try HelpBook(contentsOf: url) } catch { print(error) }
/// // HelpList.plist:14:2: error: Section 3 has no "Title" key. Add <key>Title</key><string>…</string> …
/// ```
public enum HelpBookError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file could not be opened or read.
    case unreadable(file: String, reason: String)
    /// The file is not a well-formed property list or JSON document (the reader's message).
    case malformed(SourceLocation, reason: String)
    /// The root value is neither an array (the legacy format) nor a v2 dictionary.
    case wrongRootType(found: String, at: SourceLocation)
    /// A legacy section (or an element of a children array) is not a dictionary.
    case sectionNotDictionary(index: Int, found: String, at: SourceLocation)
    /// A legacy section dictionary has no `Title` key; `similarKey` is a key that looks meant as one.
    case sectionWithoutTitle(index: Int, similarKey: String?, at: SourceLocation)
    /// An element of a legacy row's children array is not a dictionary.
    case childGroupNotDictionary(row: String, index: Int, found: String, at: SourceLocation)
    /// A dictionary in a legacy row's children array has no `Title` key.
    case childGroupWithoutTitle(row: String, index: Int, at: SourceLocation)
    /// A legacy `Title` value is not a string.
    case titleNotString(found: String, at: SourceLocation)
    /// A legacy row's value is neither text nor children (a number, date, boolean or data).
    case unsupportedValue(key: String, found: String, at: SourceLocation)
    /// Items nest deeper than ``HelpBook/maximumDepth``.
    case tooDeep(limit: Int, at: SourceLocation)
    /// The book has more items than ``HelpBook/maximumItemCount``.
    case tooManyItems(limit: Int, at: SourceLocation)
    /// A v2 document's `format` is missing or not `guidebook-help`.
    case unsupportedFormat(found: String?, at: SourceLocation)
    /// A v2 document's `version` is not one this reader understands.
    case unsupportedVersion(found: String, at: SourceLocation)
    /// A required v2 field is missing (`title`, `sections`, `items`).
    case missingField(String, in: String, at: SourceLocation)
    /// A v2 field has the wrong type.
    case wrongFieldType(String, expected: String, found: String, at: SourceLocation)
    /// A v2 `minimumAppVersion`/`maximumAppVersion` is not a version like `2.1`.
    case invalidAppVersion(String, field: String, at: SourceLocation)
    /// A content folder holds no help file for any language.
    case noHelpFile(folder: String, lookedFor: [String])

    /// Where the problem is, when there is one place.
    public var location: SourceLocation? {
        switch self {
        case .unreadable, .noHelpFile: nil
        case .malformed(let location, _): location
        case .wrongRootType(_, let at), .sectionNotDictionary(_, _, let at), .sectionWithoutTitle(_, _, let at),
            .childGroupNotDictionary(_, _, _, let at), .childGroupWithoutTitle(_, _, let at),
            .titleNotString(_, let at), .unsupportedValue(_, _, let at), .tooDeep(_, let at),
            .tooManyItems(_, let at), .unsupportedFormat(_, let at), .unsupportedVersion(_, let at),
            .missingField(_, _, let at), .wrongFieldType(_, _, _, let at), .invalidAppVersion(_, _, let at):
            at
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return
                "\(file): error: The help file could not be read (\(reason)). Check that the path is right and readable."
        case .malformed(let location, let reason):
            return "\(location): error: \(reason)"
        case .wrongRootType(let found, let at):
            return
                "\(at): error: The help file's root is a \(found), but a help book is an array of section dictionaries (HelpList.plist) or a v2 dictionary with \"format\": \"guidebook-help\". Make the root an <array> of <dict>s, each with a \"Title\"."
        case .sectionNotDictionary(let index, let found, let at):
            return
                "\(at): error: Section \(index + 1) is a \(found), but each section must be a dictionary. Wrap it in <dict> with a \"Title\" key and one key per row."
        case .sectionWithoutTitle(let index, let similar, let at):
            let hint = similar.map { " Did you mean \"Title\" instead of \"\($0)\"? Keys are case-sensitive." } ?? ""
            return
                "\(at): error: Section \(index + 1) has no \"Title\" key, so it has no header.\(hint) Add <key>Title</key><string>…</string> to the section's dictionary."
        case .childGroupNotDictionary(let row, let index, let found, let at):
            return
                "\(at): error: Element \(index + 1) of row \"\(row)\"'s children array is a \(found), but each element must be a dictionary with a \"Title\" and one key per child row. Wrap it in <dict>."
        case .childGroupWithoutTitle(let row, let index, let at):
            return
                "\(at): error: Element \(index + 1) of row \"\(row)\"'s children array has no \"Title\" key. Add <key>Title</key><string>…</string>, or use a <dict> of rows instead of an <array>."
        case .titleNotString(let found, let at):
            return
                "\(at): error: \"Title\" is a \(found), but a section header must be a <string>. Write the header as text."
        case .unsupportedValue(let key, let found, let at):
            return
                "\(at): error: Row \"\(key)\" has a \(found) value, but a row's value must be its help text (<string>) or its children (<dict> or <array>). Write the text as a <string>."
        case .tooDeep(let limit, let at):
            return "\(at): error: Help items nest more than \(limit) levels deep. Flatten the structure."
        case .tooManyItems(let limit, let at):
            return "\(at): error: The help book has more than \(limit) items. Split it into smaller books."
        case .unsupportedFormat(let found, let at):
            let what = found.map { "\"format\" is \"\($0)\"" } ?? "\"format\" is missing"
            return "\(at): error: \(what), so this is not a Guidebook help book. Set \"format\" to \"guidebook-help\"."
        case .unsupportedVersion(let found, let at):
            return
                "\(at): error: Help book version \(found) is not supported; this reader understands version 2. Set \"version\" to 2, or update Guidebook."
        case .missingField(let field, let container, let at):
            return "\(at): error: The \(container) has no \"\(field)\". Add \"\(field)\"."
        case .wrongFieldType(let field, let expected, let found, let at):
            return "\(at): error: \"\(field)\" is a \(found), but it must be \(expected). Change its value."
        case .invalidAppVersion(let text, let field, let at):
            return
                "\(at): error: \"\(field)\" is \"\(text)\", which is not a version like 2.1 or 3.0.4. Write dotted numbers."
        case .noHelpFile(let folder, let names):
            return
                "\(folder): error: No help file was found (looked for \(names.joined(separator: ", ")) in each <language>.lproj and at the top level). Add en.lproj/HelpList.plist."
        }
    }
}
