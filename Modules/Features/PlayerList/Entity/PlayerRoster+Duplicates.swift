import Domain

extension PlayerRoster {
  /// The drafts whose name (ignoring case and accents, `NameKey`) is already on the roster
  /// or earlier among `drafts`; `nil` when every name is new.
  func duplicates(among drafts: [PlayerDraft]) -> RosterDuplicates? {
    var onRoster: [NameKey: Player] = [:]
    for player in players where onRoster[NameKey(player.name)] == nil {
      onRoster[NameKey(player.name)] = player
    }
    var seen = Set(onRoster.keys)
    var found = RosterDuplicates(count: 0, names: [])
    var named = Set<NameKey>()
    for (index, draft) in drafts.enumerated() {
      let key = NameKey(draft.name)
      guard !seen.insert(key).inserted else { continue }
      found.count += 1
      found.rows.append(.init(index: index, name: draft.name, onRoster: onRoster[key]))
      if named.insert(key).inserted { found.names.append(draft.name) }
    }
    return found.count == 0 ? nil : found
  }
}
