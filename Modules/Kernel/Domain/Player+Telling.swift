extension Player {
  /// "Ben Carter (31, Arsenal)": the name with the age and club, or the id when the
  /// player has neither, so two namesakes never read the same. The list, the archive and
  /// an import's questions about repeated names all write a player this way.
  public var tellingName: String {
    let details = [age.map { "\($0)" }, favouriteTeam].compactMap { $0 }
    return "\(name) (\(details.isEmpty ? "id \(id)" : details.joined(separator: ", ")))"
  }
}
