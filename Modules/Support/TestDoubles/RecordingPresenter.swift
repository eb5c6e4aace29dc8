/// A strict spy of a presenter as its view sees it: records, in order, each event the view
/// reports, as a short text the test compares (`"viewDidAppear"`, `"name 'Ann'"`).
///
/// Every feature's view tests check which events a typed line makes, so the recording is
/// written once. A feature's spy presenter is a subclass that names its `…Presenting`
/// protocol and its methods, and writes only the events its screen has:
///
/// ```swift
/// final class SpyPlayerEditPresenter: RecordingPresenter<SpyPlayerEditPresenter.Method>,
///   PlayerEditPresenting
/// {
///   enum Method: AppearingEvents { case viewDidAppear, didEnterValue, ... }
///   func didEnterValue(_ text: String) async { record(.didEnterValue, "value '\(text)'") }
/// }
/// ```
///
/// A `RecordingDouble` whose calls are the events' texts, so strict like every double
/// (`StrictDouble`): an event the test did not `expect` fails it.
@MainActor
open class RecordingPresenter<Method: Hashable & Sendable>: RecordingDouble<Method, String> {
  /// The events the view reported, in order.
  public var events: [String] { calls }

  /// Records the method's own name as the event: `"didRequestSave"`.
  public func record(_ method: Method) {
    record(method, "\(method)")
  }
}

/// The events of a screen that loads what it shows when it appears.
public protocol AppearingEvents: Hashable, Sendable {
  static var viewDidAppear: Self { get }
}

/// The events of a screen whose `list` shows it again (an event, not `viewDidAppear`).
public protocol ListingEvents: AppearingEvents {
  static var didRequestList: Self { get }
}

/// The events of a form that asks before it is left with changes.
public protocol LeavingEvents: Hashable, Sendable {
  static var didRequestSave: Self { get }
  static var shouldLeave: Self { get }
}

/// The events of a screen that pages a long list: `list A-B`, `more`, `find TEXT`.
public protocol PagingEvents: Hashable, Sendable {
  static var didRequestList: Self { get }
  static var didRequestMore: Self { get }
  static var didRequestFind: Self { get }
}

extension RecordingPresenter where Method: AppearingEvents {
  public func viewDidAppear() async { record(.viewDidAppear) }
}

extension RecordingPresenter where Method: ListingEvents {
  public func didRequestList() async { record(.didRequestList) }
}

extension RecordingPresenter where Method: LeavingEvents {
  public func didRequestSave() async { record(.didRequestSave, "save") }
  /// Records the question and lets the user leave.
  public func shouldLeave() async -> Bool {
    record(.shouldLeave)
    return true
  }
}

extension RecordingPresenter where Method: PagingEvents {
  public func didRequestList(from first: Int?, through last: Int?) async {
    let (from, through) = (first.map(String.init) ?? "nil", last.map(String.init) ?? "nil")
    record(.didRequestList, "didRequestList(from: \(from), through: \(through))")
  }
  public func didRequestMore() async { record(.didRequestMore) }
  public func didRequestFind(_ text: String) async {
    record(.didRequestFind, "didRequestFind(\(text))")
  }
}
