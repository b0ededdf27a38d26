import Testing

@testable import GuidebookCLI

@Suite struct ArgumentParsingTests {
    static let spec = CommandSpec(
        name: "show", summary: "Show a card.",
        positionals: [.init(name: "KEY", help: "The key.", optional: false), .init(name: "CONTENT", help: "Folder.")],
        options: [
            .init(name: "state", valueName: "FILE", help: "State file."),
            .init(name: "always", help: "Show even when seen."),
            .init(name: "format", valueName: "FORMAT", help: "Output.", choices: ["text", "json"]),
            .init(name: "sources", valueName: "DIR", help: "Sources.", repeatable: true),
        ])

    @Test func positionalsOptionsAndFlagsAreParsed() throws {
        let parsed = try ParsedArguments.parse(
            ["Welcome", "--state", "s.plist", "Content", "--always", "--sources=A", "--sources", "B"], for: Self.spec)
        #expect(parsed.positionals == ["Welcome", "Content"])
        #expect(parsed.value("state") == "s.plist")
        #expect(parsed.flag("always"))
        #expect(parsed.values["sources"] == ["A", "B"])
    }

    @Test func misspelledOptionSuggestsTheNearestOne() {
        #expect(throws: UsageError.unknownOption("--stat", command: "show", suggestion: "--state")) {
            try ParsedArguments.parse(["Welcome", "--stat", "x"], for: Self.spec)
        }
    }

    @Test(arguments: [
        (["Welcome", "--state"], UsageError.missingValue(option: "--state", valueName: "FILE", command: "show")),
        (
            ["Welcome", "--format", "xml"],
            .invalidChoice(option: "--format", value: "xml", choices: ["text", "json"], command: "show")
        ),
        (["Welcome", "--always=1"], .unexpectedValue(option: "--always", command: "show")),
        (["Welcome", "--state", "a", "--state", "b"], .repeatedOption(option: "--state", command: "show")),
        ([], .missingArgument("KEY", command: "show")),
        (["Welcome", "C", "extra"], .unexpectedArgument("extra", command: "show")),
    ])
    func badCommandLinesNameTheProblem(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try ParsedArguments.parse(arguments, for: Self.spec) }
    }

    @Test func unknownCommandExitsWithUsageStatus() async {
        let status = await GuidebookCLI.run(
            ["sohw"], context: CommandContext(write: { _ in }, writeError: { _ in }))
        #expect(status == 2)
    }
}
