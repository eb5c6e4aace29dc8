import Domain

/// The detail scene's requests, responses and view models, one group per use case.
enum PlayerDetailModels {
  enum Load {
    struct Request {}
    struct Response {
      var player: Player
      var sections: [(title: String, fields: [PlayerField])]
      var record: Result<PlayerRecord, FootballGatherError>
    }
    struct ViewModel: Equatable {
      var title: String
      var rows: [[String]]
      var record: String?
      var errorMessage: String?
      var hint: String
    }
  }

  enum SelectField {
    struct Request { var words: [String] }
    enum Response {
      case edit(PlayerFieldEdit)
      case unknownField(typed: String?, fields: [PlayerField])
    }
    enum ViewModel: Equatable {
      case showEditView(PlayerFieldEdit)
      case error(String)
    }
  }
}
