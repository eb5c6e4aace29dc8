/// `archtool graph [PATH] [--format table|mermaid|dot|json] [--layers] [--include-tests]`
struct GraphCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let root = arguments.positionals.first ?? "."
    let format: GraphFormat = try arguments.format(.table)
    let snapshot = try context.describedSnapshot(
      root: root, profile: context.profile(arguments), describe: arguments.option("describe"))
    context.warnAboutContents(snapshot)
    guard snapshot.package != nil else {
      throw ArchToolError.usage("\(root) has no Package.swift; graph needs a SwiftPM package")
    }
    let scopeName = arguments.option("abstractness") ?? AbstractnessScope.public.rawValue
    guard let scope = AbstractnessScope(rawValue: scopeName) else {
      throw ArchToolError.usage("--abstractness takes public or internal, not '\(scopeName)'")
    }
    let report = CouplingAnalyzer(includeTests: arguments.flag("include-tests"), scope: scope)
      .analyze(
        snapshot, header: context.header(root: root), withLayers: arguments.flag("layers"))
    context.write(try GraphRenderer().render(report, format: format))
    return 0
  }
}
