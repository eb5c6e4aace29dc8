/// `archtool owners [PATH] --range A..B`: which modules a change touches, by owner.
///
/// Reads `PATH/OWNERS` (or `--owners FILE`) and the targets of `PATH/Package.swift` (from
/// `swift package describe`, or `--describe FILE` holding its output), takes
/// the changed files from `git diff --name-only RANGE` (or one path a line from
/// `--changed FILE`), and prints, for each team concerned, its modules the change edits
/// and the other owners' modules it touches. `--owner TEAM` prints only that team's part.
/// An OWNERS line that names no target is an error.
struct OwnersCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let root = context.absolute(arguments.positionals.first ?? ".")
    let ownersPath = context.absolute(arguments.option("owners") ?? root + "/OWNERS")
    guard context.fileSystem.fileExists(atPath: ownersPath) else {
      throw ArchToolError.usage("no owners file at \(ownersPath) (see `archtool help`, owners)")
    }
    let owners = try OwnersFile(
      parsing: context.fileSystem.readFile(atPath: ownersPath), path: ownersPath)
    guard
      let graph = try PackageLoader(
        fileSystem: context.fileSystem, processRunner: context.environment.processRunner
      ).load(root: root, describeFile: arguments.option("describe").map(context.absolute))
    else { throw ArchToolError.usage("\(root) has no Package.swift") }
    for entry in owners.entries where !graph.targets.contains(where: { entry.matches($0.name) }) {
      throw ArchToolError.format(
        "\(ownersPath):\(entry.line): '\(entry.pattern)' names no target of Package.swift")
    }
    if let team = arguments.option("owner"), !owners.teams.contains(team) {
      throw ArchToolError.usage(
        "no team '\(team)' in \(ownersPath); its teams: \(owners.teams.joined(separator: ", "))")
    }
    let (range, files) = try changedFiles(arguments, root: root)
    let impact = ChangeImpact(files: files, graph: graph, owners: owners)
    context.write(impact.text(range: range, team: arguments.option("owner")))
    return 0
  }

  /// The range's name and its changed files.
  private func changedFiles(_ arguments: Arguments, root: String) throws -> (String, [String]) {
    if let list = arguments.option("changed") {
      let text = try context.fileSystem.readFile(atPath: context.absolute(list))
      return (list, text.split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty })
    }
    guard let range = arguments.option("range") else {
      throw ArchToolError.usage("owners needs --range A..B (a git range) or --changed FILE")
    }
    let result = try context.environment.processRunner.run(
      ["git", "diff", "--name-only", range], in: root)
    guard result.status == 0 else {
      throw ArchToolError.process(
        "`git diff --name-only \(range)` failed: \(result.errorOutput.trimmed)")
    }
    return (range, result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty })
  }
}
