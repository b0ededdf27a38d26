import Foundation
import Guidebook
import GuidebookTestSupport

/// The v2 schema as plain `Codable` structs: the same fields our decoder reads, with bodies
/// left as strings (the anchor does no Markdown, no ids, no positions, no diagnostics).
struct PlainV2Book: Decodable {
    var format: String
    var version: Int
    var language: String?
    var sections: [PlainV2Section]
}

struct PlainV2Section: Decodable {
    var id: String?
    var title: String
    var items: [PlainV2Item]
}

struct PlainV2Item: Decodable {
    var id: String?
    var title: String
    var subtitle: String?
    var body: String?
    var keywords: [String]?
    var related: [String]?
    var minimumAppVersion: String?
    var maximumAppVersion: String?
    var children: [PlainV2Item]?
}

/// `helpbook.load.v2.10k`: the 10,000-article synthetic book read from its v2 JSON into the
/// model (Markdown bodies parsed), against `JSONDecoder` reading the same bytes into
/// ``PlainV2Book``. MB/s is the file's size over each side's time.
@Sendable func helpBookV2Benchmarks(_ runner: inout BenchRunner) {
    let name = "helpbook.load.v2.10k"
    let book = SyntheticHelpBook.make(articles: 10_000)
    let data = Data(HelpBookV2Encoder().json(for: book).utf8)
    // GUIDEBOOK_PROFILE=helpbook-v2|helpbook-v2-anchor (with --only helpbook.v2): one side in a
    // loop for `perf` / callgrind; GUIDEBOOK_PROFILE_ITERATIONS sets the count (default 20).
    if let target = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"], target.hasPrefix("helpbook-v2") {
        let iterations = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 20
        for _ in 0..<iterations {
            if target == "helpbook-v2-anchor" {
                blackhole(try? JSONDecoder().decode(PlainV2Book.self, from: data))
            } else {
                blackhole(try? HelpBook(data: data, file: "HelpBook.json"))
            }
        }
        exit(0)
    }
    guard let loaded = try? HelpBook(data: data, file: "HelpBook.json"), loaded == book else {
        print("bench \(name)  FAILED: the v2 JSON did not load into the book it was written from")
        return
    }
    guard let plain = try? JSONDecoder().decode(PlainV2Book.self, from: data),
        plain.sections.count == book.sections.count
    else {
        print("bench \(name)  FAILED: JSONDecoder did not read the v2 JSON")
        return
    }
    blackhole(plain)
    let times = runner.compare(
        repetitions: runner.quick ? 3 : 9,
        ours: { blackhole(try? HelpBook(data: data, file: "HelpBook.json")) },
        anchor: { blackhole(try? JSONDecoder().decode(PlainV2Book.self, from: data)) })
    let megabytes = Double(data.count) / 1e6
    let rates = String(
        format: "ours=%.0fMB/s anchor=%.0fMB/s", megabytes / max(times.ours, 1e-12),
        megabytes / max(times.anchor, 1e-12))
    runner.report(
        name, ours: times.ours, anchorName: "JSONDecoder(plain structs)", anchor: times.anchor,
        extra: String(format: "file=%.2fMB  ", megabytes) + rates)
}
