import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension FileHandle {
  /// Writes `text` to a child's input pipe; when the child has already ended (the reading end
  /// is closed) the rest goes nowhere instead of raising SIGPIPE, which would end the whole
  /// test process. On a busy machine a child that refuses its arguments can exit before the
  /// lines a test sends reach it (a loaded run of issue 35 died of signal 13 this way).
  func writeUnlessTheReaderHasGone(_ text: String) {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer {
      var pending = sigset_t()
      sigpending(&pending)
      if sigismember(&pending, SIGPIPE) == 1 {
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&pipeSignal, nil, &now)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.write(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        sent += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
