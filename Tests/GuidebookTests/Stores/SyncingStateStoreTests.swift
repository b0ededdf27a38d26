import Foundation
@_spi(Locking) import GuidebookParsing
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// One simulated device: an in-memory local store, its copy of the shared state (what iCloud
/// keeps on the device), and the rules' state its engine holds, saved after each change as the
/// engine saves it.
final class SimulatedDevice {
    let local: InMemoryStateStore
    let remote = InMemoryRemoteStateStore()
    let store: SyncingStateStore
    private(set) var rules = TutorialRuleState()
    /// Every state this device wrote for the others, oldest first.
    private(set) var sent: [Data] = []

    init(clock: TutorialClock, seen: Set<String> = []) {
        local = InMemoryStateStore(seen: seen)
        store = SyncingStateStore(local: local, remote: remote, clock: clock)
        note()
    }

    func dismiss(_ key: String) {
        store.record(key)
        rules.records[key, default: .init()].displayCount += 1
        save()
    }

    func reset(_ key: String) {
        store.remove(key)
        rules.records[key] = nil
        save()
    }

    func resetAll() {
        store.removeAll()
        rules.records.removeAll()
        rules.tourSteps.removeAll()
        rules.tourStepKeys.removeAll()
        rules.toursDone.removeAll()
        save()
    }

    /// Next on the tour's current step: the step after, or the end after the last.
    func next(_ tour: String) {
        guard rules.toursDone[tour] == nil else { return }
        let step = (rules.tourSteps[tour] ?? 0) + 1
        if step >= SyncingStateStoreTests.steps.count {
            rules.forgetTourStep(tour)
            rules.toursDone[tour] = .finished
        } else {
            rules.moveTour(tour, to: step, of: SyncingStateStoreTests.steps)
        }
        save()
    }

    /// Back on the tour's current step.
    func back(_ tour: String) {
        guard let step = rules.tourSteps[tour], step > 0 else { return }
        rules.moveTour(tour, to: step - 1, of: SyncingStateStoreTests.steps)
        save()
    }

    /// iCloud delivering another device's state.
    func receive(_ data: Data) {
        remote.receive(data)
    }

    private func save() {
        if let data = try? JSONEncoder().encode(rules) { store.saveRuleState(data) }
        note()
    }

    private func note() {
        if let data = remote.data, sent.last != data { sent.append(data) }
    }
}

@Suite struct SyncingStateStoreTests {
    static let steps = ["Library", "Editor", "Export"]

    /// A clock the test moves: the script's step, in seconds, plus a device's lag.
    static func clock(_ time: Locked<Double>, lag: Double = 0) -> TutorialClock {
        TutorialClock { Date(timeIntervalSinceReferenceDate: time.withLock { $0 } - lag) }
    }

    /// The states merged in order, from nothing.
    static func fold(_ messages: [Data]) throws -> TutorialSyncState {
        try messages.reduce(TutorialSyncState()) { try $0.merged(with: TutorialSyncState(decoding: $1)) }
    }
}

extension SyncingStateStoreTests {
    @Test func twoDevicesWithInterleavedChangesConvergeWhateverOrderTheChangesArriveIn() throws {
        for seed in UInt64(0)..<150 {
            var random = SplitMix64(seed: seed)
            let time = Locked(1.0)
            let devices = [
                SimulatedDevice(clock: Self.clock(time)),
                SimulatedDevice(clock: Self.clock(time, lag: Double(seed % 3))),
            ]
            var delivered = [0, 0]
            for _ in 0..<14 {
                time.withLock { $0 += 1 }
                let device = devices[random.below(2)]
                let other = devices[0] === device ? devices[1] : devices[0]
                let key = ["Welcome", "Library", "Export"][random.below(3)]
                switch random.below(7) {
                case 0, 1: device.dismiss(key)
                case 2: device.reset(key)
                case 3: if random.below(3) == 0 { device.resetAll() } else { device.next("basics") }
                case 4: device.next("basics")
                case 5: device.back("basics")
                default:
                    // iCloud delivers some of what the other device wrote, perhaps late or out of order.
                    let index = devices[0] === device ? 1 : 0
                    guard delivered[index] < other.sent.count else { continue }
                    let pick = delivered[index] + random.below(other.sent.count - delivered[index])
                    device.receive(other.sent[pick])
                    delivered[index] = pick + 1
                }
            }
            let messages = devices[0].sent + devices[1].sent
            let expected = try Self.fold(messages)
            for _ in 0..<10 {
                var shuffled = messages
                shuffled.shuffle(using: &random)
                #expect(try Self.fold(shuffled) == expected, "seed \(seed)")
            }
            for (index, device) in devices.enumerated() {
                var theirs = devices[1 - index].sent
                theirs.shuffle(using: &random)
                for data in theirs { device.receive(data) }
            }
            for device in devices {
                #expect(device.store.syncState == expected, "seed \(seed)")
                #expect(device.local.seenKeys == expected.seenKeys, "seed \(seed)")
            }
            let records = devices.map { $0.store.loadRuleState().flatMap(Self.records) ?? [:] }
            #expect(records[0] == records[1], "seed \(seed)")
        }
    }

