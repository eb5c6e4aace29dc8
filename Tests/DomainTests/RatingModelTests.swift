import Domain
import Testing

/// The update pinned on worked examples. The expected numbers were worked out separately
/// (with a calculator script following Weng & Lin's Algorithm 1, not this code), so a
/// change to the formulas shows here.
struct RatingModelTests {
  let model = RatingModel.standard
  let newcomer = Rating(mean: 25, deviation: 25.0 / 3)

  func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  @Test func aWinBetweenEvenTeamsMovesEachSideByTheSameAmount() {
    let (a, b) = model.updated(
      teamA: [newcomer, newcomer], teamB: [newcomer, newcomer], score: Score(teamA: 1, teamB: 0))
    #expect(close(a[0].mean, 26.863389981249824))
    #expect(close(b[0].mean, 23.136610018750176))
    #expect(close(a[0].deviation, 8.122328620674137))
    #expect(close(b[1].deviation, 8.122328620674137))
    #expect(
      model.chance(
        of: TeamStrength([newcomer, newcomer]), beating: TeamStrength([newcomer, newcomer]))
        == 0.5)
  }

  @Test func aDrawAgainstAWeakerTeamCostsTheFavourites() {
    let strong = model.prior(for: .professional)
    let weak = model.prior(for: .beginner)
    #expect(
      close(
        model.chance(of: TeamStrength([strong, strong]), beating: TeamStrength([weak, weak])),
        0.8495824078947362))
    let (a, b) = model.updated(
      teamA: [strong, strong], teamB: [weak, weak], score: Score(teamA: 2, teamB: 2))
    #expect(close(a[0].mean, 29.515806111915392))
    #expect(close(b[0].mean, 20.484193888084608))
    #expect(close(a[0].deviation, 3.9692371292482265))
  }

  @Test func aBigGoalDifferenceCountsMoreButIsBounded() {
    let teams = (a: [newcomer, newcomer], b: [newcomer, newcomer])
    let gain = { (goals: Int) in
      model.updated(teamA: teams.a, teamB: teams.b, score: Score(teamA: goals, teamB: 0)).teamA[0]
        .mean - 25
    }
    #expect(close(gain(2) + 25, 27.509191737143308))
    #expect(close(gain(10) + 25, 27.795084971874736))
    // A 10-0 counts like one and a half 1-0 wins, never ten; 20-0 no more than 3-0.
    #expect(close(gain(10), 1.5 * gain(1)))
    #expect(gain(20) == gain(3))
    #expect(model.marginWeight(goalDifference: -10) == 1.5)
    #expect(model.marginWeight(goalDifference: 1) == 1)
    #expect(model.marginWeight(goalDifference: 0) == 1)
  }

  @Test func aNewPlayerStartsFromTheDeclaredSkillAndMovesMoreThanSettledTeammates() {
    #expect(model.prior(for: .beginner) == Rating(mean: 20, deviation: 4))
    #expect(model.prior(for: .amateur) == Rating(mean: 25, deviation: 4))
    #expect(model.prior(for: .professional) == Rating(mean: 30, deviation: 4))
    // A guest, who declared nothing: an amateur's mean, but far less sure.
    #expect(model.prior(for: nil) == Rating(mean: 25, deviation: 25.0 / 3))
    let settled = Rating(mean: 25, deviation: 3)
    let (a, b) = model.updated(
      teamA: [settled, model.prior(for: nil)], teamB: [settled, settled],
      score: Score(teamA: 2, teamB: 1))
    #expect(close(a[0].mean, 25.349384685419803))
    #expect(close(a[1].mean, 27.695869486263906))
    #expect(close(a[1].deviation, 7.885222391123515))
    #expect(close(b[0].mean, 24.650615314580197))
  }

  @Test func uncertaintyGrowsAgainOverALongAbsenceButNeverBeyondANewcomers() {
    let settled = Rating(mean: 28, deviation: 2.5)
    let tau = 25.0 / 300
    // A week away: only τ² is added.
    #expect(close(model.aged(settled, daysAway: 7).variance, 6.25 + tau * tau))
    // 200 days: τ² and 0.1 for each of the 170 days beyond the 30-day grace.
    #expect(close(model.aged(settled, daysAway: 200).variance, 6.25 + tau * tau + 17))
    #expect(model.aged(settled, daysAway: 200).mean == 28)
    #expect(model.aged(settled, daysAway: 5_000).deviation == 25.0 / 3)
  }

  @Test func ratingsAreShownToOneDecimal() {
    #expect(Rating(mean: 27.06, deviation: 3.24).shownMean == "27.1")
    #expect(Rating(mean: 27.06, deviation: 3.24).shownDeviation == "±3.2")
    #expect(Rating.oneDecimal(-0.04) == "0.0")
    #expect(Rating.oneDecimal(-1.25) == "-1.3")
    #expect(Rating.oneDecimal(30) == "30.0")
  }

  @Test func aChangeReadsAsBeforeArrowAfterAndAMark() {
    let up = RatingChange(
      name: "Ann", before: Rating(mean: 27.1, deviation: 3), after: Rating(mean: 28.3, deviation: 3)
    )
    #expect(up.line() == "Ann 27.1 → 28.3 ▲")
    #expect(up.line(unicode: false) == "Ann 27.1 -> 28.3 up")
    let down = RatingChange(
      name: "Bob", before: Rating(mean: 25, deviation: 3), after: Rating(mean: 24.16, deviation: 3))
    #expect(down.line() == "Bob 25.0 → 24.2 ▼")
    let same = RatingChange(
      name: "Cy", before: Rating(mean: 25, deviation: 3), after: Rating(mean: 25.01, deviation: 3))
    #expect(same.line() == "Cy 25.0 → 25.0 =")
  }
}
