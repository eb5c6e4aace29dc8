import Domain

/// The detail screen's state and logic in MVVM: the player, the rows to show and the
/// field a typed word names. It knows no view, console or LineUI type; it makes the edit
/// screen's view model, as the original's `makeEditViewModel()`.
@MainActor
final class PlayerDetailViewModel {
  /// One row of the table: its section (on the section's first row), field, value, and
  /// the command that edits it.
  struct Row: Equatable {
    var section: String
    var field: String
    var value: String
    var command: String
  }

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

  var title: String { "Player: \(player.name)" }

  var rows: [Row] {
    sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        Row(
          section: offset == 0 ? section.title : "", field: field.displayName,
          value: player.displayValue(of: field) ?? "not set", command: "edit \(field.keyword)")
      }
    }
  }

  private var fields: [PlayerField] { sections.flatMap(\.fields) }
  private var fieldList: String { fields.map(\.keyword).joined(separator: ", ") }

  var hint: String { "Commands: edit \(fields.map(\.keyword).joined(separator: "|")), help, back" }

  /// "Record: played 3, won 1, ...", or the error that kept it from loading.
  func loadRecord() async -> Result<String, FootballGatherError> {
    do {
      let record = PlayerRecord(
        playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id))
      return .success(
        "Record: played \(record.played), won \(record.won), drawn \(record.drawn), "
          + "lost \(record.lost), goals \(record.goals)")
    } catch {
      return .failure(error)
    }
  }

  /// The field the words after `edit` name, or what to type instead.
  func field(named words: [String]) -> Result<PlayerField, FootballGatherError> {
    guard words.count == 1 else {
      return .failure(.invalidInput("type 'edit FIELD' with one of: \(fieldList)"))
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = words[0].lowercased()
    let word = typed == "team" ? "club" : typed
    guard let field = fields.first(where: { $0.keyword == word }) else {
      return .failure(.invalidInput("there is no field '\(word)'; choose one of: \(fieldList)"))
    }
    return .success(field)
  }

  func makeEditViewModel(for field: PlayerField) -> PlayerEditViewModel {
    PlayerEditViewModel(edit: PlayerFieldEdit(player: player, field: field), service: playerService)
  }

  /// The edit screen saved `player`: the rows show its values from now on.
  func updatePlayer(_ player: Player) {
    self.player = player
  }
}
