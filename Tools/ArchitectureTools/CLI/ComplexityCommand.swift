/// `archtool complexity [PATH] [--profile P] [--format table|markdown|csv] [--functions]`
struct ComplexityCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.count <= 1 else {
      throw ArchToolError.usage("complexity takes one folder")
    }
    let root = arguments.positionals.first ?? "."
    let format: TableFormat = try arguments.format(.table)
    let snapshot = try context.snapshot(root: root, profile: context.profile(arguments))
    context.warnAboutContents(snapshot)
    let folder = context.absolute(root)
    let report = try ComplexityReport(
      snapshot: snapshot, includeTests: arguments.flag("include-tests")
    ) { file in
      try context.fileSystem.readFile(atPath: folder + "/" + file.path)
    }
    let table =
      switch (arguments.flag("functions"), arguments.flag("types"), arguments.flag("coupling")) {
      case (true, _, _): report.functionTable()
      case (_, true, _): TypeCoupling(report).typeTable()
      case (_, _, true): TypeCoupling(report).roleTable()
      case _ where arguments.flag("code"): report.codeTable()
      default: report.roleTable()
      }
    switch format {
    case .table: context.write(table.text())
    case .markdown: context.write(table.markdown())
    case .csv: context.write(table.csv())
    case .json, .svg:
      throw ArchToolError.usage("complexity prints table, markdown or csv")
    }
    return 0
  }
}
