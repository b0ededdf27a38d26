#!/usr/bin/env python3
"""Fails when Swift code uses a symbol newer than the package's declared minimums without a guard.

Linux has no availability checking, so nothing else here notices that an app with an iOS 15
deployment target cannot compile a use of `Duration` (iOS 16). This is a text scan against a
committed list of such symbols with their availability as read in Apple's interfaces and pages
(Facts/Availability.facts); the minimums are read from Package.swift's `platforms:`, and only the
platforms declared there are judged (a declaration unavailable on one, `API_UNAVAILABLE(tvos)` or
`@available(tvOS, unavailable)`, is newer than any minimum there: a `fine` fact unavailable on a
declared platform fails the check, so declaring a platform the adapters cannot meet is refused).

A use of a `newer` fact is accepted when, for every Apple platform the code is compiled for on
which the symbol is newer than the minimum, it sits
- inside a declaration marked `@available(<platform> N, ...)` with N at least the symbol's version
  (also `@available(*, unavailable)`, and `@available(<platform>, unavailable)` for that platform);
- inside the block of `if #available(...)` / `while #available(...)`, or after `guard #available(...)
  else { ... }` in the same scope;
- in an `#if` branch not compiled for that platform: `os(Linux)`, `os(Windows)`, `!canImport(Darwin)`,
  the `#else` of `#if canImport(Darwin)`, `canImport(UIKit)` (no macOS, no watchOS), `os(iOS)`, ...
  Conditions it does not know (`DEBUG`, `compiler(>=6)`, a flag) are taken as true everywhere.

What a text scan cannot see (the compiler on a Mac would): a newer symbol the code names only through
type inference (`let d = clock.now - start`, `Task.sleep(for: .seconds(1))` is seen by its label only),
a bare `/.../` regex literal (only `#/.../#`, `Regex` and the listed methods are), an overload chosen
by argument types (`split(separator: "ab")`), members of a listed type reached through a local name,
an `@available` attribute applied to a declaration that spans lines in an unusual layout, and every
symbol not in the facts file. It scans comments and strings blanked, so mentions in docs are free.

Usage:
  check_availability.py FACTS PACKAGE_SWIFT ROOT...   scan every .swift file under the roots;
                                                      exit 1 with file:line:column per unguarded use
  check_availability.py --self-test FACTS PACKAGE_SWIFT FIXTURES
      FIXTURES/Unguarded.swift marks each line that must be flagged with `// flagged: <fact id>`;
      FIXTURES/Guarded.swift must yield nothing. Exit 1 unless both hold exactly.
"""

import os
import re
import sys

PLATFORMS = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
ALL = frozenset(PLATFORMS)
# `#if` atoms whose platform set is known; anything else is taken as every platform.
OS_SETS = {
    "iOS": {"iOS"}, "macOS": {"macOS"}, "tvOS": {"tvOS"}, "watchOS": {"watchOS"},
    "visionOS": {"visionOS"}, "xrOS": {"visionOS"},
    "Linux": set(), "Windows": set(), "Android": set(), "WASI": set(), "FreeBSD": set(),
    "OpenBSD": set(), "Cygwin": set(), "PS4": set(), "Haiku": set(),
}
IMPORT_SETS = {
    "Darwin": ALL, "UIKit": {"iOS", "tvOS", "visionOS"}, "AppKit": {"macOS"},
    "WatchKit": {"watchOS"}, "Glibc": set(), "Musl": set(), "WinSDK": set(), "Android": set(),
}
VERSION = re.compile(r"\b(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)")
# The version of a platform a declaration is unavailable on, and of one the package does not declare.
UNSUPPORTED = (10_000, 0, 0)
HEADER_NAMES = {"ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
                "xros": "visionOS"}
DOC_VERSION = re.compile(r"\b(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)\+")


def version(text):
    """`16`, `16.0` and `16.0.0` alike: three numbers."""
    parts = [int(part) for part in text.split(".")][:3]
    return tuple(parts + [0] * (3 - len(parts)))


def unshown(numbers):
    """A fact's version for a message: `unavailable` for a platform the declaration is not on."""
    return "(unavailable)" if numbers == UNSUPPORTED else shown(numbers)


def shown(numbers):
    """`16.0`, `15`: a version as Apple writes it, without trailing zeros past the first."""
    parts = list(numbers)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(map(str, parts))


