/// The screens the fuzz tests reach, each with the lines that take a fresh session there
/// and the grammar of what is typed on it: its commands with edge-case arguments, a few
/// multi-line moves that go deeper and come back (a form half filled, a question
/// answered), garbage now and then. `quit` is never typed, so every run reads all its
/// lines and ends at the end of input.
enum FuzzScreen: String, CaseIterable, Sendable {
  case login, players, selection, add, detail, edit, teams, match, history

  static let logIn = ["login coach", "secret"]
  static let startMatch = ["select", "pick 1-6", "confirm", "balance", "play"]

  /// The lines from launch to this screen.
  var setUp: [String] {
    switch self {
    case .login: []
    case .players: Self.logIn
    case .selection: Self.logIn + ["select"]
    case .add: Self.logIn + ["add"]
    case .detail: Self.logIn + ["show 2"]
    case .edit: Self.logIn + ["show 2", "edit age"]
    case .teams: Self.logIn + ["select", "pick 1-6", "confirm"]
    case .match: Self.logIn + Self.startMatch
    case .history:
      Self.logIn + Self.startMatch + ["goal a 1", "goal b 4", "end", "y"]
        + Self.startMatch + ["score 3-3", "end", "y", "history"]
    }
  }

  /// One step of typing on this screen: one line, or a few that belong together.
  func lines(_ words: inout FuzzWords) -> [String] {
    if words.random.chance(8) { return [words.garbage()] }
    if words.random.chance(3) { return ["help"] }
    switch self {
    case .login: return login(&words)
    case .players: return players(&words)
    case .selection: return selection(&words)
    case .add: return add(&words)
    case .detail: return detail(&words)
    case .edit: return edit(&words)
    case .teams: return teams(&words)
    case .match: return match(&words)
    case .history: return history(&words)
    }
  }

  private func login(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      ["login \(w.name())", w.random.pick(["secret", "wrong", "", w.name()])],
      ["login", w.random.pick(["coach", w.name()]), "wrong"],
      ["register \(w.name())", "password1", w.random.pick(["password1", "other-pw1", ""])],
      ["register", w.name(), "short", "short"],
      ["remember \(w.random.pick(["on", "off", "x", ""]))"],
      ["login coach", "secret", "logout"],
    ])
  }

  private func players(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      ["show \(w.number())"], ["delete \(w.number())", w.random.pick(["n", "", "y", "x"])],
      ["add \(w.name())", "age \(w.number())", "save"], ["add", "back", "y"],
      ["show \(w.number())", "back"], ["select", "pick \(w.range())", "cancel"],
      ["history", "back"], ["archived"], ["restore \(w.number())"], ["resume", "n", "n"],
      ["export \(w.random.pick(["csv", "json", "xml", ""])) \(w.path())"],
      ["export \(w.random.pick(["csv", "json"]))"],
      ["import \(w.path())", w.random.pick(["n", "y", ""])],
      ["import \(w.path()) --allow-duplicates"], ["import /dev/zero"], ["list \(w.range())"],
      ["list"], ["more"],
      ["find \(w.name())"],
      ["\(w.random.pick(["show", "delete", "restore", "list"])) \(w.numbers())"],
    ])
  }

  private func selection(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      ["pick \(w.numbers())"], ["unpick \(w.numbers())"], ["\(w.range())"], ["pick all"],
      ["add \(w.name())"], ["confirm", "back", "y", "select"], ["cancel", "select"],
      ["list \(w.range())"], ["more"], ["find \(w.name())"], ["pick \(w.range())"],
    ])
  }

  private func add(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      ["name \(w.name())"], ["age \(w.number())"], ["club \(w.name())"],
      ["position \(w.position())"], ["skill \(w.skill())"], ["age"], ["club"],
      ["save", "add"], ["back", w.random.pick(["n", "y", ""]), "add"],
      ["name \(w.name())", "save", "add"], ["\(w.position())"],
    ])
  }

  private func detail(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      [
        "edit \(w.random.pick(["name", "age", "club", "position", "skill", "height", ""]))", "back",
      ],
      ["edit age", "set \(w.number())", "save"], ["edit name", "set \(w.name())", "save"],
      ["edit skill", w.number(), "save"], ["edit \(w.name())"], ["list"],
      ["back", "show \(w.number())"],
    ])
  }

  private func edit(_ w: inout FuzzWords) -> [String] {
    w.random.pick([
      ["set \(w.number())"], ["set \(w.name())"], ["set"], [w.number()], ["save", "edit age"],
      ["back", w.random.pick(["n", "y"]), "edit \(w.random.pick(["name", "skill", "club"]))"],
      ["set \(w.skill())"], ["set \(w.position())"],
    ])
  }

  private func teams(_ w: inout FuzzWords) -> [String] {
    let side = w.random.pick(["a", "b", "c", "A", ""])
    return w.random.pick([
      ["a \(w.numbers())"], ["b \(w.numbers())"], ["bench \(w.numbers())"],
      ["swap \(w.number()) \(w.number())"], ["balance \(w.random.pick(["", w.number()]))"],
      ["together \(w.numbers())"], ["apart \(w.number()) \(w.number())"],
      ["pin \(w.number()) \(side)"], ["rules"], ["clear"], ["list"], ["name \(side) \(w.name())"],
      ["play", "back", "y", "resume", "y", "back", "y"],
    ])
  }

  private func match(_ w: inout FuzzWords) -> [String] {
    let side = w.random.pick(["a", "b", "c", "B"])
    return w.random.pick([
      ["start"], ["pause"], ["resume"], ["timer"], ["stop"], ["time \(w.time())"],
      ["halves \(w.number())x\(w.number()) break \(w.number())"], ["halves \(w.time())"],
      ["goal \(side) \(w.number())"], ["goal \(side) og \(w.number())"], ["goal \(side)"],
      ["name \(side) \(w.name())"], ["undo"], ["remove \(w.number())"], ["score \(w.score())"],
      ["goals"], ["list"], ["end", w.random.pick(["n", "", "x"])],
      ["end", "y"] + Self.startMatch, ["back", "y", "resume", "y"],
    ])
  }

  private func history(_ w: inout FuzzWords) -> [String] {
    let side = w.random.pick(["a", "b", "c"])
    return w.random.pick([
      ["show \(w.number())"], ["delete \(w.number())", w.random.pick(["n", "", "x"])],
      ["edit \(w.number())"],
      ["edit \(w.number()) score \(w.score())", w.random.pick(["y", "n"])],
      ["edit \(w.number()) remove \(w.number())", w.random.pick(["y", "n"])],
      ["edit \(w.number()) goal \(side) \(w.random.pick(["og ", ""]))\(w.number())", "y"],
      ["records \(w.random.pick(["", "goals", "won", "played", "name", "x"]))"],
      ["export \(w.random.pick(["csv", "json", "x"])) \(w.path())"], ["list"],
      ["back", "history"],
    ])
  }
}
