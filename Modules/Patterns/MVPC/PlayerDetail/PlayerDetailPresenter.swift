import Domain

/// What the presenter tells the detail view to do.
@MainActor
protocol PlayerDetailViewProtocol: AnyObject {
  func display(title: String, rows: [[String]], record: String?, hint: String)
  func handleError(_ message: String)
  /// The user picked a field: the view asks its controller for the edit screen.
  func showEditView(for edit: PlayerFieldEdit) async
}

/// The detail screen's logic in MVP-C (as in MVP): loads the player's record, formats the rows and
/// checks the field the user names; it tells the view everything through a protocol.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenterProtocol {
  private let view: any PlayerDetailViewProtocol
  private let gatherService: any GatherService
  private(set) var player: Player
  private let sections: [(title: String, fields: [PlayerField])] = [
    ("Personal", [.name, .age, .favouriteTeam]), ("Play", [.position, .skill]),
  ]

  init(view: any PlayerDetailViewProtocol, player: Player, gatherService: any GatherService) {
    self.view = view
    self.player = player
    self.gatherService = gatherService
  }

  private var fields: [PlayerField] { sections.flatMap(\.fields) }

  func viewDidAppear() async {
    var record: String?
    do {
      let played = PlayerRecord(
        playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id))
      record =
        "Record: played \(played.played), won \(played.won), drawn \(played.drawn), "
        + "lost \(played.lost), goals \(played.goals)"
    } catch {
      view.handleError("could not load the record: \(error.message)")
    }
    let rows = sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        [
          offset == 0 ? section.title : "", field.displayName,
          player.displayValue(of: field) ?? "not set", "edit \(field.keyword)",
        ]
      }
    }
    view.display(
      title: "Player: \(player.name)", rows: rows, record: record,
      hint: "Commands: edit \(fields.map(\.keyword).joined(separator: "|")), help, back")
  }

  func selectField(named words: [String]) async {
    let fieldList = fields.map(\.keyword).joined(separator: ", ")
    guard words.count == 1 else {
      return view.handleError("type 'edit FIELD' with one of: \(fieldList)")
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = words[0].lowercased()
    let word = typed == "team" ? "club" : typed
    guard let field = fields.first(where: { $0.keyword == word }) else {
      return view.handleError("there is no field '\(word)'; choose one of: \(fieldList)")
    }
    await view.showEditView(for: PlayerFieldEdit(player: player, field: field))
  }

  func updatePlayer(_ player: Player) {
    self.player = player
  }
}
