import Domain

/// The line-up requests: a player moved, two swapped, a substitution. A change the match
/// refuses is answered before anything is saved.
extension GatherInteractor {
  func changeLineUp(request: LineUpRequest) async {
    if let refusal = match.refusal(of: request) {
      return presenter.presentRefusal(response: .lineUp(refusal, match.teamNames))
    }
    do {
      let changes = try await edit { match, now throws(FootballGatherError) in
        try match.changeLineUp(request, at: now)
      }
      presenter.presentLineUp(response: .init(changes: changes, status: status))
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }
}
