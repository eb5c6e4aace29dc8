import Foundation
import StandInServer

// A stand-in Football Gather web service on 127.0.0.1, to try remote mode by hand:
//   swift run standin-server [PORT]        (default 8080; data is kept in memory)
//   swift run footballgather --server http://127.0.0.1:8080
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, let port = UInt16(arguments.first ?? "8080") else {
  FileHandle.standardError.write(Data("usage: standin-server [PORT]\n".utf8))
  exit(2)
}
do {
  let server = try StandInServer.start(port: port)
  FileHandle.standardOutput.write(
    Data(
      "Football Gather stand-in server at \(server.baseURL.absoluteString) (Ctrl-C stops it)\n".utf8
    ))
  withExtendedLifetime(server) {
    while true { pause() }
  }
} catch {
  FileHandle.standardError.write(
    Data("standin-server: cannot listen on port \(port): \(error)\n".utf8))
  exit(1)
}
