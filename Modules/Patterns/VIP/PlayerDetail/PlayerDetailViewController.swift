import Domain
import LineUI

/// What the detail view asks of its interactor.
@MainActor
protocol PlayerDetailBusinessLogic: AnyObject {
  func loadPlayer(request: PlayerDetailModels.Load.Request) async
  func selectField(request: PlayerDetailModels.SelectField.Request) async
}

/// Where the detail view sends the user.
@MainActor
protocol PlayerDetailRoutingLogic: AnyObject {
  func showEditView(with edit: PlayerFieldEdit, delegate: any PlayerEditDelegate) async
}

/// The detail scene's view controller in VIP: one request per typed line, and the view
/// models the presenter hands back rendered as text. The interactor comes with each
/// event (`ModuleScreen`); the view holds only its router.
@MainActor
final class PlayerDetailViewController: ModuleView, ConsoleView, PlayerDetailDisplayLogic {
  typealias Presenter = any PlayerDetailBusinessLogic & PlayerEditDelegate

  let console: Console
  private let router: any PlayerDetailRoutingLogic
  /// The interactor of the event being handled: it hears back from the edit scene.
  private var currentInteractor: (any PlayerDetailBusinessLogic & PlayerEditDelegate)?

  init(console: Console, router: any PlayerDetailRoutingLogic) {
    self.console = console
    self.router = router
  }

  let prompt = "player> "

  let commands = [
    CommandHelp("edit FIELD", "change one field: name, age, club, position or skill")
  ]

  func appear(presenter interactor: Presenter) async {
    await interactor.loadPlayer(request: .init())
  }

  func handle(_ command: CommandInput, presenter interactor: Presenter) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    currentInteractor = interactor
    defer { currentInteractor = nil }
    await interactor.selectField(request: .init(words: command.arguments))
  }

  func displayPlayer(viewModel: PlayerDetailModels.Load.ViewModel) {
    if let error = viewModel.errorMessage { console.error(error) }
    displayTitle(viewModel.title)
    let table = TextTable(
      columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
      rows: viewModel.rows)
    console.lines(table.render(width: console.columns))
    if let record = viewModel.record { console.line(record) }
    console.hint(viewModel.hint)
  }

  func displaySelection(viewModel: PlayerDetailModels.SelectField.ViewModel) async {
    switch viewModel {
    case .error(let message): console.error(message)
    case .showEditView(let edit):
      guard let interactor = currentInteractor else { return }
      await router.showEditView(with: edit, delegate: interactor)
    }
  }
}
