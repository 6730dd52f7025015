import Glibc

// Swift's crash backtracer would take over the terminal of a full-screen session; our own
// handlers restore the terminal and re-raise instead (see Terminal's EmergencyRestore).
setenv("SWIFT_BACKTRACE", "enable=no", 0)

exit(CardListApp(arguments: Array(CommandLine.arguments.dropFirst())).run())
