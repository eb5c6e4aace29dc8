#!/usr/bin/env python3
"""A big match's commands against the same commands in a small one (docs/PERFORMANCE.md).

Usage: Tools/perf/match.py [BINARY] [PLAYERS] [RUNS]
  BINARY   the app (default .build/release/footballgather)
  PLAYERS  the big match's line-up (default 10000); the small one has 22
  RUNS     sessions per size; the fastest time of each command is kept (default 3)

Makes a database through the app (register, `import` of a CSV of PLAYERS players), then
for each size types: select, pick 1-N, confirm, balance, play, start, pause, time 30, goal
a, start, pause, then quits (each session on a fresh copy of the database). Each command is timed from writing
its line to the app's next prompt (wall time, like fgbench's app column) and printed
with the lines it showed, beside the small match's time and the ratio.
"""
import os, re, select, shutil, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather"
big = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
home = tempfile.mkdtemp(prefix="fg-match-")
env = {"HOME": home, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"}
timed = ["play", "start", "pause", "time 30", "goal a", "start", "pause"]
# The app's prompts: "players> ", "Password: ", a question's "[y/n] " (a last line of its own).
prompt = re.compile(rb"(^|\n)[^\n]{0,200}(> |: |\] )$")

def session(database, lines):
    child = subprocess.Popen([binary, "--db", database], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    os.set_blocking(child.stdout.fileno(), False)
    pending = b""
    def answer():
        nonlocal pending
        while True:
            ready, _, _ = select.select([child.stdout], [], [], 120)
            chunk = child.stdout.read() if ready else b""
            if not chunk:
                return None
            pending += chunk
            more, _, _ = select.select([child.stdout], [], [], 0)
            if prompt.search(pending) and not more:
                text, pending = pending, b""
                return text
    answer()
    results = []
    for line in lines:
        started = time.monotonic()
        child.stdin.write((line + "\n").encode())
        child.stdin.flush()
        text = answer()
        results.append((line, (time.monotonic() - started) * 1000, text.count(b"\n") if text else -1))
        if text is None:
            break
    child.kill()
    child.wait()
    return results

def measure(players):
    database = os.path.join(home, f"match-{players}.sqlite")
    roster = os.path.join(home, f"roster-{players}.csv")
    with open(roster, "w") as file:
        file.write("name,age\n" + "".join(f"Player {n},{20 + n % 30}\n" for n in range(1, players + 1)))
    session(database, ["register", "coach", "match-password", "match-password",
                       f"import {roster}", "logout", "quit"])
    lines = ["login coach", "match-password", "select", f"pick 1-{players}", "confirm",
             "balance 7"] + timed + ["quit"]
    best = {}
    for run in range(runs):
        copy = os.path.join(home, f"match-{players}-{run}.sqlite")  # each run starts afresh
        shutil.copyfile(database, copy)
        for index, (line, ms, shown) in enumerate(session(copy, lines)):
            key = (index, line)
            if key not in best or ms < best[key][0]:
                best[key] = (ms, shown)
    return [(line, *best[(index, line)]) for index, line in enumerate(lines)
            if line in timed and (index, line) in best]

print(f"load average {os.getloadavg()[0]:.1f}; fastest of {runs} sessions per size")
small, large = measure(22), measure(big)
print(f"| command | 22 players ms | {big} players ms | ratio | lines shown at {big} |")
print("|---|---:|---:|---:|---:|")
for (line, small_ms, _), (_, large_ms, shown) in zip(small, large):
    print(f"| {line} | {small_ms:.1f} | {large_ms:.1f} | {large_ms / small_ms:.1f}x | {shown} |")
