/// `archtool new-module NAME [--path ROOT] [--dry-run]`
struct NewModuleCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
      throw ArchToolError.usage("new-module needs one name: archtool new-module MatchHistory")
    }
    let module = try ModuleName(name)
    let root = arguments.option("path") ?? "."
    let generator = ModuleGenerator(fileSystem: context.fileSystem)
    if arguments.flag("dry-run") {
      _ = try generator.plan(module, root: context.absolute(root))
      let paths = generator.files(for: module).map(\.path) + ["Package.swift (edited)"]
      context.write(paths.map { "would write \($0)\n" }.joined())
      return 0
    }
    let written = try generator.generate(module, root: context.absolute(root))
    context.write(written.map { "wrote \($0)\n" }.joined())
    context.write(
      """

      next: swift build --target \(module.target) && swift test --filter \(module.testTarget)
            swift run archtool check
      then give \(module.name)Builder a route in AppComposition (it is already a dependency).

      """)
    return 0
  }
}
