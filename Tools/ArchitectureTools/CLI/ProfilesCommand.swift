/// `archtool profiles [NAME]`: lists the built-in profiles or prints one as JSON.
struct ProfilesCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run(_ arguments: Arguments) throws -> Int32 {
    if let name = arguments.positionals.first {
      context.write(try context.profile(named: name).encodedJSON())
      return 0
    }
    let table = TableModel(
      columns: ["profile", "layers", "summary"],
      rows: BuiltInProfiles.all.map {
        [$0.name, $0.layers.joined(separator: ", "), $0.summary]
      }, leftAligned: [0, 1, 2])
    context.write(table.text(width: context.tableWidth))
    return 0
  }
}
