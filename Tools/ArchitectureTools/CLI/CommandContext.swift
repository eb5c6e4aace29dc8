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
      guard fileSystem.fileExists(atPath: absolute(name)) else {
        throw ArchToolError.usage("profile \(name) does not exist")
      }
      do {
        return try LayerProfile.decode(json: fileSystem.readFile(atPath: absolute(name)))
      } catch let error as ArchToolError {
        throw ArchToolError.usage("profile \(name): \(error.description)")
      } catch let error as DecodingError {
        throw ArchToolError.usage("profile \(name): \(LayerProfile.explain(error))")
      }
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

  /// How wide tables may be: `COLUMNS` when set, else the terminal's width when standard
  /// output is a terminal, else no limit (a pipe or a file gets whole lines).
  var tableWidth: Int? {
    if let text = environment.variables["COLUMNS"], let columns = Int(text), columns > 0 {
      return columns
    }
    return environment.output.terminalColumns
  }

  func write(_ text: String) {
    environment.output.write(text)
  }

  /// One `archtool: note: ...` line on standard error.
  func note(_ text: String) {
    environment.errorOutput.write("archtool: note: \(text)\n")
  }

  /// One `archtool: warning: ...` line on standard error.
  func warn(_ text: String) {
    let colour = Palette(stream: environment.errorOutput, variables: environment.variables)
    environment.errorOutput.write("archtool: \(colour.yellow("warning:")) \(text)\n")
  }

  /// Warnings every reading command gives: no Swift file, files that are not text.
  func warnAboutContents(_ snapshot: ProjectSnapshot, profileMatters: Bool = true) {
    func list(_ paths: [String]) -> String {
      paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    }
    if !snapshot.binaryFiles.isEmpty {
      warn(
        "\(snapshot.root): left out \(snapshot.binaryFiles.count) .swift files that are not "
          + "text (they hold NUL bytes: \(list(snapshot.binaryFiles)))")
    }
    if !snapshot.latin1Files.isEmpty {
      note(
        "\(snapshot.root): counted \(snapshot.latin1Files.count) .swift files that are not "
          + "UTF-8 as Latin-1, as cloc counts them (\(list(snapshot.latin1Files)))")
    }
    for path in snapshot.unreadable {
      warn(
        "\(snapshot.root): could not read \(path); what is in it is not counted (check its "
          + "permissions)")
    }
    if snapshot.files.isEmpty {
      warn("\(snapshot.root) holds no Swift source file; every count is 0")
      return
    }
    let share = OtherExplanation(snapshot: snapshot).share
    if profileMatters, share > 50 {
      warn(
        "\(snapshot.root): \(Int(share.rounded())) % of the lines are in `other`; is profile "
          + "\(snapshot.profile.name) right for this tree? (PATH@PROFILE, --profile, "
          + "report --explain other)")
    }
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
