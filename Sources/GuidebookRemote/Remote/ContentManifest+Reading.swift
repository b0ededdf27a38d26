import Foundation

extension ContentManifest {
    /// What a manifest may hold: its format nests three levels (the manifest, its `files`, one
    /// file), so more than 8 is refused as hostile; the other limits are the defaults.
    public static let readingLimits = ReadingLimits(maximumDepth: 8)

    /// Reads a `guidebook.json`.
    ///
    /// Unknown members are ignored (a newer publisher may add some within the same format
    /// version); a newer `formatVersion` is refused before anything else is read.
    ///
    /// ```swift
    /// let manifest = try ContentManifest(data: Data(contentsOf: url), file: url.path)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The manifest's bytes (UTF-8 JSON).
    ///   - file: The path used in positions.
    /// - Throws: ``ContentManifestError`` naming the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    public init(data: Data, file: String = ContentManifest.fileName) throws(ContentManifestError) {
        let tree: PropertyListValue
        do {
            tree = try JSONReader.read(data, file: file, limits: Self.readingLimits)
        } catch {
            var finding = error.diagnostic
            finding.code = .manifestJSON
            throw .malformed(finding)
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let root = tree.dictionaryValue else {
            throw .invalidField("the manifest", expected: "an object", found: Self.describe(tree), at: start)
        }
        let rootLocation = root.location ?? start
        guard root["format"]?.stringValue == Self.formatName else {
            throw .notAManifest(
                found: root["format"]?.stringValue ?? root["format"].map { "a \($0.typeName)" },
                at: root.entry(forKey: "format")?.location ?? rootLocation)
        }
        let version = try Self.integer("formatVersion", in: root, container: "manifest", at: rootLocation)
        guard version <= Self.supportedFormatVersion else {
            throw .newerFormat(
                found: version, supported: Self.supportedFormatVersion,
                at: root.entry(forKey: "formatVersion")?.location ?? rootLocation)
        }
        guard version >= 1 else {
            throw .invalidField(
                "formatVersion", expected: "1 or more", found: "\(version)",
                at: root.entry(forKey: "formatVersion")?.location ?? rootLocation)
        }
        formatVersion = version
        contentVersion = try Self.string("contentVersion", in: root, container: "manifest", at: rootLocation)
        if let entry = root.entry(forKey: "minimumAppVersion") {
            guard let text = entry.value.stringValue, let parsed = AppVersion(text) else {
                throw .invalidField(
                    "minimumAppVersion", expected: "a version like \"2.1\"", found: Self.describe(entry.value),
                    at: entry.location ?? rootLocation)
            }
            minimumAppVersion = parsed
        } else {
            minimumAppVersion = nil
        }
        if let entry = root.entry(forKey: "sequence") {
            guard case .integer(let value) = entry.value, let number = Int(exactly: value), number >= 0 else {
                throw .invalidField(
                    "sequence", expected: "a whole number, 0 or more", found: Self.describe(entry.value),
                    at: entry.location ?? rootLocation)
            }
            sequence = number
        } else {
            sequence = nil
        }
        if let entry = root.entry(forKey: "expires") {
            guard let text = entry.value.stringValue, let date = Self.date(text) else {
                throw .invalidField(
                    "expires", expected: "a UTC time like \"2027-01-01T00:00:00Z\"", found: Self.describe(entry.value),
                    at: entry.location ?? rootLocation)
            }
            expires = date
        } else {
            expires = nil
        }
        guard let filesEntry = root.entry(forKey: "files") else {
            throw .missingField("files", in: "manifest", at: rootLocation)
        }
        var seen: Set<String> = []
        let files = try Self.fileList(
            filesEntry, named: "files", kinds: Kind.allCases.filter { $0 != .searchIndex }, seen: &seen,
            at: rootLocation)
        // Added after format version 1 was out: a reader that predates it ignores the member.
        if let entry = root.entry(forKey: "searchIndexes") {
            searchIndexes = try Self.fileList(
                entry, named: "searchIndexes", kinds: [.searchIndex], seen: &seen, at: rootLocation)
        } else {
            searchIndexes = []
        }
        self.files = files  // sorted by fileList
    }