    @Test func everyOrderOfFiveChangesEndsInTheSameCardsOnAThirdDevice() throws {
        let time = Locked(1.0)
        let phone = SimulatedDevice(clock: Self.clock(time))
        let pad = SimulatedDevice(clock: Self.clock(time))
        phone.dismiss("Welcome")
        time.withLock { $0 += 1 }
        pad.dismiss("Library")
        pad.next("basics")
        time.withLock { $0 += 1 }
        phone.reset("Welcome")
        pad.dismiss("Welcome")
        let messages = phone.sent.dropFirst() + pad.sent.dropFirst()
        #expect(messages.count == 5)
        var outcomes: Set<[String]> = []
        for order in Self.permutations(Array(messages)) {
            let watch = SimulatedDevice(clock: Self.clock(time))
            for data in order { watch.receive(data) }
            outcomes.insert(
                watch.local.seenKeys.sorted() + ["tour at \(watch.store.syncState.tours["basics"]?.step ?? -1)"])
        }
        // Pad's Welcome came before it heard of phone's reset: the reset wins, in every order.
        #expect(outcomes == [["Library", "tour at 1"]])
    }

    @Test func aStaleDeviceNeverBringsAResetCardBack() {
        let time = Locked(1.0)
        let phone = SimulatedDevice(clock: Self.clock(time))
        let pad = SimulatedDevice(clock: Self.clock(time, lag: 1_000))  // its clock far behind, too
        phone.dismiss("Welcome")
        pad.receive(phone.remote.data ?? Data())
        time.withLock { $0 += 10 }
        phone.reset("Welcome")
        // The pad has not heard of the reset; its own changes still carry its old Welcome.
        pad.dismiss("Library")
        pad.next("basics")
        phone.receive(pad.remote.data ?? Data())
        #expect(phone.local.seenKeys == ["Library"])
        pad.receive(phone.remote.data ?? Data())
        #expect(pad.local.seenKeys == ["Library"])
        // Once it has heard, a new dismissal on the pad counts, however late its clock.
        pad.dismiss("Welcome")
        phone.receive(pad.remote.data ?? Data())
        #expect(phone.local.seenKeys == ["Library", "Welcome"])
    }

    @Test func aResetOfAllOnAnotherDeviceForgetsCardsSeenBeforeSyncingBegan() {
        let time = Locked(1.0)
        let phone = SimulatedDevice(clock: Self.clock(time), seen: ["Welcome", "Library"])
        let pad = SimulatedDevice(clock: Self.clock(time))
        pad.receive(phone.remote.data ?? Data())
        #expect(pad.local.seenKeys == ["Welcome", "Library"])
        time.withLock { $0 += 1 }
        pad.resetAll()
        phone.receive(pad.remote.data ?? Data())
        #expect(phone.local.seenKeys.isEmpty)
        #expect(pad.local.seenKeys.isEmpty)
    }

    static func records(_ data: Data) -> [String: TutorialRuleState.Record]? {
        (try? JSONDecoder().decode(TutorialRuleState.self, from: data))?.records
    }

    static func permutations<Element>(_ items: [Element]) -> [[Element]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}

extension SyncingStateStoreTests {
    @Test func aCardDismissedOnThePhoneIsNotShownOnThePadAndShowsOnBothAgainAfterAResetThere() async throws {
        let phoneRemote = InMemoryRemoteStateStore()
        let padRemote = InMemoryRemoteStateStore()
        let phonePresenter = CountingPresenter()
        let padPresenter = CountingPresenter()
        let copy = TutorialCopy(source: MemorySource.tutorial())
        let phone = Tutorials(
            copy: copy, store: SyncingStateStore(local: InMemoryStateStore(), remote: phoneRemote),
            presenter: phonePresenter, options: options())
        let padStore = SyncingStateStore(local: InMemoryStateStore(), remote: padRemote)
        let pad = Tutorials(copy: copy, store: padStore, presenter: padPresenter, options: options())

        guard case .dismissed(.tapped, _) = await phone.showAndWait("Welcome") else {
            Issue.record("the phone did not show Welcome")
            return
        }
        try await phone.flush()
        padRemote.receive(phoneRemote.data)
        #expect(await pad.showAndWait("Welcome") == .skipped(.alreadySeen))
        // The phone's count reached the pad's store, for the pad's engine at its next launch.
        #expect(padStore.loadRuleState().flatMap(Self.records)?["Welcome"]?.displayCount == 1)

        pad.resetAll()
        try await pad.flush()
        phoneRemote.receive(padRemote.data)
        #expect(!phone.hasSeen("Welcome"))
        _ = await phone.showAndWait("Welcome")
        #expect(phonePresenter.presentations == ["Welcome": 2])
        #expect(padPresenter.presentations == [:])
    }

