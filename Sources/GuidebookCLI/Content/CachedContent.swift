import Foundation
import Guidebook
import GuidebookRemote

extension ParsedArguments {
    /// The CONTENT folder at `index` (or the default), or, with `--cache DIR`, the cached set
    /// in DIR when it is complete and valid: what an app with that cache would show.
    ///
    /// - Parameters:
    ///   - index: The positional's index.
    ///   - usingCache: Whether `--cache` is honoured.
    func contentPath(at index: Int, usingCache: Bool) -> String {
        let bundled = positional(index) ?? defaultContentPath
        guard usingCache, let cache = value("cache") else { return bundled }
        return ContentCache.validSetFolder(in: URL(fileURLWithPath: cache), bundled: URL(fileURLWithPath: bundled))?
            .path ?? bundled
    }
}
