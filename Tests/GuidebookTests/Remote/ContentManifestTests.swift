import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// `guidebook.json`: what publishing writes reads back the same, and every bad manifest is
/// refused with its position and a fix.
@Suite struct ContentManifestTests {
    @Test func aPublishedFolderListsEveryContentFileWithItsSizeAndHash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let content = folder.url.appendingPathComponent("content")
        try RemoteTestContent.write(to: content, english: "Tap New.", german: "Tippe auf Neu.")
        try Data("// not content".utf8).write(to: content.appendingPathComponent("en.lproj/Notes.txt"))
        let out = folder.url.appendingPathComponent("out")
        let manifest = try RemoteTestContent.publish(content, to: out)

        #expect(
            manifest.files.map(\.path) == [
                "de.lproj/HelpList.plist", "de.lproj/Tutorial.strings", "en.lproj/HelpList.plist",
                "en.lproj/Tutorial.strings",
            ])
        #expect(manifest.files.map(\.kind) == [.helpBook, .tutorialStrings, .helpBook, .tutorialStrings])
        #expect(manifest.languages == ["de", "en"])
        for file in manifest.files {
            let data = try Data(contentsOf: out.appendingPathComponent(file.path))
            #expect(data == (try Data(contentsOf: content.appendingPathComponent(file.path))))
            #expect(file.size == data.count)
            #expect(file.sha256 == SHA256.hash(data).hex)
        }
        let written = try Data(contentsOf: out.appendingPathComponent(ContentManifest.fileName))
        #expect(try ContentManifest(data: written) == manifest)
        // Publishing unchanged content again gives the same bytes, so the server's ETag stays.
        try RemoteTestContent.publish(content, to: out)
        #expect(try Data(contentsOf: out.appendingPathComponent(ContentManifest.fileName)) == written)
    }

    @Test func theManifestKeepsItsMinimumAppVersionAndContentVersion() throws {
        let manifest = ContentManifest(
            contentVersion: "2026.12", minimumAppVersion: AppVersion("2.1"),
            files: [
                .init(
                    path: "HelpBook.json", language: nil, kind: .helpBook, size: 3,
                    sha256: String(repeating: "a", count: 64))
            ])
        let read = try ContentManifest(data: manifest.jsonData())
        #expect(read.minimumAppVersion == AppVersion("2.1"))
        #expect(read.contentVersion == "2026.12")
        #expect(read == manifest)
    }

    static let hash = String(repeating: "0", count: 64)
    static func manifest(
        files: String, head: String = #""format": "guidebook-content", "formatVersion": 1, "contentVersion": "1""#
    ) -> String {
        "{\(head),\n\"files\": [\(files)]}"
    }
    static func file(
        _ path: String = "en.lproj/HelpList.plist", kind: String = "help-book", size: String = "10", sha: String? = nil
    ) -> String {
        #"{"path": "\#(path)", "language": "en", "kind": "\#(kind)", "size": \#(size), "sha256": "\#(sha ?? hash)"}"#
    }

    /// Bad manifests: the text, the code reported, and the line it is reported on.
    static let badManifests: [(String, String, DiagnosticCode, Int)] = [
        ("not JSON", "<html>", .manifestJSON, 1),
        ("truncated", #"{"format": "guidebook-content", "#, .manifestJSON, 1),
        ("another format", #"{"format": "guidebook-help", "formatVersion": 1}"#, .manifestFormat, 1),
        (
            "a newer format",
            #"{"format": "guidebook-content", "formatVersion": 7, "contentVersion": "1", "files": []}"#,
            .manifestNewerFormat, 1
        ),
        (
            "no files", #"{"format": "guidebook-content", "formatVersion": 1, "contentVersion": "1"}"#,
            .manifestMissingField, 1
        ),
        ("a string size", manifest(files: file(size: "\"10\"")), .manifestInvalidField, 2),
        ("a negative size", manifest(files: file(size: "-1")), .manifestInvalidField, 2),
        ("an unknown kind", manifest(files: file(kind: "video")), .manifestInvalidField, 2),
        (
            "an uppercase hash", manifest(files: file(sha: String(repeating: "A", count: 64))),
            .manifestInvalidField, 2
        ),
        ("a short hash", manifest(files: file(sha: "abc")), .manifestInvalidField, 2),
        ("a parent path", manifest(files: file("../../etc/passwd")), .manifestUnsafePath, 2),
        ("an absolute path", manifest(files: file("/etc/passwd")), .manifestUnsafePath, 2),
        ("a hidden file", manifest(files: file("en.lproj/.validators.json")), .manifestUnsafePath, 2),
        ("a backslash", manifest(files: file(#"en.lproj\\HelpList.plist"#)), .manifestUnsafePath, 2),
        ("the manifest itself", manifest(files: file("guidebook.json")), .manifestUnsafePath, 2),
        ("a path twice", manifest(files: file() + ",\n" + file()), .manifestDuplicatePath, 3),
        (
            "a bad minimum app version",
            #"{"format": "guidebook-content", "formatVersion": 1, "contentVersion": "1", "minimumAppVersion": "two", "files": []}"#,
            .manifestInvalidField, 1
        ),
    ]

    @Test(arguments: badManifests.indices)
    func aBadManifestIsRefusedWithItsPositionAndAFix(_ index: Int) {
        let (name, text, code, line) = Self.badManifests[index]
        do {
            _ = try ContentManifest(data: Data(text.utf8), file: "guidebook.json")
            Issue.record("\(name): accepted")
        } catch {
            #expect(error.diagnostic.code == code, "\(name): \(error.diagnostic)")
            #expect(error.diagnostic.location?.file == "guidebook.json", "\(name)")
            #expect(error.diagnostic.location?.line == line, "\(name): \(error.diagnostic)")
            #expect(error.diagnostic.fix != nil || code == .manifestJSON, "\(name) has no fix")
        }
    }
}
