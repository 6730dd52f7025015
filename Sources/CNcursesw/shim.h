#ifndef CARDLIST_NCURSESW_SHIM_H
#define CARDLIST_NCURSESW_SHIM_H

/* SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, so ask for the wide-character API here. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

#endif
