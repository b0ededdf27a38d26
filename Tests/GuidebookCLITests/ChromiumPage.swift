import Foundation

/// Opens pages in headless Chromium and returns the DOM after the page's scripts ran.
struct ChromiumPage {
    let executable: String

    /// The serialized DOM of `url` after scripts ran (virtual time, so no wall-clock waits).
    func dom(_ url: URL, query: String = "", dark: Bool = false) throws -> String {
        try run(url, query: query, dark: dark, extra: ["--dump-dom"]).output
    }

    /// Saves a screenshot of `url` to `file`.
    func screenshot(_ url: URL, to file: URL, dark: Bool = false, size: String = "1000,800") throws {
        _ = try run(url, query: "", dark: dark, extra: ["--screenshot=\(file.path)", "--window-size=\(size)"])
    }

    private func run(_ url: URL, query: String, dark: Bool, extra: [String]) throws -> ToolsTestSupport.Run {
        let profile = try ToolsTestSupport.temporaryFolder("chromium-profile")
        defer { try? FileManager.default.removeItem(at: profile) }
        var arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=3000",
            // Light unless asked: the appearance must not depend on the machine's settings.
            dark ? "--force-dark-mode" : "--blink-settings=preferredColorScheme=1",
        ]
        arguments += extra
        arguments.append(url.absoluteString + query)
        // A hang guard, not a speed limit: once, under load, a renderer died and the browser
        // kept the output pipe open forever. `timeout` runs Chromium in its own process group
        // and ends the whole group; a run that hung is tried once more before it fails.
        let guardTool = "/usr/bin/timeout"
        guard FileManager.default.isExecutableFile(atPath: guardTool) else {
            return try ToolsTestSupport.run(executable, arguments)
        }
        let guarded = ["--kill-after=10", "300", executable] + arguments
        var run = try ToolsTestSupport.run(guardTool, guarded)
        if run.status == 124 || run.status == 137 {
            run = try ToolsTestSupport.run(guardTool, guarded)
            if run.status == 124 || run.status == 137 {
                throw ChromiumHang(arguments: arguments)
            }
        }
        return run
    }
}

/// Chromium did not finish a page twice in a row (each try ended after five minutes).
struct ChromiumHang: Error, CustomStringConvertible {
    let arguments: [String]

    var description: String {
        "Chromium hung twice on \(arguments.last ?? "a page") and was ended after five minutes each time; "
            + "run the test again, and if it repeats, run the same chromium command by hand to see where it stops."
    }
}
