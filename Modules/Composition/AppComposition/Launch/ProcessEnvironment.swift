import Foundation

/// The process's environment variables, read from the C library's `environ`.
///
/// `ProcessInfo.processInfo.environment` answers the same, but first builds Foundation's
/// process information: 0.7 MiB more resident at start than reading `environ` into the
/// same dictionary (measured with a hello world, docs/PERFORMANCE.md).
enum ProcessEnvironment {
  /// Every `NAME=value` entry; the first of a name wins, as `getenv` answers.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
