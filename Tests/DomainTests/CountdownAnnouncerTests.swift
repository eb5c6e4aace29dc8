import Domain
import Testing

struct CountdownAnnouncerTests {
  /// Every second shown while counting down from `start`, and what is announced.
  func announcements(from start: Int) -> [Int] {
    var announcer = CountdownAnnouncer(showing: start)
    return (0..<start).reversed().compactMap { announcer.announcement(showing: $0) }
  }

  @Test func fullMinutesAndTheLastTenSeconds() {
    #expect(
      announcements(from: 600) == [540, 480, 420, 360, 300, 240, 180, 120, 60] + (1...10).reversed()
    )
    #expect(announcements(from: 5) == [4, 3, 2, 1])
    #expect(announcements(from: 61) == [60] + (1...10).reversed())
  }

  @Test func theSameSecondTwiceIsAnnouncedOnce() {
    var announcer = CountdownAnnouncer(showing: 12)
    #expect(announcer.announcement(showing: 10) == 10)
    #expect(announcer.announcement(showing: 10) == nil)
    #expect(announcer.announcement(showing: 11) == nil)
  }

  @Test func aJumpPastAFullMinuteAnnouncesTheTimeLeftOnce() {
    var announcer = CountdownAnnouncer(showing: 570)
    #expect(announcer.announcement(showing: 200) == 200)
    #expect(announcer.announcement(showing: 199) == nil)
    #expect(announcer.announcement(showing: 190) == nil)
    #expect(announcer.announcement(showing: 180) == 180)
  }
}
