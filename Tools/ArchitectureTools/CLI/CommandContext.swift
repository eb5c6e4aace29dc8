import Foundation

/// What every command needs: the environment and the shared steps built on it.
struct CommandContext: Sendable {
  let environment: ToolEnvironment

  var fileSystem: any FileSystem { environment.fileSystem }

  /// `path` made absolute against the current directory, without a trailing `/`.
  func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : environment.currentDirectory + "/" + path
    let standard = URL(fileURLWithPath: joined).standardizedFileURL.path
    return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
  }

  /// `--profile NAME` (built in) or `--profile FILE.json`; `footballgather` by default.
  func profile(_ arguments: Arguments, override: String? = nil) throws -> LayerProfile {
    let name = override ?? arguments.option("profile") ?? BuiltInProfiles.footballGather.name
    return try profile(named: name)
  }

  func profile(named name: String) throws -> LayerProfile {
    if name.hasSuffix(".json") {
      return try LayerProfile.decode(json: fileSystem.readFile(atPath: absolute(name)))
    }
    guard let profile = BuiltInProfiles.named(name) else {
      let names = BuiltInProfiles.all.map(\.name).joined(separator: ", ")
      throw ArchToolError.usage(
        "unknown profile '\(name)'; use one of \(names), or a .json file (see `archtool profiles`)")
    }
    return profile
  }

  /// Scans `root` using Package.swift's targets read by the lexer (no SwiftPM run).
  func snapshot(root: String, profile: LayerProfile) throws -> ProjectSnapshot {
    let path = absolute(root)
    let package = try PackageLoader(
      fileSystem: fileSystem, processRunner: environment.processRunner
    ).scan(root: path)
    return try ProjectScanner(fileSystem: fileSystem).scan(
      root: path, profile: profile, package: package
    ).displayed(as: root)
  }

  /// Scans `root` with SwiftPM's own target graph (`--describe FILE` to skip running it).
  func describedSnapshot(root: String, profile: LayerProfile, describe: String?) throws
    -> ProjectSnapshot
  {
    let path = absolute(root)
    let package = try PackageLoader(
      fileSystem: fileSystem, processRunner: environment.processRunner
    ).load(root: path, describeFile: describe.map(absolute))
    return try ProjectScanner(fileSystem: fileSystem).scan(
      root: path, profile: profile, package: package
    ).displayed(as: root)
  }

  /// The report header for the tree at `root`.
  func header(root: String) -> ReportHeader {
    let commit = try? environment.processRunner.run(
      ["git", "rev-parse", "--short", "HEAD"], in: absolute(root))
    let hash = commit.flatMap { $0.status == 0 ? $0.output.trimmed : nil }
    return ReportHeader(version: ArchTool.version, commit: hash, date: date())
  }

  /// Now, or `SOURCE_DATE_EPOCH` when set (for reproducible documents).
  func date() -> String {
    let date =
      environment.variables["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
      .map { Date(timeIntervalSince1970: $0) } ?? environment.time.now()
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  func write(_ text: String) {
    environment.output.write(text)
  }
}

extension ProjectSnapshot {
  /// The same snapshot with `root` shown as the user typed it.
  func displayed(as root: String) -> ProjectSnapshot {
    var copy = self
    copy.root = root
    return copy
  }
}
