#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection on a non-blocking socket. Every wait is one `poll(2)` on the socket and
/// on a wake-up pipe: no busy loop, and a ring on the pipe stops any wait at once.
///
/// Used only by the thread of one `SocketExchange`.
final class SocketConnection: ByteStream {
  let descriptor: Int32
  private let wakeUp: Int32
  /// The longest one wait may take, in milliseconds (the thread's own safety net; the
  /// caller's deadline normally rings first).
  private let patience: Int32

  /// Resolves `host` and connects to the first of its addresses that accepts.
  init(host: String, port: UInt16, wakeUp: Int32, patience: Double) throws {
    self.wakeUp = wakeUp
    self.patience = Int32(min(max(patience, 0.001), 86_400) * 1_000)
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_family = AF_UNSPEC
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
      throw TransportError.cannotConnect
    }
    defer { freeaddrinfo(first) }
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let address = candidate {
      candidate = address.pointee.ai_next
      let socket = Glibc.socket(
        address.pointee.ai_family,
        Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
      guard socket >= 0 else { continue }
      do {
        try Self.connect(
          socket, to: address.pointee, wakeUp: wakeUp, patience: self.patience)
        descriptor = socket
        var on: Int32 = 1
        setsockopt(
          socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return
      } catch TransportError.cannotConnect {
        Glibc.close(socket)  // refused or unreachable: the next address may answer
      } catch {
        Glibc.close(socket)
        throw error
      }
    }
    throw TransportError.cannotConnect
  }

  private static func connect(
    _ socket: Int32, to address: addrinfo, wakeUp: Int32, patience: Int32
  ) throws {
    if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return }
    guard errno == EINPROGRESS else { throw TransportError.cannotConnect }
    try wait(on: socket, for: Int16(POLLOUT), wakeUp: wakeUp, patience: patience)
    var failure: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length)
    guard failure == 0 else { throw TransportError.cannotConnect }
  }

  /// Sleeps in `poll` until `socket` is ready for `events` or the pipe rings.
  static func wait(on socket: Int32, for events: Int16, wakeUp: Int32, patience: Int32) throws {
    var watched = [
      pollfd(fd: socket, events: events, revents: 0),
      pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&watched, nfds_t(watched.count), patience)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { throw ready == 0 ? Stopped.outOfPatience : Stopped.woken }
      guard watched[1].revents == 0 else { throw Stopped.woken }
      return
    }
  }

  /// Why a wait ended without the socket being ready.
  enum Stopped: Error {
    /// The exchange already ended (deadline, cancellation): nobody waits for this thread.
    case woken
    /// The thread's own limit passed without a sign from the socket.
    case outOfPatience
  }

  /// Waits until the socket is ready for `events` (`POLLIN`, `POLLOUT`).
  func wait(for events: Int16) throws {
    try Self.wait(on: descriptor, for: events, wakeUp: wakeUp, patience: patience)
  }

  func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { part in
        Glibc.send(descriptor, part.baseAddress, part.count, Int32(MSG_NOSIGNAL))
      }
      if count >= 0 {
        sent += count
      } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        try wait(for: Int16(POLLOUT))
      } else {
        throw TransportError.connectionLost
      }
    }
  }

  func read(upTo count: Int) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    while true {
      let received = buffer.withUnsafeMutableBytes {
        Glibc.recv(descriptor, $0.baseAddress, count, 0)
      }
      if received >= 0 { return Array(buffer.prefix(received)) }
      guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
        throw TransportError.connectionLost
      }
      try wait(for: Int16(POLLIN))
    }
  }

  func shutDown() {}

  func close() { Glibc.close(descriptor) }

  /// Makes a write to a connection the peer closed an error (`EPIPE`) on this thread instead
  /// of a signal that ends the process (OpenSSL writes with `write(2)`, which has no
  /// `MSG_NOSIGNAL`). Only the exchange's own thread, which ends with its exchange.
  static func ignoreBrokenPipesOnThisThread() {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
  }
}
