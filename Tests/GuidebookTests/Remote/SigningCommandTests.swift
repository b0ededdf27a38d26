import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// `guidebook keys`, `publish --sign` and `update --trust`, run as the built binary against nginx,
/// as a publisher and a developer trying an app's configuration would.
@Suite struct SigningCommandTests {
    @Test func keysArePrivatePublishSignsAndUpdateSaysWhichKeyVerified() throws {
        let guidebook = try #require(BuiltProducts.executable("guidebook"), "Build the package first: swift build")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let keyA = folder.url.appendingPathComponent("a.pem").path
        let keyB = folder.url.appendingPathComponent("b.pem").path
        let first = try RemoteNginxTests.run(guidebook, ["keys", "generate", "--out", keyA])
        let second = try RemoteNginxTests.run(guidebook, ["keys", "generate", "--out", keyB])
        #expect(first.status == 0 && second.status == 0, "\(first.errors)\(second.errors)")
        let publicA = try #require(Self.publicKey(first.output))
        let publicB = try #require(Self.publicKey(second.output))
        #expect(publicA != publicB, "two generated keys are the same")
        let mode = try FileManager.default.attributesOfItem(atPath: keyA)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(
            try RemoteNginxTests.run(guidebook, ["keys", "public", keyA]).output
                == first.output.split(separator: "\n", maxSplits: 1).last.map { String($0) })

        let again = try RemoteNginxTests.run(guidebook, ["keys", "generate", "--out", keyA])
        #expect(again.status == 1)
        #expect(
            again.errors
                == "error: \(keyA) already exists; keys generate never overwrites a key. Choose another --out.\n")

        let bundled = folder.url.appendingPathComponent("bundled")
        let content = folder.url.appendingPathComponent("content")
        let root = folder.url.appendingPathComponent("server")
        let out = root.appendingPathComponent("help")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        try RemoteTestContent.write(to: content, english: "Tap New.", german: "Signiert.")

        chmod(keyB, 0o644)
        let loose = try RemoteNginxTests.run(guidebook, ["publish", content.path, "--out", out.path, "--sign", keyB])
        #expect(loose.status == 1)
        #expect(
            loose.errors
                == "error: \(keyB) is readable by others (mode 644), so it is not used to sign. Run 'chmod 600 \(keyB)', and make a new key if others may have copied it.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path), "a refused publish wrote files")

        let publish = try RemoteNginxTests.run(
            guidebook,
            ["publish", content.path, "--out", out.path, "--sign", keyA, "--sequence", "7", "--expires", "90d"])
        #expect(publish.status == 0, "\(publish.errors)")
        let keyID = try ContentPublicKey(publicA).keyID
        #expect(publish.output.hasSuffix("; signed by key \(keyID) in guidebook.json.sig\n"), "\(publish.output)")
        let manifest = try ContentManifest(data: Data(contentsOf: out.appendingPathComponent(ContentManifest.fileName)))
        #expect(manifest.sequence == 7)
        let days = (manifest.expires?.timeIntervalSinceNow ?? 0) / 86_400
        #expect(days > 89.9 && days <= 90)

        guard let nginx = try NginxServer(serving: root) else { return }
        let cache = folder.url.appendingPathComponent("cache").path
        let trusted = try RemoteNginxTests.run(
            guidebook,
            ["update", nginx.url("help/").absoluteString, bundled.path, "--cache", cache, "--trust", publicA])
        #expect(trusted.status == 0, "\(trusted.output)\(trusted.errors)")
        let lines = trusted.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("updated: content version ") == true, "\(trusted.output)")
        let expires = ContentManifest.timestamp(try #require(manifest.expires))
        #expect(lines.last == "signature: verified by key \(keyID), sequence 7, expires \(expires)")

        let wrongKey = try RemoteNginxTests.run(
            guidebook,
            ["update", nginx.url("help/").absoluteString, bundled.path, "--cache", cache, "--trust", publicB])
        #expect(wrongKey.status == 1)
        let idB = try ContentPublicKey(publicB).keyID
        #expect(
            wrongKey.output.hasPrefix(
                "failed: The manifest is signed by key \(keyID), but the app trusts only key \(idB)."),
            "\(wrongKey.output)")

        let unsigned = try RemoteNginxTests.run(
            guidebook, ["update", nginx.url("help/guidebook.json").absoluteString, bundled.path, "--cache", cache])
        #expect(unsigned.status == 0, "\(unsigned.output)")
        #expect(
            unsigned.output.split(separator: "\n").last
                == "signature: not checked (no --trust key given; an app that configures no keys accepts unsigned content)"
        )
    }

    /// The `public key: ed25519:…` line of `keys` output.
    static func publicKey(_ output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix("public key: ") }.map {
            String($0.dropFirst("public key: ".count))
        }
    }
}
