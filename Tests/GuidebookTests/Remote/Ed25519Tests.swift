import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook
@testable import GuidebookRemote

/// Ed25519 and its SHA-512 against the published examples (RFC 8032 7.1, FIPS 180-2) and against
/// an independent implementation (Python's `cryptography`, which runs OpenSSL) over random keys,
/// messages and malformed signatures: both must sign the same bytes and accept and refuse the
/// same signatures.
@Suite struct Ed25519Tests {
    /// RFC 8032 section 7.1, TEST 1, 2, 3, 1024 and SHA(abc): seed, public key, message, signature.
    /// TEST 1024 signs a 1,023-byte message (several SHA-512 blocks); SHA(abc) signs a 64-byte
    /// digest, SHA-512 of "abc", which `sha512GivesTheFIPSExampleDigests` checks too.
    static let vectors: [(String, String, String, String)] = [
        (
            "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
            "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        ),
        (
            "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
            "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
            "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
        ),
        (
            "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
            "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
            "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"
        ),
        (
            "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
            "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e", rfcTest1024Message,
            "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03"
        ),
        (
            "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
            "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
            "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"
        ),
    ]

    @Test(arguments: vectors.indices)
    func theRFCExampleGivesThePublishedKeyAndSignatureAndVerifies(_ index: Int) {
        let (seed, publicKey, message, signature) = Self.vectors[index]
        #expect(Self.hex(Ed25519.publicKey(seed: Self.bytes(seed))) == publicKey)
        #expect(Self.hex(Ed25519.signature(for: Self.bytes(message), seed: Self.bytes(seed))) == signature)
        #expect(Ed25519.isValid(Self.bytes(signature), for: Self.bytes(message), publicKey: Self.bytes(publicKey)))
    }

    @Test func theLongRFCExampleIsTheRFCsLengthAndSHAabcSignsTheDigestOfAbc() {
        #expect(Self.bytes(Self.vectors[3].2).count == 1023)
        #expect(Self.bytes(Self.vectors[4].2) == SHA512.hash(Array("abc".utf8)))
    }

    @Test func sha512GivesTheFIPSExampleDigests() {
        let long =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(
            Self.hex(SHA512.hash([]))
                == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        )
        #expect(
            Self.hex(SHA512.hash(Array("abc".utf8)))
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
        #expect(
            Self.hex(SHA512.hash(Array(long.utf8)))
                == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        )
        #expect(SHA512.hash(Array("ab".utf8), Array("c".utf8)) == SHA512.hash(Array("abc".utf8)))
    }

    /// SHA-512 shares its padding and rounds with SHA-256 (`SHA2Hasher`): the lengths where the
    /// 16-byte length field spills into another 128-byte block are checked against `sha512sum`.
    @Test func sha512OfMessagesAroundTheBlockEdgesMatchesSha512sum() throws {
        let sha512sum = try #require(
            ["/usr/bin/sha512sum", "/bin/sha512sum", "/opt/homebrew/bin/gsha512sum"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            }, "sha512sum (coreutils) is missing")
        var generator = SplitMix64(seed: 5)
        for length in [1, 111, 112, 113, 127, 128, 129, 239, 240, 256, 1_000] {
            let message = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: sha512sum)
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(message))
            try input.fileHandleForWriting.close()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let expected = String(decoding: printed, as: UTF8.self).prefix(128)
            let split = length / 3
            #expect(
                Self.hex(SHA512.hash(Array(message[..<split]), Array(message[split...]))) == expected,
                "\(length) bytes")
        }
    }

    @Test func aSignatureWithSPlusTheGroupOrderIsRefusedThoughItIsTheSameModuloL() {
        let (_, publicKey, message, signature) = Self.vectors[1]
        var malleated = Self.bytes(signature)
        Self.addOrder(to: &malleated)
        #expect(!Ed25519.isValid(malleated, for: Self.bytes(message), publicKey: Self.bytes(publicKey)))
    }

    @Test func signaturesAndKeysOfTheWrongLengthAreRefused() {
        let (_, publicKey, message, signature) = Self.vectors[2]
        let sig = Self.bytes(signature)
        let key = Self.bytes(publicKey)
        #expect(!Ed25519.isValid(Array(sig.dropLast()), for: Self.bytes(message), publicKey: key))
        #expect(!Ed25519.isValid(sig + [0], for: Self.bytes(message), publicKey: key))
        #expect(!Ed25519.isValid(sig, for: Self.bytes(message), publicKey: Array(key.dropLast())))
        #expect(!Ed25519.isValid([], for: Self.bytes(message), publicKey: key))
    }

    /// A few hundred random keys and messages, each with its signature and ten malformed
    /// variants, sent to one Python process: signatures must be byte-for-byte the same and every
    /// verification must give the same answer.
    @Test func randomKeysMessagesAndMalformedSignaturesAgreeWithOpenSSL() throws {
        var generator = SplitMix64(seed: 25519)
        var requests: [String] = []
        var ours: [String] = []
        let torsion = Self.smallOrderEncodings(&generator)
        #expect(Set(torsion.map { Self.hex($0) }).count == 8, "the eight points of small order")
        for round in 0..<300 {
            let seed = Self.random(32, &generator)
            let message = Self.random(Int(generator.next() % 200), &generator)
            let publicKey = Ed25519.publicKey(seed: seed)
            let signature = Ed25519.signature(for: message, seed: seed)
            requests.append("sign \(Self.field(seed)) \(Self.field(message))")
            ours.append("\(Self.hex(publicKey)) \(Self.hex(signature))")
            var variants: [([UInt8], [UInt8], [UInt8])] = [(publicKey, signature, message)]
            var flipped = signature
            flipped[Int(generator.next() % 64)] ^= UInt8(1) << UInt8(generator.next() % 8)
            variants.append((publicKey, flipped, message))
            var other = message
            if other.isEmpty { other = [0] } else { other[Int(generator.next() % UInt64(other.count))] ^= 0x01 }
            variants.append((publicKey, signature, other))
            var malleated = signature
            Self.addOrder(to: &malleated)
            variants.append((publicKey, malleated, message))
            variants.append((publicKey, Array(signature.dropLast()), message))
            variants.append((publicKey, signature + [0], message))
            let small = torsion[round % 8]
            // A small-order key with S = 0 and R of small order: the cofactorless check decides.
            variants.append((small, torsion[Int(generator.next() % 8)] + [UInt8](repeating: 0, count: 32), message))
            // A key of y >= p (non-canonical) or a random 32 bytes, with R = [S]B.
            let s = Scalar.reduced(Self.random(64, &generator))
            let rFromS = EdwardsPoint.base.multiplied(bySecret: s).encoded
            variants.append((Self.nonCanonical(round), rFromS + s, message))
            variants.append((Self.random(32, &generator), signature, message))
            // R given in a non-canonical encoding of the same point.
            var rNonCanonical = signature
            for (index, byte) in Self.nonCanonical(round).prefix(32).enumerated() { rNonCanonical[index] = byte }
            variants.append((publicKey, rNonCanonical, message))
            for (key, sig, text) in variants {
                requests.append("verify \(Self.field(key)) \(Self.field(sig)) \(Self.field(text))")
                ours.append(Ed25519.isValid(sig, for: text, publicKey: key) ? "1" : "0")
            }
        }
        let theirs = try #require(try Self.oracle(requests))
        #expect(theirs.count == ours.count)
        var disagreements: [String] = []
        for (index, answer) in theirs.enumerated() where index < ours.count && answer != ours[index] {
            disagreements.append("\(requests[index]) -> ours \(ours[index]), OpenSSL \(answer)")
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).joined(separator: "\n"))")
        #expect(ours.filter { $0 == "1" }.count >= 300, "every untouched signature verifies")
    }
}

