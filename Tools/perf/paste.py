#!/usr/bin/env python3
"""A long paste at a real terminal (docs/PERFORMANCE.md).

Usage: Tools/perf/paste.py [BINARY] [CHARACTERS...]
  BINARY      the app (default .build/release/footballgather)
  CHARACTERS  paste lengths to try (default 5000 10000 20000 50000)

Runs the app in local mode on a pseudo-terminal 80 columns wide, waits for `login> `,
pastes a line of CHARACTERS letters and spaces followed by Enter, waits for the next
prompt and quits. Prints the app's user+system CPU (wait4's rusage) minus that of the
same session with a 1-character line (start-up and quitting), and how many bytes the app
wrote to the terminal for it. The same lines piped (no terminal) are the baseline.
"""
import fcntl, os, select, struct, subprocess, sys, tempfile, termios

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/footballgather"
lengths = [int(n) for n in sys.argv[2:]] or [5000, 10000, 20000, 50000]
home = tempfile.mkdtemp(prefix="fg-paste-")
env = {"HOME": home, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TERM": "xterm"}
argv = [binary, "--db", os.path.join(home, "paste.sqlite")]

def line_of(length):
    words, text = ["Ann", "Bob", "Cleo", "Dan"], ""
    while len(text) < length:
        text += words[len(text) % 4] + " "
    return text[:length]

def on_terminal(line):
    """CPU seconds and bytes written of a session that pastes `line` at `login> `."""
    person, terminal = os.openpty()
    fcntl.ioctl(person, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    child = subprocess.Popen(argv, stdin=terminal, stdout=terminal, stderr=terminal, env=env,
                             start_new_session=True)
    os.close(terminal)
    os.set_blocking(person, False)
    shown, pending, prompts, written = b"", b"", 0, 0
    while True:
        readable, writable, _ = select.select([person], [person] if pending else [], [], 30)
        if not readable and not writable:
            raise SystemExit("the app stopped answering")
        if person in readable:
            try:
                chunk = os.read(person, 65536)
            except BlockingIOError:
                continue
            except OSError:
                break
            if not chunk:
                break
            shown = (shown + chunk)[-200:]
            if prompts >= 1:
                written += len(chunk)
            while b"login> " in shown:
                shown = shown.split(b"login> ", 1)[1]
                prompts += 1
                if prompts == 1:
                    pending = (line + "\r").encode()
                elif prompts == 2:
                    pending = b"quit\r"
        if pending and person in writable:
            try:  # non-blocking: a full input queue must not stop the reading of output
                sent = os.write(person, pending[:4096])
            except BlockingIOError:
                sent = 0
            pending = pending[sent:]
    _, _, usage = os.wait4(child.pid, 0)
    os.close(person)
    return usage.ru_utime + usage.ru_stime, written

def piped(line):
    child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=env)
    child.stdin.write((line + "\nquit\n").encode())
    child.stdin.close()
    _, _, usage = os.wait4(child.pid, 0)
    return usage.ru_utime + usage.ru_stime

print(f"load average {os.getloadavg()[0]:.1f}; terminal 80 columns")
base_terminal, _ = on_terminal("x")
base_piped = piped("x")
print("| pasted characters | terminal CPU ms | bytes written | piped CPU ms |")
print("|---:|---:|---:|---:|")
for length in lengths:
    cpu, written = on_terminal(line_of(length))
    print(f"| {length} | {1000 * (cpu - base_terminal):.0f} | {written} | "
          f"{1000 * (piped(line_of(length)) - base_piped):.0f} |")
