// swift-tools-version: 6.0
import PackageDescription

// Type-checks Guidebook's UIKit and SwiftUI adapters on Linux against stub modules named like
// Apple's.
// Not part of the Guidebook package and not a product: scripts/ci/adapters.sh builds it.
//
// Sources/GuidebookParsing, Sources/Guidebook, Sources/GuidebookUIKit, Sources/GuidebookSwiftUI, Sources/CompositionsApp and
// Sources/CompositionsAppSwiftUI are links to the real sources in the repository (the example
// app's UIKit and SwiftUI sources); Sources/UIKit, Sources/Combine, Sources/SwiftUI and
// Sources/FoundationUbiquity hold the stubs, each declaration copied from Apple's
// (Facts/UIKit.facts, Facts/Combine.facts, Facts/SwiftUI.facts, Facts/FoundationUbiquity.facts,
// checked by check_facts.py). The SwiftUI stubs are built in the Swift 5
// language mode, as Apple builds SwiftUI; everything else in Swift 6.
let package = Package(
    name: "AdapterCheck",
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "GuidebookParsing", path: "Sources/GuidebookParsing"),
        // NSUbiquitousKeyValueStore, which Linux's Foundation lacks: the iCloud store's Apple-only
        // file (Stores/UbiquitousStateStore+iCloud.swift) is compiled here against it, under
        // GUIDEBOOK_ADAPTER_CHECK (set below), as it is on Apple platforms under canImport(Darwin).
        .target(name: "FoundationUbiquity", path: "Sources/FoundationUbiquity"),
        .target(
            name: "Guidebook", dependencies: ["GuidebookParsing", "FoundationUbiquity"], path: "Sources/Guidebook",
            exclude: ["Guidebook.docc"]),
        .target(name: "GuidebookUIKit", dependencies: ["Guidebook", "UIKit"], path: "Sources/GuidebookUIKit"),
        .target(name: "Combine", path: "Sources/Combine"),
        // SwiftUI's UIKit integration (UIHostingController, UIViewRepresentable) names UIKit's
        // types, and the adapter draws its card in a UIKit window where UIKit exists.
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"], path: "Sources/SwiftUI"),
        .target(
            name: "GuidebookSwiftUI", dependencies: ["Guidebook", "Combine", "SwiftUI", "UIKit"],
            path: "Sources/GuidebookSwiftUI", exclude: ["GuidebookSwiftUI.docc"]),
        // Examples/CompositionsApp/UIKit: the example app's sources, type-checked the same way.
        .target(
            name: "CompositionsApp", dependencies: ["Guidebook", "GuidebookUIKit", "UIKit"],
            path: "Sources/CompositionsApp"),
        // Examples/CompositionsApp/SwiftUI: the SwiftUI version of the example app.
        .target(
            name: "CompositionsAppSwiftUI", dependencies: ["Guidebook", "GuidebookSwiftUI", "SwiftUI"],
            path: "Sources/CompositionsAppSwiftUI"),
    ]
)

for target in package.targets {
    let mode: SwiftLanguageMode = target.name == "SwiftUI" ? .v5 : .v6
    target.swiftSettings = [.swiftLanguageMode(mode), .enableUpcomingFeature("ExistentialAny")]
    if target.name == "Guidebook" {
        target.swiftSettings?.append(.define("GUIDEBOOK_ADAPTER_CHECK"))
    }
}
