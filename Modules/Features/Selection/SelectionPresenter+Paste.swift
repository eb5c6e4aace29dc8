import Domain

/// `paste`: a sign-up list from a chat matched against the roster (`SignUpLine`,
/// `SignUpMatch`), the players found picked, the names not found offered as guests.
extension SelectionPresenter {
  /// How many players whose name contains a pasted name are looked at to match it.
  static let pasteCandidates = 50

  func didPaste(_ lines: [String]) async {
    var signUps: [SignUpLine] = []
    var names = Set<NameKey>()
    for signUp in lines.compactMap(SignUpLine.init)
    where names.insert(NameKey(signUp.name)).inserted {
      signUps.append(signUp)
    }
    guard !signUps.isEmpty else {
      return view.displayMessage("There were no names in the lines pasted; nothing was picked.")
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

  /// "Not on the roster: Dee, Zed.", then whether to add them as guests (no, at the end of
  /// input or an empty answer: nothing is added).
  private func offerGuests(_ names: [String]) async {
    guard !names.isEmpty else { return showChange(nil) }
    view.displayMessage("Not on the roster: \(names.joined(separator: ", ")).")
    let them = names.count == 1 ? "them" : names.count == 2 ? "both" : "all \(names.count)"
    guard await view.askConfirmation("Add \(them) to the roster as guests and pick them?") else {
      view.displayMessage("No guests added; 'add NAME' adds one.")
      return showChange(nil)
    }
    var added: [Player] = []
    for name in names {
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
