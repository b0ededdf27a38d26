// README.md: an app that accepts only content its publisher signed.
// snippet.hide
import Foundation
import GuidebookRemote

// snippet.show
var policy = RemoteContentPolicy(appVersion: AppVersion(parts: [2, 3]))
// The line `guidebook keys generate` printed; the private key stays with the publisher.
policy.trustedKeys = [try ContentPublicKey("ed25519:6kpsY+KcUgq+9VB7Ey7F+ZVHdq6+vnuSQh7qaRRG0iw=")]
print(policy.trustedKeys[0].keyID)  // prints fe812c12f3ab4ce6
let published = URL(string: "https://example.com/help/")  // the folder (ending in /) or its guidebook.json
let manifest = published.map(RemoteContentPolicy.manifestURL(for:))
print(manifest?.absoluteString ?? "")  // prints https://example.com/help/guidebook.json
