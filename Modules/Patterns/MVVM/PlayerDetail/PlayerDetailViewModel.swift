import Domain

/// The detail screen's state and logic in MVVM: the view binds once to its outputs (what
/// the screen shows, and the edit screen to open) and sends it inputs (`did…`). It knows
/// no view, console or LineUI type; it makes the edit screen's view model, as the
/// original's `makeEditViewModel()`.
@MainActor
final class PlayerDetailViewModel {
  /// What the screen shows: the title, the rows, the record (when it loaded) and the hint.
  struct Screen: Equatable {
    var title: String
    var rows: [Row]
    var record: String?
    var hint: String
  }

  /// One row of the table: its section (on the section's first row), field, value, and
  /// the command that edits it.
  struct Row: Equatable {
    var section: String
    var field: String
    var value: String
    var command: String
  }

  // MARK: Outputs

  let screen = Observable(Screen(title: "", rows: [], record: nil, hint: ""))
  let errorMessage = Observable("")
  /// The edit screen to open, with its view model.
  let editor = Observable<PlayerEditViewModel?>(nil)

  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private(set) var player: Player
  private let sections: [(title: String, fields: [PlayerField])] = [
    ("Personal", [.name, .age, .favouriteTeam]), ("Play", [.position, .skill]),
  ]

  init(player: Player, gatherService: any GatherService, playerService: any PlayerService) {
    self.player = player
    self.gatherService = gatherService
    self.playerService = playerService
  }

  private var fields: [PlayerField] { sections.flatMap(\.fields) }
  private var fieldList: String { fields.map(\.keyword).joined(separator: ", ") }

  // MARK: Inputs

  /// The screen appeared: the record is counted again and the player shown.
  func didAppear() async {
    var record: String?
    do {
      let counted = PlayerRecord(
        playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id))
      record =
        "Record: played \(counted.played), won \(counted.won), drawn \(counted.drawn), "
        + "lost \(counted.lost), goals \(counted.goals)"
    } catch {
      errorMessage.value = "could not load the record: \(error.message)"
    }
    screen.value = Screen(
      title: "Player: \(player.name)", rows: rows, record: record,
      hint: "Commands: edit \(fields.map(\.keyword).joined(separator: "|")), help, back")
  }

  /// `edit FIELD`: the edit screen of the field the words name, or what to type instead.
  func didEnter(edit words: [String]) {
    guard words.count == 1 else {
      errorMessage.value = "type 'edit FIELD' with one of: \(fieldList)"
      return
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = words[0].lowercased()
    let word = typed == "team" ? "club" : typed
    guard let field = fields.first(where: { $0.keyword == word }) else {
      errorMessage.value = "there is no field '\(word)'; choose one of: \(fieldList)"
      return
    }
    editor.value = PlayerEditViewModel(
      edit: PlayerFieldEdit(player: player, field: field), service: playerService)
  }

  /// The edit screen saved `player`: the rows show its values from now on.
  func didFinishEditing(player: Player) {
    self.player = player
  }

  private var rows: [Row] {
    sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        Row(
          section: offset == 0 ? section.title : "", field: field.displayName,
          value: player.displayValue(of: field) ?? "not set", command: "edit \(field.keyword)")
      }
    }
  }
}
