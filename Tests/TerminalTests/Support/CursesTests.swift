import Testing

/// The suites that start an ncurses screen, one test at a time: ncurses keeps global state.
@Suite(.serialized) enum CursesTests {}
