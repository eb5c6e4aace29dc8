import Domain

/// `paste`: a sign-up list from a chat read as a whole (`SignUpList`: headings, reserves
/// and "Out:" lines are not picked), matched against the roster (`SignUpMatch`), the
/// players found picked, the names not found offered as guests, each or by number.
extension SelectionPresenter {
  /// How many players whose name contains a pasted name are looked at to match it.
  static let pasteCandidates = 50

  func didPaste(_ lines: [String]) async {
    let list = SignUpList(lines)
    let signUps = list.playing
    for (names, state) in [(list.reserves, "Reserves"), (list.out, "Out")] where !names.isEmpty {
      view.displayMessage("\(state), not picked: \(names.map(\.name).joined(separator: ", ")).")
    }
    guard !signUps.isEmpty else {
      let nobody =
        list.reserves.isEmpty && list.out.isEmpty
        ? "There were no names in the lines pasted" : "Nobody in the lines pasted plays"
      return view.displayMessage(nobody + "; nothing was picked.")
    }
    var found: [Player] = []
    var unsure: [String] = []
    var missing: [String] = []
    for signUp in signUps {
      let candidates: PlayerMatches
      do {
        candidates = try await interactor.find(signUp.name, limit: Self.pasteCandidates)
      } catch {
        return view.displayError(
          "could not look for \(signUp.name.echoed): \(error.message); nothing was picked")
      }
      let players = candidates.matches.map(\.player)
      switch SignUpMatch(signUp.name, among: players, complete: candidates.total == players.count) {
      case .player(let player): if !found.contains(player) { found.append(player) }
      case .ambiguous(let fits): unsure.append(Self.numbered(signUp.name, fits, in: candidates))
      case .none: missing.append(signUp.name)
      }
    }
    pick(found, guests: [])
    view.displayMessage(Self.summary(found, of: signUps.count, bringing: signUps))
    for line in unsure { view.displayMessage(line) }
    await offerGuests(missing)
  }

  /// "Not on the roster: 1 Dee, 2 Zed.", then which of them to add as guests: by number,
  /// all, each in turn or none (the end of input or an empty answer: nobody is added).
  private func offerGuests(_ names: [String]) async {
    guard !names.isEmpty else { return showChange(nil) }
    let chosen: [String]
    if names.count == 1 {
      view.displayMessage("Not on the roster: \(names[0]).")
      let yes = await view.askConfirmation(
        "Add \(names[0]) to the roster as a guest and pick them?")
      chosen = yes ? names : []
    } else {
      let numbered = names.enumerated().map { "\($0.offset + 1) \($0.element)" }
      view.displayMessage("Not on the roster: \(numbered.joined(separator: ", ")).")
      chosen = await chooseGuests(among: names)
    }
    guard !chosen.isEmpty else {
      view.displayMessage("No guests added; 'add NAME' adds one.")
      return showChange(nil)
    }
    var added: [Player] = []
    for name in chosen {
      do {
        added.append(try await interactor.addGuest(named: name))
      } catch {
        view.displayError("could not add \(name.echoed): \(error.message)")
        break
      }
    }
    pick([], guests: added)
    let count = added.count == 1 ? "1 guest" : "\(added.count) guests"
    view.displayMessage("Added \(count) to the roster and picked them for today.")
    showChange(nil)
  }

  /// The names to add as guests, as the answer chooses them; a wrong answer is one error
  /// and the question again.
  private func chooseGuests(among names: [String]) async -> [String] {
    while true {
      let answer = await view.askLine(
        "Add which as guests and pick them? Their numbers (1 3), all, each or none: ")
      do {
        switch try GuestChoice(answer, among: names.count) {
        case .all: return names
        case .none: return []
        case .numbers(let chosen): return chosen.map { names[$0] }
        case .each:
          var chosen: [String] = []
          for name in names
          where await view.askConfirmation("Add \(name) to the roster as a guest and pick them?") {
            chosen.append(name)
          }
          return chosen
        }
      } catch {
        view.displayError(error.message)
      }
    }
  }

  /// "Picked 3 of the 5 names: Ann Lee, Bob Stone, Carl Park. Carl Park brings 1 more."
  static func summary(_ found: [Player], of count: Int, bringing signUps: [SignUpLine]) -> String {
    let picked =
      found.isEmpty
      ? "None of the \(count) names is on the roster."
      : "Picked \(found.count) of the \(count) names: "
        + found.map(\.name).joined(separator: ", ") + "."
    let friends = signUps.filter { $0.bringing > 0 }.map {
      " \($0.name) brings \($0.bringing) more ('add NAME' adds a guest)."
    }
    return picked + friends.joined()
  }

  /// "Ann fits more than one player: 3 Ann Lee, 7 Ann Park; pick by number."
  static func numbered(_ name: String, _ fits: [Player], in candidates: PlayerMatches) -> String {
    let rows = fits.compactMap { player in
      candidates.matches.first { $0.player.id == player.id }.map {
        "\($0.position + 1) \(player.name)"
      }
    }
    return "\(name) fits more than one player: \(rows.joined(separator: ", ")); pick by number."
  }
}
