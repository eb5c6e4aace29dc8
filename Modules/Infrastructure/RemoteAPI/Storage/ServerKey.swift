import Foundation

/// A file-name-safe key for one server, so each server gets its own token and cache files.
enum ServerKey {
  /// `<host>-<port>-<12 hex digits>`: readable, and unique through a SHA-256 of the
  /// normalised URL (lower-case scheme and host, explicit port, no trailing slash).
  static func fileStem(for server: URL) -> String {
    let scheme = (server.scheme ?? "http").lowercased()
    let host = (server.host ?? "localhost").lowercased()
    let port = server.port ?? (scheme == "https" ? 443 : 80)
    var path = server.path
    while path.hasSuffix("/") { path.removeLast() }
    let normalised = "\(scheme)://\(host):\(port)\(path)"
    let readable = String(
      "\(host)-\(port)".map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
    let digest = (try? Digest.sha256Hex(normalised)) ?? String(normalised.hashValue, radix: 16)
    return "\(readable)-\(digest.prefix(12))"
  }
}
