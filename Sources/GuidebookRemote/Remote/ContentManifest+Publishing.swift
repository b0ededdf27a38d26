import Foundation

extension ContentManifest {
    /// Writes a published folder: each listed file copied from `source` (atomically), then the
    /// manifest last, so a server that serves the folder while it is written never lists a
    /// file that is not there yet.
    ///
    /// ```swift
    /// let files = try ContentManifest.contentFiles(in: content)
    /// let manifest = ContentManifest(contentVersion: ContentManifest.derivedContentVersion(of: files), files: files)
    /// try ContentManifest.publish(manifest, from: content, to: URL(filePath: "public/help"))
    /// ```
    ///
    /// - Parameters:
    ///   - manifest: The manifest of the files to copy.
    ///   - source: The content folder they are read from.
    ///   - destination: The published folder (created when missing).
    /// - Throws: ``RemoteContentFailure/storage(reason:)`` when a file cannot be read or written,
    ///   or ``RemoteContentFailure/hashMismatch(path:expected:received:)`` when a file changed since it was listed.
    public static func publish(
        _ manifest: ContentManifest, from source: URL, to destination: URL
    ) throws(RemoteContentFailure) {
        try publish(manifest, from: source, to: destination, signedWith: [])
    }

    /// ``publish(_:from:to:)``, and with keys a `guidebook.json.sig` holding each key's
    /// signature over the exact bytes of the `guidebook.json` written (the signatures first,
    /// then the manifest, still last). `generated` holds the bytes of files made for the
    /// folder rather than copied (the ``searchIndexes``), by path; each must match its entry.
    package static func publish(
        _ manifest: ContentManifest, from source: URL, to destination: URL, signedWith keys: [ContentSigningKey],
        generated: [String: Data] = [:]
    ) throws(RemoteContentFailure) {
        for file in manifest.allFiles {
            let data: Data
            if file.kind == .searchIndex {
                guard let made = generated[file.path] else {
                    throw .storage(reason: "\(file.path) is listed but was not made: publish it with its help book.")
                }
                data = made
            } else {
                do {
                    data = try Data(contentsOf: source.appendingPathComponent(file.path))
                } catch {
                    throw .storage(reason: "\(file.path) cannot be read: \(error.localizedDescription)")
                }
            }
            let digest = SHA256.hash(data).hex
            guard digest == file.sha256 else {
                throw .hashMismatch(path: file.path, expected: file.sha256, received: digest)
            }
            do {
                try AtomicFile.write(data, to: destination.appendingPathComponent(file.path))
            } catch {
                throw .storage(reason: error.description)
            }
        }
        let manifestData = manifest.jsonData()
        do {
            let signatureURL = destination.appendingPathComponent(ContentSignatures.fileName)
            if keys.isEmpty {
                if FileManager.default.fileExists(atPath: signatureURL.path) {
                    try? FileManager.default.removeItem(at: signatureURL)
                }
            } else {
                try AtomicFile.write(ContentSignatures(signing: manifestData, with: keys).jsonData(), to: signatureURL)
            }
            try AtomicFile.write(manifestData, to: destination.appendingPathComponent(fileName))
        } catch {
            throw .storage(reason: error.description)
        }
    }
}
