import Foundation
import Guidebook
import GuidebookRemote

/// `guidebook keys generate --out KEYFILE` and `guidebook keys public KEYFILE`: the publisher's
/// Ed25519 signing key, and the public key an app trusts.
enum KeysCommand: Command {
    static let spec = CommandSpec(
        name: "keys", summary: "Make a signing key for published content, or print its public key.",
        positionals: [
            .init(
                name: "ACTION", help: "generate (a new key into --out) or public (print KEYFILE's public key).",
                optional: false),
            .init(name: "KEYFILE", help: "The private key file, for public."),
        ],
        options: [
            .init(name: "out", valueName: "KEYFILE", help: "Where generate writes the new private key (required).")
        ],
        discussion: """
            generate writes a new Ed25519 private key as a PKCS #8 PEM file (the format of
            'openssl genpkey -algorithm ed25519') with mode 0600, and refuses to overwrite a file.
            Both actions print the public key, the line an app passes to ContentPublicKey and
            'guidebook update --trust', and its key id, the name signature files use.

            Keep the private key out of the repository: in a CI secret or offline
            (Documentation/Security.md says how to rotate it).

            Exit status: 0 done, 1 the file cannot be written or read, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        switch arguments.positional(0) {
        case "generate":
            guard let out = arguments.value("out") else {
                throw UsageError.missingValue(option: "--out", valueName: "KEYFILE", command: spec.name)
            }
            let key = ContentSigningKey.generate()
            do {
                try SigningKeyFile.create(key, at: out)
            } catch {
                context.printError("error: \(error.message)")
                return 1
            }
            context.print("wrote the private key \(out) (mode 0600)")
            printPublic(key, in: context)
            return 0
        case "public":
            guard let path = arguments.positional(1) else {
                throw UsageError.missingArgument("KEYFILE", command: spec.name)
            }
            do {
                printPublic(try SigningKeyFile.read(path), in: context)
            } catch {
                context.printError("error: \(error.message)")
                return 1
            }
            return 0
        default:
            context.printError(
                "error: 'guidebook keys' takes generate or public, not '\(arguments.positional(0) ?? "")': "
                    + "guidebook keys generate --out KEYFILE, or guidebook keys public KEYFILE.")
            return 2
        }
    }

    private static func printPublic(_ key: ContentSigningKey, in context: CommandContext) {
        context.print("public key: \(key.publicKey)")
        context.print("key id: \(key.publicKey.keyID)")
    }
}
