import Domain
import LineUI

/// What a view controller calls to show another screen over its own and to leave: the
/// app's screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// A player's details in MVVM: the view binds once to its view model's outputs (the
/// screen, errors, the edit screen to open) and sends it what the user types; on the
/// `editor` output it pushes the edit screen with the view model the detail view model
/// made for it (the original's segue with `makeEditViewModel()`).
@MainActor
public final class PlayerDetailViewController: Screen {
  private let console: Console
  private let viewModel: PlayerDetailViewModel
  private let navigation: any ScreenNavigating
  /// The edit screen's view model the detail view model gave during the input being sent.
  private var editor: PlayerEditViewModel?

  public init(
    console: Console, player: Player, gatherService: any GatherService,
    playerService: any PlayerService, navigation: any ScreenNavigating
  ) {
    self.console = console
    viewModel = PlayerDetailViewModel(
      player: player, gatherService: gatherService, playerService: playerService)
    self.navigation = navigation
    bind()
  }

  /// The one binding of every output.
  private func bind() {
    viewModel.screen.bind { [console] screen in
      console.line()
      console.title(screen.title)
      let table = TextTable(
        columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
        rows: screen.rows.map { [$0.section, $0.field, $0.value, $0.command] })
      console.lines(table.render(width: console.columns))
      if let record = screen.record { console.line(record) }
      console.hint(screen.hint)
    }
    viewModel.errorMessage.bind { [console] in console.error($0) }
    viewModel.editor.bind { [weak self] in self?.editor = $0 }
  }

  public let prompt = "player> "

  public let commands = [
    CommandHelp("edit FIELD", "change one field: name, age, club, position or skill")
  ]

  public func appear() async {
    await viewModel.didAppear()
  }

  public func handle(_ command: CommandInput) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    viewModel.didEnter(edit: command.arguments)
    guard let editor else { return }
    self.editor = nil
    await navigation.push(
      PlayerEditViewController(
        console: console, viewModel: editor, navigation: navigation, delegate: self))
  }
}

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
  func didFinishEditing(player: Player) {
    viewModel.didFinishEditing(player: player)
  }
}
