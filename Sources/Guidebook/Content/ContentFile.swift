import Foundation

/// One file of a content set as read, for parsers that live outside the loader (the tutorial
/// rules file, say): its bytes and the names positions use.
///
/// ```swift
/// if let file = content.rulesFile {
///     print(file.path, file.data.count)  // Examples/Compositions/Tutorials.json 812
/// }
/// ```
public struct ContentFile: Sendable, Hashable {
    /// The path relative to the content's root (`Tutorials.json`).
    public var relativePath: String
    /// The path positions name (see ``ContentSource``).
    public var path: String
    /// The file's bytes.
    public var data: Data
    /// How much of it its parser reads before refusing it: the limits the content was loaded
    /// with (``GuidebookContent/limits``).
    public var limits: ReadingLimits

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - relativePath: The path relative to the content's root.
    ///   - path: The path positions name.
    ///   - data: The file's bytes.
    ///   - limits: How much of it its parser reads.
    public init(relativePath: String, path: String, data: Data, limits: ReadingLimits = .default) {
        self.relativePath = relativePath
        self.path = path
        self.data = data
        self.limits = limits
    }
}
