/// Stands in for the app's code that shows cards, for `guidebook-lint`.
func show(_ key: String) {}

/// The first screen.
func appDidLaunch() {
    show("Welcome")
}
