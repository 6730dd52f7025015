/* Writes a photo-like JPEG for the thumbnail benchmark: smooth gradients, discs and noise, so
   it compresses like a photograph rather than like a flat drawing.

   cc -O2 -o make-photo bench/make-photo.c -ljpeg && ./make-photo OUT.jpg WIDTH HEIGHT SEED */
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: make-photo OUT.jpg WIDTH HEIGHT SEED\n");
        return 2;
    }
    FILE *out = fopen(argv[1], "wb");
    if (!out) { perror(argv[1]); return 1; }
    int width = atoi(argv[2]), height = atoi(argv[3]);
    unsigned seed = (unsigned)atoi(argv[4]) * 2654435761u + 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, out);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 85, TRUE);
    jpeg_start_compress(&info, TRUE);
    unsigned char *row = malloc((size_t)width * 3);
    int cx = (int)(seed % (unsigned)width), cy = (int)((seed / 7) % (unsigned)height);
    int base = (int)(seed % 200);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            seed = seed * 1103515245u + 12345u;
            int noise = (int)((seed >> 16) % 17) - 8;
            long dx = x - cx, dy = y - cy;
            int inside = dx * dx + dy * dy < (long)height * height / 9;
            int r = (base + x * 200 / width) % 256, g = (y * 220 / height + 30) % 256, b = inside ? 60 : 180;
            int values[3] = {r + noise, g + noise, b + noise};
            for (int c = 0; c < 3; c++) row[x * 3 + c] = (unsigned char)(values[c] < 0 ? 0 : values[c] > 255 ? 255 : values[c]);
        }
        JSAMPROW pointer = row;
        jpeg_write_scanlines(&info, &pointer, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(out);
    free(row);
    return 0;
}
