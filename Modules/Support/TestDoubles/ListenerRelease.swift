/// Whether a holder lets what it was given go: a built screen its Router (a presenter
/// holds the flow that owns the module weakly), a coordinator its parent. So a screen that
/// leaves the stack frees the flow behind it. The check written once.
public enum ListenerRelease {
  /// Makes a listener with `makeListener`, a holder over it with `makeHolder`, drops the
  /// listener, and answers whether it was freed, with the holder (to call it afterwards:
  /// a call to a listener that is gone does nothing).
  @MainActor
  public static func check<Listener: AnyObject, Holder>(
    _ makeListener: () -> Listener, holder makeHolder: (Listener) -> Holder
  ) -> (released: Bool, holder: Holder) {
    weak var watched: Listener?
    let holder = { () -> Holder in
      let listener = makeListener()
      watched = listener
      return makeHolder(listener)
    }()
    return (watched == nil, holder)
  }
}
