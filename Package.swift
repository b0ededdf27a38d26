// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Guidebook",
    defaultLocalization: "en",
    // Not tvOS or watchOS: the adapters use `.insetGrouped` and `UITextView.isEditable` (unavailable on
    // tvOS) and `.regularMaterial` (watchOS 10); scripts/ci/availability.sh refuses declaring them.
    platforms: [.iOS(.v15), .macOS(.v12), .visionOS(.v1)],
    products: [
        .library(name: "Guidebook", targets: ["Guidebook"]),
        .library(name: "GuidebookRemote", targets: ["GuidebookRemote"]),
        .library(name: "GuidebookHTML", targets: ["GuidebookHTML"]),
        .library(name: "GuidebookUIKit", targets: ["GuidebookUIKit"]),
        .library(name: "GuidebookSwiftUI", targets: ["GuidebookSwiftUI"]),
        .executable(name: "guidebook", targets: ["guidebook"]),
        .plugin(name: "GuidebookLintPlugin", targets: ["GuidebookLintPlugin"]),
        .plugin(name: "GuidebookIndexPlugin", targets: ["GuidebookIndexPlugin"]),
    ],
    targets: [
        // The leaf: diagnostics, property lists, JSON, the strings/stringsdict/xcstrings readers and
        // the byte utilities under them. Imports Foundation only; re-exported by Guidebook.
        .target(name: "GuidebookParsing"),
        // The engine and its content: content model, rules, tutorials, stores, help book, search,
        // view models. Foundation and GuidebookParsing only; never networking.
        .target(name: "Guidebook", dependencies: ["GuidebookParsing"]),
        // Downloaded content: the updater, fetcher (the one URLSession file), manifest, cache and
        // signatures. Its own product, so an app that never downloads does not link networking.
        .target(name: "GuidebookRemote", dependencies: ["Guidebook"]),
        // The UIKit overlay presenter (empty where UIKit does not exist, as on Linux; type-checked
        // there by Tools/AdapterCheck against stubs of Apple's declarations).
        .target(name: "GuidebookUIKit", dependencies: ["Guidebook"]),
        // The SwiftUI presenter (empty where SwiftUI does not exist, as on Linux; type-checked there
        // by Tools/AdapterCheck against stubs of Apple's declarations).
        .target(name: "GuidebookSwiftUI", dependencies: ["Guidebook"]),
        // Renders cards and help books to HTML (preview, static web help, WKWebView).
        .target(name: "GuidebookHTML", dependencies: ["Guidebook"]),
        // The command line's logic, kept in a library so tests can reach it.
        .target(name: "GuidebookCLI", dependencies: ["Guidebook", "GuidebookRemote", "GuidebookHTML"]),
        .executableTarget(name: "guidebook", dependencies: ["GuidebookCLI"]),
        // Benchmarks (`swift run -c release guidebook-bench`): not a product, like the test support.
        .executableTarget(
            name: "guidebook-bench", dependencies: ["Guidebook", "GuidebookRemote", "GuidebookTestSupport"]),
        // Generators and fixture writers for tests and benchmarks only: synthetic help books, a seeded
        // random source, a binary property-list writer. Not a product; apps never link it.
        .target(name: "GuidebookTestSupport", dependencies: ["Guidebook"]),
        // `swift package guidebook-lint`: runs `guidebook lint` on a package's content folders.
        .plugin(
            name: "GuidebookLintPlugin",
            capability: .command(
                intent: .custom(
                    verb: "guidebook-lint",
                    description: "Check tutorial copy and help books against the code that shows them.")),
            dependencies: ["guidebook"]),
        // `swift package --allow-writing-to-package-directory guidebook-index`: runs `guidebook
        // index` on a package's content folders, writing each help book's search index beside it.
        // Both plugins find content folders with Plugins/Shared/ContentFolders.swift (linked into each).
        .plugin(
            name: "GuidebookIndexPlugin",
            capability: .command(
                intent: .custom(
                    verb: "guidebook-index",
                    description: "Write each help book's search index beside it, so the app need not build it."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "guidebook-index writes <lang>.lproj/HelpBook.searchindex beside each help book "
                            + "of your content folders.")
                ]),
            dependencies: ["guidebook"]),
        // Test helper, not a product: records keys and prints each once flush() returned; the
        // crash-safety test kills it with SIGKILL at random moments.
        .executableTarget(name: "guidebook-state-writer", dependencies: ["Guidebook"]),
        // Test helper, not a product: swaps two content sets into a cache forever; the swap
        // crash-safety test kills it with SIGKILL at random moments.
        .executableTarget(name: "guidebook-cache-swapper", dependencies: ["GuidebookRemote"]),
        // Fuzzing, not a product: the invariant each fuzz target checks (a library, so tests replay
        // saved inputs through the same code) and the libFuzzer driver `Fuzz/run.sh` builds.
        .target(
            name: "GuidebookFuzzing",
            dependencies: ["Guidebook", "GuidebookRemote", "GuidebookCLI", "GuidebookHTML", "GuidebookTestSupport"]),
        .executableTarget(name: "guidebook-fuzz", dependencies: ["GuidebookFuzzing"]),
        .testTarget(
            name: "GuidebookTests",
            dependencies: ["GuidebookParsing", "Guidebook", "GuidebookRemote", "GuidebookTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "GuidebookHTMLTests", dependencies: ["GuidebookHTML", "Guidebook", "GuidebookTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "GuidebookCLITests",
            dependencies: [
                "GuidebookCLI", "Guidebook", "GuidebookRemote", "GuidebookHTML", "GuidebookTestSupport",
                "GuidebookFuzzing",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "GuidebookFuzzingTests",
            dependencies: ["GuidebookFuzzing", "Guidebook", "GuidebookRemote", "GuidebookTestSupport"]),
    ]
)

// Strict settings for every target in one place.
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
