extension TutorialCardModel {
    /// A key a hardware keyboard sends while a card is up.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        /// Escape: skips the card, or chooses its cancelling action button; on a tour card,
        /// skips the tour (as Skip tour does).
        case escape
        /// Return (or Enter): the focused button, else Next (Done on the last step); on a card
        /// of its own, its default action button (``TutorialCardModel/defaultButton``), else it
        /// dismisses the card like a tap.
        case `return`
        /// Tab: moves the focus to the next tour button (Shift-Tab: the previous one), round.
        case tab
    }

    /// What a key does: send an input to ``TutorialCardModel/action(for:)``, or move the focus to
    /// the button that sends this input.
    public enum KeyEffect: Sendable, Hashable {
        /// Act on this input.
        case input(Input)
        /// Focus the button sending this input (an action button, ``TourControls/nextInput``, ...).
        case focus(Input)
    }

    /// One key command an adapter registers (UIKit `UIKeyCommand`, SwiftUI `.keyboardShortcut`).
    public struct KeyCommand: Sendable, Hashable {
        /// The key.
        public var key: Key
        /// Whether Shift is held (Shift-Tab).
        public var shift: Bool
        /// What the keyboard shortcut overlay (holding ⌘ on an iPad) calls it: the button's title.
        public var title: String
    }

    /// The buttons Tab moves between, in reading order: the card's action buttons in the rules'
    /// order, then Back (when the tour offers it and this is not its first step), Skip tour (when
    /// shown) and Next; none on a card of its own without actions.
    public var focusOrder: [Input] {
        let actions = actionButtons.map(\.input)
        guard let controls = tourControls else { return actions }
        return actions + (controls.showsBack ? [controls.backInput] : [])
            + (controls.showsSkip ? [controls.skipInput] : []) + [controls.nextInput]
    }

    /// The key commands of this card: Escape and Return always, Tab and Shift-Tab where there
    /// are buttons to move between. Each is titled by what it does: on a card with actions,
    /// Return by the default button ("Try it") and Escape by the cancelling one ("Not now").
    ///
    /// ```swift
    /// model.keyCommands.map(\.key)   // [.escape, .return, .tab, .tab] on a tour card
    /// ```
    public var keyCommands: [KeyCommand] {
        guard let controls = tourControls else {
            let buttons = actionButtons
            let tabs =
                buttons.first.map { first in
                    [
                        KeyCommand(key: .tab, shift: false, title: first.title),
                        KeyCommand(key: .tab, shift: true, title: buttons[buttons.count - 1].title),
                    ]
                } ?? []
            return [
                KeyCommand(key: .escape, shift: false, title: cancelButton?.title ?? card.dismissHint),
                KeyCommand(key: .return, shift: false, title: defaultButton?.title ?? card.dismissHint),
            ] + tabs
        }
        return [
            KeyCommand(key: .escape, shift: false, title: controls.skipTitle),
            KeyCommand(key: .return, shift: false, title: controls.nextTitle),
            KeyCommand(key: .tab, shift: false, title: controls.nextTitle),
            KeyCommand(key: .tab, shift: true, title: controls.skipTitle),
        ]
    }

    /// What `key` does with `focused` the button that has the keyboard focus (`nil`: none).
    ///
    /// ```swift
    /// model.effect(of: .return, focused: nil)          // .input(.next) on a tour card
    /// model.effect(of: .return, focused: .skipTour)    // .input(.skipTour)
    /// model.effect(of: .tab, focused: .skipTour)       // .focus(.next)
    /// model.effect(of: .escape, focused: nil)          // .input(.skipTour), .input(.escape) alone
    /// model.effect(of: .return, focused: nil)          // .input(.action("tryIt")) with a default button
    /// ```
    ///
    /// Escape on a tour card skips the tour: a key press is deliberate, unlike VoiceOver's
    /// escape scrub (``Input/escape``), which goes on like Next.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - shift: Whether Shift is held.
    ///   - focused: The focused button's input, or `nil`.
    /// - Returns: The effect; `nil` for Tab on a card without buttons.
    public func effect(of key: Key, shift: Bool = false, focused: Input?) -> KeyEffect? {
        let order = focusOrder
        switch key {
        case .escape:
            return .input(tourControls?.skipInput ?? .escape)
        case .return:
            if let focused, order.contains(focused) { return .input(focused) }
            return .input(tourControls?.nextInput ?? defaultButton?.input ?? .tap)
        case .tab:
            guard !order.isEmpty else { return nil }
            guard let focused, let index = order.firstIndex(of: focused) else {
                return .focus(shift ? order[order.count - 1] : order[0])
            }
            let step = shift ? order.count - 1 : 1
            return .focus(order[(index + step) % order.count])
        }
    }
}
