extension SpotlightLayout.Fallback {
    /// The code of the warning this fallback gives.
    var code: DiagnosticCode {
        switch self {
        case .targetMissing: .spotlightTargetMissing
        case .targetEmpty: .spotlightTargetEmpty
        case .targetOffScreen: .spotlightTargetOffScreen
        case .noRoom: .spotlightNoRoom
        }
    }
}
