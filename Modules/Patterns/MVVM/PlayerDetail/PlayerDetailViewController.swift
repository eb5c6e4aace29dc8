import Domain
import LineUI

/// What a view controller calls to show another screen over its own and to leave: the
/// app's screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// A player's details in MVVM: the view asks its view model for the title, the rows and
/// the record, and on `edit FIELD` pushes the edit screen with the view model the detail
/// view model makes for it (the original's segue with `makeEditViewModel()`).
@MainActor
public final class PlayerDetailViewController: Screen {
  private let console: Console
  private let viewModel: PlayerDetailViewModel
  private let navigation: any ScreenNavigating

  public init(
    console: Console, player: Player, gatherService: any GatherService,
    playerService: any PlayerService, navigation: any ScreenNavigating
  ) {
    self.console = console
    viewModel = PlayerDetailViewModel(
      player: player, gatherService: gatherService, playerService: playerService)
    self.navigation = navigation
  }

  public let prompt = "player> "

  public let commands = [
    CommandHelp("edit FIELD", "change one field: name, age, club, position or skill")
  ]

  public func appear() async {
    let record = await viewModel.loadRecord()
    if case .failure(let error) = record {
      console.error("could not load the record: \(error.message)")
    }
    console.line()
    console.title(viewModel.title)
    let table = TextTable(
      columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
      rows: viewModel.rows.map { [$0.section, $0.field, $0.value, $0.command] })
    console.lines(table.render(width: console.columns))
    if case .success(let line) = record { console.line(line) }
    console.hint(viewModel.hint)
  }

  public func handle(_ command: CommandInput) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    switch viewModel.field(named: command.arguments) {
    case .failure(let error): console.error(error.message)
    case .success(let field):
      let edit = PlayerEditViewController(
        console: console, viewModel: viewModel.makeEditViewModel(for: field),
        navigation: navigation, delegate: self)
      await navigation.push(edit)
    }
  }
}

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
  func didFinishEditing(player: Player) {
    viewModel.updatePlayer(player)
  }
}
