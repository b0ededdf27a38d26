import Foundation
import Guidebook

/// The seed's `MenuItem`: what its `loadHelpChapters` loop builds from the property list.
private final class SeedMenuItem {
    let itemKey: Int
    let itemDescription: String
    let itemSubtitle: String?
    var subMenuItems: [SeedMenuItem] = []

    init(key: Int, description: String, subtitle: String? = nil) {
        itemKey = key
        itemDescription = description
        itemSubtitle = subtitle
    }
}

/// The seed's `loadHelpChapters`: `NSArray initWithContentsOfFile:`, then for each chapter a
/// section item and one child per key other than `Title` (in the dictionary's own order).
private func seedLoad(_ data: Data) throws -> [SeedMenuItem] {
    guard let rootArray = try PropertyListSerialization.propertyList(from: data, format: nil) as? [Any] else {
        return []
    }
    var menuItems: [SeedMenuItem] = []
    for (k, element) in rootArray.enumerated() {
        guard let chapter = element as? [String: Any] else { continue }
        let item = SeedMenuItem(key: k, description: chapter["Title"] as? String ?? "")
        for (key, object) in chapter where key != "Title" {
            item.subMenuItems.append(SeedMenuItem(key: k, description: key, subtitle: object as? String))
        }
        menuItems.append(item)
    }
    return menuItems
}

/// A legacy HelpList.plist of `sections` × `rows`, with help texts of a realistic length.
private func legacyHelpList(sections: Int, rows: Int) -> Data {
    let sentence =
        "Choose a note length from the palette, then tap the staff where the note belongs. Drag a note up or down to change its pitch."
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>

        """
    for section in 0..<sections {
        xml += "\t<dict>\n\t\t<key>Title</key>\n\t\t<string>Chapter \(section): Writing &amp; Listening</string>\n"
        for row in 0..<rows {
            xml += "\t\t<key>Topic \(row) in chapter \(section)</key>\n"
            xml += "\t\t<string>\(sentence)\nTip \(row): \(sentence)</string>\n"
        }
        xml += "\t</dict>\n"
    }
    xml += "</array>\n</plist>\n"
    return Data(xml.utf8)
}

/// Kilobytes from a `/proc/self/status` field (`VmRSS`, `VmHWM`), or `nil` where there is none.
func procStatusKilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.dropFirst(field.count + 1).filter(\.isNumber))
    }
    return nil
}

/// `helpbook.load.legacy.10k`, and the memory a loaded 10k book holds.
@Sendable func helpBookBenchmarks(_ runner: inout BenchRunner) {
    let rows = runner.quick ? 30 : 100
    let name = runner.quick ? "helpbook.load.legacy.3k" : "helpbook.load.legacy.10k"
    let data = legacyHelpList(sections: 100, rows: rows)
    let megabytes = String(format: "%.2f MB", Double(data.count) / 1e6)
    // GUIDEBOOK_PROFILE=helpbook|helpbook-tree|helpbook-seed (with --only helpbook): one load in a
    // loop, for `perf record` / `perf stat`; GUIDEBOOK_PROFILE_ITERATIONS sets the count (default 200).
    if let target = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"], target.hasPrefix("helpbook") {
        profileHelpBookLoad(target, data: data)
        exit(0)
    }

    guard let kept = try? HelpBook(data: data, file: "HelpList.plist"), kept.numberOfRows(inSection: 99) == rows,
        kept.sections[0].items[1].title == "Topic 1 in chapter 0"
    else {
        print("bench \(name)  FAILED: the generated book did not load in order")
        return
    }
    // The plain legacy shape must take the direct scanner: without it this would time the tree path.
    guard LegacyHelpListScanner.read(data, file: "HelpList.plist")?.book == kept else {
        print("bench \(name)  FAILED: the direct legacy scanner did not read the generated book")
        return
    }
    blackhole(kept)
    runner.info(name, "file=\(megabytes)  items=\(100 * rows)  \(helpBookMemoryInFreshProcess(rows: rows))")

    let (ours, anchor) = runner.best(
        rounds: runner.quick ? 3 : 7,
        ours: {
            blackhole(try? HelpBook(data: data, file: "HelpList.plist"))
        },
        anchor: {
            blackhole(try? seedLoad(data))
        })
    runner.report(
        name, ours: ours, anchorName: "PropertyListSerialization+seed loop", anchor: anchor,
        extra: "file=\(megabytes)")
}

/// Loads `data` in a loop: our load (`helpbook`), the general tree path (`helpbook-tree`: the
/// property-list reader, then the tree decoder) or the anchor (`helpbook-seed`).
private func profileHelpBookLoad(_ target: String, data: Data) {
    let iterations = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 200
    for _ in 0..<iterations {
        switch target {
        case "helpbook-tree":
            let tree = try? PropertyListReader.read(data, file: "HelpList.plist")
            blackhole(tree.flatMap { try? HelpBook(propertyList: $0, file: "HelpList.plist") })
        case "helpbook-seed": blackhole(try? seedLoad(data))
        default: blackhole(try? HelpBook(data: data, file: "HelpList.plist"))
        }
    }
}

/// The flag that makes `guidebook-bench` measure one help book load and exit (see `main.swift`).
let helpBookMemoryProbeFlag = "--helpbook-memory-probe"

/// The peak resident memory of loading the book, and of the seed's load for scale, each in a
/// fresh process (this executable run again with ``helpBookMemoryProbeFlag``) whose heap no
/// other benchmark has grown.
private func helpBookMemoryInFreshProcess(rows: Int) -> String {
    func probe(_ mode: String) -> String {
        freshProcessOutput(arguments: [helpBookMemoryProbeFlag, String(rows), mode])
    }
    return "peak.memory: ours=\(probe("ours"))  seed=\(probe("seed"))  (VmHWM above the file's bytes, fresh process)"
}

/// What this executable prints, run again in a fresh process with `arguments` (and
/// `environment`, else this process's), trimmed; or why it could not run.
func freshProcessOutput(arguments: [String], environment: [String: String]? = nil) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        return "not measured (\(error.localizedDescription))"
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// In the probe process: how far loading raises the peak resident size (`VmHWM`) above the
/// baseline with the file's bytes already in memory, for our load (`ours`) or the seed's (`seed`).
func helpBookMemoryProbe(rows: Int, mode: String) {
    let data = legacyHelpList(sections: 100, rows: rows)
    guard let baseline = procStatusKilobytes("VmHWM") else {
        print("not measured (no /proc/self/status)")
        return
    }
    if mode == "seed" {
        blackhole(try? seedLoad(data))
    } else {
        blackhole(try? HelpBook(data: data, file: "HelpList.plist"))
    }
    let peak = procStatusKilobytes("VmHWM") ?? baseline
    print(String(format: "%.1fMB", Double(peak - baseline) / 1e3))
}
