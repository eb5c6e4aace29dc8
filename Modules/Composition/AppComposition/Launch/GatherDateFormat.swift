import Foundation

/// How the history writes a gather's date: `2026-11-21 18:05` in the given time zone, or
/// the machine's (`nil`), looked up only when a date is written.
enum GatherDateFormat {
  static func make(timeZone: TimeZone?) -> @Sendable (Date) -> String {
    { date in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone ?? .current
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
      let pad = { (value: Int?) in String(format: "%02d", value ?? 0) }
      return "\(parts.year ?? 0)-\(pad(parts.month))-\(pad(parts.day)) "
        + "\(pad(parts.hour)):\(pad(parts.minute))"
    }
  }
}
