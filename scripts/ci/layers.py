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

DECL = re.compile(
    r"^(?:@[\w().,: ]+\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|"
    r"indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)")
IDENT = re.compile(r"\b[A-Z]\w*\b")


def strip(source):
    """The source with comments and string literals blanked (line and column kept)."""
    out, i, n = [], 0, len(source)
    depth = 0
    while i < n:
        c = source[i]
        if depth == 0 and source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif source.startswith("/*", i):
            depth += 1
            out.append("  ")
            i += 2
        elif depth and source.startswith("*/", i):
            depth -= 1
            out.append("  ")
            i += 2
        elif depth:
            out.append("\n" if c == "\n" else " ")
            i += 1
        elif c == '"':
            quote = '"""' if source.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not source.startswith(quote, j):
                j += 2 if source[j] == "\\" else 1
            j = min(n, j + len(quote))
            out.append("".join("\n" if ch == "\n" else " " for ch in source[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_layers(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r"<!-- layers:begin -->(.*?)<!-- layers:end -->", text, re.S)
    if not match:
        sys.exit(f"{path}: error: no `<!-- layers:begin -->` ... `<!-- layers:end -->` list")
    return [m.group(1) for m in re.finditer(r"^\s*-\s*`?([\w/]+)`?", match.group(1), re.M)]


def swift_files(folder):
    for base, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


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
            text = strip(open(file, encoding="utf-8").read())
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