def read_minimums(package_swift):
    text = open(package_swift, encoding="utf-8").read()
    found = {}
    for name, number in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+(?:_\d+)*)\s*\)", text):
        found[name] = version(number.replace("_", "."))
    if not found:
        sys.exit(f"{package_swift}: no platform minimums in platforms:")
    # A platform the package does not declare is not supported: nothing is judged there.
    return {name: found.get(name, UNSUPPORTED) for name in PLATFORMS}


def declared(minimums):
    return [name for name in PLATFORMS if minimums[name] != UNSUPPORTED]


def availability(declaration):
    """The versions a fact's text gives: its first @available(...), else a documentation page's list."""
    unavailable = {name: UNSUPPORTED for name in re.findall(
        r"@available\(\s*(iOS|macOS|tvOS|watchOS|visionOS)\s*,\s*unavailable\b", declaration)}
    # An Objective-C header: `API_AVAILABLE(ios(13.0))`, `API_UNAVAILABLE(tvos, watchos)`.
    for names in re.findall(r"API_UNAVAILABLE\(([^)]*)\)", declaration):
        for name in re.findall(r"\w+", names):
            if name in HEADER_NAMES:
                unavailable[HEADER_NAMES[name]] = UNSUPPORTED
    header = {HEADER_NAMES[name]: version(number) for name, number in re.findall(
        r"\b(ios|macos|tvos|watchos|visionos|xros)\((\d+(?:\.\d+)*)\)", declaration)}
    match = re.search(r"@available\(([^)]*)\)", declaration)
    if match:
        found = {name: version(number) for name, number in VERSION.findall(match.group(1))}
    else:
        found = {name: version(number) for name, number in DOC_VERSION.findall(declaration)}
    return {**header, **found, **unavailable}


def read_facts(path, minimums):
    facts, problems = [], []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 5:
            problems.append(f"{path}:{number}: expected 5 tab-separated fields, found {len(fields)}")
            continue
        ident, kind, pattern, source, declaration = fields
        versions = availability(declaration)
        if not versions:
            problems.append(f"{path}:{number}: {ident}: no availability in the declaration as read")
            continue
        newer = {name: v for name, v in versions.items() if minimums[name] != UNSUPPORTED and v > minimums[name]}
        if kind == "newer":
            if not newer:
                problems.append(f"{path}:{number}: {ident} is not newer than the minimums; its kind is `fine`")
                continue
            try:
                regex = re.compile(pattern)
            except re.error as error:
                problems.append(f"{path}:{number}: {ident}: bad pattern ({error})")
                continue
            facts.append((ident, regex, newer))
        elif kind == "fine":
            if newer:
                problems.append(
                    f"{path}:{number}: {ident} is newer than the minimums on"
                    f" {', '.join(f'{name} {unshown(newer[name])}' for name in sorted(newer))}:"
                    " declare only platforms whose availability the code meets, or guard the use")
        elif kind != "info":
            problems.append(f"{path}:{number}: {ident}: unknown kind {kind!r}")
    return facts, problems


def blank(code):
    """The code with comments and string literals replaced by spaces (newlines kept)."""
    out, i, n = [], 0, len(code)
    depth = 0  # nested /* */ comments
    while i < n:
        c = code[i]
        if depth:
            if code.startswith("/*", i):
                depth += 1
                out.append("  ")
                i += 2
            elif code.startswith("*/", i):
                depth -= 1
                out.append("  ")
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
        elif code.startswith("//", i):
            end = code.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif code.startswith("/*", i):
            depth = 1
            out.append("  ")
            i += 2
        elif c == '"' or (c == "#" and re.match(r'#+"', code[i:])):
            hashes = len(re.match(r"#*", code[i:]).group(0))
            start = i + hashes
            multi = code.startswith('"""', start)
            quote = '"""' if multi else '"'
            close = quote + "#" * hashes
            j = start + len(quote)
            while j < n and not code.startswith(close, j):
                if code[j] == "\\" and hashes == 0:
                    j += 1
                if code[j] == "\n" and not multi:
                    break
                j += 1
            end = min(n, j + len(close))
            out.append("".join("\n" if ch == "\n" else " " for ch in code[i:end]))
            i = end
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens_of(condition):
    return re.findall(r"\w+\s*\([^()]*\)|&&|\|\||!|\(|\)|\w+", condition)


