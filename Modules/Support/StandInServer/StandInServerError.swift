import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the stand-in server could not start.
public struct StandInServerError: Error, CustomStringConvertible {
  public let description: String

  init(_ call: String) {
    description = "\(call) failed: \(String(cString: strerror(errno)))"
  }
}
