import Domain

/// What the detail presenter shows through: the view controller.
@MainActor
protocol PlayerDetailDisplayLogic: AnyObject {
  func displayPlayer(viewModel: PlayerDetailModels.Load.ViewModel)
  func displaySelection(viewModel: PlayerDetailModels.SelectField.ViewModel) async
}

/// The detail scene's presentation logic in VIP: the player and its record as rows of
/// text, a wrong field as the error to show.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
  private weak var view: (any PlayerDetailDisplayLogic)?

  init(view: any PlayerDetailDisplayLogic) {
    self.view = view
  }

  func presentPlayer(response: PlayerDetailModels.Load.Response) {
    let player = response.player
    let rows = response.sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        [
          offset == 0 ? section.title : "", field.displayName,
          player.displayValue(of: field) ?? "not set", "edit \(field.keyword)",
        ]
      }
    }
    var viewModel = PlayerDetailModels.Load.ViewModel(
      title: "Player: \(player.name)", rows: rows,
      hint: "Commands: edit \(keywords(response.sections.flatMap(\.fields), "|")), help, back")
    switch response.record {
    case .success(let record):
      viewModel.record =
        "Record: played \(record.played), won \(record.won), drawn \(record.drawn), "
        + "lost \(record.lost), goals \(record.goals)"
    case .failure(let error):
      viewModel.errorMessage = "could not load the record: \(error.message)"
    }
    view?.displayPlayer(viewModel: viewModel)
  }

  func presentSelection(response: PlayerDetailModels.SelectField.Response) async {
    switch response {
    case .edit(let edit):
      await view?.displaySelection(viewModel: .showEditView(edit))
    case .unknownField(nil, let fields):
      await view?.displaySelection(
        viewModel: .error("type 'edit FIELD' with one of: \(keywords(fields, ", "))"))
    case .unknownField(let typed?, let fields):
      await view?.displaySelection(
        viewModel: .error("there is no field '\(typed)'; choose one of: \(keywords(fields, ", "))"))
    }
  }

  private func keywords(_ fields: [PlayerField], _ separator: String) -> String {
    fields.map(\.keyword).joined(separator: separator)
  }
}
