#!/usr/bin/env python3
"""The package's targets a set of patches touches, read from the package graph.

    targets.py DESCRIBE.json owners PATCH...     targets owning a file the patches change
    targets.py DESCRIBE.json rebuilt PATCH...    those and every target that depends on
                                                 them, directly or not (what a build must
                                                 compile again)
    targets.py DESCRIBE.json tests PATCH...      the test targets to run: the owners' own
                                                 test targets (<Target>Tests) and every
                                                 test target among the rebuilt ones

DESCRIBE.json is `swift package describe --type json`. A file belongs to the target whose
folder is the longest prefix of its path; files outside every target (docs, Tools/api)
belong to none. The answer depends on the patches and Package.swift only, never on the
state of a build folder, so it is the same on every run (docs/PATTERNS.md, "What a change
costs").
"""
import json
import subprocess
import sys


def changed_files(patches):
    files = []
    for patch in patches:
        out = subprocess.run(["git", "apply", "--numstat", patch], capture_output=True,
                             text=True, check=True).stdout
        files += [line.split("\t")[2] for line in out.splitlines() if line.strip()]
    return files


def main():
    describe, mode, patches = sys.argv[1], sys.argv[2], sys.argv[3:]
    targets = json.load(open(describe, encoding="utf-8"))["targets"]
    folders = sorted(((t["path"].rstrip("/") + "/", t["name"]) for t in targets),
                     key=lambda pair: -len(pair[0]))
    kinds = {t["name"]: t["type"] for t in targets}
    dependents = {}
    for target in targets:
        for dependency in target.get("target_dependencies", []):
            dependents.setdefault(dependency, set()).add(target["name"])
    owners = set()
    for path in changed_files(patches):
        for folder, name in folders:
            if path.startswith(folder):
                owners.add(name)
                break
    rebuilt, stack = set(owners), list(owners)
    while stack:
        for dependent in dependents.get(stack.pop(), ()):
            if dependent not in rebuilt:
                rebuilt.add(dependent)
                stack.append(dependent)
    if mode == "owners":
        answer = owners
    elif mode == "rebuilt":
        answer = rebuilt
    elif mode == "tests":
        answer = {name for name in rebuilt if kinds.get(name) == "test"}
        answer |= {name + "Tests" for name in owners if kinds.get(name + "Tests") == "test"}
    else:
        sys.exit(f"targets.py: unknown mode {mode}")
    print("\n".join(sorted(answer)))


if __name__ == "__main__":
    main()
