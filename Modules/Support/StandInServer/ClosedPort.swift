import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An address on 127.0.0.1 where no server runs: the port is held (bound, never
/// listening) for as long as this value lives, so a connection to it is refused at once
/// and no other test's server can be given the port meanwhile. A server started and then
/// stopped frees its port, which a server of a test running in parallel may take.
public final class ClosedPort: Sendable {
  /// `http://127.0.0.1:PORT`.
  public let baseURL: URL
  private let descriptor: Int32

  public init() throws {
    let held = try Listener.bindLoopback(listening: false)
    descriptor = held.descriptor
    baseURL = URL(string: "http://127.0.0.1:\(held.port)")!
  }

  deinit {
    close(descriptor)
  }
}
