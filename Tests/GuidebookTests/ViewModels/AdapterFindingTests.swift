import Guidebook
import Testing

@Suite struct AdapterFindingTests {
    @Test func aTutorialWithoutAnEngineIsAWarningNamingTheCardAndTheFix() {
        let finding = AdapterFinding.tutorialWithoutEngine(key: "Welcome")
        #expect(
            finding.description
                == "warning: The tutorial \"Welcome\" was asked for by a view with no Tutorials above it, so it is "
                + "never shown. Apply .guidebook(tutorials) to the app's root view, above every view that uses "
                + ".tutorial(_:).")
        #expect(finding.code == .tutorialWithoutEngine)
        #expect(finding.severity == .warning)
    }

    @Test func aTourWithoutAnEngineIsAWarningNamingTheTourAndTheFix() {
        let finding = AdapterFinding.withoutEngine(.tour("basics", onScreen: ["Library"]))
        #expect(
            finding.description
                == "warning: The tour \"basics\" was asked for by a view with no Tutorials above it, so it never "
                + "starts. Apply .guidebook(tutorials) to the app's root view, above every view that uses "
                + ".tutorialTour(_:onScreen:).")
        #expect(finding.code == .tutorialWithoutEngine)
        #expect(AdapterFinding.withoutEngine(.card("Welcome")) == AdapterFinding.tutorialWithoutEngine(key: "Welcome"))
    }
}
