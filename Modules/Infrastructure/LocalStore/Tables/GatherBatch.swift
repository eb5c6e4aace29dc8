import Domain

/// Up to `size` gathers whose line-ups or goals one query reads at once (`gather_id IN
/// (?, ?, …)`), and which of them a row belongs to.
struct GatherBatch {
  /// Gathers per query: a page of History is one batch; the whole history of 10,000
  /// gathers is 20.
  static let size = 500

  /// The gathers' ids, bound to the placeholders.
  let ids: [any SQLiteBindable]
  /// `?, ?, …`, one per id.
  let placeholders: String
  /// Where each gather (by the id's text, as stored) sits in the list being filled.
  private let indexByID: [String: Int]

  /// `gathers` in batches of `size`, each knowing its gathers' places in `gathers`.
  static func batches(of gathers: [Gather]) -> [GatherBatch] {
    stride(from: 0, to: gathers.count, by: size).map { start in
      GatherBatch(gathers, start..<min(start + size, gathers.count))
    }
  }

  private init(_ gathers: [Gather], _ range: Range<Int>) {
    var indexByID: [String: Int] = [:]
    var ids: [any SQLiteBindable] = []
    for index in range {
      let text = gathers[index].id.uuidString
      indexByID[text] = index
      ids.append(text)
    }
    self.ids = ids
    self.indexByID = indexByID
    placeholders = Array(repeating: "?", count: range.count).joined(separator: ", ")
  }

  /// The place of the gather whose id is in column 0 of `row`.
  func index(of row: SQLiteRow) throws(FootballGatherError) -> Int {
    let id = row.text(0)
    guard let index = indexByID[id] else {
      throw .storage("the database answered for a gather that was not asked for: '\(id)'")
    }
    return index
  }
}
