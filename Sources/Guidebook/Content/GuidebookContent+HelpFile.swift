import Foundation
@_spi(Locking) import GuidebookParsing

extension GuidebookContent {
    /// One help file of the content: where it is, and its book once it has been asked for.
    ///
    /// Opening content records only the file's path; the first read of ``result`` parses it,
    /// once, whichever thread asks (the others wait for that parse), and keeps the document and
    /// its findings. A translation's parse first parses the development language's book
    /// (``reference``) and takes its ids, so a deep link is the same in every language.
    package final class HelpFile: Sendable {
        /// Its path relative to the content's root.
        package let relativePath: String
        /// The `.lproj` language it is in, as the folder is named; `nil` for the top-level file.
        let language: String?
        /// The development language's help file, whose ids this translation takes; `nil` for
        /// that file itself and when the content has none.
        let reference: HelpFile?
        private let source: ContentSource
        private let limits: ReadingLimits
        private let state: Locked<State>

        /// What is known of the file so far.
        private struct State: Sendable {
            /// The file's bytes as mapped at opening (``ContentLoader/bytesAtOpening(_:)``);
            /// `nil` when it is read on first ask.
            var bytes: Result<Data, FileReadError>?
            /// The file as read, before it takes the reference's ids (the top-level file is read
            /// at opening for its `language`).
            var read: Result<HelpBookDocument, HelpBookError>?
            /// The finished document (or its error) and its findings.
            var parsed: (result: Result<HelpBookDocument, HelpBookError>, findings: [Diagnostic])?
            /// How many times the file was parsed: 0 until it is asked for, then 1.
            var parses = 0
        }

        /// A help file not parsed yet: `bytes` when they were mapped at opening, `read` when it
        /// was read already (without the reference's ids).
        init(
            relativePath: String, language: String?, reference: HelpFile?, source: ContentSource,
            limits: ReadingLimits, bytes: Result<Data, FileReadError>? = nil,
            read: Result<HelpBookDocument, HelpBookError>? = nil
        ) {
            self.relativePath = relativePath
            self.language = language
            self.reference = reference
            self.source = source
            self.limits = limits
            state = Locked(State(bytes: bytes, read: read))
        }

        /// The document, or why it could not be read: parsed on the first call.
        package var result: Result<HelpBookDocument, HelpBookError> { parse().result }

        /// The file's findings (its reading error, or the book's warnings and checks); `nil`
        /// while it has not been parsed.
        package var findings: [Diagnostic]? { state.withLock { $0.parsed?.findings } }

        /// How many times the file has been parsed: 0 until a book is asked for, never more than 1.
        package var parseCount: Int { state.withLock { $0.parses } }

        /// Parses the file unless it was, under the file's lock, so concurrent first asks parse once.
        private func parse() -> (result: Result<HelpBookDocument, HelpBookError>, findings: [Diagnostic]) {
            state.withLock { state in
                if let parsed = state.parsed { return parsed }
                let loader = ContentLoader(source, limits: limits)
                var result = state.read ?? loader.readHelpFile(relativePath, language: language, bytes: state.bytes)
                // The reference's lock is taken inside this one, never the other way round.
                if case .success(var document) = result, let reference,
                    case .success(let referenceDocument) = reference.result
                {
                    document.adoptIDs(from: referenceDocument)
                    result = .success(document)
                }
                let findings: [Diagnostic]
                switch result {
                case .success(let document): findings = document.validate()
                case .failure(let error): findings = [loader.diagnostic(of: error, reading: relativePath)]
                }
                state.bytes = nil
                state.read = nil
                state.parsed = (result, findings)
                state.parses += 1
                return (result, findings)
            }
        }
    }
}
