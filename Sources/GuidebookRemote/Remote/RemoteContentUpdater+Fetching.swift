import Foundation
@_spi(Locking) import GuidebookParsing

extension RemoteContentUpdater {
    /// The check itself: manifest, changed files, validation, swap.
    func fetchAndApply() async -> RemoteContentEvent {
        guard policy.allows(manifestURL) else { return .failed(.insecureURL(manifestURL)) }
        let (previous, validators, bundledVersion, sequenceInUse) = state.withLock { state in
            state.set.origin == .cached
                ? (state.set, state.validators, nil, state.set.manifest?.sequence)
                : (nil, state.validators, state.set.contentVersion, state.set.manifest?.sequence)
        }
        var headers: [String: String] = ["Accept": "application/json"]
        // A 304 keeps the cached set without verifying again, so it is asked for only when that
        // set was verified by a key still trusted (or no key is configured).
        let trustedIDs = policy.trustedKeys.map(\.keyID)
        if previous != nil, let validators, validators.manifestURL == manifestURL.absoluteString,
            trustedIDs.isEmpty || validators.signedBy.map(trustedIDs.contains) == true
        {
            if let etag = validators.etag { headers["If-None-Match"] = etag }
            if let lastModified = validators.lastModified { headers["If-Modified-Since"] = lastModified }
        }
        let response: HTTPFetcher.Response
        do {
            response = try await fetch(
                manifestURL, headers: headers, maximumSize: policy.maximumManifestSize, path: manifestURL.absoluteString
            )
        } catch {
            return .failed(error)
        }
        let manifestName = ContentManifest.fileName
        if response.status == 304 {
            guard headers["If-None-Match"] != nil || headers["If-Modified-Since"] != nil else {
                return .failed(.notModifiedWithoutCache)
            }
            // A mirror frozen on an old signed set can answer 304 for ever: the set's own signed
            // expiry still holds, so an expired set is reported (and kept in use) rather than
            // called up to date.
            if validators?.signedBy != nil, let manifest = previous?.manifest,
                let failure = freshnessFailure(of: manifest, signed: true, sequenceInUse: nil)
            {
                return .failed(failure)
            }
            return .notModified
        }
        guard response.status == 200 else {
            return .failed(.serverError(status: response.status, path: manifestURL.absoluteString))
        }
        if let type = response.headers["content-type"], !Self.isJSONLike(type) {
            return .failed(.unexpectedContentType(path: manifestURL.absoluteString, found: type))
        }
        // Verified over the exact bytes before a single one is parsed.
        let signature: VerifiedSignature?
        do {
            signature = try await verifiedSignature(of: response.body)
        } catch {
            return .failed(error)
        }
        let manifest: ContentManifest
        do {
            manifest = try ContentManifest(data: response.body, file: manifestName)
        } catch {
            if case .newerFormat(let found, let supported, _) = error {
                return .failed(.unsupportedFormat(found: found, supported: supported))
            }
            return .failed(.invalidManifest(error.diagnostic))
        }
        if let failure = freshnessFailure(of: manifest, signed: signature != nil, sequenceInUse: sequenceInUse) {
            return .failed(failure)
        }
        if let minimum = manifest.minimumAppVersion, minimum > policy.appVersion {
            return .failed(.appTooOld(minimum: minimum, current: policy.appVersion))
        }
        if let bundledVersion, ContentManifest.isContentVersion(bundledVersion, newerThan: manifest.contentVersion) {
            return .olderThanBundled(published: manifest.contentVersion, bundled: bundledVersion)
        }
        let newValidators = ContentCache.Validators(
            manifestURL: manifestURL.absoluteString, etag: response.headers["etag"],
            lastModified: response.headers["last-modified"], signedBy: signature?.key.keyID)
        if let previous, previous.manifest?.allFiles == manifest.allFiles {
            return .unchanged(contentVersion: manifest.contentVersion)
        }
        let signed = signature.map { (response.body, $0) }
        return await apply(manifest, validators: newValidators, previous: previous, signed: signed)
    }

