import Domain
import Presentation

/// Long lists on the history screen a screenful at a time, with the roster's words:
/// `more` shows the next page of the list shown last (the gathers, the records or a
/// gather's line-up), `list A-B` any rows of it, `list` the gathers from the top.
extension HistoryPresenter {
  nonisolated static let gathersPerPage = 20
  nonisolated static let recordsPerPage = 50
  nonisolated static let namesPerPage = 50

  /// What `records` was asked for: the order and the first day counted.
  struct RecordQuery: Equatable, Sendable {
    var order: RecordOrder?
    /// `YYYY-MM-DD`: only gathers of that day or later count (`records since 2026-09-01`).
    var since: String?
  }

  /// The list the screen shows last, which `more` and `list A-B` move through.
  enum Listing: Equatable, Sendable {
    case gathers
    case records(RecordQuery)
    case lineUp(Gather.ID)
    /// A large line-up as `edit N` numbers it.
    case editing(Gather.ID)
  }

  /// The list shown and the rows of it on screen; changed only through its methods.
  @MainActor
  final class Paging {
    private(set) var listing = Listing.gathers
    private(set) var page = ListPage(total: 0, size: HistoryPresenter.gathersPerPage)

    /// Starts `listing` at its first page, of `total` rows; a line-up starts before its
    /// first page (`show N` listed its start), so `more` shows the first 50 one a line.
    func start(_ listing: Listing, total: Int, size: Int) {
      self.listing = listing
      switch listing {
      case .lineUp, .editing: page = ListPage.unshown(total: total, size: size)
      case .gathers, .records: page = ListPage(total: total, size: size)
      }
    }

    func next() -> Bool { page.next() }

    func show(_ range: ClosedRange<Int>) { page.show(range) }

    /// The same rows of a list that now has `total` rows (another window changed it).
    func resize(to total: Int) { page = page.resized(to: total) }
  }

  func didRequestShare(at index: Int) async {
    guard let gather = await gather(at: index) else { return }
    view.displayDocument(formatter.share(gather).map { $0 + "\n" }.joined())
  }

  func didRequestMore() async {
    guard paging.next() else {
      return view.displayMessage(paging.page.endMessage(noun(of: paging.listing)))
    }
    await showListing()
  }

  /// `list A-B` (1-based) on the list shown last, or `list`: the gathers from the top.
  func didRequestList(_ range: ClosedRange<Int>?) async {
    guard let range else { return await viewDidAppear() }
    paging.show(range)
    await showListing()
  }

  /// How many rows `list A-B` can reach on the list shown last.
  var listedCount: Int { paging.page.total }

  /// Shows the rows of the current page of the current list, loading what it needs.
  func showListing() async {
    switch paging.listing {
    case .gathers:
      do {
        let page = try await loaded.page(at: paging.page.rows, from: interactor)
        if page.total != paging.page.total { paging.resize(to: page.total) }
        view.display(try await list(page))
      } catch {
        view.displayError("could not load the history: \(error.message)")
      }
    case .records(let query):
      guard let history = await wholeHistory() else { return }
      view.displayRecords(formatter.records(history, query: query, page: paging.page))
    case .lineUp(let id):
      guard let gather = loaded.shown, gather.id == id else {
        return view.displayError("that gather is no longer in the history; 'list' shows them")
      }
      view.displayDetail(formatter.lineUp(gather, page: paging.page))
    case .editing(let id):
      guard let gather = loaded.shown, gather.id == id else {
        return view.displayError("that gather is no longer in the history; 'list' shows them")
      }
      view.displayDetail(formatter.numberedLineUp(gather, page: paging.page))
    }
  }

  private func noun(of listing: Listing) -> String {
    switch listing {
    case .gathers: "gathers"
    case .records: "players"
    case .lineUp, .editing: "players"
    }
  }
}
