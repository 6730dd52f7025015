#ifndef CARDLIST_PNG_SHIM_H
#define CARDLIST_PNG_SHIM_H

/* libpng's simplified API (png_image_*): it reports errors through its return values and
   the image's message buffer, never by longjmp into Swift.
   The program is not linked with libpng: its functions are found at run time, when the first
   PNG is decoded, through this table. */
#include <dlfcn.h>
#include <string.h>
#include <png.h>

/* PNG_FORMAT_RGBA is an expression macro, which Swift does not import. */
static const unsigned int cl_png_format_rgba = PNG_FORMAT_RGBA;

#define CL_PNG_TEXT_(x) #x
#define CL_PNG_TEXT(x) CL_PNG_TEXT_(x)
/* libpng's name for the run-time loader (its soname: libpng16.so.16), from the headers built against. */
static const char *const cl_png_library =
    "libpng" CL_PNG_TEXT(PNG_LIBPNG_VER_DLLNUM) ".so." CL_PNG_TEXT(PNG_LIBPNG_VER_SONUM);

/* The libpng functions the decoder (and the tests' encoder) call. */
struct cl_png_api {
    __typeof__(png_image_begin_read_from_memory) *_Nonnull image_begin_read_from_memory;
    __typeof__(png_image_finish_read) *_Nonnull image_finish_read;
    __typeof__(png_image_free) *_Nonnull image_free;
    __typeof__(png_image_write_to_memory) *_Nonnull image_write_to_memory;
};

/* The table of `library` (a dlopen handle). *missing is set to NULL, or to the name of the
   first function the library lacks (then the table is not to be used). */
static inline struct cl_png_api cl_png_bind(void *library, const char **missing) {
    struct cl_png_api api;
    memset(&api, 0, sizeof api);
    *missing = NULL;
#define CL_PNG_BIND(field) \
    if (*missing == NULL && (*(void **)&api.field = dlsym(library, "png_" #field)) == NULL) *missing = "png_" #field;
    CL_PNG_BIND(image_begin_read_from_memory)
    CL_PNG_BIND(image_finish_read)
    CL_PNG_BIND(image_free)
    CL_PNG_BIND(image_write_to_memory)
#undef CL_PNG_BIND
    return api;
}

#endif
