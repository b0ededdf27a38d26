// SwiftUI itself is not stubbed yet: this empty module only makes `canImport(SwiftUI)` true, so
// that GuidebookSwiftUI's sources (inside `#if canImport(SwiftUI)`) are type-checked here. Its
// files that are compiled so far use Combine and Guidebook only. A SwiftUI declaration added here
// needs its fact in Facts/SwiftUI.facts and check_facts.py's check, like UIKit's.
