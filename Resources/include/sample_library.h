// The bundled sample library's files as bytes in the binary (sample_library.c embeds them).
#ifndef RECIPES_SAMPLE_LIBRARY_H
#define RECIPES_SAMPLE_LIBRARY_H

#include <stddef.h>

/// `sample-library.json`: the sample recipes, a JSON array in the Recipe JSON form.
const unsigned char *recipes_sample_library_json_pointer(void);
/// The length of `sample-library.json` in bytes.
extern const size_t recipes_sample_library_json_size;

/// One picture of `sample-pictures/`: its file name (as the sample recipes' `imageNames` give
/// it) and its JPEG bytes.
struct recipes_sample_picture {
    const char *name;
    const unsigned char *bytes;
    size_t size;
};

/// Every bundled picture, in file-name order.
const struct recipes_sample_picture *recipes_sample_pictures_pointer(void);
/// How many pictures `recipes_sample_pictures_pointer` points to.
extern const size_t recipes_sample_picture_count;

#endif
