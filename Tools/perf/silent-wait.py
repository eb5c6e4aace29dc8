#!/usr/bin/env python3
"""CPU used while remote mode waits on a server that never answers (docs/PERFORMANCE.md).

Usage: Tools/perf/silent-wait.py [BINARY] [SECONDS]
  BINARY   the app (default .build/release/footballgather)
  SECONDS  FOOTBALLGATHER_TIMEOUT, the wait (default 10)

Listens on 127.0.0.1 on a free port, accepts every connection and never reads or answers.
Runs `footballgather --server http://127.0.0.1:PORT` typing `login`, a username, a password
and `quit`; the log in waits the whole timeout. Prints the app's user+system CPU (wait4's
rusage), the wall time, the CPU as a share of one core, and the app's last error line.
"""
import os, socket, subprocess, sys, tempfile, threading, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather"
seconds = sys.argv[2] if len(sys.argv) > 2 else "10"

listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(16)
held = []
def accept_forever():
    while True:
        connection, _ = listener.accept()
        held.append(connection)  # kept open, never read
threading.Thread(target=accept_forever, daemon=True).start()

home = tempfile.mkdtemp(prefix="fg-wait-")
env = {"HOME": home, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "FOOTBALLGATHER_TIMEOUT": seconds}
argv = [binary, "--server", f"http://127.0.0.1:{listener.getsockname()[1]}"]
started = time.monotonic()
child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, env=env)
child.stdin.write(b"login\ncoach\nsecret-password\nquit\n")
child.stdin.close()
output = child.stdout.read().decode()
_, status, usage = os.wait4(child.pid, 0)
wall = time.monotonic() - started
cpu = usage.ru_utime + usage.ru_stime
errors = [line for line in output.splitlines() if "error" in line]
print(f"load average {os.getloadavg()[0]:.1f}; wait {seconds} s")
print(f"CPU {cpu * 1000:.0f} ms (user {usage.ru_utime * 1000:.0f}, system "
      f"{usage.ru_stime * 1000:.0f}) over {wall:.2f} s wall: {100 * cpu / wall:.2f} % of a core")
print("last error line:", errors[-1] if errors else "(none)")
