import Guidebook
import Testing

/// The tour controls' row as both adapters draw it: progress leading, Back, Skip tour and Next
/// trailing, the progress above the buttons when it does not fit beside them, mirrored right to left.
@Suite struct TourControlsLayoutTests {
    private func controls(step: Int, of count: Int = 3, back: Bool = false) throws -> TutorialCardModel.TourControls {
        var card = TutorialCard(
            key: "Library", title: "Library", body: "Your compositions.", dismissHint: "Tap to continue",
            language: "en")
        card.tourStep = TutorialCard.TourStep(tour: "Basics", number: step, count: count, offersBack: back)
        return try #require(TutorialCardModel(card: card).tourControls)
    }

    private func layout(
        _ controls: TutorialCardModel.TourControls, width: Double, direction: LayoutDirection = .leftToRight,
        progress: Double = 40
    ) -> TourControlsLayout {
        TourControlsLayout(
            controls: controls, width: width, spacing: 8, direction: direction,
            progressOnOneLine: .init(width: progress, height: 16),
            progressWrapped: .init(width: min(progress, width), height: progress > width ? 32 : 16),
            next: .init(width: 50, height: 30), skip: .init(width: 80, height: 30), back: .init(width: 44, height: 30))
    }

    @Test func aWideRowHasTheProgressLeadingAndBackSkipNextTrailing() throws {
        let layout = layout(try controls(step: 2, back: true), width: 300)
        #expect(
            layout.frames == [
                .progress: SpotlightRect(x: 0, y: 7, width: 40, height: 16),
                .next: SpotlightRect(x: 250, y: 0, width: 50, height: 30),
                .skip: SpotlightRect(x: 162, y: 0, width: 80, height: 30),
                .back: SpotlightRect(x: 110, y: 0, width: 44, height: 30),
            ])
        #expect(layout.height == 30)
    }

    @Test func aNarrowRowPutsTheProgressOnItsOwnLineAboveTheButtons() throws {
        // 50 + 8 + 80 + 8 + 44 = 190 of buttons leave 200 - 190 - 8 = 2 points: no room for 40.
        let layout = layout(try controls(step: 2, back: true), width: 200)
        #expect(layout.frames[.progress] == SpotlightRect(x: 0, y: 0, width: 40, height: 16))
        #expect(layout.frames[.next] == SpotlightRect(x: 150, y: 24, width: 50, height: 30))
        #expect(layout.frames[.back] == SpotlightRect(x: 10, y: 24, width: 44, height: 30))
        #expect(layout.height == 54)
    }

    @Test func hiddenButtonsHaveNoFrameAndTakeNoRoom() throws {
        // The first step offers no Back; the last has no Skip tour.
        let first = layout(try controls(step: 1, back: true), width: 300)
        #expect(Set(first.frames.keys) == [.progress, .skip, .next])
        let last = layout(try controls(step: 3), width: 300)
        #expect(Set(last.frames.keys) == [.progress, .next])
        #expect(last.frames[.next] == SpotlightRect(x: 250, y: 0, width: 50, height: 30))
    }

    @Test func rightToLeftMirrorsEveryFrameInTheRow() throws {
        let controls = try controls(step: 2, back: true)
        let leftToRight = layout(controls, width: 300)
        let rightToLeft = layout(controls, width: 300, direction: .rightToLeft)
        #expect(rightToLeft.frames[.progress] == SpotlightRect(x: 260, y: 7, width: 40, height: 16))
        #expect(rightToLeft.frames[.next] == SpotlightRect(x: 0, y: 0, width: 50, height: 30))
        for (control, frame) in leftToRight.frames {
            #expect(rightToLeft.frames[control]?.x == 300 - frame.maxX)
        }
        #expect(rightToLeft.height == leftToRight.height)
    }
}
