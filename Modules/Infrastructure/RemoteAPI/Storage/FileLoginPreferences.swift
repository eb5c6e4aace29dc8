import Domain
import Foundation

/// The login screen's "remember me" preferences in remote mode: one small private file
/// per server beside the session file, since the web service keeps no such setting.
public struct FileLoginPreferences: LoginPreferencesService {
  private let fileURL: URL

  public init(directory: URL, server: URL) {
    fileURL = directory.appendingPathComponent("login-\(ServerKey.fileStem(for: server)).json")
  }

  private struct Saved: Codable {
    var rememberMe: Bool
    var rememberedUsername: String?
  }

  public func loadLoginPreferences() async throws(FootballGatherError) -> LoginPreferences {
    do {
      guard let data = try PrivateFile.read(fileURL) else { return LoginPreferences() }
      let saved = try JSONDecoder().decode(Saved.self, from: data)
      return LoginPreferences(
        rememberMe: saved.rememberMe, rememberedUsername: saved.rememberedUsername)
    } catch {
      throw FootballGatherError.storage("could not read \(fileURL.path): \(error)")
    }
  }

  public func saveLoginPreferences(_ preferences: LoginPreferences)
    async throws(FootballGatherError)
  {
    let saved = Saved(
      rememberMe: preferences.rememberMe, rememberedUsername: preferences.rememberedUsername)
    do {
      try PrivateFile.write(try JSONEncoder().encode(saved), to: fileURL)
    } catch {
      throw FootballGatherError.storage("could not save \(fileURL.path): \(error)")
    }
  }
}
