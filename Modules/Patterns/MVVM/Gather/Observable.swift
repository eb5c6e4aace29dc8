/// One output of a view model: a value the view binds to once and is told of each time it
/// is set (the seeds' binding box: `Observable<T>` with `bind` in article 004, `Dynamic<T>`
/// in article 001). The listener hears every value set after `bind`, at once and in order,
/// on the main actor: the view prints each one, a test records each one.
@MainActor
final class Observable<Value> {
  /// What is told of each new value: the view, or a test's recorder. One listener only.
  private var listener: ((Value) -> Void)?

  /// The value last set; setting it tells the listener.
  var value: Value {
    didSet { listener?(value) }
  }

  init(_ value: Value) {
    self.value = value
  }

  /// Binds `listener` to every value set from now on (the seeds' `bind`; it is not called
  /// with the current value: on a console, showing is printing, and a screen prints when
  /// it appears).
  func bind(_ listener: @escaping (Value) -> Void) {
    self.listener = listener
  }
}
