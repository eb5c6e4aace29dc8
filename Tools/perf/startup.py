#!/usr/bin/env python3
"""Start-up cost of footballgather in local mode against hello worlds (docs/PERFORMANCE.md).

Usage: Tools/perf/startup.py [BINARY] [RUNS]
  BINARY  the app (default .build/release/footballgather; build it with
          `swift build -c release --product footballgather`)
  RUNS    runs per program (default 30)

Builds three hello worlds with `swiftc -O` in a temporary folder: Foundation alone,
Foundation + FoundationNetworking, and Foundation linked with the app's own libraries
(SQLite, libcrypt, OpenSSL). Runs each program RUNS times with stdin at end of input and
prints the median wall time, user+system CPU and peak resident memory (wait4's rusage),
then the app's ratios to the same-libraries hello world, and whether the app's process
maps FoundationNetworking or libcurl.
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

def measure(argv, runs, env):
    samples = [run_once(argv, env) for _ in range(runs)]
    return [statistics.median(column) for column in zip(*samples)]

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

def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    work = tempfile.mkdtemp(prefix="fg-startup-")
    hellos = {
        "hello (Foundation)": ("import Foundation\nprint(\"hello\")\n", []),
        "hello (Foundation + FoundationNetworking)":
            ("import Foundation\nimport FoundationNetworking\n"
             "print(\"hello\", URLSessionConfiguration.self)\n", []),
        "hello (Foundation + the app's libraries)":
            ("import Foundation\nprint(\"hello\")\n",
             ["-lsqlite3", "-lcrypt", "-lssl", "-lcrypto", "-Xlinker", "--no-as-needed"]),
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
    programs.append(("footballgather to the login prompt, end of input", app))
    print(f"load average {os.getloadavg()[0]:.1f}, {runs} runs each, medians\n")
    print("| program | wall ms | CPU ms | peak MiB |\n|---|---:|---:|---:|")
    results = {}
    for name, argv in programs:
        wall, cpu, peak = measure(argv, runs, env)
        results[name] = (wall, cpu, peak)
        print(f"| {name} | {wall:.1f} | {cpu:.1f} | {peak:.1f} |")
    base = results["hello (Foundation + the app's libraries)"]
    mine = results["footballgather to the login prompt, end of input"]
    print(f"\napp / same-libraries hello: CPU {mine[1] / base[1]:.2f}x, "
          f"peak memory {mine[2] / base[2]:.2f}x")
    print("networking libraries mapped by the app at its prompt:",
          ", ".join(maps_networking(app, env)) or "none")

main()
