#!/usr/bin/env python3
"""Start-up cost of footballgather in local mode against hello worlds (docs/PERFORMANCE.md).

Usage: Tools/perf/startup.py [BINARY] [RUNS]
  BINARY  the app (default .build/release/footballgather; build it with
          `swift build -c release --product footballgather`)
  RUNS    runs per program (default 30)

Builds four hello worlds with `swiftc -O` in a temporary folder: Foundation alone,
Foundation + FoundationNetworking, and Foundation linked with the app's own libraries
(SQLite, libcrypt, OpenSSL) twice: by the toolchain's default linker, and the way the
release app is linked (lld, relative relocations packed; Package.swift), which is the
baseline of the ratios, so that nothing the linker does is counted for the app.

Runs the programs in turn, RUNS rounds, each with stdin at end of input, and prints the
median wall time, user+system CPU and peak resident memory (wait4's rusage) of each; then
the app's ratios to the baseline: of the medians, and the median and spread of the ratios
of the two runs of each round (a round's runs are milliseconds apart, so a change in the
machine's load touches both); and whether the app maps FoundationNetworking or libcurl.
"""
import os, statistics, subprocess, sys, tempfile, time

def run_once(argv, env):
    started = time.monotonic()
    with open(os.devnull, "rb") as stdin, open(os.devnull, "wb") as sink:
        child = subprocess.Popen(argv, stdin=stdin, stdout=sink, stderr=sink, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = status
    wall = time.monotonic() - started
    return wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024

def maps_networking(argv, env):
    """Runs the app with a pipe as stdin (so it waits at its prompt) and reads its maps."""
    child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, env=env)
    os.set_blocking(child.stdout.fileno(), True)
    child.stdout.read1(4096)  # the first prompt: start-up is done
    with open(f"/proc/{child.pid}/maps") as maps:
        mapped = maps.read()
    child.stdin.close()
    child.wait()
    return [name for name in ("libFoundationNetworking", "libcurl") if name in mapped]

def quartiles(values):
    low, middle, high = statistics.quantiles(values, n=4)
    return low, middle, high

def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    work = tempfile.mkdtemp(prefix="fg-startup-")
    libraries = ["-lsqlite3", "-lcrypt", "-lssl", "-lcrypto", "-Xlinker", "--no-as-needed"]
    like_the_app = ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    hello = "import Foundation\nprint(\"hello\")\n"
    baseline = "hello (Foundation + the app's libraries, linked as the app)"
    hellos = {
        "hello (Foundation)": (hello, []),
        "hello (Foundation + FoundationNetworking)":
            ("import Foundation\nimport FoundationNetworking\n"
             "print(\"hello\", URLSessionConfiguration.self)\n", []),
        "hello (Foundation + the app's libraries, default linker)": (hello, libraries),
        baseline: (hello, libraries + like_the_app),
    }
    programs = []
    for index, (name, (source, flags)) in enumerate(hellos.items()):
        path = os.path.join(work, f"hello{index}.swift")
        with open(path, "w") as file:
            file.write(source)
        output = os.path.join(work, f"hello{index}")
        subprocess.run(["swiftc", "-O", path, "-o", output] + flags, check=True)
        programs.append((name, [output]))
    env = {"HOME": work, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"}
    database = os.path.join(work, "start.sqlite")
    app = [binary, "--db", database]
    subprocess.run(app, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, env=env)  # create it
    app_name = "footballgather to the login prompt, end of input"
    programs.append((app_name, app))
    load = os.getloadavg()[0]
    samples = {name: [] for name, _ in programs}
    for _ in range(runs):
        for name, argv in programs:
            samples[name].append(run_once(argv, env))
    print(f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after; {runs} rounds, "
          "the programs in turn; medians\n")
    print("| program | wall ms | CPU ms | peak MiB |\n|---|---:|---:|---:|")
    results = {}
    for name, _ in programs:
        wall, cpu, peak = [statistics.median(column) for column in zip(*samples[name])]
        results[name] = (wall, cpu, peak)
        print(f"| {name} | {wall:.1f} | {cpu:.1f} | {peak:.1f} |")
    base, mine = results[baseline], results[app_name]
    print(f"\napp / {baseline}: CPU {mine[1] / base[1]:.2f}x, peak memory {mine[2] / base[2]:.2f}x"
          " (of the medians)")
    for column, label in ((1, "CPU"), (2, "peak memory")):
        ratios = [ours[column] / theirs[column]
                  for ours, theirs in zip(samples[app_name], samples[baseline])]
        low, middle, high = quartiles(ratios)
        within = sum(ratio <= 1.25 for ratio in ratios)
        print(f"{label} ratio in each round: median {middle:.2f}x, quartiles {low:.2f}x-"
              f"{high:.2f}x, within 1.25x in {within} of {runs} rounds")
    print("networking libraries mapped by the app at its prompt:",
          ", ".join(maps_networking(app, env)) or "none")

main()
