/// A connection bytes are written to and read from, plain or encrypted.
protocol ByteStream {
  /// Writes every byte (waiting while the connection cannot take more).
  func write(_ bytes: [UInt8]) throws
  /// Up to `count` bytes, waiting until at least one arrives; empty at the end of the stream.
  func read(upTo count: Int) throws -> [UInt8]
  /// Says goodbye at this stream's level (TLS's close_notify); the socket closes apart.
  func shutDown()
}
