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
    let sources = generator.files(for: module).map(\.path).filter { $0.hasSuffix(".swift") }
    format(sources, of: module, root: context.absolute(root))
    context.write(
      """

      next: swift build --target \(module.target) && swift test --filter \(module.testTarget)
            swift run archtool check
      then give \(module.name)Builder a route in AppComposition (it is already a dependency),
      say what it does in \(module.sourcePath)/\(module.name).docc/\(module.target).md,
      give it a team in OWNERS and an API baseline: Tools/api.sh --update \(module.target)

      """)
    return 0
  }

  /// Lays the new files out with the toolchain's `swift format` and the tree's
  /// `.swift-format`. The templates are laid out for names of up to about 15 characters;
  /// a longer name makes some lines longer than the 100 columns the tree keeps. For a
  /// shorter one the formatter changes nothing. When it cannot run, a note says how to
  /// run it; the files are written either way.
  private func format(_ paths: [String], of module: ModuleName, root: String) {
    let command = ["swift", "format", "-i"] + paths
    let result = try? context.environment.processRunner.run(command, in: root)
    guard let result, result.status == 0 else {
      let reason = result.map { "exit status \($0.status)" } ?? "it could not be started"
      context.note(
        "swift format did not run (\(reason)); lay the new files out with: "
          + "swift format -i -r \(module.sourcePath) \(module.testPath)")
      return
    }
    context.write("laid out \(paths.count) files with swift format\n")
  }
}
