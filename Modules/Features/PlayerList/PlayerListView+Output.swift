import LineUI

/// What the player list shows: the roster table, messages, errors and documents.
extension PlayerListView {
  func display(_ viewModel: PlayerListViewModel) {
    rowCount = viewModel.playerCount ?? viewModel.rows.count
    isSelecting = viewModel.isSelecting
    displayTitle(viewModel.title)
    if let empty = viewModel.emptyMessage {
      console.line(empty)
    } else {
      console.lines(table(viewModel).render(width: console.columns))
    }
    if let footer = viewModel.footer { console.line(footer) }
    console.hint(viewModel.hint)
  }

  private func table(_ viewModel: PlayerListViewModel) -> TextTable {
    var columns: [TextTable.Column] = [
      .init("#", alignment: .right), .init("Name"), .init("Position"), .init("Skill"),
    ]
    var rows = viewModel.rows.map { [$0.number, $0.name, $0.position, $0.skill] }
    if viewModel.isSelecting {
      columns.insert(.init("Pick"), at: 0)
      rows = zip(viewModel.rows, rows).map { [$0.isPicked ? "[x]" : "[ ]"] + $1 }
    }
    return TextTable(columns: columns, rows: rows)
  }

  func displayDetails(_ lines: [String]) {
    console.lines(lines.map { "  " + $0 })
  }

  func displayDocument(_ text: String) {
    console.document(text)
  }
}
