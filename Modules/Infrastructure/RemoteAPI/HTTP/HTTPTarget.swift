import Foundation

/// Where a request goes, from its URL: scheme, host, port and the path sent on the wire.
struct HTTPTarget {
  let isSecure: Bool
  let host: String
  let port: UInt16
  /// The path and query, as the request line carries them (`/` when the URL has none).
  let path: String
  /// The `Host` header: the host, and the port when it is not the scheme's own.
  let hostHeader: String

  init(_ url: URL) throws(TransportError) {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = parts.host, !host.isEmpty
    else {
      throw .failed("'\(url.absoluteString)' is not an http or https address")
    }
    isSecure = scheme == "https"
    let defaultPort: UInt16 = isSecure ? 443 : 80
    guard let port = parts.port.map({ UInt16(exactly: $0) }) ?? defaultPort else {
      throw .failed("'\(url.absoluteString)' has a port out of range")
    }
    // An IPv6 literal comes without brackets from URLComponents.
    self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    self.port = port
    let encodedPath = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
    path = encodedPath + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
    let named = self.host.contains(":") ? "[\(self.host)]" : self.host
    hostHeader = port == defaultPort ? named : "\(named):\(port)"
  }
}
