import Glibc

exit(CardListApp(arguments: Array(CommandLine.arguments.dropFirst())).run())
