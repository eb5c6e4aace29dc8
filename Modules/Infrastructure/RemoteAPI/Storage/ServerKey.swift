import Foundation

/// A file-name-safe key for one server, so each server gets its own token and cache files.
enum ServerKey {
  /// `<host>-<port>-<16 hex digits>`: readable, and told apart by a stable 64-bit FNV-1a hash
  /// of the normalised URL (lower-case scheme and host, explicit port, no trailing slash).
  static func fileStem(for server: URL) -> String {
    let scheme = (server.scheme ?? "http").lowercased()
    let host = (server.host ?? "localhost").lowercased()
    let port = server.port ?? (scheme == "https" ? 443 : 80)
    var path = server.path
    while path.hasSuffix("/") { path.removeLast() }
    let normalised = "\(scheme)://\(host):\(port)\(path)"
    let readable = String(
      "\(host)-\(port)".map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
    return "\(readable)-\(hash(normalised))"
  }

  /// FNV-1a over the UTF-8 bytes, as 16 hex digits; the same on every run and machine.
  private static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
