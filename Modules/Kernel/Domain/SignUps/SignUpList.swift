/// A sign-up list pasted from a chat, read as a whole: who plays, who is a reserve and who
/// said they are out.
///
/// ```
/// Who's in for Thursday? 5-a-side, 8pm      <- a heading: holds no name
/// 1. Ann                                     <- plays
/// 2. Bob +1                                  <- plays, brings a friend
/// Reserves:                                  <- the names under it do not play
/// 3. Cy
/// Out: Liam, Will                            <- nobody on it plays
/// ```
///
/// A line ending in a colon is a heading: "Reserves:" (or subs, bench, waiting list,
/// maybe) starts the reserves, "Out:" (or not playing, can't, injured, away) the names that
/// are out, any other ("Saturday 10:00:", "In:") the players again. "Out: Liam, Will"
/// names them on the heading's own line, separated by commas or "and". A line that holds a
/// question mark, a digit or more than five words once its marks are taken off is a
/// heading or a remark, not a name. Someone listed to play (or as a reserve) and as out is
/// out.
public struct SignUpList: Equatable, Sendable {
  /// Who plays, each name once (`NameKey`), in list order.
  public private(set) var playing: [SignUpLine] = []
  /// The reserves, each once, in list order: not picked.
  public private(set) var reserves: [SignUpLine] = []
  /// The names listed as out, each once, in list order.
  public private(set) var out: [SignUpLine] = []

  /// What a line's heading makes of the names under it.
  enum Section {
    case playing, reserves, out
  }

  public init(_ lines: [String]) {
    var section = Section.playing
    var seen = Set<NameKey>()
    for line in lines {
      let text = line.trimmingWhitespace()
      if let heading = Self.heading(of: text) {
        // Names on the heading's own line are all it holds; alone, it heads what follows.
        guard !heading.names.isEmpty else {
          section = heading.section
          continue
        }
        for name in heading.names { add(name, to: heading.section, seen: &seen) }
        continue
      }
      guard let signUp = SignUpLine(text), !Self.isRemark(signUp.name) else { continue }
      add(signUp, to: section, seen: &seen)
    }
    let outKeys = Set(out.map { NameKey($0.name) })
    playing.removeAll { outKeys.contains(NameKey($0.name)) }
    reserves.removeAll { outKeys.contains(NameKey($0.name)) }
  }

  private mutating func add(_ signUp: SignUpLine, to section: Section, seen: inout Set<NameKey>) {
    let key = NameKey(signUp.name)
    if section == .out {
      if !out.contains(where: { NameKey($0.name) == key }) { out.append(signUp) }
      return
    }
    guard seen.insert(key).inserted else { return }
    switch section {
    case .playing: playing.append(signUp)
    case .reserves: reserves.append(signUp)
    case .out: break
    }
  }

  /// The section a heading starts and the names on its own line ("Out: Liam, Will and
  /// Zed", separated by commas, "and" or "&"); `nil` when the line is not a heading. A
  /// heading that is not a known word ("Saturday 10:00:") ends in a colon and heads the
  /// players; "Kick-off: 8pm" is not a heading (and, holding a digit, not a name).
  private static func heading(of text: String) -> (section: Section, names: [SignUpLine])? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let label = text[..<colon].lowercased()
      .filter { $0.isLetter || $0 == " " }
      .split(separator: " ").joined(separator: " ")
    guard let section = sections[label] else {
      return text.hasSuffix(":") ? (.playing, []) : nil
    }
    let names = text[text.index(after: colon)...]
      .replacing(" and ", with: ",").replacing(" & ", with: ",")
      .split(separator: ",")
      .compactMap { SignUpLine(String($0)) }
      .filter { !isRemark($0.name) }
    return (section, names)
  }

  /// Whether a name as `SignUpLine` read it is a remark, not a name: a question, a time, a
  /// number, a sentence.
  static func isRemark(_ name: String) -> Bool {
    name.contains { $0 == "?" || $0 == ":" || $0.isNumber }
      || name.split(whereSeparator: \.isWhitespace).count > 5
  }

  /// The headings known by their words, lower case, letters and single spaces only.
  private static let sections: [String: Section] = {
    var sections: [String: Section] = [:]
    for word in [
      "reserve", "reserves", "sub", "subs", "substitutes", "bench", "waiting list", "waitlist",
      "wait list", "maybe", "maybes", "tbc",
    ] {
      sections[word] = .reserves
    }
    for word in [
      "out", "not playing", "cant", "cannot", "cant make it", "not coming", "unavailable",
      "injured", "away", "no", "dropped out", "absent",
    ] {
      sections[word] = .out
    }
    for word in ["in", "playing", "players", "confirmed", "yes", "going", "squad", "team"] {
      sections[word] = .playing
    }
    return sections
  }()
}
