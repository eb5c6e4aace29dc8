#!/usr/bin/env python3
"""Runs the mutant catalogue (Tools/mutants/catalogue.txt) for Tools/patterns.sh --mutants.

Per mutant: apply its exact edit, build the tests (`swift build --build-tests`), run the
behaviour suite (`swift test --skip-build --filter PatternBehaviourTests`) and, separately,
the variant's own unit tests, record killed or survived for each, restore the file. A
mutant whose text does not occur exactly once in its file is stale: an error, never
skipped. The file being mutated is copied to BACKUP first, so `run.py --restore` (the
shell's trap) puts the tree back even when this process was killed.

  run.py RESULTS [--only ID,ID...]     run, appending one line per mutant to RESULTS (TSV)
  run.py --restore                     put back any file a killed run left mutated
  run.py --stale                       check every mutant's text still occurs exactly once
                                       (no build; CI runs it, so a refactor cannot leave
                                       the catalogue behind unnoticed)
  run.py --section RESULTS DATE COMMIT print the Markdown section of docs/PATTERNS.md
"""

import os
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CATALOGUE = os.path.join(ROOT, "Tools", "mutants", "catalogue.txt")
BACKUP = os.path.join(ROOT, ".build", "mutants", "backup")
PATTERNS = ["VIPER", "MVC", "MVVM", "MVP", "MVPC", "VIP"]
# A test that waits for a line a mutant never prints waits as long as it takes (the suite
# has no time limits); such a hang is a kill, cut off here.
# The exit status when a mutant is stale (any other failure exits 1).
STALE = 3
TEST_LIMIT = int(os.environ.get("MUTANT_TEST_LIMIT", "60"))


def name_of(pattern):
    return "MVP-C" if pattern == "MVPC" else pattern


def parse():
    mutants, current = [], None
    for number, raw in enumerate(open(CATALOGUE, encoding="utf-8").read().split("\n"), 1):
        if raw.startswith("#") or not raw.strip():
            continue
        if raw.startswith("== "):
            current = {"id": raw[3:].strip(), "old": [], "new": [], "line": number}
            mutants.append(current)
        elif current is None:
            sys.exit(f"{CATALOGUE}:{number}: a line before the first '== ID'")
        elif raw.startswith("- ") or raw == "-":
            current["old"].append(raw[2:])
        elif raw.startswith("+ ") or raw == "+":
            current["new"].append(raw[2:])
        elif ": " in raw:
            key, value = raw.split(": ", 1)
            current[key] = value
        else:
            sys.exit(f"{CATALOGUE}:{number}: not a field, '- ' or '+ ' line: {raw!r}")
    ids = set()
    for m in mutants:
        for key in ("pattern", "screen", "kind", "file"):
            if key not in m:
                sys.exit(f"{CATALOGUE}:{m['line']}: mutant {m['id']} has no {key}")
        if not m["old"]:
            sys.exit(f"{CATALOGUE}:{m['line']}: mutant {m['id']} changes nothing")
        if m["id"] in ids:
            sys.exit(f"{CATALOGUE}:{m['line']}: mutant {m['id']} twice")
        ids.add(m["id"])
        m["old"], m["new"] = "\n".join(m["old"]), "\n".join(m["new"])
    return mutants


def staleness(m):
    path = os.path.join(ROOT, m["file"])
    if not os.path.exists(path):
        return f"{m['file']} does not exist"
    count = open(path, encoding="utf-8").read().count(m["old"])
    if count == 0:
        return f"its text no longer occurs in {m['file']}"
    if count > 1:
        return f"its text occurs {count} times in {m['file']}; make it exact"
    return None


def own_tests(m):
    if m["pattern"] == "VIPER":
        features = {"PlayerDetail": ["PlayerDetail", "PlayerEdit"]}.get(m["screen"], [m["screen"]])
        targets = [f"{f}FeatureTests" for f in features]
    else:
        targets = [f"{m['pattern']}{m['screen']}Tests"]
    return "^(" + "|".join(targets) + ")\\."


