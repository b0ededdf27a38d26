// The one file of the core that talks to URLSession. On Linux URLSession lives in
// FoundationNetworking; everything else in Remote/ is plain Foundation.

import Foundation
@_spi(Locking) import GuidebookParsing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP GETs whose bodies are checked while they stream: the size limit is enforced as bytes
/// arrive (the task is cancelled the moment it is passed, or at once when `Content-Length`
/// announces too much), the SHA-256 is computed on the way, and the body goes to a file or,
/// for small bodies such as the manifest, to memory. Redirects are followed only to URLs the
/// policy allows. An overall deadline cancels a server that drips bytes slowly.
///
/// One fetcher keeps one `URLSession` for all its requests, so a check reuses the open
/// connection: a session made per request costs about 2 ms of CPU here (a new connection and
/// the session's own set-up), three times a 304 exchange on a kept connection. The session's
/// delegate hands each task's callbacks to that task's ``TaskHandler``.
package final class HTTPFetcher: Sendable {
    private let session: URLSession
    private let router: Router

    /// Creates a fetcher with its own ephemeral session: no cookies, no URL cache.
    package init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        // Each request's own deadline (`Request.timeout`) is enforced by its handler's timer
        // and its `URLRequest.timeoutInterval`; the session adds none of its own.
        configuration.timeoutIntervalForResource = Self.longestTimeout
        router = Router()
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The longest deadline a request gets, in seconds (7 days): a longer one, infinity included,
    /// is cut to it (FoundationNetworking turns the interval into an `Int` of milliseconds, which
    /// traps on infinity).
    static let longestTimeout: TimeInterval = 7 * 24 * 3600

    /// What to do with a body.
    package struct Request: Sendable {
        package var url: URL
        package var headers: [String: String] = [:]
        /// The most bytes accepted.
        package var maximumSize: Int
        /// Write the body here (created or truncated); `nil` keeps it in memory.
        package var destination: URL?
        /// The whole request's deadline, in seconds.
        package var timeout: TimeInterval
        /// Whether a redirect target may be fetched.
        package var allowsURL: @Sendable (URL) -> Bool
    }

    /// A finished exchange.
    package struct Response: Sendable {
        package var status: Int
        /// Header fields by lowercased name.
        package var headers: [String: String]
        /// The body, when it was kept in memory.
        package var body: Data
        /// How many body bytes arrived.
        package var byteCount: Int
        /// The body's SHA-256.
        package var sha256: String
    }

    /// Why an exchange did not finish.
    package enum Failure: Error, Sendable, Equatable {
        /// No connection could be made, or it dropped (the system's reason).
        case offline(reason: String)
        /// The connection was lost after `received` body bytes.
        case connectionLost(received: Int, reason: String)
        /// The deadline passed.
        case timedOut(seconds: TimeInterval)
        /// More than `limit` bytes were announced or received.
        case tooLarge(limit: Int, received: Int)
        /// A redirect pointed at a URL the policy refuses.
        case refusedRedirect(URL)
        /// The body could not be written to disk.
        case storage(reason: String)
    }

    /// Runs `request`.
    ///
    /// - Throws: ``Failure``.
    package func fetch(_ request: Request) async throws(Failure) -> Response {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        // Negative and NaN give no time at all (the timer fails the request at once).
        let timeout = min(request.timeout.nonNegative, Self.longestTimeout)
        urlRequest.timeoutInterval = timeout
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let sink: BodySink
        do {
            sink = try BodySink(request: request)
        } catch {
            throw error
        }
        let handler = TaskHandler(sink: sink, allowsURL: request.allowsURL)
        let task = session.dataTask(with: urlRequest)
        router.register(handler, for: task)
        let result: Result<Response, Failure> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                handler.start(task: task, continuation: continuation, timeout: timeout)
            }
        } onCancel: {
            handler.finish(.failure(.offline(reason: "the check was cancelled")))
            task.cancel()
        }
        return try result.get()
    }

    /// The session's delegate: passes each task's callbacks to the handler registered for it,
    /// and forgets the handler when its task completes.
    final class Router: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        // `handlers` is behind its lock; the class has no other state.
        private let handlers = Locked<[Int: TaskHandler]>([:])

        func register(_ handler: TaskHandler, for task: URLSessionTask) {
            handlers.withLock { $0[task.taskIdentifier] = handler }
        }

        private func handler(for task: URLSessionTask) -> TaskHandler? {
            handlers.withLock { $0[task.taskIdentifier] }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            guard let handler = handler(for: dataTask) else { return completionHandler(.cancel) }
            handler.received(response, completionHandler: completionHandler)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            handler(for: dataTask)?.received(data, on: dataTask)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            guard let handler = handler(for: task) else { return completionHandler(nil) }
            handler.redirect(to: request, on: task, completionHandler: completionHandler)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let handler = handlers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
            handler?.completed(task, error: error)
        }
    }

    /// Where the body goes, with the running checks.
    final class BodySink: @unchecked Sendable {
        // Touched only from the session's serial delegate queue, then read after completion.
        let maximumSize: Int
        private let handle: FileHandle?
        private(set) var memory = Data()
        private(set) var byteCount = 0
        private var hash = SHA256()
        private(set) var writeFailure: String?

        init(request: Request) throws(Failure) {
            maximumSize = request.maximumSize
            if let destination = request.destination {
                guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
                    throw .storage(reason: "cannot create \(destination.path)")
                }
                do {
                    handle = try FileHandle(forWritingTo: destination)
                } catch {
                    throw .storage(reason: "cannot open \(destination.path): \(error.localizedDescription)")
                }
            } else {
                handle = nil
            }
        }

        /// Takes a chunk; `false` once the limit is passed (the caller cancels).
        func append(_ data: Data) -> Bool {
            byteCount += data.count
            guard byteCount <= maximumSize else { return false }
            hash.update(data)
            if let handle {
                do {
                    try handle.write(contentsOf: data)
                } catch {
                    writeFailure = error.localizedDescription
                    return false
                }
            } else {
                memory.append(data)
            }
            return true
        }

        /// Flushes the file to stable storage (`Platform.synchronize(_:)`, as `AtomicFile` does:
        /// a file handle's own synchronize is a plain `fsync`, which on Apple platforms leaves the
        /// data in the drive's cache) and closes it.
        func close() {
            guard let handle else { return }
            if Platform.synchronize(handle.fileDescriptor) != 0, writeFailure == nil {
                writeFailure = "cannot flush the file: \(String(cString: strerror(errno)))"
            }
            do {
                try handle.close()
            } catch {
                if writeFailure == nil { writeFailure = error.localizedDescription }
            }
        }

        var digest: String {
            let copy = hash
            return copy.finalize().hex
        }
    }

    /// Collects one task's response and body and resumes the waiting caller once.
    final class TaskHandler: @unchecked Sendable {
        private let sink: BodySink
        private let allowsURL: @Sendable (URL) -> Bool
        private struct State {
            var continuation: CheckedContinuation<Result<Response, Failure>, Never>?
            var pending: Result<Response, Failure>?
            /// The status and lowercased header fields, once the response head arrived.
            var head: (status: Int, headers: [String: String])?
            var failure: Failure?
            var done = false
            var timer: Task<Void, Never>?
        }
        private let state = Locked(State())

        init(sink: BodySink, allowsURL: @escaping @Sendable (URL) -> Bool) {
            self.sink = sink
            self.allowsURL = allowsURL
        }

        func start(
            task: URLSessionDataTask, continuation: CheckedContinuation<Result<Response, Failure>, Never>,
            timeout: TimeInterval
        ) {
            let early = state.withLock { state -> Result<Response, Failure>? in
                if let pending = state.pending { return pending }
                state.continuation = continuation
                return nil
            }
            if let early {
                continuation.resume(returning: early)
                return
            }
            let timer = Task { [weak self] in
                try? await Task.sleep(nanoseconds: timeout.sleepNanoseconds)
                guard !Task.isCancelled else { return }
                self?.fail(.timedOut(seconds: timeout))
                task.cancel()
            }
            state.withLock { $0.timer = timer }
            task.resume()
        }

        /// Records why the task is being stopped; the completion reports it.
        private func fail(_ failure: Failure) {
            state.withLock { state in
                if state.failure == nil { state.failure = failure }
            }
        }

        /// Resumes the caller with `result`, once.
        func finish(_ result: Result<Response, Failure>) {
            let continuation = state.withLock { state -> CheckedContinuation<Result<Response, Failure>, Never>? in
                guard !state.done else { return nil }
                state.done = true
                state.timer?.cancel()
                guard let continuation = state.continuation else {
                    state.pending = result
                    return nil
                }
                state.continuation = nil
                return continuation
            }
            continuation?.resume(returning: result)
        }

        func received(
            _ response: URLResponse, completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
                }
                let head = (http.statusCode, headers)
                state.withLock { $0.head = head }
            }
            if response.expectedContentLength > Int64(sink.maximumSize) {
                fail(.tooLarge(limit: sink.maximumSize, received: 0))
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
        }

        func received(_ data: Data, on dataTask: URLSessionDataTask) {
            if !sink.append(data) {
                if let reason = sink.writeFailure {
                    fail(.storage(reason: reason))
                } else {
                    fail(.tooLarge(limit: sink.maximumSize, received: sink.byteCount))
                }
                dataTask.cancel()
            }
        }

        func redirect(
            to request: URLRequest, on task: URLSessionTask,
            completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            if let url = request.url, !allowsURL(url) {
                fail(.refusedRedirect(url))
                completionHandler(nil)
                task.cancel()
                return
            }
            completionHandler(request)
        }

        func completed(_ task: URLSessionTask, error: (any Error)?) {
            sink.close()
            let (head, failure) = state.withLock { ($0.head, $0.failure) }
            if let failure {
                finish(.failure(failure))
                return
            }
            if let error {
                let nsError = error as NSError
                let reason = nsError.localizedDescription
                if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                    finish(.failure(.timedOut(seconds: task.originalRequest?.timeoutInterval ?? 0)))
                } else if head != nil {
                    finish(.failure(.connectionLost(received: sink.byteCount, reason: reason)))
                } else {
                    finish(.failure(.offline(reason: reason)))
                }
                return
            }
            if let reason = sink.writeFailure {
                finish(.failure(.storage(reason: reason)))
                return
            }
            guard let head else {
                finish(.failure(.offline(reason: "the server sent no HTTP response")))
                return
            }
            finish(
                .success(
                    Response(
                        status: head.status, headers: head.headers, body: sink.memory, byteCount: sink.byteCount,
                        sha256: sink.digest)))
        }
    }
}
