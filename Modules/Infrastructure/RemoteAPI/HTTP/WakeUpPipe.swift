import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe whose read end a waiting thread polls beside its socket: `ring` wakes it from
/// any thread, so a deadline or a cancellation stops a wait without any polling loop.
final class WakeUpPipe: Sendable {
  /// The end the waiting thread polls for input.
  let readEnd: Int32
  /// The write end while open; `nil` once closed, so a late ring writes nowhere.
  private let writeEnd: Mutex<Int32?>

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
      }
    } else {
      ends = [-1, -1]
    }
    readEnd = ends[0]
    writeEnd = Mutex(ends[1] >= 0 ? ends[1] : nil)
  }

  /// Wakes the thread polling `readEnd` (now, or at its next wait).
  func ring() {
    writeEnd.withLock { end in
      guard let end else { return }
      var byte: UInt8 = 1
      _ = Glibc.write(end, &byte, 1)
    }
  }

  /// Closes both ends; called once by the thread when it is done.
  func close() {
    writeEnd.withLock { end in
      if let open = end { _ = Glibc.close(open) }
      end = nil
      if readEnd >= 0 { _ = Glibc.close(readEnd) }
    }
  }
}
