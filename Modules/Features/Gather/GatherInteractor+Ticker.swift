import Domain

/// The running timer: a task that sleeps on the match clock until each next whole second,
/// updates the timer from the clock's reading, reports and saves.
extension GatherInteractor {
  /// Sleeps until each next whole second and ticks. The next wake-up is reckoned from
  /// the moment of the last tick, not from whenever the loop gets to run again, so a
  /// second that passed while the tick was saving is still announced.
  func runTicker(reportingTo output: any GatherInteractorOutput) {
    ticker?.cancel()
    let first = match.timer.nextTick(at: clock.now)
    ticker = Task { [weak self, weak output, clock] in
      var wake = first
      while let deadline = wake {
        do { try await clock.sleep(until: deadline) } catch { return }
        guard let self, let output else { return }
        wake = await self.tick(reportingTo: output)
      }
    }
  }

  func stopTicker() {
    ticker?.cancel()
    ticker = nil
  }

  /// Updates the timer from the clock, reports what the user should see, saves, and
  /// returns when to tick next (`nil` once the timer has stopped).
  private func tick(reportingTo output: any GatherInteractorOutput) async -> Duration? {
    guard !Task.isCancelled else { return nil }
    let now = clock.now
    let events = match.timer.update(at: now)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: now))
    let shown = status.remaining.wholeSecondsRoundedUp
    if !events.isEmpty {
      announcer = CountdownAnnouncer(showing: shown)
      output.timerDidPass(events, status: status)
    } else if announcer.announcement(showing: shown) != nil {
      output.timerDidAnnounce(status)
    }
    do { try await save() } catch { output.matchDidFailToSave(error) }
    return match.timer.nextTick(at: now)
  }
}
