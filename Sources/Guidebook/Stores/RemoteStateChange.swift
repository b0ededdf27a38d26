/// What a ``RemoteStateStore`` reports to its observer.
///
/// ```swift
/// remote.observeChanges { change in
///     if case .refused(let error) = change { print(error.diagnostic) }
/// }
/// ```
public enum RemoteStateChange: Sendable, Equatable {
    /// The shared state changed elsewhere (another device, the first download, another account): read it again.
    case dataChanged
    /// The remote dropped a write it had taken (iCloud's quota); the error says why.
    case refused(TutorialStateStoreError)
}
