import TestSupport

/// The values a fuzz line is made of: numbers, ranges, times, scores and names that sit at
/// every edge the app reads (the largest and smallest `Int`, one past them, signs, other
/// digits, control and bidirectional characters, long text), beside ordinary ones.
struct FuzzWords {
  var random: SeededRandom
  /// A folder of the run for files the app may write or read.
  let folder: String

  mutating func number() -> String {
    if random.chance(60) { return String(Int.random(in: -1...12, using: &random)) }
    return random.pick([
      "0", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
      "-9223372036854775809", "99999999999999999999", "+3", "007", "2.5", "1e3", "x", "٣", "３",
      "-", "", "0x10", "18446744073709551616", String(repeating: "9", count: 400),
    ])
  }

  mutating func range() -> String {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: "\(number())-\(number())"
    case 1: random.pick(["1-9223372036854775807", "-9223372036854775808-1", "5-", "-3", "1-2-3"])
    case 2: "\(number()),\(number())"
    case 3: "all"
    default: "\(Int.random(in: 1...8, using: &random))-\(Int.random(in: 1...8, using: &random))"
    }
  }

  mutating func numbers() -> String {
    (0..<Int.random(in: 0...3, using: &random)).map { _ in random.chance(50) ? number() : range() }
      .joined(separator: " ")
  }

  mutating func time() -> String {
    random.pick([
      "25:00", "99999:99", "0:00", "00:01", "90:00", "90:01", "1:5", "10:60", "-1:00", "7",
      "9223372036854775807", "9223372036854775807:00", "00:00:01", ":", "00:05",
      number(),
    ])
  }

  mutating func score() -> String {
    random.pick([
      "3-2", "9223372036854775807-0", "0:0", "99-99", "100-0", "-1-2", "3-", "1-1",
      "0-9223372036854775808", "2-1", "\(number())-\(number())",
    ])
  }

  mutating func name() -> String {
    random.pick([
      "Ann", "Bob", "Zoë", "李雷", "👍🏽 Kid", "a\u{1B}[2Jb", "x\u{202E}y", "nul\u{0}name",
      "tab\tname", "  ", "Bench", "Team A", "draw", "Red Bibs", "O'Neil", "=1+1", "\u{9B}31m",
      String(repeating: "n", count: 60), "dave", "Dave", " dave ", "a b",
      random.chance(10) ? String(repeating: "long ", count: 2_000) : "Cy",
    ])
  }

  mutating func position() -> String {
    random.pick(["gk", "def", "mid", "w", "st", "goal", "striker", "x", "", number()])
  }

  mutating func skill() -> String {
    random.pick(["pro", "beginner", "amateur", "a", "", number(), "-9223372036854775808"])
  }

  /// A path for `export` and `import`: files of the run, folders, missing ones, a pipe.
  /// Never a real device: a regression would write over it for every user of the machine.
  mutating func path() -> String {
    random.pick([
      "\(folder)/roster.csv", "\(folder)/roster.json", "\(folder)/missing/x.csv", folder,
      "\(folder)/fifo", "\(folder)/good.csv", "\(folder)/bad.csv", "\(folder)/bad.json",
      "\(folder)/history.json", "\(folder)/nothing.csv",
    ])
  }

  /// Text no command expects: any mix of letters, digits, signs, controls and spaces.
  mutating func garbage() -> String {
    let pool = Array("ab zA1-9:,.'\"\\\t\u{1B}[]{}é李👍🏽\u{202E}\u{0}\u{7F}\u{9B}x-0+;|")
    let line = String(
      (0..<Int.random(in: 0...30, using: &random)).map { _ in random.pick(pool) })
    let first = line.split(separator: " ").first?.lowercased() ?? ""
    // Never a file command: its argument would be a path in the working folder.
    return ["export", "import"].contains(first) ? "x" + line : line
  }
}
