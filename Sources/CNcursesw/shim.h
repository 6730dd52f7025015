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

/* Globals that Swift 6 refuses to read directly ("not concurrency-safe"). */
static inline WINDOW *cl_stdscr(void) { return stdscr; }
static inline WINDOW *cl_curscr(void) { return curscr; }
static inline int cl_lines(void) { return LINES; }
static inline int cl_cols(void) { return COLS; }
static inline int cl_colors(void) { return COLORS; }
static inline int cl_color_pairs(void) { return COLOR_PAIRS; }
static inline TERMINAL *cl_cur_term(void) { return cur_term; }

/* Attribute macros (function-like, so they do not import). */
static inline attr_t cl_a_normal(void) { return A_NORMAL; }
static inline attr_t cl_a_bold(void) { return A_BOLD; }
static inline attr_t cl_a_dim(void) { return A_DIM; }
static inline attr_t cl_a_italic(void) { return A_ITALIC; }
static inline attr_t cl_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cl_a_reverse(void) { return A_REVERSE; }

/* Mouse masks. */
static inline mmask_t cl_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cl_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t cl_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cl_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cl_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cl_button5_pressed(void) { return BUTTON5_PRESSED; }

/* Key codes given by function-like macros. */
static inline int cl_key_f(int n) { return KEY_F(n); }

/* The width of one code point under the current locale, as ncursesw measures it. */
static inline int cl_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/* setcchar with an extended colour pair (passed through the opts pointer, ncurses 6). */
/* Sets the window's attributes and (extended) colour pair for the text written next. */
static inline int cl_wattr_set(WINDOW *window, attr_t attributes, int pair) {
    return wattr_set(window, attributes, (short)pair, &pair);
}

static inline int cl_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    int extended = pair;
    return setcchar(cell, text, attributes, (short)(pair < 32768 ? pair : 0), &extended);
}

/* tiparm is variadic, which Swift cannot call: a capability with one numeric parameter. */
static inline const char *cl_tiparm1(const char *capability, int value) { return tiparm(capability, value); }
/* A capability with two numeric parameters (a row and a column, the two rows of a region). */
static inline const char *cl_tiparm2(const char *capability, int first, int second) { return tiparm(capability, first, second); }

#endif
