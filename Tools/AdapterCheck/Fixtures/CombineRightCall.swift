// The control for the Combine wrong-call fixture: the presenter and Apple's publisher, used as
// Apple declares them, type-check against the stubs.
import Combine
import Guidebook
import GuidebookSwiftUI

@MainActor func makeSwiftUIPresenter() -> any TutorialPresenter {
    TutorialCardPresenter()
}

@MainActor func announceChange(of presenter: TutorialCardPresenter) {
    presenter.objectWillChange.send()
    presenter.handle(.escape)
}
