import LineUI
import Testing

struct CommandInputTests {
  @Test func aCommandSplitsIntoNameAndArguments() {
    let command = CommandInput("  Add   Ann  Marie ")
    #expect(command.name == "add")
    #expect(command.arguments == ["Ann", "Marie"])
    #expect(command.argumentText == "Ann  Marie")
  }

  @Test func anUnknownCommandIsRepeatedAtMost20Characters() {
    let commands = [CommandHelp("add", "add a player")]
    #expect(
      CommandError.unknown("ad", commands: commands).message
        == "unknown command 'ad'; type one of: add, help, back, quit")
    let pasted = String(repeating: "x", count: 1_000_000)
    #expect(
      CommandError.unknown(pasted, commands: commands).message
        == "unknown command 'xxxxxxxxxxxxxxxxxxxx…'; type one of: add, help, back, quit")
  }

  @Test func theFirstArgumentComesApartFromTheTextAfterIt() {
    let split = CommandInput("export csv  my roster.csv ").firstArgumentAndRest
    #expect(split?.word == "csv")
    #expect(split?.rest == "my roster.csv")
    #expect(CommandInput("export json").firstArgumentAndRest?.rest == nil)
    #expect(CommandInput("export").firstArgumentAndRest == nil)
  }

  @Test func aKernelRefusalReadsAsTheSameLine() {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "'x' is not a whole number; type one from 1 to 3" }
    }
    #expect(throws: CommandError("'x' is not a whole number; type one from 1 to 3")) {
      try CommandError.checking { () throws -> Int in throw Refusal() }
    }
    #expect(throws: CommandError("type 'show N' with the player's number")) {
      try CommandInput("show 1 2").numberArgument()
    }
  }

  /// A reader that knows nothing of LineUI: its refusal becomes the line's error, word for word.
  @Test func aReadersRefusalIsTheLinesError() throws {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "type a number, e.g. 'time 7'" }
    }
    let read = { (arguments: [String]) throws -> Int in
      guard let first = arguments.first else { throw Refusal() }
      return first.count
    }
    #expect(try CommandInput("time seven").reading(read) == 5)
    #expect(throws: CommandError("type a number, e.g. 'time 7'")) {
      try CommandInput("time").reading(read)
    }
  }
}
