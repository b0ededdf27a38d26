/// How an app hosts the help menu, which decides the menu's own chrome: whether it brings a
/// navigation stack, and whether it has a Done button.
///
/// ```swift
/// HelpPresentation.pushed.hasOwnNavigationStack   // false: it goes on the app's stack
/// HelpPresentation.sheet.showsDoneButton          // true: Done dismisses the sheet
/// ```
public enum HelpPresentation: Sendable, Hashable, CaseIterable {
    /// The menu is a screen of its own (a tab, a window's root): it brings its navigation stack.
    case standalone
    /// The menu is pushed on the app's navigation stack: it has no stack of its own, and the
    /// app's Back button leads out of it.
    case pushed
    /// The menu is presented as a sheet: its own navigation stack, and a Done button that
    /// dismisses it.
    case sheet

    /// Whether the menu wraps its screens in a navigation stack of its own.
    public var hasOwnNavigationStack: Bool { self != .pushed }

    /// Whether the menu shows a Done button (``HelpScreenStrings/done``) that dismisses it.
    public var showsDoneButton: Bool { self == .sheet }
}
