import Foundation

extension RemoteContentUpdater {
    /// A signature file that verified: the trusted key, and the file's bytes (stored with the set).
    struct VerifiedSignature: Sendable {
        var key: ContentPublicKey
        var file: Data
    }

    /// Fetches `<manifest URL>.sig` and verifies it over `manifest`'s exact bytes; `nil` when
    /// the app trusts no key, or when the file is absent and the policy does not require it.
    ///
    /// - Throws: the signature failures of ``RemoteContentFailure``.
    func verifiedSignature(of manifest: Data) async throws(RemoteContentFailure) -> VerifiedSignature? {
        guard !policy.trustedKeys.isEmpty else { return nil }
        let url = manifestURL.appendingPathExtension("sig")
        let limit = policy.maximumSignatureSize
        let response: HTTPFetcher.Response
        do {
            response = try await fetch(url, headers: [:], maximumSize: limit, path: url.absoluteString)
        } catch {
            if case .tooLarge = error { throw .signatureTooLarge(url: url, limit: limit) }
            throw error
        }
        if response.status == 404 || response.status == 410 {
            guard !policy.requiresSignature else { throw .signatureMissing(url: url) }
            return nil
        }
        guard response.status == 200 else { throw .serverError(status: response.status, path: url.absoluteString) }
        let signatures: ContentSignatures
        do {
            signatures = try ContentSignatures(data: response.body, file: url.absoluteString)
        } catch {
            throw .malformedSignature(error.diagnostic)
        }
        let key = try signatures.verify(manifest, trusting: policy.trustedKeys, url: manifestURL)
        return VerifiedSignature(key: key, file: response.body)
    }

    /// Why a signed `manifest` may not replace the content in use: no `sequence` or `expires`,
    /// a sequence below the one in use, or an expiry further back than the policy's clock-skew
    /// tolerance. `nil` when it may, and always for an unsigned manifest: anyone could have
    /// written its sequence and expiry, so they protect nothing.
    func freshnessFailure(of manifest: ContentManifest, signed: Bool, sequenceInUse: Int?) -> RemoteContentFailure? {
        guard signed else { return nil }
        for (field, present) in [("sequence", manifest.sequence != nil), ("expires", manifest.expires != nil)]
        where !present {
            return .invalidManifest(
                Diagnostic(
                    .error, "The signed manifest has no \"\(field)\", so it cannot be checked for replay and expiry.",
                    at: SourceLocation(file: manifestURL.absoluteString, line: 1, column: 1),
                    fix: "Publish with 'guidebook publish --sign KEYFILE', which writes both.",
                    code: .manifestMissingField))
        }
        if let sequence = manifest.sequence, let sequenceInUse, sequence < sequenceInUse {
            return .rollback(sequence: sequence, inUse: sequenceInUse)
        }
        if let expires = manifest.expires, now() > expires.addingTimeInterval(policy.clockSkewTolerance) {
            return .expired(expires: expires, tolerance: policy.clockSkewTolerance)
        }
        return nil
    }
}
