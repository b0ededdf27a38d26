// Must not type-check: Apple's ObservableObjectPublisher.send() takes no value.
import Combine
import GuidebookSwiftUI

@MainActor func announceChange(of presenter: TutorialCardPresenter) {
    presenter.objectWillChange.send(presenter.card)
}