def platforms_of(condition):
    """The Apple platforms an `#if` condition can be true on (unknown atoms: all of them)."""
    tokens = tokens_of(condition)
    position = 0

    def atom(token):
        match = re.match(r"(\w+)\s*\(\s*([^()]*?)\s*\)$", token)
        if not match:
            return None if token not in ("true", "false") else (ALL if token == "true" else frozenset())
        function, argument = match.groups()
        if function == "os" and argument in OS_SETS:
            return frozenset(OS_SETS[argument])
        if function == "canImport" and argument in IMPORT_SETS:
            return frozenset(IMPORT_SETS[argument])
        return None

    def parse_or():
        nonlocal position
        left = parse_and()
        while position < len(tokens) and tokens[position] == "||":
            position += 1
            right = parse_and()
            left = None if left is None or right is None else left | right
        return left

    def parse_and():
        nonlocal position
        left = parse_not()
        while position < len(tokens) and tokens[position] == "&&":
            position += 1
            right = parse_not()
            left = right if left is None else left if right is None else left & right
        return left

    def parse_not():
        nonlocal position
        if position < len(tokens) and tokens[position] == "!":
            position += 1
            inner = parse_not()
            return None if inner is None else ALL - inner
        if position < len(tokens) and tokens[position] == "(":
            position += 1
            inner = parse_or()
            position += 1  # ")"
            return inner
        token = tokens[position] if position < len(tokens) else ""
        position += 1
        return atom(token)

    result = parse_or() if tokens else None
    # `None` is "unknown": true on every platform for this purpose (and so is its negation).
    return (result, ALL if result is None else result)


def guard_versions(arguments, minimums):
    """Versions an @available/#available argument list guarantees; None for `*, unavailable`."""
    if re.match(r"\s*\*\s*,\s*unavailable\b", arguments):
        return None
    guarded = {}
    for name, number in VERSION.findall(arguments):
        guarded[name] = version(number)
    for name in PLATFORMS:
        if re.search(rf"\b{name}\s*,\s*unavailable\b", arguments):
            guarded[name] = (10_000,)
        match = re.search(rf"\b{name}\s*,\s*introduced\s*:\s*(\d+(?:\.\d+)*)", arguments)
        if match:
            guarded[name] = version(match.group(1))
    return {name: max(guarded.get(name, minimums[name]), minimums[name]) for name in PLATFORMS}


def combine(a, b):
    if a is None or b is None:
        return None
    return {name: max(a[name], b[name]) for name in PLATFORMS}


