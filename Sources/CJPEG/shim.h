#ifndef CARDLIST_JPEG_SHIM_H
#define CARDLIST_JPEG_SHIM_H

/* libjpeg reports fatal errors by calling error_exit, which must not return. The decoder
   below keeps the setjmp/longjmp pair inside C: Swift calls one function and gets a status.
   The program is not linked with libjpeg: its functions are found at run time, when the first
   JPEG is decoded, through the table below (a run without pictures never loads it). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

#define CL_JPEG_TEXT_(x) #x
#define CL_JPEG_TEXT(x) CL_JPEG_TEXT_(x)
/* libjpeg's name for the run-time loader (its soname: libjpeg.so.62), from the headers built against. */
static const char *const cl_jpeg_library = "libjpeg.so." CL_JPEG_TEXT(JPEG_LIB_VERSION);

/* The libjpeg functions the decoder and encoder below call. */
struct cl_jpeg_api {
    __typeof__(jpeg_std_error) *_Nonnull std_error;
    __typeof__(jpeg_CreateDecompress) *_Nonnull CreateDecompress;
    __typeof__(jpeg_mem_src) *_Nonnull mem_src;
    __typeof__(jpeg_read_header) *_Nonnull read_header;
    __typeof__(jpeg_calc_output_dimensions) *_Nonnull calc_output_dimensions;
    __typeof__(jpeg_start_decompress) *_Nonnull start_decompress;
    __typeof__(jpeg_read_scanlines) *_Nonnull read_scanlines;
    __typeof__(jpeg_finish_decompress) *_Nonnull finish_decompress;
    __typeof__(jpeg_destroy_decompress) *_Nonnull destroy_decompress;
    __typeof__(jpeg_CreateCompress) *_Nonnull CreateCompress;
    __typeof__(jpeg_mem_dest) *_Nonnull mem_dest;
    __typeof__(jpeg_set_defaults) *_Nonnull set_defaults;
    __typeof__(jpeg_set_quality) *_Nonnull set_quality;
    __typeof__(jpeg_start_compress) *_Nonnull start_compress;
    __typeof__(jpeg_write_scanlines) *_Nonnull write_scanlines;
    __typeof__(jpeg_finish_compress) *_Nonnull finish_compress;
    __typeof__(jpeg_destroy_compress) *_Nonnull destroy_compress;
};

/* The table of `library` (a dlopen handle). *missing is set to NULL, or to the name of the
   first function the library lacks (then the table is not to be used). */
static inline struct cl_jpeg_api cl_jpeg_bind(void *library, const char **missing) {
    struct cl_jpeg_api api;
    memset(&api, 0, sizeof api);
    *missing = NULL;
#define CL_JPEG_BIND(field) \
    if (*missing == NULL && (*(void **)&api.field = dlsym(library, "jpeg_" #field)) == NULL) *missing = "jpeg_" #field;
    CL_JPEG_BIND(std_error)
    CL_JPEG_BIND(CreateDecompress)
    CL_JPEG_BIND(mem_src)
    CL_JPEG_BIND(read_header)
    CL_JPEG_BIND(calc_output_dimensions)
    CL_JPEG_BIND(start_decompress)
    CL_JPEG_BIND(read_scanlines)
    CL_JPEG_BIND(finish_decompress)
    CL_JPEG_BIND(destroy_decompress)
    CL_JPEG_BIND(CreateCompress)
    CL_JPEG_BIND(mem_dest)
    CL_JPEG_BIND(set_defaults)
    CL_JPEG_BIND(set_quality)
    CL_JPEG_BIND(start_compress)
    CL_JPEG_BIND(write_scanlines)
    CL_JPEG_BIND(finish_compress)
    CL_JPEG_BIND(destroy_compress)
#undef CL_JPEG_BIND
    return api;
}

struct cl_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
};

static void cl_jpeg_error_exit(j_common_ptr info) {
    struct cl_jpeg_error *error = (struct cl_jpeg_error *)info->err;
    longjmp(error->escape, 1);
}

/* Warnings (corrupt data, a truncated file) are counted, never printed. */
static void cl_jpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) info->err->num_warnings++;
}

static void cl_jpeg_output_message(j_common_ptr info) { (void)info; }

/* What cl_jpeg_decode found. */
enum {
    CL_JPEG_OK = 0,
    CL_JPEG_CORRUPT = 1,     /* not a JPEG, a fatal error, or a warning about the data */
    CL_JPEG_EMPTY = 2,       /* zero width or height */
    CL_JPEG_TOO_LARGE = 3    /* larger than max_pixels even at 1/8 size */
};

