/// `archtool graph [PATH] [--format table|mermaid|dot|json] [--layers] [--include-tests]`
struct GraphCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let root = arguments.positionals.first ?? "."
    let format: GraphFormat = try arguments.format(.table)
    let modules = try arguments.option("modules").map(FolderModules.init(argument:))
    var snapshot =
      modules == nil
      ? try context.describedSnapshot(
        root: root, profile: context.profile(arguments), describe: arguments.option("describe"))
      : try context.snapshot(root: root, profile: context.profile(arguments))
    context.warnAboutContents(snapshot, profileMatters: false)
    if let modules {
      snapshot = modules.apply(to: snapshot, includeTests: arguments.flag("include-tests"))
      guard snapshot.package?.targets.isEmpty == false else {
        throw ArchToolError.usage(
          "--modules \(arguments.option("modules") ?? ""): no file of \(root) is in such a folder")
      }
    }
    guard snapshot.package != nil else {
      throw ArchToolError.usage(
        "\(root) has no Package.swift; give --modules DEPTH (folders DEPTH deep are the "
          + "modules, e.g. --modules 2) or --modules A,B,C (those folders)")
    }
    // Code without a manifest is rarely `public`: count every type unless told otherwise.
    let scopeName =
      arguments.option("abstractness")
      ?? (modules == nil ? AbstractnessScope.public : AbstractnessScope.internal).rawValue
    guard let scope = AbstractnessScope(rawValue: scopeName) else {
      throw ArchToolError.usage("--abstractness takes public or internal, not '\(scopeName)'")
    }
    // Folder modules have no ring of this repository: each is just a `module`.
    let policy = modules == nil ? RingPolicy.footballGather : .folderModules
    let report = CouplingAnalyzer(
      policy: policy, includeTests: arguments.flag("include-tests"), scope: scope
    )
    .analyze(
      snapshot, header: context.header(root: root), withLayers: arguments.flag("layers"))
    context.write(try GraphRenderer(width: context.tableWidth).render(report, format: format))
    return 0
  }
}
