/// A built feature module whose parent steers it after it is shown: the screen to push
/// and the module's input (`PlayerListModule` is `BuiltModule<any PlayerListInput>`).
@MainActor
public struct BuiltModule<Input> {
  public let screen: any Screen
  public let input: Input

  public init(screen: any Screen, input: Input) {
    self.screen = screen
    self.input = input
  }
}
