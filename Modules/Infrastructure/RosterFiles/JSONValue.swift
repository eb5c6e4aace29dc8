import Domain

/// Any JSON value an entry can hold, so that a wrong type is reported for its entry
/// rather than failing the whole file (lists and objects inside an entry are kept empty:
/// they are refused whatever they hold).
indirect enum JSONValue {
  case text(String)
  /// A number as written (`31`, `31.5`).
  case number(String)
  case null
  case bool
  case list([JSONValue])
  case object([String: JSONValue])
}