    @Test func aRemoteThatRefusesTheWriteLosesNothingHereAndIsReportedOnce() throws {
        let remote = InMemoryRemoteStateStore(byteLimit: 10)
        let local = InMemoryStateStore()
        let store = SyncingStateStore(local: local, remote: remote)
        store.record("Welcome")
        store.record("Library")
        remote.refuse(.remoteRefused(reason: "iCloud reports the app's key-value storage over its quota"))
        #expect(local.seenKeys == ["Welcome", "Library"])
        #expect(remote.data == nil)
        let text = store.diagnostics.map(\.description).joined(separator: "\n")
        #expect(Snapshot.mismatch(text + "\n", named: "sync-remote-refused.txt") == nil)
    }

    @Test func unreadableRemoteStateIsReportedAndReplacedByThisDevicesState() throws {
        let remote = InMemoryRemoteStateStore(data: Data("not json".utf8))
        let store = SyncingStateStore(local: InMemoryStateStore(seen: ["Welcome"]), remote: remote)
        #expect(store.diagnostics.map(\.code) == [.syncRemoteUnreadable])
        #expect(try TutorialSyncState(decoding: remote.data ?? Data()).seenKeys == ["Welcome"])
        remote.receive(
            Data(#"{"format":"guidebook.sync","version":1,"cards":{"Welcome":{"displays":-1}},"tours":{}}"#.utf8))
        #expect(store.hasSeen("Welcome"))
        #expect(try TutorialSyncState(decoding: remote.data ?? Data()).seenKeys == ["Welcome"])
    }

    @Test func stateFromALaterVersionIsLeftAsItIsAndThisDeviceKeepsItsChanges() {
        let later = Data(#"{"format":"guidebook.sync","version":2,"shape":"new"}"#.utf8)
        let remote = InMemoryRemoteStateStore(data: later)
        let local = InMemoryStateStore()
        let store = SyncingStateStore(local: local, remote: remote)
        store.record("Welcome")
        #expect(remote.data == later)
        #expect(local.seenKeys == ["Welcome"])
        #expect(store.diagnostics.map(\.code) == [.syncRemoteNewer])
    }
}

/// The part of `NSUbiquitousKeyValueStore` the iCloud store uses, in memory.
final class CloudDouble: UbiquitousCloud, @unchecked Sendable {
    private let values = Locked<[String: Data]>([:])
    private let syncs = Locked(0)

    func data(forKey key: String) -> Data? { values.withLock { $0[key] } }
    func set(_ data: Data?, forKey key: String) { values.withLock { $0[key] = data } }
    func synchronize() -> Bool {
        syncs.withLock { $0 += 1 }
        return true
    }
    var notificationObject: AnyObject? { self }
    var synchronizeCount: Int { syncs.withLock { $0 } }
}

extension SyncingStateStoreTests {
    @Test func theICloudStoreMapsItsNotificationAndKeepsItsQuota() throws {
        let cloud = CloudDouble()
        let name = Notification.Name("guidebook.tests.\(UUID().uuidString)")
        let store = UbiquitousStateStore(
            key: "GuidebookSyncState", cloud: cloud,
            notifications: UbiquitousNotifications(name: name, reasonKey: "reason", changedKeysKey: "keys"))
        let changes = Locked<[RemoteStateChange]>([])
        store.observeChanges { change in changes.withLock { $0.append(change) } }
        #expect(cloud.synchronizeCount == 1)

        let post = { (info: [String: Any]) in NotificationCenter.default.post(name: name, object: cloud, userInfo: info)
        }
        post(["reason": 0, "keys": ["SomethingElse"]])
        post(["reason": 0, "keys": ["GuidebookSyncState"]])
        post(["reason": 1])
        post(["reason": 2])
        post(["reason": 3])
        NotificationCenter.default.post(name: name, object: CloudDouble(), userInfo: ["reason": 0])
        #expect(
            changes.withLock { $0 } == [
                .dataChanged, .dataChanged,
                .refused(.remoteRefused(reason: "iCloud reports the app's key-value storage over its quota")),
                .dataChanged,
            ])

        try store.save(Data("state".utf8))
        #expect(store.load() == Data("state".utf8))
        #expect(cloud.data(forKey: "GuidebookSyncState") == Data("state".utf8))
        #expect(throws: TutorialStateStoreError.self) {
            try store.save(Data(count: UbiquitousStateStore.byteLimit + 1))
        }
        #expect(store.load() == Data("state".utf8))
    }
}
