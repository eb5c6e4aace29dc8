import Foundation

/// The permission bits of a file or folder (`0o600`), or `nil` when it does not exist.
func permissions(of url: URL) -> Int? {
  let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
  return (attributes?[.posixPermissions] as? NSNumber)?.intValue
}
