import Foundation

/// A detached `guidebook.json.sig`: one or more Ed25519 signatures over the exact bytes of the
/// `guidebook.json` beside it (several while keys are rotated).
///
/// ```json
/// {
///   "format": "guidebook-signature",
///   "formatVersion": 1,
///   "signatures": [
///     {"algorithm": "ed25519", "keyID": "a1b2c3d4e5f60718", "signature": "<64 bytes in base64>"}
///   ]
/// }
/// ```
///
/// `package`: the updater reads it and `guidebook publish` writes it; apps configure keys only.
package struct ContentSignatures: Sendable, Hashable {
    /// The file's name: the manifest's and `.sig`.
    package static let fileName = ContentManifest.fileName + ".sig"
    /// The value of `format`.
    package static let formatName = "guidebook-signature"
    /// The newest `formatVersion` this reader understands.
    package static let supportedFormatVersion = 1

    /// One signature.
    package struct Entry: Sendable, Hashable {
        /// The signing key's ``ContentPublicKey/keyID``.
        package var keyID: String
        /// The 64 bytes (R ‖ S).
        package var signature: [UInt8]
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// Signs `manifest` (its exact bytes) with each key.
    package init(signing manifest: Data, with keys: [ContentSigningKey]) {
        entries = keys.map { Entry(keyID: $0.publicKey.keyID, signature: $0.signature(for: manifest)) }
    }

    /// What a signature file may hold: it nests three levels (the file, `signatures`, one entry),
    /// so more than 4 is refused as hostile.
    static let readingLimits = ReadingLimits(maximumDepth: 4)

    /// Reads a signature file; every entry must be well formed, whoever signed it.
    ///
    /// - Throws: ``ContentSignatureError`` naming the first problem.
    package init(data: Data, file: String = fileName) throws(ContentSignatureError) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let tree: PropertyListValue
        do {
            tree = try JSONReader.read(data, file: file, limits: Self.readingLimits)
        } catch {
            throw .malformedSignatureFile(reason: error.diagnostic.message, at: error.diagnostic.location ?? start)
        }
        guard let root = tree.dictionaryValue, root["format"]?.stringValue == Self.formatName else {
            throw .malformedSignatureFile(reason: "it has no \"format\": \"\(Self.formatName)\"", at: start)
        }
        let at = root.location ?? start
        guard case .integer(let version)? = root["formatVersion"], version >= 1 else {
            throw .malformedSignatureFile(reason: "\"formatVersion\" is not a whole number of 1 or more", at: at)
        }
        guard version <= Self.supportedFormatVersion else {
            throw .newerSignatureFormat(found: Int(version), supported: Self.supportedFormatVersion, at: at)
        }
        guard let list = root["signatures"]?.arrayValue, !list.isEmpty else {
            throw .malformedSignatureFile(reason: "\"signatures\" is not a non-empty array", at: at)
        }
        var entries: [Entry] = []
        for value in list {
            guard let object = value.dictionaryValue else {
                throw .malformedSignatureFile(reason: "\"signatures\" holds something that is not an object", at: at)
            }
            let entryAt = object.location ?? at
            guard object["algorithm"]?.stringValue == "ed25519" else {
                throw .malformedSignatureFile(reason: "a signature's \"algorithm\" is not \"ed25519\"", at: entryAt)
            }
            guard let keyID = object["keyID"]?.stringValue, keyID.utf8.count == 16,
                keyID.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else {
                throw .malformedSignatureFile(
                    reason: "a signature's \"keyID\" is not 16 hexadecimal digits", at: entryAt)
            }
            guard let text = object["signature"]?.stringValue, let bytes = Base64.decodeStrict(Array(text.utf8)),
                bytes.count == 64
            else {
                throw .malformedSignatureFile(
                    reason: "the signature of key \(keyID) is not 64 bytes of base64", at: entryAt)
            }
            entries.append(Entry(keyID: keyID, signature: bytes))
        }
        self.entries = entries
    }

    /// The file's bytes: fixed member order, one signature per line.
    package func jsonData() -> Data {
        let list: [PropertyListValue] = entries.map { entry in
            .dictionary(
                PropertyListDictionary([
                    .init(key: "algorithm", value: .string("ed25519")),
                    .init(key: "keyID", value: .string(entry.keyID)),
                    .init(key: "signature", value: .string(Base64.encode(Data(entry.signature)))),
                ]))
        }
        let root = PropertyListDictionary([
            .init(key: "format", value: .string(Self.formatName)),
            .init(key: "formatVersion", value: .integer(Int64(Self.supportedFormatVersion))),
            .init(key: "signatures", value: .array(list)),
        ])
        return Data((PropertyListValue.dictionary(root).jsonText() + "\n").utf8)
    }

    /// The trusted key whose signature verifies over `manifest`'s exact bytes.
    ///
    /// - Throws: ``RemoteContentFailure/signatureMismatch(keyIDs:url:)`` when only signatures by
    ///   trusted keys over other bytes are there, ``RemoteContentFailure/untrustedSignature(found:trusted:)``
    ///   when no signature is by a trusted key.
    package func verify(_ manifest: Data, trusting keys: [ContentPublicKey], url: URL) throws(RemoteContentFailure)
        -> ContentPublicKey
    {
        let message = [UInt8](manifest)
        var mismatched: [String] = []
        for entry in entries {
            for key in keys where key.keyID == entry.keyID {
                if Platform.isValidEd25519Signature(entry.signature, for: message, publicKey: key.rawRepresentation) {
                    return key
                }
                mismatched.append(key.keyID)
            }
        }
        guard mismatched.isEmpty else { throw .signatureMismatch(keyIDs: mismatched, url: url) }
        throw .untrustedSignature(found: entries.map(\.keyID), trusted: keys.map(\.keyID))
    }
}
