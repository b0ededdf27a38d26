#!/usr/bin/env python3
"""Fails when a Swift file names a CoreGraphics type without importing CoreGraphics.

On Apple platforms `CGRect(x:y:width:height:)`, `CGPoint(x:y:)`, `CGRect.zero` and the rest of the
CoreGraphics Swift overlay are declared in CoreGraphics, which `import Foundation` does not bring in;
swift-corelibs-foundation on Linux declares them itself, so a Linux build hides the missing import
and the file breaks the first time it is compiled for iOS. A file that names a CoreGraphics type
(`CGRect`, `CGFloat`, `CGPoint`, `CGSize`, `CGAffineTransform`, `CGVector`, any `CG` + capital) in
code, comments and strings blanked, must import it before the first use, guarded so Linux still
compiles it:

    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

What a text scan cannot see: the overlay's API reached only through type inference (`frame: .zero`
in a file that names no CoreGraphics type). Such a file compiles on Apple platforms only through
another module that re-exports CoreGraphics (UIKit does); importing it there too is still right.

Usage:
  check_coregraphics.py ROOT...               every .swift file under the roots; exit 1 with
                                              file:line:column per file that lacks the import
  check_coregraphics.py --self-test FIXTURES  FIXTURES/Missing*.swift must each be flagged at the
                                              line marked `// flagged`, FIXTURES/Imported*.swift not
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_availability import blank, swift_files  # noqa: E402  (one comment and string blanker)

USE = re.compile(r"\bCG[A-Z][A-Za-z0-9]*\b")
IMPORT = re.compile(r"^\s*#if\s+canImport\(\s*CoreGraphics\s*\)\s*\n\s*import\s+CoreGraphics\s*$", re.MULTILINE)


def scan(path):
    code = blank(open(path, encoding="utf-8").read())
    use = USE.search(code)
    if use is None:
        return None
    guarded = IMPORT.search(code)
    if guarded is not None and guarded.start() < use.start():
        return None
    line = code.count("\n", 0, use.start()) + 1
    column = use.start() - (code.rfind("\n", 0, use.start()) + 1) + 1
    return (
        f"{path}:{line}:{column}: {use.group(0)} is declared in CoreGraphics on Apple platforms, which"
        " `import Foundation` does not bring in: add `#if canImport(CoreGraphics)` / `import CoreGraphics`"
        " / `#endif` before its first use")


def check(roots):
    return [finding for root in roots for path in sorted(swift_files(root)) if (finding := scan(path))]


def self_test(fixtures):
    failures, flagged = [], 0
    for name in sorted(os.listdir(fixtures)):
        path = os.path.join(fixtures, name)
        finding = scan(path)
        if name.startswith("Missing"):
            marked = [n for n, text in enumerate(open(path, encoding="utf-8"), 1) if "// flagged" in text]
            if finding is None:
                failures.append(f"{path}: not flagged, but it names a CoreGraphics type without the import")
            elif not marked or not finding.startswith(f"{path}:{marked[0]}:"):
                failures.append(f"{path}: flagged at the wrong place: {finding}")
            else:
                flagged += 1
        elif name.startswith("Imported") and finding is not None:
            failures.append(f"{path}: flagged, though it imports CoreGraphics first: {finding}")
    if failures or flagged == 0:
        print("\n".join(failures or [f"{fixtures}: no Missing*.swift fixture"]), file=sys.stderr)
        return 1
    print(f"self-test: {flagged} files without the import flagged, the imported fixtures accepted")
    return 0


def main(arguments):
    if arguments[:1] == ["--self-test"] and len(arguments) == 2:
        return self_test(arguments[1])
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    findings = check(arguments)
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        return 1
    print(f"coregraphics: every file naming a CoreGraphics type imports it, in {', '.join(arguments)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
