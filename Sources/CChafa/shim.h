#ifndef CARDLIST_CHAFA_SHIM_H
#define CARDLIST_CHAFA_SHIM_H

/* chafa turns pixels into character cells. The program is not linked with chafa: its
   functions are found at run time, when the first picture is drawn, through the table below,
   so a run without pictures never loads chafa nor glib and pcre2 behind it.

   The part of chafa's API the cell renderer calls is declared here, as chafa.h (1.8 or later,
   soname libchafa.so.0) has it, rather than included: chafa.h needs glib's headers, and the
   build would then link chafa and glib into every run (SwiftPM adds pkg-config's libraries). */
#include <dlfcn.h>
#include <stdint.h>
#include <string.h>

/* chafa's name for the run-time loader (its soname). */
static const char *const cl_chafa_library = "libchafa.so.0";

typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaCanvas ChafaCanvas;

/* The symbol classes used (chafa-symbol-map.h). */
typedef enum {
    CHAFA_SYMBOL_TAG_SPACE = (1 << 0),
    CHAFA_SYMBOL_TAG_SOLID = (1 << 1),
    CHAFA_SYMBOL_TAG_QUAD = (1 << 7),
    CHAFA_SYMBOL_TAG_VHALF = (1 << 9),
    CHAFA_SYMBOL_TAG_SEXTANT = (1 << 22)
} ChafaSymbolTags;

/* chafa-canvas-config.h: the first canvas mode. */
typedef enum { CHAFA_CANVAS_MODE_TRUECOLOR = 0 } ChafaCanvasMode;

/* chafa-common.h: the fifth pixel type. */
typedef enum { CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4 } ChafaPixelType;

/* The chafa functions the cell renderer calls (gint is int, gunichar uint32_t, guint8 uint8_t). */
struct cl_chafa_api {
    ChafaSymbolMap *_Nullable (*_Nonnull symbol_map_new)(void);
    void (*_Nonnull symbol_map_unref)(ChafaSymbolMap *_Nullable map);
    void (*_Nonnull symbol_map_add_by_tags)(ChafaSymbolMap *_Nullable map, ChafaSymbolTags tags);
    ChafaCanvasConfig *_Nullable (*_Nonnull canvas_config_new)(void);
    void (*_Nonnull canvas_config_unref)(ChafaCanvasConfig *_Nullable config);
    void (*_Nonnull canvas_config_set_geometry)(ChafaCanvasConfig *_Nullable config, int width, int height);
    void (*_Nonnull canvas_config_set_symbol_map)(ChafaCanvasConfig *_Nullable config, const ChafaSymbolMap *_Nullable map);
    void (*_Nonnull canvas_config_set_canvas_mode)(ChafaCanvasConfig *_Nullable config, ChafaCanvasMode mode);
    ChafaCanvas *_Nullable (*_Nonnull canvas_new)(const ChafaCanvasConfig *_Nullable config);
    void (*_Nonnull canvas_unref)(ChafaCanvas *_Nullable canvas);
    void (*_Nonnull canvas_draw_all_pixels)(ChafaCanvas *_Nullable canvas, ChafaPixelType type,
                                            const uint8_t *_Nullable pixels, int width, int height, int rowstride);
    uint32_t (*_Nonnull canvas_get_char_at)(ChafaCanvas *_Nullable canvas, int x, int y);
    void (*_Nonnull canvas_get_colors_at)(ChafaCanvas *_Nullable canvas, int x, int y,
                                          int *_Nullable foreground, int *_Nullable background);
};

/* The table of `library` (a dlopen handle). *missing is set to NULL, or to the name of the
   first function the library lacks (then the table is not to be used). */
static inline struct cl_chafa_api cl_chafa_bind(void *_Nullable library, const char *_Nullable *_Nonnull missing) {
    struct cl_chafa_api api;
    memset(&api, 0, sizeof api);
    *missing = NULL;
#define CL_CHAFA_BIND(field) \
    if (*missing == NULL && (*(void **)&api.field = dlsym(library, "chafa_" #field)) == NULL) *missing = "chafa_" #field;
    CL_CHAFA_BIND(symbol_map_new)
    CL_CHAFA_BIND(symbol_map_unref)
    CL_CHAFA_BIND(symbol_map_add_by_tags)
    CL_CHAFA_BIND(canvas_config_new)
    CL_CHAFA_BIND(canvas_config_unref)
    CL_CHAFA_BIND(canvas_config_set_geometry)
    CL_CHAFA_BIND(canvas_config_set_symbol_map)
    CL_CHAFA_BIND(canvas_config_set_canvas_mode)
    CL_CHAFA_BIND(canvas_new)
    CL_CHAFA_BIND(canvas_unref)
    CL_CHAFA_BIND(canvas_draw_all_pixels)
    CL_CHAFA_BIND(canvas_get_char_at)
    CL_CHAFA_BIND(canvas_get_colors_at)
#undef CL_CHAFA_BIND
    return api;
}

#endif