    /// A list of file entries (`files`, `searchIndexes`): each a safe path listed once across
    /// the lists, one of `kinds`, a size and a SHA-256.
    private static func fileList(
        _ filesEntry: PropertyListDictionary.Entry, named name: String, kinds: [Kind], seen: inout Set<String>,
        at rootLocation: SourceLocation
    ) throws(ContentManifestError) -> [File] {
        guard let list = filesEntry.value.arrayValue else {
            throw .invalidField(
                name, expected: "an array", found: Self.describe(filesEntry.value),
                at: filesEntry.location ?? rootLocation)
        }
        var files: [File] = []
        for value in list {
            guard let object = value.dictionaryValue else {
                throw .invalidField(
                    name, expected: "an array of objects", found: "an array holding \(Self.describe(value))",
                    at: filesEntry.location ?? rootLocation)
            }
            let at = object.location ?? rootLocation
            let path = try Self.string("path", in: object, container: "file entry", at: at)
            let pathLocation = object.entry(forKey: "path")?.location ?? at
            guard Self.isSafeRelativePath(path), path != Self.fileName else {
                throw .unsafePath(path, at: pathLocation)
            }
            guard seen.insert(path).inserted else { throw .duplicatePath(path, at: pathLocation) }
            let kindText = try Self.string("kind", in: object, container: "file entry", at: at)
            guard let kind = Kind(rawValue: kindText), kinds.contains(kind) else {
                throw .invalidField(
                    "kind", expected: kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                    found: "\"\(kindText)\"", at: object.entry(forKey: "kind")?.location ?? at)
            }
            var language: String?
            if object["language"] != nil {
                language = try Self.string("language", in: object, container: "file entry", at: at)
            }
            let size = try Self.integer("size", in: object, container: "file entry", at: at)
            guard size >= 0 else {
                throw .invalidField(
                    "size", expected: "0 or more", found: "\(size)", at: object.entry(forKey: "size")?.location ?? at)
            }
            let sha256 = try Self.string("sha256", in: object, container: "file entry", at: at)
            guard sha256.utf8.count == 64,
                sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else {
                throw .invalidField(
                    "sha256", expected: "64 lowercase hexadecimal digits", found: "\"\(sha256)\"",
                    at: object.entry(forKey: "sha256")?.location ?? at)
            }
            files.append(File(path: path, language: language, kind: kind, size: size, sha256: sha256))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A relative path whose every component is a plain visible name: no `..`, no absolute
    /// path, no backslash, no empty or hidden component (the cache's own files are hidden).
    package static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && !component.hasPrefix(".")
        }
    }

    /// `2027-01-01T00:00:00Z`: an RFC 3339 UTC time to the second, the one form the manifest
    /// writes and reads.
    package static func date(_ text: String) -> Date? {
        guard text.utf8.count == 20, text.hasSuffix("Z") else { return nil }
        return timestampFormatter().date(from: text)
    }

    /// The manifest's form of `date`.
    package static func timestamp(_ date: Date) -> String {
        timestampFormatter().string(from: date)
    }

    private static func timestampFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    private static func string(
        _ key: String, in object: PropertyListDictionary, container: String, at location: SourceLocation
    ) throws(ContentManifestError) -> String {
        guard let entry = object.entry(forKey: key) else { throw .missingField(key, in: container, at: location) }
        guard let text = entry.value.stringValue, !text.isEmpty else {
            throw .invalidField(
                key, expected: "a non-empty string", found: describe(entry.value), at: entry.location ?? location)
        }
        return text
    }

    private static func integer(
        _ key: String, in object: PropertyListDictionary, container: String, at location: SourceLocation
    ) throws(ContentManifestError) -> Int {
        guard let entry = object.entry(forKey: key) else { throw .missingField(key, in: container, at: location) }
        guard case .integer(let value) = entry.value, let number = Int(exactly: value) else {
            throw .invalidField(
                key, expected: "a whole number", found: describe(entry.value), at: entry.location ?? location)
        }
        return number
    }

    /// A value as a manifest's author wrote it, in JSON's words (`an object`, not `a dict`).
    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "\"\(text.prefix(40))\""
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .array: "an array"
        case .dictionary: "an object"
        case .date, .data: "a \(value.typeName)"
        }
    }
}

extension ContentManifest {
    /// The manifest as JSON text: members in a fixed order, one file per line, so two
    /// publishes of the same content give the same bytes (and the same ETag on the server).
    ///
    /// ```swift
    /// try manifest.jsonData().write(to: folder.appendingPathComponent(ContentManifest.fileName))
    /// ```
    ///
    /// - Complexity: O(n) in the number of files.
    public func jsonData() -> Data {
        var root: [PropertyListDictionary.Entry] = [
            .init(key: "format", value: .string(Self.formatName)),
            .init(key: "formatVersion", value: .integer(Int64(formatVersion))),
            .init(key: "contentVersion", value: .string(contentVersion)),
        ]
        if let minimumAppVersion {
            root.append(.init(key: "minimumAppVersion", value: .string(minimumAppVersion.description)))
        }
        func list(_ files: [File]) -> [PropertyListValue] {
            files.map { file in
                var entries: [PropertyListDictionary.Entry] = [.init(key: "path", value: .string(file.path))]
                if let language = file.language { entries.append(.init(key: "language", value: .string(language))) }
                entries += [
                    .init(key: "kind", value: .string(file.kind.rawValue)),
                    .init(key: "size", value: .integer(Int64(file.size))),
                    .init(key: "sha256", value: .string(file.sha256)),
                ]
                return .dictionary(PropertyListDictionary(entries))
            }
        }
        if let sequence { root.append(.init(key: "sequence", value: .integer(Int64(sequence)))) }
        if let expires { root.append(.init(key: "expires", value: .string(Self.timestamp(expires)))) }
        root.append(.init(key: "files", value: .array(list(files))))
        if !searchIndexes.isEmpty { root.append(.init(key: "searchIndexes", value: .array(list(searchIndexes)))) }
        return Data((PropertyListValue.dictionary(PropertyListDictionary(root)).jsonText() + "\n").utf8)
    }
}
