/// `archtool support-use TESTS SUPPORT...`: the support files (under the SUPPORT folders)
/// that the tests under TESTS use, one `lines path` row each, code lines as `report`
/// counts them.
struct SupportUseCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.count >= 2 else {
      throw ArchToolError.usage("support-use takes a test folder and one or more support folders")
    }
    let profile = try context.profile(arguments)
    let folders = arguments.positionals.map(context.absolute)
    let scanner = ProjectScanner(fileSystem: context.fileSystem)
    let tests = try scanner.scan(root: folders[0], profile: profile, package: nil)
    var support: [(path: String, facts: SourceFacts)] = []
    var lines: [String: Int] = [:]
    for (index, folder) in folders.dropFirst().enumerated() {
      let snapshot = try scanner.scan(root: folder, profile: profile, package: nil)
      for file in snapshot.files {
        let path = arguments.positionals[index + 1] + "/" + file.path
        support.append((path, file.facts))
        lines[path] = file.facts.codeLines
      }
    }
    let use = SupportUse(tests: tests.files.map(\.facts), support: support)
    context.write(use.used.map { "\(lines[$0] ?? 0) \($0)\n" }.joined())
    return 0
  }
}
