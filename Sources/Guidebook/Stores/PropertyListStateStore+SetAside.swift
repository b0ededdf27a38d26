import Foundation

// Setting a corrupt file aside: `<name>.corrupt-<UTC timestamp>[-n]`, never replacing one.
extension PropertyListStateStore {
    /// `<name>.<label>-<UTC timestamp>`, then `-2`, `-3`, ... up to a thousand names beside `url`.
    static func asideNames(for url: URL, label: String) -> [URL] {
        let components = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC") ?? .current, from: Date())
        let stamp = String(
            format: "%04d%02d%02dT%02d%02d%02dZ", components.year ?? 0, components.month ?? 0, components.day ?? 0,
            components.hour ?? 0, components.minute ?? 0, components.second ?? 0)
        return (1...1000).map { attempt in
            let suffix = attempt == 1 ? "" : "-\(attempt)"
            return url.deletingLastPathComponent().appendingPathComponent(
                "\(url.lastPathComponent).\(label)-\(stamp)\(suffix)")
        }
    }

    /// Renames `url` to `<name>.corrupt-<UTC timestamp>[-n]`, never replacing an existing file.
    static func moveAside(_ url: URL) throws -> URL {
        for destination in asideNames(for: url, label: "corrupt") {
            if !FileManager.default.fileExists(atPath: destination.path) {
                // link + unlink: link fails when the destination exists, so nothing is ever replaced.
                if link(url.path, destination.path) == 0 {
                    unlink(url.path)
                    return destination
                }
                if errno != EEXIST {
                    try FileManager.default.moveItem(at: url, to: destination)
                    return destination
                }
            }
        }
        throw CocoaError(.fileWriteFileExists)
    }
}
