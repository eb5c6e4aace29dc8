import LineUI

/// The name the composition root uses for what `PlayerListBuilder` builds.
public typealias PlayerListModule = PlayerListBuilder.Module

extension PlayerListBuilder {
  /// A built PlayerList module: the screen to push and the input to steer it.
  @MainActor
  public struct Module {
    public let screen: any Screen
    public let input: any PlayerListInput

    public init(screen: any Screen, input: any PlayerListInput) {
      self.screen = screen
      self.input = input
    }
  }
}
