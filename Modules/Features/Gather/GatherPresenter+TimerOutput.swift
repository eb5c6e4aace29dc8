import Domain
import Presentation

/// What the running timer reports on its own, while the user may be typing: announcements
/// that redraw the prompt, with the bell at each end.
extension GatherPresenter: GatherInteractorOutput {
  func timerDidAnnounce(_ status: MatchStatus) {
    view.announce(GatherText.timeLeft(status.remaining), bell: false)
  }

  func timerDidPass(_ events: [MatchTimer.Event], status: MatchStatus) {
    for event in events {
      let line = GatherText.line(for: event, status: status)
      view.announce(line.text, bell: line.bell)
    }
  }

  func matchDidFailToSave(_ error: FootballGatherError) {
    view.announce("error: the match could not be saved: \(error.message)", bell: false)
  }
}
