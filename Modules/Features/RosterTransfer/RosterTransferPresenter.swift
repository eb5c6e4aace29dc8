import Domain

/// What the presenter asks of the view.
@MainActor
protocol RosterTransferDisplaying: AnyObject {
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  /// Lines that explain the error shown just before (one per bad row of a file).
  func displayDetails(_ lines: [String])
  /// A document to show as it is: an exported roster.
  func displayDocument(_ text: String)
  func askConfirmation(_ question: String) async -> Bool
  func askChoice(_ question: String, answers: [String]) async -> String?
}

/// The use cases the presenter runs.
protocol RosterTransferInteracting: Sendable {
  /// Every player on the roster, in roster order: what an export writes.
  func allPlayers() async throws(FootballGatherError) -> [Player]
  /// Whether something is at `path` already: an export asks before replacing it.
  func fileExists(at path: String) -> Bool
  /// `players` as `format` text, written to `path` when given; answers the text.
  func export(_ players: [Player], as format: RosterFormat, to path: String?)
    throws(FootballGatherError) -> String
  /// Imports the file with a choice made for each repeated name (skip, add or merge).
  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  /// Adds every player in the file at `path`, or none; repeated names only when allowed.
  /// `progress` is told what it is doing when the file is long (a step a phase) and which
  /// columns of the file it leaves out.
  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void
  ) async throws(RosterImportError) -> [Player]
}

/// Answers `export` and `import`, which the player list hands on: all rows or none, and
/// a file already there is replaced only when the user says so. After an import the router
/// shows the roster again.
@MainActor
final class RosterTransferPresenter: RosterTransferInput {
  let view: any RosterTransferDisplaying
  let interactor: any RosterTransferInteracting
  private weak var router: (any RosterTransferRouter)?

  init(
    view: any RosterTransferDisplaying, interactor: any RosterTransferInteracting,
    router: any RosterTransferRouter
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  /// Rosters at least this long say so before an export to a file starts.
  static var longExport: Int { 10_000 }

  func export(format name: String, to path: String?) async {
    guard let format = RosterFormat(name: name) else {
      return view.displayError("there is no format '\(name)'; type 'export csv' or 'export json'")
    }
    if let path, interactor.fileExists(at: path),
      !(await view.askConfirmation("\(path) exists: replace it?"))
    {
      return view.displayMessage("Kept \(path) as it was; nothing was exported.")
    }
    do {
      let players = try await interactor.allPlayers()
      if let path, players.count >= Self.longExport {
        view.displayMessage("Exporting \(players.count) players to \(path)...")
      }
      let text = try interactor.export(players, as: format, to: path)
      guard let path else { return view.displayDocument(text) }
      view.displayMessage(
        "Exported \(Self.playerCount(players.count)) to \(path) as \(format.displayName).")
    } catch {
      view.displayError("could not export the roster: \(error.message)")
    }
  }

  func importPlayers(from path: String, allowingDuplicates: Bool) async {
    await importAll(from: path, allowingDuplicates: allowingDuplicates, notingIgnored: true)
  }

  /// Imports every player of the file; `notingIgnored`: say which columns are left out
  /// (not when the file is read again after the question about its duplicates).
  func importAll(from path: String, allowingDuplicates: Bool, notingIgnored: Bool) async {
    do {
      let added = try await interactor.importPlayers(
        from: path, allowingDuplicates: allowingDuplicates
      ) { [view] step in
        guard let line = Self.line(telling: step, notingIgnored: notingIgnored) else { return }
        view.displayMessage(line)
      }
      view.displayMessage("Imported \(Self.playerCount(added.count)) from \(path).")
      await router?.seeRoster(fromTheTop: false)
    } catch {
      switch error {
      case .invalidRows(let problems):
        let rows = problems.count == 1 ? "this problem" : "these \(problems.count) problems"
        view.displayError("nothing was imported from \(path); fix \(rows) and import again:")
        // A file wrong in one column throughout (10,000 rows) is one fix, not 10,000 lines
        // to scroll: the first `problemsShown`, then how many more.
        let shown = problems.prefix(Self.problemsShown).map(\.description)
        let more = problems.count - shown.count
        view.displayDetails(
          shown
            + (more > 0
              ? ["... and \(more) more problems (the first \(shown.count) are shown)"] : []))
      case .failed(let failure):
        view.displayError("nothing was imported from \(path): \(failure.message)")
      case .duplicates(let duplicates):
        await confirmDuplicates(duplicates, from: path)
      }
    }
  }

  /// The players chosen were imported: the roster again from its first page.
  func seeRosterFromTheTop() async {
    await router?.seeRoster(fromTheTop: true)
  }

  /// How many of a refused file's problems are listed; the rest are counted.
  static let problemsShown = 20

  /// What a step of an import tells the user, if anything.
  private static func line(telling step: RosterImportStep, notingIgnored: Bool) -> String? {
    switch step {
    case .reading(let path, let kilobytes):
      return "Reading \(path) (\(kilobytes) kB): checking every row..."
    case .adding(let count): return "Adding \(count) players to the roster..."
    case .ignoring(let headings):
      guard notingIgnored else { return nil }
      let columns =
        headings.count == 1
        ? "the column \(headings[0])"
        : "the columns \(headings.dropLast().joined(separator: ", ")) and \(headings.last ?? "")"
      let fields = PlayerField.allCases.map { $0.displayName.lowercased() }
      return "Left out \(columns): a player has only a "
        + fields.dropLast().joined(separator: ", ") + " and " + (fields.last ?? "") + "."
    }
  }

  /// "1 player", "3 players".
  static func playerCount(_ count: Int) -> String {
    count == 1 ? "1 player" : "\(count) players"
  }
}
