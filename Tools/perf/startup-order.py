#!/usr/bin/env python3
"""Writes Tools/perf/startup-order.txt: the functions the app runs before its first prompt.

Usage: Tools/perf/startup-order.py [BINARY]
  BINARY  the release app (default .build/release/footballgather; build it with
          `swift build -c release --product footballgather`)

The release link (Package.swift) places these functions side by side at the start of the
app's code, so starting touches a few 64 KiB stretches of code instead of one for each
function across the binary (docs/PERFORMANCE.md, "Startup in local mode").

It builds Tools/perf/pctrace.c with cc, runs the app under it with a new database in a
temporary home and input at its end (the login prompt, then "Bye."), as
Tools/perf/startup.py measures it, and names every function with an instruction run (the
nearest symbol at or below it, with its aliases), in address order. Re-run it after
changing what runs before the first prompt: a stale list only leaves the functions it
misses where they were (the linker does not warn about names it no longer finds).
"""
import bisect, os, subprocess, sys, tempfile

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather")
    work = tempfile.mkdtemp(prefix="fg-order-")
    tracer = os.path.join(work, "pctrace")
    subprocess.run(["cc", "-O2", os.path.join(here, "pctrace.c"), "-o", tracer], check=True)
    env = {"HOME": work, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"}
    database = os.path.join(work, "start.sqlite")
    subprocess.run([binary, "--db", database], stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, env=env, check=True)  # create it
    offsets = os.path.join(work, "offsets.txt")
    with open(os.devnull, "rb") as stdin, open(os.devnull, "wb") as sink:
        subprocess.run([tracer, offsets, binary, "--db", database], stdin=stdin, stdout=sink,
                       env=env, check=True)
    symbols = []
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True,
                             check=True).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            symbols.append((int(fields[0], 16), fields[2]))
    symbols.sort()
    starts = [address for address, _ in symbols]
    names = {}
    with open(offsets) as file:
        for line in file:
            index = bisect.bisect_right(starts, int(line, 16)) - 1
            if index < 0:
                continue
            address = starts[index]
            while index >= 0 and starts[index] == address:  # aliases share the address
                names.setdefault(symbols[index][1], address)
                index -= 1
    output = os.path.join(here, "startup-order.txt")
    with open(output, "w") as file:
        for name, _ in sorted(names.items(), key=lambda item: (item[1], item[0])):
            file.write(name + "\n")
    print(f"{len(names)} functions written to {os.path.relpath(output)}")

main()
