// swift-tools-version: 6.0
import PackageDescription

// Type-checks Guidebook's UIKit adapter on Linux against stub modules named like Apple's.
// Not part of the Guidebook package and not a product: scripts/ci/adapters.sh builds it.
//
// Sources/Guidebook and Sources/GuidebookUIKit are links to the real targets in the repository;
// Sources/UIKit holds the stubs, each declaration copied from Apple's (Facts/UIKit.facts,
// checked by check_facts.py).
let package = Package(
    name: "AdapterCheck",
    targets: [
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "Guidebook", path: "Sources/Guidebook", exclude: ["Guidebook.docc"]),
        .target(name: "GuidebookUIKit", dependencies: ["Guidebook", "UIKit"], path: "Sources/GuidebookUIKit"),
    ]
)

for target in package.targets {
    target.swiftSettings = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
}
