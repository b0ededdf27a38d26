// ShowingTutorials.md: seen cards synced across the user's devices.
// snippet.hide
import Foundation
import Guidebook

struct TappingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason { .tapped }
}

let copy = try TutorialCopy.stringsTable(
    "Tutorial", in: URL(fileURLWithPath: "Examples/Compositions"), preferredLanguages: ["en"])
// Two devices' copies of the shared state; on a device, `UbiquitousStateStore()` (iCloud).
let phoneCloud = InMemoryRemoteStateStore()
let padCloud = InMemoryRemoteStateStore()
let padStore = SyncingStateStore(local: .inMemory(), remote: padCloud)
let pad = Tutorials(copy: copy, store: padStore, presenter: TappingPresenter())
// snippet.show
// On a device: remote: UbiquitousStateStore(), the app's iCloud key-value storage.
let store = SyncingStateStore(local: .inMemory(), remote: phoneCloud)
let phone = Tutorials(copy: copy, store: store, presenter: TappingPresenter())
_ = await phone.showAndWait("Welcome")
padCloud.receive(phoneCloud.data)  // what iCloud does between the devices
print(pad.hasSeen("Welcome"))  // prints true
// snippet.hide
try await phone.flush()
