/// `archtool timing [PATH] [--runs N] [--touch FILE]... [--configuration debug|release]`
struct TimingCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    let root = arguments.positionals.first ?? "."
    let path = context.absolute(root)
    guard context.fileSystem.fileExists(atPath: path + "/Package.swift") else {
      throw ArchToolError.usage("\(root) has no Package.swift; timing needs a SwiftPM package")
    }
    let format: TableFormat = try arguments.format(.table)
    guard format != .svg else {
      throw ArchToolError.usage("timing has no svg picture; use table, markdown, csv or json")
    }
    let touches =
      arguments.all("touch").isEmpty
      ? try TimingPlan.defaultTouches(root: path, fileSystem: context.fileSystem)
      : arguments.all("touch")
    for touch in touches where !context.fileSystem.fileExists(atPath: path + "/" + touch) {
      throw ArchToolError.usage("--touch \(touch): no such file under \(root)")
    }
    let configuration = arguments.option("configuration") ?? "debug"
    let timer = BuildTimer(
      root: path, configuration: configuration, fileSystem: context.fileSystem,
      processRunner: context.environment.processRunner, time: context.environment.time)
    let plan = TimingPlan(
      runs: try arguments.positiveInteger("runs", default: 3), touches: touches,
      editsInterface: arguments.flag("edit"))
    let errors = context.environment.errorOutput
    let measurements = try plan.measure(with: timer, fileSystem: context.fileSystem) {
      errors.write("timing: \($0)\n")
    }
    let report = TimingReport(
      header: context.header(root: root), root: root, configuration: configuration,
      measurements: measurements)
    context.write(try TimingRenderer().render(report, format: format))
    return 0
  }
}
