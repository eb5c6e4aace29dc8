import Domain

/// How much a player adds to a team's strength: beginner 1, amateur 2, professional 3;
/// a player whose skill is not known counts as the middle (2).
enum SkillWeight {
  static func of(_ player: Player) -> Int { player.skill?.rank ?? Skill.amateur.rank }
}
