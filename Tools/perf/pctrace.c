// pctrace: runs a program and prints, one per line in hexadecimal, the offsets (from the
// executable's load address) of every instruction it executes in its own code, from its
// entry point to its exit, in every thread. Used by Tools/perf/startup-order.py.
//
// Usage: pctrace OUTPUT PROGRAM [ARGUMENTS...]
//
// It single-steps with ptrace(2) from the entry point on (the dynamic linker's work before
// it is run at full speed), so it is slow: a few minutes for the app's start.
#define _GNU_SOURCE
#include <elf.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

static unsigned long text_low, text_high, load_base;

// The executable's first mapping (its load address) and its executable mapping.
static void find_mappings(pid_t pid, const char *program) {
  char path[64], line[1024], real[4096];
  if (!realpath(program, real)) { perror(program); exit(1); }
  snprintf(path, sizeof path, "/proc/%d/maps", pid);
  FILE *maps = fopen(path, "r");
  if (!maps) { perror(path); exit(1); }
  while (fgets(line, sizeof line, maps)) {
    unsigned long low, high, offset;
    char perms[8], file[4096] = "";
    if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &low, &high, perms, &offset, file) < 4)
      continue;
    if (strcmp(file, real) != 0) continue;
    if (!load_base) load_base = low - offset;
    if (perms[2] == 'x') { text_low = low; text_high = high; }
  }
  fclose(maps);
  if (!text_low) { fprintf(stderr, "pctrace: no executable mapping of %s\n", real); exit(1); }
}

static unsigned long entry_offset(const char *program) {
  FILE *file = fopen(program, "rb");
  Elf64_Ehdr header;
  if (!file || fread(&header, sizeof header, 1, file) != 1) { perror(program); exit(1); }
  fclose(file);
  return header.e_entry;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: pctrace OUTPUT PROGRAM [ARGUMENTS...]\n"); return 2; }
  pid_t child = fork();
  if (child == 0) {
    ptrace(PTRACE_TRACEME, 0, 0, 0);
    raise(SIGSTOP);
    execv(argv[2], argv + 2);
    _exit(127);
  }
  int status;
  waitpid(child, &status, 0);
  ptrace(PTRACE_SETOPTIONS, child, 0,
         PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL);
  ptrace(PTRACE_CONT, child, 0, 0);
  waitpid(child, &status, 0);  // stopped at the exec
  find_mappings(child, argv[2]);

  // Run the dynamic linker at full speed: a breakpoint at the entry point.
  unsigned long entry = load_base + entry_offset(argv[2]);
  long original = ptrace(PTRACE_PEEKTEXT, child, entry, 0);
  ptrace(PTRACE_POKETEXT, child, entry, (original & ~0xffL) | 0xcc);
  ptrace(PTRACE_CONT, child, 0, 0);
  waitpid(child, &status, 0);
  ptrace(PTRACE_POKETEXT, child, entry, original);
  struct user_regs_struct registers;
  ptrace(PTRACE_GETREGS, child, 0, &registers);
  registers.rip = entry;
  ptrace(PTRACE_SETREGS, child, 0, &registers);

  unsigned char *seen = calloc(text_high - text_low, 1);
  long steps = 0;
  ptrace(PTRACE_SINGLESTEP, child, 0, 0);
  for (;;) {
    pid_t thread = waitpid(-1, &status, __WALL);
    if (thread < 0) break;
    if (WIFEXITED(status) || WIFSIGNALED(status)) {
      if (thread == child) break;
      continue;
    }
    if (!WIFSTOPPED(status)) continue;
    int signal = WSTOPSIG(status), deliver = 0;
    if (status >> 16) {
      deliver = 0;  // a clone or exec event
    } else if (signal == SIGTRAP) {
      unsigned long rip =
          ptrace(PTRACE_PEEKUSER, thread, offsetof(struct user_regs_struct, rip), 0);
      if (rip >= text_low && rip < text_high) seen[rip - text_low] = 1;
      steps++;
    } else if (signal != SIGSTOP) {
      deliver = signal;  // a new thread's first stop is a SIGSTOP; others are the program's
    }
    ptrace(PTRACE_SINGLESTEP, thread, 0, deliver);
  }
  FILE *output = fopen(argv[1], "w");
  if (!output) { perror(argv[1]); return 1; }
  for (unsigned long i = 0; i < text_high - text_low; i++)
    if (seen[i]) fprintf(output, "%lx\n", text_low - load_base + i);
  fclose(output);
  fprintf(stderr, "pctrace: %ld instructions stepped\n", steps);
  return 0;
}
