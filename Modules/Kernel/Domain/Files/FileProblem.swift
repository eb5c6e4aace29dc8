import Foundation

/// What is wrong with a path the app was given (the database, a file to import, a file
/// to export to), worded once for all of them: each names the path and says what to do.
/// Foundation's own error text ("NSCocoaErrorDomain error 256") never reaches the screen.
public enum FileProblem: Error, Hashable, Sendable {
  case missingFile(String)
  case missingFolder(String)
  /// A part of the path that should be a folder is a file.
  case notAFolder(String)
  case folderGiven(String)
  /// A path ending in `/` where a file belongs (`export csv x/`): it names a folder.
  case folderNamed(String)
  /// A device, pipe or socket where an ordinary file belongs.
  case notAFile(String)
  case unreadable(String)
  case readOnlyFile(String)
  case readOnlyFolder(String)
  case readOnlyDisk(String)
  case diskFull(String)
  case nameTooLong(Int)
  case tooLarge(String, limit: Int)
  /// Removed, replaced or cut short while the app was reading it.
  case vanished(String)
  case failed(String, writing: Bool, code: Int32)

  /// The line shown after `error: ` (or `footballgather: ` at start-up).
  public var message: String {
    switch self {
    case .missingFile(let path): "there is no file '\(path)'; check the name and the folder"
    case .missingFolder(let folder):
      "the folder '\(folder)' does not exist; create it or choose another path"
    case .notAFolder(let path): "'\(path)' is a file, not a folder; check the path"
    case .folderGiven(let path): "'\(path)' is a folder, not a file; give the path of a file"
    case .folderNamed(let path):
      "'\(path)' ends in '/', so it names a folder, not a file; give the path of a file "
        + "(for example '\(path)players.csv')"
    case .notAFile(let path):
      "'\(path)' is a device, pipe or socket, not an ordinary file; give the path of a file"
    case .unreadable(let path):
      "you may not read '\(path)'; allow it (chmod u+r '\(path)') or use another file"
    case .readOnlyFile(let path):
      "'\(path)' is read-only; make it writable (chmod u+w '\(path)') or choose another file"
    case .readOnlyFolder(let folder):
      "the folder '\(folder)' is read-only; make it writable (chmod u+w '\(folder)') or "
        + "choose another folder"
    case .readOnlyDisk(let path): "'\(path)' is on a read-only disk; choose a writable place"
    case .diskFull(let path): "the disk holding '\(path)' is full; free some space and try again"
    case .nameTooLong(let length):
      "the path is \(length) characters, longer than the system allows; give a shorter one"
    case .tooLarge(let path, let limit):
      "'\(path)' is larger than \(limit / 1_000_000) MB; split it into smaller files"
    case .vanished(let path):
      "'\(path)' was removed or changed while it was being read; try again"
    case .failed(let path, let writing, let code):
      "cannot \(writing ? "write" : "read") '\(path)' (system error \(code)); check the path "
        + "and try again"
    }
  }

  /// As the error of a store that cannot be used (the database at start-up, exit status 1).
  public var storeError: FootballGatherError { .storage(message) }

  /// As the error for a path the user typed (`import FILE`, `export csv FILE`): the
  /// message alone, after what could not be done.
  public var error: FootballGatherError { .invalidInput(message) }

  /// The problem a failed system call on `path` reported with `code` (`errno`), looking at
  /// the folders above the path to tell a missing file from a missing folder.
  public static func diagnosing(_ code: Int32, path: String, writing: Bool) -> FileProblem {
    let folder = FilePaths.folder(of: path)
    let files = FileManager.default
    var isFolder: ObjCBool = false
    switch code {
    case ENAMETOOLONG: return .nameTooLong(path.count)
    case ENOENT:
      if FilePaths.namesAFolder(path) { return .folderNamed(path) }
      if !folder.isEmpty, !files.fileExists(atPath: folder) { return .missingFolder(folder) }
      return writing ? .missingFolder(folder) : .missingFile(path)
    case ENOTDIR: return .notAFolder(folder.isEmpty ? path : folder)
    case EISDIR: return .folderGiven(path)
    case ENXIO, ENODEV: return .notAFile(path)
    case EACCES, EPERM:
      guard writing else { return .unreadable(path) }
      if files.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        return .readOnlyFile(path)
      }
      return .readOnlyFolder(folder.isEmpty ? "." : folder)
    case EROFS: return .readOnlyDisk(path)
    case ENOSPC, EDQUOT: return .diskFull(path)
    case ESTALE: return .vanished(path)
    default: return .failed(path, writing: writing, code: code)
    }
  }
}
