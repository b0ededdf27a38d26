#!/usr/bin/env python3
"""Checks that every symbol a plain-Markdown DocC catalog names (``Type`` or ``Type/member(label:)``)
is declared public in the module's sources. The adapters' modules are empty on Linux, so `docc`
cannot resolve their links from symbol graphs here; this keeps the catalogs honest instead.

Usage: check_doc_symbols.py MODULE_SOURCE_DIR   (the catalog is MODULE_SOURCE_DIR/<Module>.docc)
"""

import os
import re
import sys

LINK = re.compile(r"``([^`]+)``")


def declarations(source_dir):
    """Public type names -> the text of the files declaring or extending them."""
    types = {}
    for root, _, files in os.walk(source_dir):
        for file in files:
            if file.endswith(".swift"):
                text = open(os.path.join(root, file), encoding="utf-8").read()
                for name in re.findall(r"\bpublic\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)", text):
                    types.setdefault(name, "")
                    types[name] += text
    return types


def member_declared(text, member):
    base = member.split("(")[0]
    labels = re.findall(r"(\w+|_):", member[len(base):])
    if "(" not in member:
        return re.search(r"\bpublic\b[^\n]*\b(?:var|let)\s+" + re.escape(base) + r"\b", text) is not None
    keyword = r"init" if base == "init" else r"func\s+" + re.escape(base)
    for match in re.finditer(r"\bpublic\b[^\n]*\b" + keyword + r"\s*\(([^)]*)\)", text):
        declared = [part.strip().split()[0].rstrip(":") for part in match.group(1).split(",") if part.strip()]
        if declared == labels:
            return True
    return False


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    source_dir = argv[1]
    module = os.path.basename(os.path.normpath(source_dir))
    catalog = os.path.join(source_dir, f"{module}.docc")
    types = declarations(source_dir)
    problems, count = [], 0
    for root, _, files in os.walk(catalog):
        for file in sorted(files):
            if not file.endswith(".md"):
                continue
            path = os.path.join(root, file)
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                for link in LINK.findall(line):
                    if link == module:
                        continue
                    count += 1
                    type_name, _, member = link.partition("/")
                    if type_name not in types:
                        problems.append(f"{path}:{number}: ``{link}``: no public type {type_name} in {source_dir}")
                    elif member and not member_declared(types[type_name], member):
                        problems.append(f"{path}:{number}: ``{link}``: {type_name} declares no public {member}")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"docs: the {count} symbols {catalog} names are declared in {source_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