extension Ed25519Tests {
    /// The answers of scripts/ed25519-oracle.py, one a request; `nil` after a notice when Python
    /// or its `cryptography` is missing (a failure when `GUIDEBOOK_REQUIRE_TOOLS=1`).
    static func oracle(_ requests: [String]) throws -> [String]? {
        guard let python = TestServers.tool("python3") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [repositoryRoot.appendingPathComponent("scripts/ed25519-oracle.py").path]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let requestsFile = folder.url.appendingPathComponent("requests.txt")
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: requestsFile)
        let output = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: requestsFile)
        process.standardOutput = output
        try process.run()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            let message = "python3 has no `cryptography` module; scripts/test installs python3-cryptography."
            if ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_TOOLS"] == "1" {
                Issue.record(Comment(rawValue: message))
            } else {
                print("NOTICE: skipping a test: \(message)")
            }
            return nil
        }
        return String(decoding: answer, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The eight points of small order, as [L]·P for random points P until each has appeared.
    static func smallOrderEncodings(_ generator: inout SplitMix64) -> [[UInt8]] {
        let order = Scalar.order.flatMap { limb in (0..<8).map { UInt8(truncatingIfNeeded: limb >> UInt64(8 * $0)) } }
        var found: [String: [UInt8]] = [:]
        var attempts = 0
        while found.count < 8, attempts < 400 {
            attempts += 1
            guard let point = EdwardsPoint(decoding: random(32, &generator)[...]) else { continue }
            let encoded = point.multiplied(bySecret: order).encoded
            found[hex(encoded)] = encoded
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// y = p + (round % 19), the non-canonical encodings (sign bit set on odd rounds).
    static func nonCanonical(_ round: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0xFF, count: 32)
        bytes[0] = 0xED &+ UInt8(round % 19)
        bytes[31] = round % 2 == 0 ? 0x7F : 0xFF
        return bytes
    }

    /// S + L in place (S stays below 2^256 for every S below L).
    static func addOrder(to signature: inout [UInt8]) {
        var carry: UInt16 = 0
        let order = Scalar.order.flatMap { limb in (0..<8).map { UInt8(truncatingIfNeeded: limb >> UInt64(8 * $0)) } }
        for index in 0..<32 {
            let sum = UInt16(signature[32 + index]) + UInt16(order[index]) + carry
            signature[32 + index] = UInt8(truncatingIfNeeded: sum)
            carry = sum >> 8
        }
    }

    static func random(_ count: Int, _ generator: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    static func field(_ bytes: [UInt8]) -> String { bytes.isEmpty ? "-" : hex(bytes) }

    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).compactMap {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)
        }
    }
}
