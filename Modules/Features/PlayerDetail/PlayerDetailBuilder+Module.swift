import LineUI

/// The name the composition root uses for what `PlayerDetailBuilder` builds.
public typealias PlayerDetailModule = PlayerDetailBuilder.Module

extension PlayerDetailBuilder {
  /// A built PlayerDetail module: the screen to push and the input to keep it current.
  @MainActor
  public struct Module {
    public let screen: any Screen
    public let input: any PlayerDetailInput

    public init(screen: any Screen, input: any PlayerDetailInput) {
      self.screen = screen
      self.input = input
    }
  }
}
