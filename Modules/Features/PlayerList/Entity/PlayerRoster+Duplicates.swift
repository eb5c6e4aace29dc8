import Domain

extension PlayerRoster {
  /// The drafts whose name (ignoring case) is already on the roster or earlier among
  /// `drafts`; `nil` when every name is new.
  func duplicates(among drafts: [PlayerDraft]) -> RosterDuplicates? {
    var seen = Set(players.map { $0.name.lowercased() })
    var found = RosterDuplicates(count: 0, names: [])
    for draft in drafts {
      let key = draft.name.lowercased()
      guard !seen.insert(key).inserted else { continue }
      found.count += 1
      if !found.names.contains(where: { $0.lowercased() == key }) { found.names.append(draft.name) }
    }
    return found.count == 0 ? nil : found
  }
}
