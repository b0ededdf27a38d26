import Foundation
import Guidebook
import GuidebookRemote

/// `guidebook index [CONTENT] [--check]`: writes the prebuilt search index of each help book of a
/// content folder in place (`<lang>.lproj/HelpBook.searchindex`), as `publish` writes them for a
/// published set, so an app that bundles the folder opens its search without building it; with
/// `--check`, writes nothing and fails when an index is missing or would be refused.
enum IndexCommand: Command {
    static let spec = CommandSpec(
        name: "index", summary: "Write the help books' search indexes into a content folder an app bundles.",
        positionals: [.init(name: "CONTENT", help: "The content folder (default \(defaultContentPath)).")],
        options: [
            .init(
                name: "check",
                help: "Write nothing; fail when an index is missing or stale (for CI).")
        ],
        discussion: """
            Writes one search index per help language beside its help book, as 'guidebook publish'
            does for a published set: <lang>.lproj/HelpBook.searchindex (a top-level help book is
            indexed under its own "language"). An app that bundles the folder reads each index
            instead of building it; without one, or with a stale one, the app builds the index in
            the background and search answers once it is built. Each file is replaced atomically
            and only when its bytes change. Run it after every edit of a help book (the SwiftPM
            plugin does: swift package --allow-writing-to-package-directory guidebook-index).

            A help book that cannot be read is reported at its file:line:column and no index is
            written at all, so a build never ships some languages' indexes fresh and others stale.
            An index left in a language folder whose help book is gone is removed: no app reads
            it, and it would only make the app larger.

            --check writes nothing: it reports each index that is missing or that the app would
            refuse (made from another version of the book, damaged, of another format), and each
            index without a help book, so CI fails before a stale index ships.

            Exit status: 0 written (or, with --check, every index up to date), 1 no help book, a
            book that cannot be read, a missing, stale or leftover index, or an unwritable folder,
            2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        let contentPath = arguments.contentPath(at: 0)
        guard let content = context.openContent(contentPath) else { return 1 }
        let broken = brokenHelpBookFindings(of: content)
        guard broken.isEmpty else {
            for finding in broken { context.report(finding) }
            let count = content.helpFiles.values.filter { (try? $0.result.get()) == nil }.count
            context.printError(
                "error: \(counted(count, "help book")) cannot be read; no search index was written. "
                    + "Fix \(count == 1 ? "it" : "them") (guidebook lint \(contentPath)) and index again.")
            return 1
        }
        let files = indexFiles(of: content, contentPath: contentPath)
        guard !files.isEmpty else {
            context.printError(
                "error: \(contentPath) holds no help book to index. "
                    + "Add en.lproj/HelpList.plist or en.lproj/HelpBook.json, or pass the folder that holds them.")
            return 1
        }
        let leftovers = leftoverIndexFiles(besides: files, contentPath: contentPath)
        guard !arguments.flag("check") else {
            return check(files, leftovers: leftovers, of: content, contentPath: contentPath, in: context)
        }
        // The one writer of index files: the same bytes `guidebook publish` writes, for the
        // languages `indexFiles` lists (`searchIndexLanguages` with a readable book).
        let made = ContentManifest.searchIndexes(of: content).map { index in
            (
                IndexFile(path: index.file.path, language: index.file.language ?? "", contentPath: contentPath),
                index.data
            )
        }
        return write(made, removing: leftovers, contentPath: contentPath, in: context)
    }

    /// One index file to write or check.
    struct IndexFile {
        /// Its path in the content folder (`de.lproj/HelpBook.searchindex`).
        var path: String
        /// The language of the book it indexes, as its folder is named.
        var language: String
        /// Where it is on disk.
        var url: URL
        /// Its path as the user typed the content folder, for messages.
        var shown: String

        /// The file at `path` in the content folder the user typed as `contentPath`.
        init(path: String, language: String, contentPath: String) {
            self.path = path
            self.language = language
            url = URL(fileURLWithPath: contentPath).appendingPathComponent(path)
            shown = "\(contentPath)/\(path)"
        }
    }

    /// The index file of each help language of `content` that has a readable book, where the
    /// app looks for it; no index is built (`--check` reads the files on disk only).
    ///
    /// - Parameter contentPath: The content folder as the user typed it.
    static func indexFiles(of content: GuidebookContent, contentPath: String) -> [IndexFile] {
        content.searchIndexLanguages.compactMap { language in
            guard content.helpBook(language: language) != nil else { return nil }
            return IndexFile(
                path: HelpSearchIndex.filePath(language: language), language: language, contentPath: contentPath)
        }
    }

    /// The index files on disk in a language folder of the content that `files` does not list:
    /// left there when the folder's help book was removed (or renamed). No app reads them, since
    /// it opens the index of the book it shows.
    ///
    /// - Parameter contentPath: The content folder as the user typed it.
    static func leftoverIndexFiles(besides files: [IndexFile], contentPath: String) -> [IndexFile] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: contentPath)) ?? []
        let indexed = Set(files.map(\.path))
        return folders.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { folder in
            let language = String(folder.dropLast(".lproj".count))
            let file = IndexFile(
                path: HelpSearchIndex.filePath(language: language), language: language, contentPath: contentPath)
            guard !indexed.contains(file.path), FileManager.default.fileExists(atPath: file.url.path) else {
                return nil
            }
            return file
        }
    }

    /// Writes every file whose bytes differ from what is on disk, atomically, and removes the
    /// `leftovers` (index files without a help book): the folder then holds the indexes an app
    /// reads and no others, as a published set does.
    static func write(
        _ files: [(file: IndexFile, data: Data)], removing leftovers: [IndexFile], contentPath: String,
        in context: CommandContext
    ) -> Int32 {
        var written = 0
        for (file, data) in files {
            if FileManager.default.contents(atPath: file.url.path) == data {
                context.print("up to date  \(file.path)")
                continue
            }
            do {
                try FileManager.default.createDirectory(
                    at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(data, to: file.url)
            } catch {
                context.printError(
                    "error: \(file.shown) cannot be written: \(error). "
                        + "Check that the content folder can be written to.")
                return 1
            }
            written += 1
            context.print("wrote       \(file.path)")
        }
        for file in leftovers {
            do {
                try FileManager.default.removeItem(at: file.url)
            } catch {
                context.printError(
                    "error: \(file.shown) has no help book beside it and cannot be removed: \(error). "
                        + "Check that the content folder can be written to.")
                return 1
            }
            context.print("removed     \(file.path) (\(file.language).lproj has no help book)")
        }
        context.print(
            "\(counted(files.count, "search index", plural: "search indexes")) in \(contentPath): \(written) written, "
                + "\(files.count - written) already up to date"
                + (leftovers.isEmpty
                    ? "." : "; \(counted(leftovers.count, "index", plural: "indexes")) without a help book removed."))
        return 0
    }

    /// Reports each file an app would not use (``staleFindings(_:of:contentPath:)``) and each
    /// leftover without a help book (``leftoverFindings(_:contentPath:)``).
    static func check(
        _ files: [IndexFile], leftovers: [IndexFile], of content: GuidebookContent, contentPath: String,
        in context: CommandContext
    ) -> Int32 {
        let problems = staleFindings(files, of: content, contentPath: contentPath)
        let leftoverProblems = leftoverFindings(leftovers, contentPath: contentPath)
        for problem in problems + leftoverProblems { context.report(problem) }
        if !problems.isEmpty {
            context.printError(
                "error: \(problems.count) of \(counted(files.count, "search index", plural: "search indexes")) in "
                    + "\(contentPath) \(problems.count == 1 ? "is" : "are") missing or stale; the app would build "
                    + "\(problems.count == 1 ? "it" : "them") at run time. Run `guidebook index \(contentPath)`.")
        }
        if !leftovers.isEmpty {
            let them = leftovers.count == 1 ? "it" : "them"
            context.printError(
                "error: \(counted(leftovers.count, "search index", plural: "search indexes")) in \(contentPath) "
                    + "\(leftovers.count == 1 ? "has" : "have") no help book beside \(them); no app reads \(them). "
                    + "Run `guidebook index \(contentPath)` to remove \(them).")
        }
        guard problems.isEmpty, leftovers.isEmpty else { return 1 }
        context.print(
            "\(counted(files.count, "search index", plural: "search indexes")) in \(contentPath): every one up to date "
                + "(\(files.map(\.language).joined(separator: ", "))).")
        return 0
    }

    /// Reads every file on disk back as an app would: a finding for each one missing
    /// (`search-index-missing`) or refused (the reader's own finding), each fixed by indexing again.
    static func staleFindings(_ files: [IndexFile], of content: GuidebookContent, contentPath: String) -> [Diagnostic] {
        let fix = "Run `guidebook index \(contentPath)` to write it again."
        return files.compactMap { file -> Diagnostic? in
            guard let document = content.helpBook(language: file.language) else { return nil }
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                return Diagnostic(
                    .error, "The help book has no search index beside it, so the app builds one at run time.",
                    at: SourceLocation(file: file.shown, line: 0, column: 0),
                    fix: "Run `guidebook index \(contentPath)` to write it.", code: .searchIndexMissing)
            }
            do throws(HelpSearchIndexFileError) {
                // As `GuidebookContent.helpSearch(for:language:)` reads it in the app.
                _ = try HelpSearchIndex(
                    fileData: data, book: document.book, language: document.book.language ?? file.language,
                    file: file.shown)
                return nil
            } catch {
                var diagnostic = error.diagnostic
                diagnostic.fix = fix
                return diagnostic
            }
        }
    }

    /// A finding for each index file without a help book (`search-index-without-book`).
    static func leftoverFindings(_ leftovers: [IndexFile], contentPath: String) -> [Diagnostic] {
        leftovers.map { file in
            Diagnostic(
                .error,
                "The search index has no help book beside it (\(file.language).lproj has none), so no app reads it; "
                    + "it only makes the app larger.",
                at: SourceLocation(file: file.shown, line: 0, column: 0),
                fix: "Run `guidebook index \(contentPath)` to remove it, or add the \(file.language) help book back.",
                code: .searchIndexWithoutBook)
        }
    }

    /// The errors of each help book that cannot be read, in the content's order of findings.
    static func brokenHelpBookFindings(of content: GuidebookContent) -> [Diagnostic] {
        content.helpOrder.flatMap { key -> [Diagnostic] in
            guard let file = content.helpFiles[key], case .failure = file.result else { return [] }
            return (file.findings ?? []).filter { $0.severity == .error }
        }
    }
}
