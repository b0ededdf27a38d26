// swift-tools-version: 6.0
import PackageDescription

// Type-checks Guidebook's UIKit and SwiftUI adapters on Linux against stub modules named like
// Apple's.
// Not part of the Guidebook package and not a product: scripts/ci/adapters.sh builds it.
//
// Sources/Guidebook, Sources/GuidebookUIKit, Sources/GuidebookSwiftUI and Sources/CompositionsApp
// are links to the real sources in the repository (the example app's UIKit sources);
// Sources/UIKit and Sources/Combine hold the stubs, each declaration copied from Apple's
// (Facts/UIKit.facts, Facts/Combine.facts, checked by check_facts.py). Sources/SwiftUI is empty
// for now: it only makes `canImport(SwiftUI)` true.
let package = Package(
    name: "AdapterCheck",
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "Guidebook", path: "Sources/Guidebook", exclude: ["Guidebook.docc"]),
        .target(name: "GuidebookUIKit", dependencies: ["Guidebook", "UIKit"], path: "Sources/GuidebookUIKit"),
        .target(name: "Combine", path: "Sources/Combine"),
        .target(name: "SwiftUI", path: "Sources/SwiftUI"),
        .target(
            name: "GuidebookSwiftUI", dependencies: ["Guidebook", "Combine", "SwiftUI"],
            path: "Sources/GuidebookSwiftUI", exclude: ["GuidebookSwiftUI.docc"]),
        // Examples/CompositionsApp/UIKit: the example app's sources, type-checked the same way.
        .target(
            name: "CompositionsApp", dependencies: ["Guidebook", "GuidebookUIKit", "UIKit"],
            path: "Sources/CompositionsApp"),
    ]
)

for target in package.targets {
    target.swiftSettings = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
}
