import Foundation

/// Standard output or standard error.
public struct StandardStream: TextOutput {
  private let handle: FileHandle
  private let descriptor: Int32

  /// Standard output.
  public static var output: StandardStream {
    StandardStream(handle: .standardOutput, descriptor: 1)
  }
  /// Standard error.
  public static var error: StandardStream { StandardStream(handle: .standardError, descriptor: 2) }

  private init(handle: FileHandle, descriptor: Int32) {
    self.handle = handle
    self.descriptor = descriptor
  }

  public func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  public var isTerminal: Bool { isatty(descriptor) != 0 }

  public var terminalColumns: Int? {
    var size = winsize()
    guard isTerminal, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }
}
