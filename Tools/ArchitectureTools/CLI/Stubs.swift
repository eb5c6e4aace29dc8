struct TimingCommand {
  let context: CommandContext
  init(_ context: CommandContext) { self.context = context }
  func run(_ arguments: Arguments) throws -> Int32 { throw ArchToolError.usage("not yet") }
}
