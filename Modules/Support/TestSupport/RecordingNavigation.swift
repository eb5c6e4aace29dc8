import LineUI

/// A navigation stack in a test: records what is pushed and how often it pops. Each pattern
/// variant whose screens push others says in its tests that this is its navigation
/// (`extension RecordingNavigation: ScreenNavigating {}`).
@MainActor
public final class RecordingNavigation {
  public private(set) var pushed: [any Screen] = []
  public private(set) var pops = 0

  public init() {}

  public func push(_ screen: any Screen) async { pushed.append(screen) }
  public func pop() async { pops += 1 }
}
