import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

/// A presenter that keeps each card up until its task is cancelled, then reports `reason`
/// (a well-behaved presenter says `.cancelled`; a sloppy one claims the user tapped).
final class CancellablePresenter: TutorialPresenter {
    private let presented = Locked<[String]>([])
    private let waiters = Locked<[(Int, CheckedContinuation<Void, Never>)]>([])
    let reason: DismissReason

    init(reportsOnCancel reason: DismissReason = .cancelled) {
        self.reason = reason
    }

    func present(_ card: TutorialCard) async -> DismissReason {
        let count = presented.withLock { presented in
            presented.append(card.key)
            return presented.count
        }
        let ready = waiters.withLock { waiters in
            defer { waiters.removeAll { $0.0 <= count } }
            return waiters.filter { $0.0 <= count }.map(\.1)
        }
        for waiter in ready { waiter.resume() }
        let gate = Locked<CheckedContinuation<Void, Never>?>(nil)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = gate.withLock { gate in
                    gate = continuation
                    return Task.isCancelled
                }
                if resumeNow { gate.withLock { $0.take() }?.resume() }
            }
        } onCancel: {
            gate.withLock { $0.take() }?.resume()
        }
        return reason
    }

    var presentedKeys: [String] { presented.withLock { $0 } }

    func waitForPresentation(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = waiters.withLock { waiters in
                if presentedKeys.count >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}

/// A presenter that never returns, cancelled or not: the hung presenter the timeout guards against.
final class HungPresenter: TutorialPresenter {
    /// Kept, never resumed: the presenter is stuck, not leaking.
    private let stuck = Locked<[CheckedContinuation<Void, Never>]>([])

    func present(_ card: TutorialCard) async -> DismissReason {
        await withCheckedContinuation { continuation in stuck.withLock { $0.append(continuation) } }
        return .tapped
    }
}

@Suite struct TutorialsCancellationTests {
    func engine(
        _ presenter: any TutorialPresenter, timeout: TimeInterval? = nil, clock: TutorialClock = .system
    ) -> Tutorials {
        var options = options()
        options.presentationTimeout = timeout
        return Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options, clock: clock)
    }

    /// A clock whose first wait (the timeout) ends at once and whose later waits (the grace for
    /// a cancelled presenter) last until they are cancelled: the outcome cannot depend on load.
    static func timeoutAtOnceClock() -> TutorialClock {
        var clock = TutorialClock { Date() }
        let waits = Locked(0)
        clock.sleep = { _ in
            let wait = waits.withLock { count in
                count += 1
                return count
            }
            guard wait > 1 else { return }
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
        }
        return clock
    }

    @Test(arguments: [DismissReason.cancelled, .tapped])
    func aCardTakenDownFromCodeIsNotRecordedAsSeenAndShowsAgain(presenterSays: DismissReason) async {
        let presenter = CancellablePresenter(reportsOnCancel: presenterSays)
        let tutorials = engine(presenter)
        tutorials.show("Welcome")
        await presenter.waitForPresentation(count: 1)
        tutorials.cancelCurrent()
        await tutorials.waitUntilIdle()
        #expect(!tutorials.hasSeen("Welcome"))
        tutorials.show("Welcome")
        await presenter.waitForPresentation(count: 2)
        #expect(presenter.presentedKeys == ["Welcome", "Welcome"])
        tutorials.cancelCurrent()
        await tutorials.waitUntilIdle()
    }

    @Test func cancellingTheCurrentCardReportsCancelledAndTheNextCardShows() async {
        let presenter = CancellablePresenter()
        let tutorials = engine(presenter)
        let events = tutorials.events
        let first = Task { await tutorials.showAndWait("Welcome") }
        await presenter.waitForPresentation(count: 1)
        tutorials.show("Export")
        tutorials.cancelCurrent()
        guard case .dismissed(.cancelled, _) = await first.value else {
            Issue.record("The cancelled card should be reported as dismissed with .cancelled.")
            return
        }
        await presenter.waitForPresentation(count: 2)
        #expect(presenter.presentedKeys == ["Welcome", "Export"])
        tutorials.cancelCurrent()
        await tutorials.waitUntilIdle()
        var dismissed: [String] = []
        for await event in events {
            if case .dismissed(let key, let reason, _) = event { dismissed.append("\(key) \(reason)") }
            if dismissed.count == 2 { break }
        }
        #expect(dismissed == ["Welcome cancelled", "Export cancelled"])
    }

    @Test func cancellingWhenNoCardIsUpDoesNothing() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        tutorials.cancelCurrent()
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        tutorials.cancelCurrent()
        #expect(tutorials.hasSeen("Welcome"))
        #expect(presenter.presentations == ["Welcome": 1])
    }

    @Test func aPresenterThatReturnsWhenCancelledIsTakenDownAfterTheTimeoutWithoutADiagnostic() async {
        let presenter = CancellablePresenter()
        // The timeout passes at once; the grace for the cancelled presenter never runs out, so the
        // card can only come down because the presenter returned.
        let tutorials = engine(presenter, timeout: 1, clock: Self.timeoutAtOnceClock())
        guard case .dismissed(.cancelled, _) = await tutorials.showAndWait("Welcome") else {
            Issue.record("A card past its timeout should be taken down as cancelled.")
            return
        }
        #expect(!tutorials.hasSeen("Welcome"))
        #expect(tutorials.diagnostics.isEmpty)
    }

    @Test func aHungPresenterDoesNotHoldTheQueueAndIsReported() async {
        let tutorials = engine(HungPresenter(), timeout: 0.02)
        tutorials.show("Welcome")
        tutorials.show("Export")
        await tutorials.waitUntilIdle()
        #expect(!tutorials.hasSeen("Welcome"))
        #expect(!tutorials.hasSeen("Export"))
        let findings = tutorials.diagnostics
        #expect(findings.map(\.code) == [.presenterTimeout, .presenterTimeout])
        #expect(findings.first?.message.contains("\"Welcome\"") == true)
        #expect(findings.first?.fix?.contains("withTaskCancellationHandler") == true)
    }

    @Test func theDefaultTimeoutIsTenMinutesAndNilWaitsForEver() {
        #expect(TutorialOptions().presentationTimeout == 600)
        #expect(TutorialOptions(presentationTimeout: nil).presentationTimeout == nil)
    }
}
