import Domain
import LineUI

/// What the presenter has the view show: the match (or, after a change on a line-up too
/// long to list whole, its timer line) and the running timer's announcements.
extension GatherView {
  func display(_ viewModel: GatherViewModel) {
    let rows = viewModel.sections.flatMap(\.rows)
    highestNumber = viewModel.highestNumber
    names = viewModel.names
    guard viewModel.listsTeams else { return console.line(viewModel.timer) }
    var table = TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Pos")],
      rows: rows.map { [$0.number, $0.name, $0.position] }
    ).render(width: console.columns).dropFirst()
    displayTitle(viewModel.title)
    for section in viewModel.sections {
      console.line(section.title)
      console.lines(Array(table.prefix(section.rows.count)))
      table = table.dropFirst(section.rows.count)
    }
    console.line(viewModel.timer)
    console.hint(hint)
  }

  func announce(_ text: String, bell: Bool) {
    console.announce(text, bell: bell)
  }
}
