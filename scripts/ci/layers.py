#!/usr/bin/env python3
"""Layering check: a file in a folder of a target may reference only types declared in its own
folder or in folders below it. The layer list is read from Documentation/Architecture.md, between
the lines `<!-- layers:begin -->` and `<!-- layers:end -->`: one folder a line, as `- Folder`,
bottom first.

Usage: scripts/ci/layers.py [--root SOURCES_DIR] [--layers FILE]
Prints one line per violation, `path:line:column: error: Folder references Type (declared in
Higher/File.swift), a higher layer; move the connecting code up to Higher`, and exits 1 if any.
"""
import argparse
import os
import re
import sys

# The Swift lexing the availability check already does: comments and strings blanked with line
# and column kept (raw strings included), and the .swift files under a folder.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tools", "Availability"))
from check_availability import blank, swift_files  # noqa: E402

DECL = re.compile(
    r"^(?:@[\w().,: ]+\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|"
    r"indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)")
IDENT = re.compile(r"\b[A-Z]\w*\b")


def read_layers(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r"<!-- layers:begin -->(.*?)<!-- layers:end -->", text, re.S)
    if not match:
        sys.exit(f"{path}: error: no `<!-- layers:begin -->` ... `<!-- layers:end -->` list")
    return [m.group(1) for m in re.finditer(r"^\s*-\s*`?([\w/]+)`?", match.group(1), re.M)]


def check(root, layers):
    rank = {name: index for index, name in enumerate(layers)}
    declared = {}  # type name -> (folder, file)
    files = []
    for entry in sorted(os.listdir(root)):
        path = os.path.join(root, entry)
        if os.path.isdir(path) and entry.endswith(".docc"):
            continue
        if os.path.isdir(path) and entry not in rank:
            print(f"{path}: error: folder {entry} is not in the layer list; add it to the list in "
                  "Documentation/Architecture.md")
            return 1
        if not os.path.isdir(path):
            continue
        for file in swift_files(path):
            text = blank(open(file, encoding="utf-8").read())
            files.append((entry, file, text))
            for line in text.splitlines():
                found = DECL.match(line)
                if found:
                    declared.setdefault(found.group(1), (entry, file))
    failures = 0
    for folder, file, text in files:
        for number, line in enumerate(text.splitlines(), 1):
            for found in IDENT.finditer(line):
                owner = declared.get(found.group(0))
                if owner and rank[owner[0]] > rank[folder]:
                    failures += 1
                    print(f"{os.path.relpath(file)}:{number}:{found.start() + 1}: error: {folder} references "
                          f"{found.group(0)} (declared in {os.path.relpath(owner[1], root)}), a "
                          f"higher layer; move the connecting code up to {owner[0]}")
    return 1 if failures else 0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    package = os.path.dirname(os.path.dirname(here))
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=os.path.join(package, "Sources", "Guidebook"))
    parser.add_argument("--layers", default=os.path.join(package, "Documentation", "Architecture.md"))
    arguments = parser.parse_args()
    return check(arguments.root, read_layers(arguments.layers))


if __name__ == "__main__":
    sys.exit(main())
