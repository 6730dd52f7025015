import Glibc

exit(runTerminalDemo(arguments: Array(CommandLine.arguments.dropFirst())))
