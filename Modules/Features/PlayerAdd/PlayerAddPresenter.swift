import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerAddDisplaying: AnyObject {
  func display(_ viewModel: PlayerAddViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
}

/// The use case the presenter runs.
protocol PlayerAddInteracting: Sendable {
  func add(_ form: NewPlayerForm) async throws(FootballGatherError) -> Player
  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match]
}

/// Reacts to the add screen's events: fills the form one field at a time and saves it.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenting {
  private let view: any PlayerAddDisplaying
  private let interactor: any PlayerAddInteracting
  private weak var router: (any PlayerAddRouter)?
  private var form = NewPlayerForm()
  /// The name typed with `add NAME`, entered into the form when the screen appears.
  private var initialName: String?

  init(
    name: String? = nil, view: any PlayerAddDisplaying, interactor: any PlayerAddInteracting,
    router: any PlayerAddRouter
  ) {
    initialName = name
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  var choiceWords: [String] {
    Position.allCases.map(\.rawValue) + Skill.allCases.map(\.rawValue)
  }

  func viewDidAppear() async {
    if let name = initialName {
      initialName = nil
      do {
        try form.setName(name)
      } catch {
        view.display(makeViewModel())
        return view.displayError(error.message)
      }
    }
    view.display(makeViewModel())
  }

  /// `back` or `quit` with something typed asks first; no (or the end of input) stays.
  func shouldLeave() async -> Bool {
    guard form.values != PlayerDraft(name: "") else { return true }
    let name = form.values.name.isEmpty ? "no name yet" : form.values.name
    guard await view.askToDiscard("Discard the new player you are adding (\(name))?") else {
      view.displayMessage("Still adding; type 'save' to add the player.")
      return false
    }
    return true
  }

  func didEnterName(_ text: String) async {
    enter(.name) { (form) throws(FootballGatherError) in try form.setName(text) }
  }

  func didEnterAge(_ text: String) async {
    enter(.age) { (form) throws(FootballGatherError) in try form.setAge(text) }
  }

  func didEnterFavouriteTeam(_ text: String) async {
    enter(.favouriteTeam) { (form) throws(FootballGatherError) in try form.setFavouriteTeam(text) }
  }

  /// Sets one typed field and confirms it, or shows why the text is refused.
  private func enter(
    _ field: PlayerField, _ set: (inout NewPlayerForm) throws(FootballGatherError) -> Void
  ) {
    do {
      try set(&form)
      showValue(of: field)
    } catch {
      view.displayError(error.message)
    }
  }

  func didChoosePosition(_ text: String) async {
    guard let position = Position(parsing: text) else {
      return view.displayError(
        "there is no position '\(text.echoed)'; type one of: "
          + Position.allCases.map { $0.rawValue }.joined(separator: ", ")
          + " (or "
          + Position.allCases.map { $0.shortForm.lowercased() }.joined(separator: ", ")
          + ", or 1-\(Position.allCases.count))")
    }
    form.setPosition(position)
    showValue(of: .position)
  }

  func didChooseSkill(_ text: String) async {
    guard let skill = Skill(parsing: text) else {
      return view.displayError(
        "there is no skill '\(text.echoed)'; type one of: "
          + Skill.allCases.map { $0.rawValue }.joined(separator: ", ")
          + " (or the start of one, or 1-\(Skill.allCases.count))")
    }
    form.setSkill(skill)
    showValue(of: .skill)
  }

  func didRequestSave() async {
    if let missing = form.missingField {
      view.display(makeViewModel())
      return view.displayError(Self.request(for: missing))
    }
    do {
      let namesakes = try await interactor.namesakes(of: form.values.name)
      if !namesakes.isEmpty {
        guard await view.askConfirmation(Self.namesakeQuestion(form.values.name, namesakes)) else {
          let numbers = namesakes.map { "\($0.position + 1)" }.joined(separator: ", ")
          return view.displayMessage(
            "Not added. On the player list, 'show \(numbers)' shows the one already there; "
              + "'back' leaves the form.")
        }
      }
      let player = try await interactor.add(form)
      view.displayMessage("Added \(player.name) to the roster.")
      await router?.finishAdding(player)
    } catch {
      view.display(makeViewModel())
      view.displayError(error.message)
    }
  }

  /// Confirms a changed field on one line: "Age: 31".
  private func showValue(of field: PlayerField) {
    view.displayMessage("\(field.displayName): \(value(of: field))")
  }

  private func value(of field: PlayerField) -> String {
    form.values.displayValue(of: field) ?? (field == .name ? "required" : "not set")
  }

  private func makeViewModel() -> PlayerAddViewModel {
    PlayerAddViewModel(
      title: "Add a player",
      fields: PlayerField.allCases.map { .init(label: $0.displayName, value: value(of: $0)) },
      positions: Position.allCases.map(\.displayName),
      skills: Skill.allCases.map(\.displayName))
  }
}
