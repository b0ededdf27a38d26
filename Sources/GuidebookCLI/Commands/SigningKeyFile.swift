import Foundation
import Guidebook
import GuidebookRemote

/// Reads and writes private key files, with the checks a secret needs: created 0600 and never
/// over another file; refused when others may read it.
enum SigningKeyFile {
    /// Why a key file cannot be used, as a sentence with the fix.
    struct Failure: Error {
        var message: String
    }

    /// Writes `key` to a new file at `path`, mode 0600.
    static func create(_ key: ContentSigningKey, at path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw Failure(
                    message: "\(path) already exists; keys generate never overwrites a key. Choose another --out.")
            }
            throw Failure(message: "\(path) cannot be created (\(String(cString: strerror(errno)))).")
        }
        defer { close(descriptor) }
        let bytes = Array(key.pemText.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, Platform.synchronize(descriptor) == 0 else {
            unlink(path)
            throw Failure(message: "\(path) cannot be written (\(String(cString: strerror(errno)))).")
        }
    }

    /// Reads the key at `path`, refusing a file that its group or others may read or write.
    static func read(_ path: String) throws(Failure) -> ContentSigningKey {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw Failure(message: "\(path) cannot be read (\(String(cString: strerror(errno)))).")
        }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw Failure(
                message: "\(path) is readable by others (mode \(String(mode, radix: 8))), so it is not used to sign. "
                    + "Run 'chmod 600 \(path)', and make a new key if others may have copied it.")
        }
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Failure(message: "\(path) cannot be read (\(error.localizedDescription)).")
        }
        do {
            return try ContentSigningKey(pemText: text, path: path)
        } catch {
            throw Failure(message: error.diagnostic.message + " " + (error.diagnostic.fix ?? ""))
        }
    }
}
