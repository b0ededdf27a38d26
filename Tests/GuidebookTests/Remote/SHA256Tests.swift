import Foundation
import Guidebook
import GuidebookRemote
import GuidebookTestSupport
import Testing

/// SHA-256 against the FIPS 180 examples and against `sha256sum` on real files, fed whole and in
/// pieces of every size a download hands over.
@Suite struct SHA256Tests {
    /// The FIPS 180-2 / NIST CSRC examples: message → digest.
    static let vectors: [(String, Data, String)] = [
        ("the empty message", Data(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("\"abc\"", Data("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "the 448-bit message", Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "the 896-bit message",
            Data(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
                    .utf8),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (
            "one million \"a\"", Data(repeating: UInt8(ascii: "a"), count: 1_000_000),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        ),
    ]

    @Test(arguments: vectors.indices)
    func theDigestOfAPublishedExampleIsThePublishedOne(_ index: Int) {
        let (name, message, digest) = Self.vectors[index]
        #expect(SHA256.hash(message).hex == digest, "\(name)")
    }

    @Test(arguments: [1, 3, 55, 56, 63, 64, 65, 1000])
    func feedingTheMessageInPiecesGivesTheSameDigest(_ pieceSize: Int) {
        for (name, message, digest) in Self.vectors where message.count < 2000 || pieceSize >= 55 {
            var hash = SHA256()
            var offset = 0
            while offset < message.count {
                let end = min(offset + pieceSize, message.count)
                hash.update(message[offset..<end])
                offset = end
            }
            #expect(hash.finalize().hex == digest, "\(name) in pieces of \(pieceSize)")
        }
    }

    @Test func messagesOfEveryLengthAroundTheBlockEdgesMatchSha256sum() throws {
        let sha256sum = try #require(Self.sha256sum(), "sha256sum (coreutils) is missing")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var generator = SplitMix64(seed: 3)
        var files: [(URL, Data)] = []
        for length in [0, 1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1_000, 65_537] {
            let data = Data((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            let url = folder.url.appendingPathComponent("random-\(length).bin")
            try data.write(to: url)
            files.append((url, data))
        }
        for name in ["en.lproj/HelpBook.json", "de.lproj/HelpList.plist", "de.lproj/Tutorial.strings"] {
            let url = repositoryRoot.appendingPathComponent("Examples/Compositions/\(name)")
            files.append((url, try Data(contentsOf: url)))
        }
        let expected = try Self.digests(of: files.map(\.0), sha256sum: sha256sum)
        for (url, data) in files {
            #expect(SHA256.hash(data).hex == expected[url.path], "\(url.lastPathComponent)")
        }
    }

    /// `sha256sum`'s digest of each file, by path.
    static func digests(of files: [URL], sha256sum: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sha256sum)
        process.arguments = files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var digests: [String: String] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            digests[String(parts[1].drop(while: { $0 == " " || $0 == "*" }))] = String(parts[0])
        }
        return digests
    }

    static func sha256sum() -> String? {
        ["/usr/bin/sha256sum", "/bin/sha256sum", "/opt/homebrew/bin/gsha256sum", "/usr/local/bin/gsha256sum"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
