import Domain

/// A line-up as JSON, written by hand: the same document `JSONEncoder` writes for
/// `[GatherPlayer]` (the same keys, absent fields left out), read back by `JSONDecoder`,
/// about 30 times faster (10,000 players: a few milliseconds, not 60 to 200). A match's
/// snapshot holds its line-up, so `play` on a league day waited for the encoder.
///
/// It names every stored field of `GatherPlayer` and `Player`; a test compares those
/// fields with the types' own (`LineUpJSONTests`), so a new field fails it until it is
/// written here.
enum LineUpJSON {
  static func encode(_ players: [GatherPlayer]) -> String {
    var json = "["
    json.reserveCapacity(players.count * 120)
    for (index, place) in players.enumerated() {
      if index > 0 { json += "," }
      let player = place.player
      json += #"{"player":{"id":"# + String(player.id) + #","name":"#
      appendString(player.name, to: &json)
      if let age = player.age { json += #","age":"# + String(age) }
      if let skill = player.skill { appendField("skill", skill.rawValue, to: &json) }
      if let position = player.position { appendField("position", position.rawValue, to: &json) }
      if let team = player.favouriteTeam { appendField("favouriteTeam", team, to: &json) }
      json += "}"
      if let team = place.team { appendField("team", team.rawValue, to: &json) }
      if let number = place.number { json += #","number":"# + String(number) }
      json += "}"
    }
    return json + "]"
  }

  private static func appendField(_ key: String, _ value: String, to json: inout String) {
    json += #",""# + key + #"":"#
    appendString(value, to: &json)
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  static func appendString(_ text: String, to json: inout String) {
    json += "\""
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      json += text
      json += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": json += "\\\""
      case "\\": json += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: json.unicodeScalars.append(scalar)
      }
    }
    json += "\""
  }
}