    /// Fetches what changed into a staging folder, validates and swaps it in.
    private func apply(
        _ manifest: ContentManifest, validators: ContentCache.Validators, previous: ContentSet?,
        signed: (manifest: Data, signature: VerifiedSignature)?
    ) async -> RemoteContentEvent {
        let staging: URL
        do {
            staging = try cache.makeStaging()
        } catch {
            return .failed(error)
        }
        var fetched: [String] = []
        do {
            for file in manifest.allFiles {
                if let source = reusableFile(file, previous: previous) {
                    try cache.copy(source, to: staging, path: file.path)
                    continue
                }
                try await download(file, into: staging)
                fetched.append(file.path)
            }
            // The one judgement of a set: loaded as GuidebookContent, as the app will load it.
            let findings = requirements.errors(inSetAt: staging)
            guard findings.isEmpty else { throw RemoteContentFailure.invalidContent(findings) }
            let content: Content
            do {
                content = try load(ContentSet(folder: staging, origin: .cached, manifest: manifest))
            } catch {
                throw RemoteContentFailure.invalidContent([Self.diagnostic(for: error)])
            }
            let set = try cache.commit(
                staging: staging, manifest: manifest, validators: validators, manifestData: signed?.manifest,
                signatureData: signed?.signature.file)
            let removed = Set(previous?.manifest?.allFiles.map(\.path) ?? []).subtracting(manifest.allFiles.map(\.path))
            let update = RemoteContentUpdate(
                contentVersion: manifest.contentVersion, previousVersion: previous?.contentVersion,
                fetched: fetched.sorted(), removed: removed.sorted(), signedBy: signed?.signature.key)
            state.withLock { state in
                state.content = content
                state.set = set
                state.validators = validators
            }
            updateBroadcast.yield(content)
            return .updated(update)
        } catch let failure as RemoteContentFailure {
            cache.discard(staging)
            return .failed(failure)
        } catch {
            cache.discard(staging)
            return .failed(.storage(reason: "\(error)"))
        }
    }

    /// A file already on the device with the listed size and hash: in the set in use (hard-linked),
    /// or in the bundled folder (hashed to be sure).
    private func reusableFile(_ file: ContentManifest.File, previous: ContentSet?) -> URL? {
        if let previous, let old = previous.manifest?.file(atPath: file.path), old.sha256 == file.sha256,
            old.size == file.size
        {
            return previous.folder.appendingPathComponent(file.path)
        }
        let bundledFile = bundled.appendingPathComponent(file.path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: bundledFile.path),
            (attributes[.size] as? NSNumber)?.intValue == file.size,
            let data = try? Data(contentsOf: bundledFile), SHA256.hash(data).hex == file.sha256
        else { return nil }
        return bundledFile
    }

    /// Streams one listed file into the staging folder, checking its size and hash.
    private func download(_ file: ContentManifest.File, into staging: URL) async throws(RemoteContentFailure) {
        guard let url = URL(string: file.path, relativeTo: manifestURL)?.absoluteURL else {
            throw .invalidManifest(
                Diagnostic(
                    .error, "The file path \"\(file.path)\" does not make a URL.",
                    fix: "List each file by its path inside the content folder, such as en.lproj/HelpBook.json.",
                    code: .manifestUnsafePath))
        }
        let target = staging.appendingPathComponent(file.path)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .storage(reason: error.localizedDescription)
        }
        guard file.size <= policy.maximumFileSize else {
            throw .tooLarge(path: file.path, limit: policy.maximumFileSize)
        }
        let response: HTTPFetcher.Response
        do {
            response = try await fetch(url, headers: [:], maximumSize: file.size, destination: target, path: file.path)
        } catch {
            if case .tooLarge = error {
                // More bytes than the manifest lists: stopped at the first one too many.
                throw .sizeMismatch(path: file.path, expected: file.size, received: file.size + 1)
            }
            throw error
        }
        guard response.status == 200 else { throw .serverError(status: response.status, path: file.path) }
        guard response.byteCount == file.size else {
            throw .sizeMismatch(path: file.path, expected: file.size, received: response.byteCount)
        }
        guard response.sha256 == file.sha256 else {
            throw .hashMismatch(path: file.path, expected: file.sha256, received: response.sha256)
        }
    }

    /// One GET, its failures as the check's.
    func fetch(
        _ url: URL, headers: [String: String], maximumSize: Int, destination: URL? = nil, path: String? = nil
    ) async throws(RemoteContentFailure) -> HTTPFetcher.Response {
        let path = path ?? ContentManifest.fileName
        let policy = policy
        let request = HTTPFetcher.Request(
            url: url, headers: headers, maximumSize: maximumSize, destination: destination, timeout: policy.timeout,
            allowsURL: { policy.allows($0) })
        do {
            return try await fetcher.fetch(request)
        } catch {
            switch error {
            case .offline(let reason): throw .offline(reason: reason)
            case .connectionLost(let received, let reason):
                throw .connectionLost(path: path, received: received, reason: reason)
            case .timedOut(let seconds): throw .timedOut(path: path, seconds: seconds)
            case .tooLarge(let limit, _): throw .tooLarge(path: path, limit: limit)
            case .refusedRedirect(let target): throw .insecureURL(target)
            case .storage(let reason): throw .storage(reason: reason)
            }
        }
    }

    /// `application/json`, `text/json`, `…+json`, `text/plain` and the octet-stream types some
    /// object stores default to; HTML (a captive portal, an error page) is not.
    static func isJSONLike(_ contentType: String) -> Bool {
        let type = contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return type == "application/json" || type == "text/json" || type.hasSuffix("+json") || type == "text/plain"
            || type == "application/octet-stream" || type == "binary/octet-stream" || type.isEmpty
    }
}
