/// A named action VoiceOver offers on an element (its actions rotor), and the input it sends.
///
/// Adapters map it to UIKit's `UIAccessibilityCustomAction` or SwiftUI's
/// `accessibilityAction(named:)`, and hand ``input`` to ``TutorialCardModel/action(for:)``.
///
/// ```swift
/// for action in model.accessibilityActions {
///     print(action.name)   // "Skip tour"
/// }
/// ```
public struct AccessibilityAction: Sendable, Hashable {
    /// What VoiceOver reads: "Skip tour".
    public var name: String
    /// What choosing it does.
    public var input: TutorialCardModel.Input

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - name: Its localized name.
    ///   - input: The input it sends.
    public init(name: String, input: TutorialCardModel.Input) {
        self.name = name
        self.input = input
    }
}