def scan(path, facts, minimums):
    code = blank(open(path, encoding="utf-8").read())
    findings = []
    # `#if` chains: [platforms this branch is compiled for, known sets of the chain's conditions, outer].
    conditionals = []
    # Each `{` pushes the guard in force inside it (None: everything allowed, as in an unavailable
    # declaration); `pending` is an @available / #available guard waiting for its `{`.
    scopes = [{name: minimums[name] for name in PLATFORMS}]
    pending = None  # (guard, "attribute" | "if")
    waiting_else = None  # (guard, depth): a `guard #available` whose else-block is still to close
    paren_depth = 0
    events = re.compile(
        r"(?P<guard>\bguard\s+#available\s*\((?P<g>[^)]*)\))|(?P<attribute>@available\s*\((?P<a>[^)]*)\))"
        r"|(?P<check>#available\s*\((?P<c>[^)]*)\))|(?P<brace>[{}])|(?P<paren>[()])")
    for number, line in enumerate(code.split("\n"), 1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            word, rest = directive.groups()
            if word == "if":
                known, compiled = platforms_of(rest)
                outer = conditionals[-1][0] if conditionals else ALL
                conditionals.append([outer & compiled, [known], outer])
            elif word in ("elseif", "else") and conditionals:
                chain = conditionals[-1]
                earlier = chain[1]
                # This branch runs only where every earlier condition was false: a known one rules
                # out its platforms, an unknown one (a flag) rules out nothing.
                remaining = chain[2]
                for known in earlier:
                    if known is not None:
                        remaining = remaining - known
                if word == "elseif":
                    known, compiled = platforms_of(rest)
                    chain[0] = frozenset(remaining) & compiled
                    earlier.append(known)
                else:
                    chain[0] = frozenset(remaining)
            elif word == "endif" and conditionals:
                conditionals.pop()
            continue
        compiled_for = conditionals[-1][0] if conditionals else ALL
        # Uses are found on the whole line (a pattern may span a parenthesis), then each is judged
        # by the guard in force where it starts.
        uses = sorted(
            (use.start(), ident, newer) for ident, regex, newer in facts for use in regex.finditer(line))

        def judge(before):
            while uses and uses[0][0] < before:
                start, ident, newer = uses.pop(0)
                current = scopes[-1] if pending is None else combine(scopes[-1], pending[0])
                if current is None:
                    continue
                short = [
                    f"{name} {unshown(newer[name])}"
                    for name in PLATFORMS
                    if name in newer and name in compiled_for and current[name] < newer[name]
                ]
                if short:
                    findings.append(
                        f"{path}:{number}:{start + 1}: {ident} needs {', '.join(short)}"
                        f" (the package supports {', '.join(f'{n} {shown(minimums[n])}' for n in declared(minimums))}):"
                        " guard it with @available or if #available, or keep it off Apple platforms with #if")

        for event in events.finditer(line):
            judge(event.start())
            if event.group("guard"):
                waiting_else = (guard_versions(event.group("g"), minimums), len(scopes))
            elif event.group("attribute"):
                pending = (guard_versions(event.group("a"), minimums), "attribute")
            elif event.group("check"):
                pending = (guard_versions(event.group("c"), minimums), "if")
            elif event.group("paren"):
                paren_depth = max(0, paren_depth + (1 if event.group("paren") == "(" else -1))
            elif event.group("brace") == "{":
                inner = scopes[-1] if pending is None else combine(scopes[-1], pending[0])
                pending = None
                scopes.append(inner)
            else:
                if len(scopes) > 1:
                    scopes.pop()
                if waiting_else is not None and len(scopes) == waiting_else[1]:
                    scopes[-1] = combine(scopes[-1], waiting_else[0])
                    waiting_else = None
        judge(len(line) + 1)
        # An attribute's guard waits for its declaration's body; a declaration that ends on a line
        # with no body (`let x: T = ...`, `case a`) drops it. A line that only holds attributes, or
        # whose declaration goes on (open parentheses, a trailing `->`, `,`, `=`, `where`), keeps it.
        if pending is not None and pending[1] == "attribute" and paren_depth == 0:
            declaration = re.sub(r"@\w+(\s*\([^)]*\))?", "", line).strip()
            if declaration and not declaration.endswith(("->", ",", "=", "where", ":", "&", "|")):
                pending = None
    return findings


def swift_files(root):
    if os.path.isfile(root):
        yield root
        return
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def check(facts_path, package_swift, roots):
    minimums = read_minimums(package_swift)
    facts, problems = read_facts(facts_path, minimums)
    findings = []
    for root in roots:
        for path in sorted(swift_files(root)):
            findings.extend(scan(path, facts, minimums))
    return problems, findings


def self_test(facts_path, package_swift, fixtures):
    failures = []
    unguarded = os.path.join(fixtures, "Unguarded.swift")
    guarded = os.path.join(fixtures, "Guarded.swift")
    problems, findings = check(facts_path, package_swift, [unguarded])
    failures.extend(problems)
    expected = set()
    for number, line in enumerate(open(unguarded, encoding="utf-8"), 1):
        for ident in re.findall(r"^\s*[^/\s].*//\s*flagged:\s*(.+?)\s*$", line):
            for one in ident.split(","):
                expected.add((number, one.strip()))
    found = set()
    for finding in findings:
        match = re.match(r".*?:(\d+):\d+: (.+?) needs ", finding)
        found.add((int(match.group(1)), match.group(2)))
    for number, ident in sorted(expected - found):
        failures.append(f"{unguarded}:{number}: {ident} was not flagged")
    for number, ident in sorted(found - expected):
        failures.append(f"{unguarded}:{number}: {ident} was flagged but is not marked")
    if not expected:
        failures.append(f"{unguarded}: no `// flagged:` marks")
    _, findings = check(facts_path, package_swift, [guarded])
    failures.extend(f"guarded, yet flagged: {finding}" for finding in findings)
    if failures:
        print("\n".join(failures), file=sys.stderr)
        return 1
    print(f"self-test: {len(expected)} unguarded uses flagged, every guard form in {guarded} accepted")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-test"] and len(arguments) == 4:
        return self_test(*arguments[1:])
    if len(arguments) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    problems, findings = check(arguments[0], arguments[1], arguments[2:])
    for line in problems + findings:
        print(line, file=sys.stderr)
    if problems or findings:
        return 1
    print(f"availability: no unguarded use of a symbol newer than the minimums in {', '.join(arguments[2:])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
