import Foundation

/// Reads the files `swiftc -stats-output-dir` writes: one JSON file per frontend job,
/// named `stats-<time>-swift-frontend-<Module>-<file>-<triple>-<output>-<opt>-<hash>.json`.
public enum BuildStats {
  /// The module a stats file belongs to, from its name.
  public static func module(ofStatsFile name: String) -> String? {
    guard let range = name.range(of: "-swift-frontend-") else { return nil }
    let rest = name[range.upperBound...]
    guard let dash = rest.firstIndex(of: "-") else { return nil }
    return String(rest[..<dash])
  }

  /// CPU seconds (user + system) of the frontend job a stats file describes.
  public static func cpuSeconds(ofStatsJSON text: String) -> Double {
    guard
      let values = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { return 0 }
    return values.reduce(0) { sum, entry in
      guard entry.key.hasPrefix("time.swift-frontend."),
        entry.key.hasSuffix(".user") || entry.key.hasSuffix(".sys"),
        let number = entry.value as? NSNumber
      else { return sum }
      return sum + number.doubleValue
    }
  }

  /// Compile CPU seconds per module over every stats file in `folder`.
  public static func cpuByModule(in folder: String, fileSystem: any FileSystem) throws
    -> [String: Double]
  {
    guard fileSystem.isDirectory(atPath: folder) else { return [:] }
    var result: [String: Double] = [:]
    for file in try fileSystem.filesRecursively(under: folder) where file.hasSuffix(".json") {
      guard let module = module(ofStatsFile: file) else { continue }
      let text = try fileSystem.readFile(atPath: folder + "/" + file)
      result[module, default: 0] += cpuSeconds(ofStatsJSON: text)
    }
    return result
  }
}
