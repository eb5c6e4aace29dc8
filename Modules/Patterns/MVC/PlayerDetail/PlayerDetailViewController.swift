import Domain
import LineUI

/// What a view controller calls to show another screen over its own and to leave: the
/// app's screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// A player's details in MVC: the controller reads the player's record from the model,
/// writes the table, and on `edit FIELD` makes the edit screen and pushes it itself (the
/// original's segue), as the edit screen's delegate.
@MainActor
public final class PlayerDetailViewController: Screen {
  private let console: Console
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating
  private var player: Player
  /// The fields in the order shown, grouped as the original grouped them.
  private let sections: [(title: String, fields: [PlayerField])] = [
    ("Personal", [.name, .age, .favouriteTeam]), ("Play", [.position, .skill]),
  ]

  public init(
    console: Console, player: Player, gatherService: any GatherService,
    playerService: any PlayerService, navigation: any ScreenNavigating
  ) {
    self.console = console
    self.player = player
    self.gatherService = gatherService
    self.playerService = playerService
    self.navigation = navigation
  }

  public let prompt = "player> "

  public let commands = [
    CommandHelp("edit FIELD", "change one field: name, age, club, position or skill")
  ]

  private var fields: [PlayerField] { sections.flatMap(\.fields) }

  public func appear() async {
    var record: String?
    do {
      let played = PlayerRecord(
        playerID: player.id, gathers: try await gatherService.gathers(playedBy: player.id))
      record =
        "Record: played \(played.played), won \(played.won), drawn \(played.drawn), "
        + "lost \(played.lost), goals \(played.goals)"
    } catch {
      console.error("could not load the record: \(error.message)")
    }
    console.line()
    console.title("Player: \(player.name)")
    let rows = sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        [
          offset == 0 ? section.title : "", field.displayName,
          player.displayValue(of: field) ?? "not set", "edit \(field.keyword)",
        ]
      }
    }
    let table = TextTable(
      columns: [.init("Section"), .init("Field"), .init("Value"), .init("To change")],
      rows: rows)
    console.lines(table.render(width: console.columns))
    if let record { console.line(record) }
    let keywords = fields.map(\.keyword).joined(separator: "|")
    console.hint("Commands: edit \(keywords), help, back")
  }

  public func handle(_ command: CommandInput) async {
    guard command.name == "edit" else {
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    let fieldList = fields.map(\.keyword).joined(separator: ", ")
    guard command.arguments.count == 1 else {
      return console.error("type 'edit FIELD' with one of: \(fieldList)")
    }
    // `team` was the favourite club's word before `club`; old scripts keep working.
    let typed = command.arguments[0].lowercased()
    let word = typed == "team" ? "club" : typed
    guard let field = fields.first(where: { $0.keyword == word }) else {
      return console.error("there is no field '\(word)'; choose one of: \(fieldList)")
    }
    let edit = PlayerEditViewController(
      console: console, player: player, field: field, playerService: playerService,
      navigation: navigation, delegate: self)
    await navigation.push(edit)
  }
}

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
  /// The edit screen saved: show the new value when this screen appears again.
  func didFinishEditing(player: Player) {
    self.player = player
  }
}
