import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 with a port the system picked.
struct Listener {
  let descriptor: Int32
  let port: Int

  /// Binds 127.0.0.1 on port 0 (the system picks a free port) and starts listening;
  /// with `listening` false the port is only held, so a connection to it is refused.
  static func bindLoopback(port: UInt16 = 0, listening: Bool = true) throws -> Listener {
    let descriptor = socket(AF_INET, SocketCalls.streamType, 0)
    guard descriptor >= 0 else { throw StandInServerError("socket") }
    do {
      var reuse: Int32 = 1
      if listening {
        setsockopt(
          descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
      }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else { throw StandInServerError("bind") }
      guard !listening || listen(descriptor, 32) == 0 else {
        throw StandInServerError("listen")
      }
      return Listener(descriptor: descriptor, port: try boundPort(of: descriptor))
    } catch {
      close(descriptor)
      throw error
    }
  }

  private static func boundPort(of descriptor: Int32) throws -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard result == 0 else { throw StandInServerError("getsockname") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