def restore():
    if not os.path.isdir(BACKUP):
        return
    for folder, _, files in os.walk(BACKUP):
        for name in files:
            saved = os.path.join(folder, name)
            relative = os.path.relpath(saved, BACKUP)
            shutil.copy2(saved, os.path.join(ROOT, relative))
            os.remove(saved)
            print(f"mutants: restored {relative}", file=sys.stderr)
    shutil.rmtree(BACKUP, ignore_errors=True)


def run(command, log, limit=None):
    """Runs `command` in ROOT, its output to `log`; the exit status, or 'hang' when it
    outlasts `limit` seconds (no limit: a build takes what it takes)."""
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            return process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGINT)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
            return "hang"
        except BaseException:
            os.killpg(process.pid, signal.SIGINT)
            process.wait()
            raise


def verdict(status):
    if status == "hang":
        return "killed-hang"
    return "survived" if status == 0 else "killed"


def main_run(results, only):
    mutants = parse()
    if only:
        wanted = set(only)
        unknown = wanted - {m["id"] for m in mutants}
        if unknown:
            sys.exit(f"mutants: no such mutant in the catalogue: {', '.join(sorted(unknown))}")
        mutants = [m for m in mutants if m["id"] in wanted]
    restore()
    logs = os.path.join(ROOT, ".build", "mutants", "logs")
    os.makedirs(logs, exist_ok=True)
    stale = [(m, staleness(m)) for m in mutants]
    stale = [(m, why) for m, why in stale if why]
    for m, why in stale:
        print(f"mutants: STALE {m['id']} ({CATALOGUE}:{m['line']}): {why}", file=sys.stderr)
    # The unmutated tree first: both test sets must pass, or no verdict means anything.
    print("mutants: building and testing the unmutated tree", file=sys.stderr)
    if run(["swift", "build", "--build-tests"], f"{logs}/baseline-build.log") != 0:
        sys.exit(f"mutants: the unmutated tree does not build (see {logs}/baseline-build.log)")
    if run(["swift", "test", "--skip-build", "--filter", "PatternBehaviourTests"],
           f"{logs}/baseline-behaviour.log", TEST_LIMIT) != 0:
        sys.exit(f"mutants: the behaviour suite fails unmutated (see {logs}/baseline-behaviour.log)")
    with open(results, "a") as out:
        for m, why in stale:
            out.write("\t".join([m["id"], m["pattern"], m["screen"], m["kind"], "stale", "stale", "0"]) + "\n")
        for m in mutants:
            if any(m is s for s, _ in stale):
                continue
            path = os.path.join(ROOT, m["file"])
            backup = os.path.join(BACKUP, m["file"])
            os.makedirs(os.path.dirname(backup), exist_ok=True)
            shutil.copy2(path, backup)
            started = time.time()
            try:
                text = open(path, encoding="utf-8").read()
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text.replace(m["old"], m["new"], 1))
                log = f"{logs}/{m['id']}"
                if run(["swift", "build", "--build-tests"], f"{log}-build.log") != 0:
                    behaviour = own = "build-failed"
                else:
                    behaviour = verdict(run(["swift", "test", "--skip-build", "--filter",
                                             "PatternBehaviourTests"], f"{log}-behaviour.log",
                                            TEST_LIMIT))
                    own = verdict(run(["swift", "test", "--skip-build", "--filter", own_tests(m)],
                                      f"{log}-own.log", TEST_LIMIT))
            finally:
                restore()
            seconds = int(time.time() - started)
            out.write("\t".join([m["id"], m["pattern"], m["screen"], m["kind"], behaviour, own,
                                 str(seconds)]) + "\n")
            out.flush()
            print(f"mutants: {m['id']}: behaviour suite {behaviour}, own unit tests {own} ({seconds} s)",
                  file=sys.stderr)
    # The build folder holds the last mutant's binaries: build the restored tree again.
    if run(["swift", "build", "--build-tests"], f"{logs}/restored-build.log") != 0:
        sys.exit(f"mutants: the restored tree does not build (see {logs}/restored-build.log)")
    return STALE if stale else 0


