/// Why localized content could not be loaded: a missing folder, an unreadable file, or a
/// `.strings` file or String Catalog with a syntax error.
///
/// ```swift
/// do {
///     _ = try LocalizedStringsFolder(url: contentURL)
/// } catch {
///     print(error)  // de.lproj/Tutorial.strings:3:14: ...
/// }
/// ```
public enum LocalizationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The content folder does not exist or is not a folder.
    case notAFolder(path: String)
    /// A file could not be read (permissions, vanished while loading).
    case unreadableFile(path: String, reason: String)
    /// A `.strings` file has a syntax error.
    case strings(StringsFileError)
    /// A String Catalog is not valid.
    case catalog(StringCatalogError)
    /// A `.stringsdict` file is not a valid property list.
    case propertyList(PropertyListError)
    /// A `.stringsdict` file is a property list with the wrong structure.
    case invalidStringsDictionary(String, at: SourceLocation)

    public var description: String {
        switch self {
        case .notAFolder(let path):
            "\(path): no such folder. Pass a folder laid out like an app's resources (<lang>.lproj/<Table>.strings)."
        case .unreadableFile(let path, let reason):
            "\(path): the file could not be read (\(reason)). Check that it exists and is readable."
        case .strings(let error):
            error.description
        case .catalog(let error):
            error.description
        case .propertyList(let error):
            error.description
        case .invalidStringsDictionary(let message, let location):
            "\(location): \(message) Fix the .stringsdict file there."
        }
    }
}
