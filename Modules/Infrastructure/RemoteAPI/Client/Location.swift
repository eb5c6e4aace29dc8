import Foundation

/// Reads a created resource's id from a `Location` header.
enum Location {
  /// The last path segment of `location` when the segments before it end with `collection`
  /// (`/api/players/5` in `/api/players` gives `"5"`). Accepts a path or an absolute URL;
  /// a query or fragment is not part of the path.
  static func id(in location: String, collection: String) -> String? {
    var path = Substring(location.trimmingCharacters(in: .whitespaces))
    if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      path = path[..<end]
    }
    if let scheme = path.range(of: "://") {
      let afterScheme = path[scheme.upperBound...]
      path = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? ""
    }
    var segments = path.split(separator: "/")
    let expected = collection.split(separator: "/")
    guard let last = segments.popLast(), segments.count >= expected.count,
      segments.suffix(expected.count).elementsEqual(expected)
    else { return nil }
    return String(last)
  }
}
