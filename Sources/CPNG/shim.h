#ifndef CARDLIST_PNG_SHIM_H
#define CARDLIST_PNG_SHIM_H

/* libpng's simplified API (png_image_*): it reports errors through its return values and
   the image's message buffer, never by longjmp into Swift. */
#include <png.h>

/* PNG_FORMAT_RGBA is an expression macro, which Swift does not import. */
static const unsigned int cl_png_format_rgba = PNG_FORMAT_RGBA;

#endif
