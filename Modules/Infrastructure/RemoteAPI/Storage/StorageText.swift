/// Short, readable reasons for local file failures.
enum StorageText {
  static func describe(_ error: any Error) -> String {
    switch error {
    case let failure as PrivateFile.Failure: failure.description
    case is DecodingError: "the file is damaged"
    default: String(describing: error)
    }
  }
}
