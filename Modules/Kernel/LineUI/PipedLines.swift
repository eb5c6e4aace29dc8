import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of input that is no terminal (a pipe or a file), read from its descriptor a
/// chunk at a time.
///
/// A line that has already arrived, or the end of input, is taken at once by the caller
/// (`ready()`): piped commands and the end of input need no thread. Only when nothing has
/// arrived yet does the caller wait (`waitForLine()`, on a reading queue), and that wait
/// is when a running match timer prints.
final class PipedLines: Sendable {
  private let descriptor: Int32
  private let buffer = Mutex(LineBuffer())
  private static let chunkSize = 64 * 1024

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line or the end of input if it can be had without waiting; else `nil`.
  func ready() -> LineReply? {
    buffer.withLock { buffer in
      while true {
        if let reply = buffer.next() { return reply }
        guard isReadable(waitingMilliseconds: 0), readChunk(into: &buffer) else { return nil }
      }
    }
  }

  /// The next line or the end of input, waiting for it as long as it takes.
  func waitForLine() -> LineReply {
    buffer.withLock { buffer in
      while true {
        if let reply = buffer.next() { return reply }
        _ = isReadable(waitingMilliseconds: -1)
        _ = readChunk(into: &buffer)
      }
    }
  }

  /// Whether a read would not block: there are bytes, the writer is gone, or the
  /// descriptor is bad (the read then reports the end).
  private func isReadable(waitingMilliseconds timeout: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let count = poll(&entry, 1, timeout)
      if count < 0, errno == EINTR { continue }
      return count != 0
    }
  }

  /// Reads once: the bytes go into `buffer`; no bytes or an error ends the input, as
  /// `Swift.readLine` would. `false` when non-blocking input had nothing after all.
  private func readChunk(into buffer: inout LineBuffer) -> Bool {
    var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(chunk[..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        return false
      } else {
        buffer.end()
      }
      return true
    }
  }
}
