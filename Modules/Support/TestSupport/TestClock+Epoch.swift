import Domain

/// The test clock's time line starts when it is made, so every match screen built on one
/// test clock reads the same time line, as every screen of the app does on `ContinuousClock`.
extension TestClock: EpochClock {
  public var epoch: Instant { Instant(offset: .zero) }
}
