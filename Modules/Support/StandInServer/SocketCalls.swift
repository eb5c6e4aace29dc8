#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls whose spelling differs between Linux (Glibc) and macOS (Darwin),
/// written once so the rest of the server reads the same on both.
enum SocketCalls {
  /// `SOCK_STREAM` as `socket(2)` takes it: an enum on Glibc, a plain `Int32` on Darwin.
  static var streamType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  /// Sends without raising SIGPIPE when the client has gone: `MSG_NOSIGNAL` on Linux;
  /// Darwin has no such flag, so the socket is marked `SO_NOSIGPIPE` instead.
  static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
      Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
    #endif
  }

  /// Prepares an accepted socket for `send`: nothing on Linux, `SO_NOSIGPIPE` on Darwin.
  static func prepare(_ descriptor: Int32) {
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}
