/// `archtool report [PATH] [--profile P] [--format table|markdown|csv|json]`
struct ReportCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.count <= 1 else {
      throw ArchToolError.usage("report takes one folder; use `compare` for several")
    }
    let root = arguments.positionals.first ?? "."
    let format: TableFormat = try arguments.format(.table)
    let snapshot = try context.snapshot(root: root, profile: context.profile(arguments))
    context.warnAboutContents(snapshot)
    if let layer = arguments.option("explain") {
      guard layer == LayerProfile.otherLayer else {
        throw ArchToolError.usage("--explain takes `other` (the files no rule places)")
      }
      context.write(OtherExplanation(snapshot: snapshot).text())
      return 0
    }
    if arguments.flag("files") {
      context.write(
        try FileListing(snapshot: snapshot, header: context.header(root: root)).render(
          format, width: context.tableWidth))
      return 0
    }
    let report = MetricsReport(snapshot: snapshot, header: context.header(root: root))
    context.write(
      try ReportRenderer(byLayer: arguments.flag("layers"), width: context.tableWidth).render(
        report, format: format))
    return 0
  }
}
