import Domain
import Foundation

/// SQL for the `users` table.
enum UserTable {
  /// A stored account: the user and the bcrypt hash of their password.
  struct Account {
    let user: User
    let passwordHash: String
  }

  static func account(named username: String, in db: SQLiteConnection)
    throws(FootballGatherError) -> Account?
  {
    try db.queryFirst(
      "SELECT id, username, password_hash FROM users WHERE username = ?", [username]
    ) { row throws(FootballGatherError) in
      Account(
        user: User(id: try row.uuid(0), username: row.text(1)), passwordHash: row.text(2))
    }
  }

  static func insert(_ user: User, passwordHash: String, in db: SQLiteConnection)
    throws(FootballGatherError)
  {
    try db.execute(
      "INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)",
      [user.id, user.username, passwordHash])
  }
}
