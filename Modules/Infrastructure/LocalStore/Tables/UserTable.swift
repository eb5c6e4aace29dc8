import Domain
import Foundation

/// SQL for the `users` table.
enum UserTable {
  /// A stored account: the user and the bcrypt hash of their password.
  struct Account {
    let user: User
    let passwordHash: String
  }

  /// The account named `username`, in any case (`Dave` is `dave`): the one spelled
  /// exactly so first, else the only one spelled so in another case. (A database from
  /// before usernames ignored case may hold both `dave` and `Dave`; each still logs in
  /// as typed.)
  static func account(named username: String, in db: SQLiteConnection)
    throws(FootballGatherError) -> Account?
  {
    let accounts = try accounts(spelled: username, in: db)
    return accounts.first { $0.user.username == username }
      ?? (accounts.count == 1 ? accounts[0] : nil)
  }

  /// Every account whose username is `username` in some case.
  static func accounts(spelled username: String, in db: SQLiteConnection)
    throws(FootballGatherError) -> [Account]
  {
    let folded = username.lowercased()
    return try db.query("SELECT id, username, password_hash FROM users") {
      row throws(FootballGatherError) -> Account? in
      let name = row.text(1)
      guard name.lowercased() == folded else { return nil }
      return Account(user: User(id: try row.uuid(0), username: name), passwordHash: row.text(2))
    }.compactMap { $0 }
  }

  static func insert(_ user: User, passwordHash: String, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute(
      "INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)",
      [user.id, user.username, passwordHash])
  }
}
