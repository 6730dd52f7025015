import CNcursesw
import CardListCore
import Glibc

if CommandLine.arguments.dropFirst().first == "--terminal-demo" {
    exit(runTerminalDemo(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
print("cardlist")
