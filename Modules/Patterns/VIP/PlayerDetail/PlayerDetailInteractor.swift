import Domain

/// What the detail interactor hands its results to.
@MainActor
protocol PlayerDetailPresentationLogic: AnyObject {
  func presentPlayer(response: PlayerDetailModels.Load.Response)
  func presentSelection(response: PlayerDetailModels.SelectField.Response) async
}

/// The detail scene's business logic in VIP: the player, its record, the field a word
/// names; it hears back from the edit scene (as its `PlayerEditDelegate`) when the player
/// is saved.
@MainActor
final class PlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerEditDelegate {
  private let presenter: any PlayerDetailPresentationLogic
  private let gatherService: any GatherService
  private var player: Player
  private let sections: [(title: String, fields: [PlayerField])] = [
    ("Personal", [.name, .age, .favouriteTeam]), ("Play", [.position, .skill]),
  ]

  init(
    presenter: any PlayerDetailPresentationLogic, player: Player,
    gatherService: any GatherService
  ) {
    self.presenter = presenter
    self.player = player
    self.gatherService = gatherService
  }

  private var fields: [PlayerField] { sections.flatMap(\.fields) }

  func loadPlayer(request: PlayerDetailModels.Load.Request) async {
    let record: Result<PlayerRecord, FootballGatherError>
    do {
      record = .success(
        PlayerRecord(
          playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id)))
    } catch {
      record = .failure(error)
    }
    presenter.presentPlayer(response: .init(player: player, sections: sections, record: record))
  }

  func selectField(request: PlayerDetailModels.SelectField.Request) async {
    guard request.words.count == 1 else {
      return await presenter.presentSelection(response: .unknownField(typed: nil, fields: fields))
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = request.words[0].lowercased()
    let word = typed == "team" ? "club" : typed
    guard let field = fields.first(where: { $0.keyword == word }) else {
      return await presenter.presentSelection(response: .unknownField(typed: word, fields: fields))
    }
    await presenter.presentSelection(response: .edit(PlayerFieldEdit(player: player, field: field)))
  }

  func didUpdate(player: Player) {
    self.player = player
  }
}
