/// `archtool compare [LABEL=]PATH[@PROFILE]... [--baseline LABEL|PATH] [--profile P]
/// [--metrics LIST] [--layers]`
struct CompareCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let specs = try arguments.positionals.map(split)
    let given = arguments.option("baseline") ?? specs.first?.label
    guard let given else {
      throw ArchToolError.usage("compare needs folders: archtool compare A B --baseline A")
    }
    guard let baseline = specs.first(where: { $0.label == given || $0.path == given })?.label
    else {
      let names = specs.map(\.label).joined(separator: ", ")
      throw ArchToolError.usage(
        "--baseline \(given) is not one of the trees compared (\(names)); name one of them")
    }
    guard specs.count >= 2 else {
      throw ArchToolError.usage("compare needs at least two folders; use `report` for one")
    }
    let format: TableFormat = try arguments.format(.table)
    let snapshots = try specs.map { spec in
      try context.snapshot(
        root: spec.path, profile: context.profile(arguments, override: spec.profile))
    }
    for snapshot in snapshots { context.warnAboutContents(snapshot) }
    let comparison = Comparison(
      snapshots: snapshots, labels: specs.map(\.label), baseline: baseline,
      header: context.header(root: specs.first { $0.label == baseline }?.path ?? "."))
    let renderer = ComparisonRenderer(
      metrics: try metrics(arguments), byLayer: arguments.flag("layers"),
      width: context.tableWidth)
    context.write(try renderer.render(comparison, format: format))
    return 0
  }

  /// `LABEL=path@profile` -> (label, path, profile): the label titles the tree's column
  /// (the path by default); a plain path has no profile of its own.
  func split(_ argument: String) throws -> (label: String, path: String, profile: String?) {
    var label: String?
    var rest = argument
    if let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
      !argument[..<equals].contains("/")
    {
      label = String(argument[..<equals])
      rest = String(argument[argument.index(after: equals)...])
    }
    guard let at = rest.lastIndex(of: "@") else { return (label ?? rest, rest, nil) }
    let profile = String(rest[rest.index(after: at)...])
    guard BuiltInProfiles.named(profile) != nil || profile.hasSuffix(".json") else {
      return (label ?? rest, rest, nil)
    }
    let path = String(rest[..<at])
    return (label ?? path, path, profile)
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
