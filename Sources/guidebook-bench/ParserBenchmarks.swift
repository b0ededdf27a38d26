import Foundation
import Guidebook

/// `.strings` and property-list loading: ours (ordered, with locations) against
/// `PropertyListSerialization` (unordered) on the same bytes.
@Sendable func parserBenchmarks(_ runner: inout BenchRunner) {
    // GUIDEBOOK_PROFILE=strings|xml|binary: run only our reader in a loop, for `perf record`.
    if let target = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"] {
        profile(target)
        exit(0)  // Only the profiled reader, not the other groups.
    }
    stringsLoad5k(runner)
    let xml = ParserFixtures.helpListXML(rows: 10_000)
    plistLoadXML10k(runner, xml: xml)
    plistLoadBinary10k(runner, xml: xml)
}

enum ParserFixtures {
    /// A 5,000-entry UTF-8 `.strings` file with comments, escapes and non-ASCII text.
    static func stringsFile(entries: Int) -> Data {
        var text = ""
        text.reserveCapacity(entries * 110)
        for index in 0..<entries {
            text += "/* Card \(index): shown the first time the user opens screen \(index % 40). */\n"
            text += "\"Card \(index) Title\" = \"Willkommen bei Schritt \(index) – Grüße\";\n"
            if index % 10 == 0 { text += "\"Card \(index) Body\" = \"Tippe auf \\\"Weiter\\\".\\nDann %@.\";\n" }
        }
        return Data(text.utf8)
    }

    /// A root array of `rows` dictionaries with 5 string keys each (~2.9 MB for 10,000).
    static func helpListXML(rows: Int) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array>

            """
        text.reserveCapacity(rows * 300)
        for index in 0..<rows {
            text += "\t<dict>\n"
            text += "\t<key>Title</key>\n\t<string>Section \(index)</string>\n"
            text += "\t<key>Import</key>\n\t<string>Tap Import to add photo \(index).</string>\n"
            text += "\t<key>Export</key>\n\t<string>Share, then Export &amp; Print.</string>\n"
            text += "\t<key>Sync</key>\n\t<string>Turn on iCloud to sync \(index).</string>\n"
            text += "\t<key>ID</key>\n\t<string>s\(index)</string>\n"
            text += "\t</dict>\n"
        }
        text += "</array>\n</plist>\n"
        return Data(text.utf8)
    }
}

private func stringsLoad5k(_ runner: BenchRunner) {
    let data = ParserFixtures.stringsFile(entries: 5_000)
    var count = 0
    // A few milliseconds a side: more rounds cost little and steady the ratio.
    let (ours, anchor) = runner.compare(
        repetitions: runner.quick ? 15 : 31,
        ours: { count = (try? StringsFileReader.read(data))?.count ?? -1 },
        anchor: { _ = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) })
    runner.info("strings.load.5k", "\(data.count) bytes, \(count) entries")
    runner.report("strings.load.5k", ours: ours, anchorName: "PropertyListSerialization", anchor: anchor)
}

private func plistLoadXML10k(_ runner: BenchRunner, xml: Data) {
    var rows = 0
    let (ours, anchor) = runner.compare(
        ours: { rows = (try? PropertyListReader.read(xml))?.arrayValue?.count ?? -1 },
        anchor: { _ = try? PropertyListSerialization.propertyList(from: xml, options: [], format: nil) })
    // The limit: one plain pass over the same bytes.
    var angles = 0
    let scan = runner.median {
        angles = xml.withUnsafeBytes { raw in
            var count = 0
            for byte in raw where byte == UInt8(ascii: "<") { count += 1 }
            return count
        }
    }
    let megabytes = Double(xml.count) / 1_000_000
    runner.info("plist.load.xml.10k", "\(xml.count) bytes, \(rows) rows, \(angles) tags")
    runner.report(
        "plist.load.xml.10k", ours: ours, anchorName: "PropertyListSerialization", anchor: anchor,
        extra: String(format: "ours=%.0fMB/s scan=%.0fMB/s", megabytes / ours, megabytes / scan))
}

private func plistLoadBinary10k(_ runner: BenchRunner, xml: Data) {
    guard let object = try? PropertyListSerialization.propertyList(from: xml, options: [], format: nil),
        let binary = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    else {
        print("info plist.load.binary.10k  could not make the binary fixture")
        return
    }
    var rows = 0
    let (ours, anchor) = runner.compare(
        ours: { rows = (try? PropertyListReader.read(binary))?.arrayValue?.count ?? -1 },
        anchor: { _ = try? PropertyListSerialization.propertyList(from: binary, options: [], format: nil) })
    runner.info("plist.load.binary.10k", "\(binary.count) bytes, \(rows) rows")
    runner.report("plist.load.binary.10k", ours: ours, anchorName: "PropertyListSerialization", anchor: anchor)
}

private func profile(_ target: String) {
    let strings = ParserFixtures.stringsFile(entries: 5_000)
    let xml = ParserFixtures.helpListXML(rows: 10_000)
    let binary = ProfilingFixtures.binary(xml)
    // GUIDEBOOK_PROFILE_ITERATIONS=5: fewer rounds, for `valgrind --tool=callgrind` (exact counts).
    let iterations = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 100
    for _ in 0..<iterations {
        switch target {
        case "strings": _ = try? StringsFileReader.read(strings)
        case "binary": _ = try? PropertyListReader.read(binary)
        case "none": break
        case "foundation-xml": _ = try? PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        case "foundation-binary":
            _ = try? PropertyListSerialization.propertyList(from: binary, options: [], format: nil)
        case "foundation-strings":
            _ = try? PropertyListSerialization.propertyList(from: strings, options: [], format: nil)
        default: _ = try? PropertyListReader.read(xml)
        }
    }
}

enum ProfilingFixtures {
    static func binary(_ xml: Data) -> Data {
        guard let object = try? PropertyListSerialization.propertyList(from: xml, options: [], format: nil),
            let binary = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        else { return Data() }
        return binary
    }
}
