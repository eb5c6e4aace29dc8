/// `archtool check [PATH] [--baseline FILE] [--write-baseline FILE] [--describe FILE]`
///
/// Violations go to standard error as compiler-style diagnostics; a one-line summary
/// goes to standard output. Exit status 1 when any violation is not in the baseline.
struct CheckCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let root = arguments.positionals.first ?? "."
    if let rules = try rulesFile(arguments) {
      let profile = try context.profile(arguments, override: rules.profile)
      try rules.validate(against: profile, path: arguments.option("rules") ?? "--profile")
      let snapshot = try context.snapshot(root: root, profile: profile)
      try requireSomethingToCheck(snapshot, root: root)
      let diagnostics = Checker(policy: rules.policy, budget: .none).check(snapshot)
      report(diagnostics, stale: [], baselinePath: nil, root: root)
      context.write(
        "check: \(diagnostics.count) violation\(diagnostics.count == 1 ? "" : "s") in "
          + "\(snapshot.files.count) files (profile \(profile.name))\n")
      return diagnostics.isEmpty ? 0 : 1
    }
    let snapshot = try context.describedSnapshot(
      root: root, profile: BuiltInProfiles.footballGather, describe: arguments.option("describe"))
    try requireSomethingToCheck(snapshot, root: root)
    let manifest = context.absolute(root) + "/Package.swift"
    let positions =
      context.fileSystem.fileExists(atPath: manifest)
      ? ManifestScanner().positions(try context.fileSystem.readFile(atPath: manifest)) : [:]
    let budget = InterfaceBudget.footballGather
    let page = context.absolute(root) + "/" + budget.page
    let reasons =
      context.fileSystem.fileExists(atPath: page)
      ? try context.fileSystem.readFile(atPath: page) : ""
    let diagnostics = Checker(budget: budget).check(
      snapshot, manifestPositions: positions, reasons: reasons)
    if let output = arguments.option("write-baseline") {
      try context.fileSystem.writeFile(
        atPath: context.absolute(output), contents: Baseline.text(accepting: diagnostics))
      context.write("check: wrote \(diagnostics.count) accepted violations to \(output)\n")
      return 0
    }
    let baselinePath = arguments.option("baseline")
    let baseline = try baselinePath.map {
      Baseline(text: try context.fileSystem.readFile(atPath: context.absolute($0)))
    }
    let (new, accepted, stale) =
      baseline?.apply(to: diagnostics) ?? (diagnostics, [], [])
    report(new, stale: stale, baselinePath: baselinePath, root: root)
    let targets = Set(snapshot.files.map(\.target)).count
    var summary = "check: \(new.count) violation\(new.count == 1 ? "" : "s")"
    if baseline != nil {
      summary += " (\(accepted.count) accepted by the baseline, \(stale.count) stale entries)"
    }
    context.write(summary + " in \(snapshot.files.count) files of \(targets) targets\n")
    return new.isEmpty ? 0 : 1
  }

  /// `--rules FILE`, or the built-in VIPER rules for `--profile viper`; nil for this
  /// repository's own policy.
  func rulesFile(_ arguments: Arguments) throws -> RulesFile? {
    if let path = arguments.option("rules") {
      guard context.fileSystem.fileExists(atPath: context.absolute(path)) else {
        throw ArchToolError.usage("rules \(path) does not exist")
      }
      return try RulesFile.decode(
        json: context.fileSystem.readFile(atPath: context.absolute(path)), path: path)
    }
    return arguments.option("profile").flatMap(RulesFile.builtIn)
  }

  /// An empty tree, or one where no file is in a layer or ring of the rules, is an
  /// error: passing it would say "0 violations" about code that was never checked.
  func requireSomethingToCheck(_ snapshot: ProjectSnapshot, root: String) throws {
    guard !snapshot.files.isEmpty else {
      throw ArchToolError.usage("\(root) holds no Swift source file; there is nothing to check")
    }
    context.warnAboutContents(snapshot)
    let layered = snapshot.files.contains { $0.layer != LayerProfile.otherLayer }
    guard layered else {
      throw ArchToolError.usage(
        "no file of \(root) is in a layer of profile \(snapshot.profile.name), so no rule "
          + "applies; give the profile and rules of this tree (--profile, --rules FILE)")
    }
  }

  func report(
    _ diagnostics: [Diagnostic], stale: [(key: String, line: Int)], baselinePath: String?,
    root: String
  ) {
    let errors = context.environment.errorOutput
    let palette = Palette(stream: errors, variables: context.environment.variables)
    for diagnostic in diagnostics {
      let line = diagnostic.rendered(root: root)
      errors.write(line.replacingFirst(": error: ", with: ": \(palette.red("error:")) ") + "\n")
    }
    for entry in stale {
      errors.write(
        "\(baselinePath ?? "baseline"):\(entry.line):1: \(palette.yellow("warning:")) "
          + "stale-baseline-entry: \(entry.key) (the violation is gone; delete this line)\n")
    }
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
