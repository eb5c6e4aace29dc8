import Domain

extension PlayerRoster {
  /// The drafts whose name (ignoring case and accents, `NameKey`) is already on the roster
  /// or earlier among `drafts`; `nil` when every name is new.
  func duplicates(among drafts: [PlayerDraft]) -> RosterDuplicates? {
    var seen = Set(players.map { NameKey($0.name) })
    var found = RosterDuplicates(count: 0, names: [])
    var named = Set<NameKey>()
    for draft in drafts {
      let key = NameKey(draft.name)
      guard !seen.insert(key).inserted else { continue }
      found.count += 1
      if named.insert(key).inserted { found.names.append(draft.name) }
    }
    return found.count == 0 ? nil : found
  }
}