/* Decodes the JPEG in data[0..<size] to RGB (3 bytes a pixel, rows packed), at the largest of
   1/1, 1/2, 1/4, 1/8 size that keeps width and height at least min_side (when the picture is
   that big) and the pixel count at most max_pixels. The header is read first: a picture whose
   1/8 size is still above max_pixels is refused without decoding. On CL_JPEG_OK *pixels holds
   a malloc'ed buffer for the caller to free(). */
static inline int cl_jpeg_decode(const struct cl_jpeg_api *jpeg, const unsigned char *data, unsigned long size, unsigned int min_side,
                                 unsigned long max_pixels, unsigned char **pixels,
                                 unsigned int *width, unsigned int *height) {
    struct jpeg_decompress_struct info;
    struct cl_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg->std_error(&error.manager);
    error.manager.error_exit = cl_jpeg_error_exit;
    error.manager.emit_message = cl_jpeg_emit_message;
    error.manager.output_message = cl_jpeg_output_message;
    if (setjmp(error.escape)) {
        jpeg->destroy_decompress(&info);
        free(buffer);
        return CL_JPEG_CORRUPT;
    }
    jpeg->CreateDecompress(&info, JPEG_LIB_VERSION, sizeof info);
    jpeg->mem_src(&info, data, size);
    if (jpeg->read_header(&info, TRUE) != JPEG_HEADER_OK || info.err->num_warnings > 0) {
        jpeg->destroy_decompress(&info);
        return CL_JPEG_CORRUPT;
    }
    if (info.image_width == 0 || info.image_height == 0) {
        jpeg->destroy_decompress(&info);
        return CL_JPEG_EMPTY;
    }
    unsigned int denominator = 1;
    while (denominator < 8) {
        unsigned long w = (info.image_width + denominator - 1) / denominator;
        unsigned long h = (info.image_height + denominator - 1) / denominator;
        unsigned long next_w = (info.image_width + 2 * denominator - 1) / (2 * denominator);
        unsigned long next_h = (info.image_height + 2 * denominator - 1) / (2 * denominator);
        int fits = w * h <= max_pixels;
        int next_big_enough = next_w >= min_side && next_h >= min_side;
        if (fits && !next_big_enough) break;
        denominator *= 2;
    }
    info.scale_num = 1;
    info.scale_denom = denominator;
    info.out_color_space = JCS_RGB;
    info.dct_method = JDCT_IFAST;
    jpeg->calc_output_dimensions(&info);
    unsigned long out_w = info.output_width, out_h = info.output_height;
    if (out_w == 0 || out_h == 0 || out_w * out_h > max_pixels || info.output_components != 3) {
        jpeg->destroy_decompress(&info);
        return CL_JPEG_TOO_LARGE;
    }
    buffer = (unsigned char *)malloc(out_w * out_h * 3);
    if (buffer == NULL) {
        jpeg->destroy_decompress(&info);
        return CL_JPEG_TOO_LARGE;
    }
    jpeg->start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (unsigned long)info.output_scanline * out_w * 3;
        if (jpeg->read_scanlines(&info, &row, 1) != 1) break;
    }
    int truncated = info.output_scanline < info.output_height || info.err->num_warnings > 0;
    if (!truncated) jpeg->finish_decompress(&info);
    truncated = truncated || info.err->num_warnings > 0;
    jpeg->destroy_decompress(&info);
    if (truncated) {
        free(buffer);
        return CL_JPEG_CORRUPT;
    }
    *pixels = buffer;
    *width = (unsigned int)out_w;
    *height = (unsigned int)out_h;
    return CL_JPEG_OK;
}

/* Encodes width x height RGB pixels (rows packed) as a baseline JPEG of the given quality
   into a malloc'ed buffer (*out, *out_size; the caller frees it). Returns 0 on success. Used
   to make test fixtures and benchmark pictures. */
static inline int cl_jpeg_encode(const struct cl_jpeg_api *jpeg, const unsigned char *rgb, unsigned int width, unsigned int height, int quality,
                                 unsigned char **out, unsigned long *out_size) {
    struct jpeg_compress_struct info;
    struct cl_jpeg_error error;
    *out = NULL;
    *out_size = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg->std_error(&error.manager);
    error.manager.error_exit = cl_jpeg_error_exit;
    error.manager.output_message = cl_jpeg_output_message;
    if (setjmp(error.escape)) {
        jpeg->destroy_compress(&info);
        return 1;
    }
    jpeg->CreateCompress(&info, JPEG_LIB_VERSION, sizeof info);
    jpeg->mem_dest(&info, out, out_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg->set_defaults(&info);
    jpeg->set_quality(&info, quality, TRUE);
    jpeg->start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (unsigned long)info.next_scanline * width * 3);
        jpeg->write_scanlines(&info, &row, 1);
    }
    jpeg->finish_compress(&info);
    jpeg->destroy_compress(&info);
    return 0;
}

#endif
