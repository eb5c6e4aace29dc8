/// `archtool compare PATH[@PROFILE]... [--baseline PATH] [--profile P] [--metrics LIST]`
struct CompareCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let specs = try arguments.positionals.map(split)
    let baseline = arguments.option("baseline") ?? specs.first?.path
    guard let baseline else {
      throw ArchToolError.usage("compare needs folders: archtool compare A B --baseline A")
    }
    guard specs.contains(where: { $0.path == baseline }) else {
      let names = specs.map(\.path).joined(separator: ", ")
      throw ArchToolError.usage(
        "--baseline \(baseline) is not one of the trees compared (\(names)); name one of them")
    }
    guard specs.count >= 2 else {
      throw ArchToolError.usage("compare needs at least two folders; use `report` for one")
    }
    let format: TableFormat = try arguments.format(.table)
    let snapshots = try specs.map { spec in
      try context.snapshot(
        root: spec.path, profile: context.profile(arguments, override: spec.profile))
    }
    snapshots.forEach(context.warnAboutContents)
    let comparison = Comparison(
      snapshots: snapshots, labels: specs.map(\.path), baseline: baseline,
      header: context.header(root: baseline))
    let renderer = ComparisonRenderer(
      metrics: try metrics(arguments), byLayer: arguments.flag("layers"))
    context.write(try renderer.render(comparison, format: format))
    return 0
  }

  /// `path@profile` -> (path, profile); a plain path has no profile of its own.
  func split(_ argument: String) throws -> (path: String, profile: String?) {
    guard let at = argument.lastIndex(of: "@") else { return (argument, nil) }
    let profile = String(argument[argument.index(after: at)...])
    guard BuiltInProfiles.named(profile) != nil || profile.hasSuffix(".json") else {
      return (argument, nil)
    }
    return (String(argument[..<at]), profile)
  }

  func metrics(_ arguments: Arguments) throws -> [ComparedMetric] {
    guard let list = arguments.option("metrics") else { return ComparisonRenderer().metrics }
    return try list.split(separator: ",").map { name in
      guard let metric = ComparedMetric(rawValue: String(name)) else {
        let names = ComparedMetric.allCases.map(\.rawValue).joined(separator: ",")
        throw ArchToolError.usage("unknown metric '\(name)'; use some of \(names)")
      }
      return metric
    }
  }
}