def read_results(results):
    rows = []
    for line in open(results):
        fields = line.rstrip("\n").split("\t")
        if len(fields) == 7:
            rows.append(dict(zip(["id", "pattern", "screen", "kind", "behaviour", "own", "seconds"], fields)))
    return rows


def rate(rows, key):
    tried = [r for r in rows if r[key] not in ("stale", "build-failed")]
    if not tried:
        return "–"
    killed = sum(1 for r in tried if r[key].startswith("killed"))
    return f"{killed}/{len(tried)}"


def main_section(results, date, commit):
    rows = read_results(results)
    catalogue = parse()
    done = {r["id"] for r in rows}
    missing = [m["id"] for m in catalogue if m["id"] not in done]
    kinds = []
    for m in catalogue:
        if m["kind"] not in kinds:
            kinds.append(m["kind"])
    out = []
    status = "the whole catalogue" if not missing else \
        f"PARTIAL: {len(done)} of {len(catalogue)} mutants ran (not run: {', '.join(missing)})"
    out.append(f"Measured {date} at commit {commit} by `Tools/patterns.sh --mutants` ({status}).")
    out.append("Killed / tried: the behaviour suite (`--filter PatternBehaviourTests`), then the")
    out.append("variant's own unit tests (`Tests/<Variant>Tests`; VIPER's feature tests).")
    out.append("")
    out.append("| pattern | behaviour suite | own unit tests | survivors of the own unit tests |")
    out.append("| --- | ---: | ---: | --- |")
    for p in PATTERNS:
        mine = [r for r in rows if r["pattern"] == p]
        survivors = ", ".join(f"{r['screen']} {r['kind']}" for r in mine if r["own"] == "survived") or "none"
        out.append(f"| {name_of(p)} | {rate(mine, 'behaviour')} | {rate(mine, 'own')} | {survivors} |")
    out.append(f"| all | {rate(rows, 'behaviour')} | {rate(rows, 'own')} | |")
    out.append("")
    out.append("| kind | screens | behaviour suite | own unit tests | " + " | ".join(name_of(p) for p in PATTERNS) + " |")
    out.append("| --- | --- | ---: | ---: | " + " | ".join("---" for _ in PATTERNS) + " |")
    short = {"killed": "K", "killed-hang": "K (hang)", "survived": "S", "stale": "stale",
             "build-failed": "no build"}
    for k in kinds:
        mine = [r for r in rows if r["kind"] == k]
        screens = list(dict.fromkeys(m["screen"] for m in catalogue if m["kind"] == k))
        cells = []
        for p in PATTERNS:
            cell = [f"{short.get(r['behaviour'], r['behaviour'])} / {short.get(r['own'], r['own'])}"
                    for r in mine if r["pattern"] == p]
            cells.append(", ".join(cell) or "not run")
        out.append(f"| {k} | {', '.join(screens)} | {rate(mine, 'behaviour')} | {rate(mine, 'own')} | "
                   + " | ".join(cells) + " |")
    out.append("")
    out.append("In the pattern columns: behaviour suite / own unit tests, K killed, S survived;")
    out.append("a kind on two screens has two verdicts, in the order of its screens.")
    print("\n".join(out))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--restore"]:
        restore()
    elif args == ["--stale"]:
        problems = [(m["id"], why) for m in parse() if (why := staleness(m))]
        for mid, why in problems:
            print(f"{CATALOGUE}: mutant {mid} is stale: {why}", file=sys.stderr)
        print(f"mutants: {len(parse()) - len(problems)} of {len(parse())} apply")
        sys.exit(1 if problems else 0)
    elif args and args[0] == "--section":
        main_section(*args[1:4])
    elif args:
        only = []
        if len(args) == 3 and args[1] == "--only":
            only = [i for i in args[2].split(",") if i]
        elif len(args) != 1:
            sys.exit(__doc__)
        try:
            sys.exit(main_run(args[0], only))
        except KeyboardInterrupt:
            restore()
            sys.exit(130)
    else:
        sys.exit(__doc__)
