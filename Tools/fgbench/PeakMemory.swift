#if canImport(Glibc)
  import Glibc
#endif

/// The process's peak resident memory so far, in MiB (`getrusage`; it never goes down,
/// so a row shows the highest the benchmark has reached by the end of that use case).
enum PeakMemory {
  static func mebibytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1_024
  }
}
