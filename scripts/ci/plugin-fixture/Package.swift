// swift-tools-version: 6.0
// A package as an app's would be: one target whose resources hold a Guidebook content folder.
// scripts/ci/plugin.sh copies it to .build/ci/plugin-fixture (three levels down, like here) and
// runs the package's plugins on it. Not part of the Guidebook package.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "FixtureApp", resources: [.copy("Guide")])
    ]
)
