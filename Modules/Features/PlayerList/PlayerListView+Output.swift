import LineUI

/// What the player list shows besides the roster: the table and details.
extension PlayerListView {
  func table(_ viewModel: PlayerListViewModel) -> TextTable {
    TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Position"), .init("Skill")],
      rows: viewModel.rows.map { [$0.number, $0.name, $0.position, $0.skill] })
  }

  func displayDetails(_ lines: [String]) {
    console.lines(lines.map { "  " + $0 })
  }
}
