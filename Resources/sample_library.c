// The bundled sample library's files, embedded in the binary as bytes by C23's #embed, which
// clang reads straight from the files (and lists in its dependency output, so a changed file
// is embedded again). SwiftPM's `.embedInCode` wrote them as a Swift array literal of ~1 MB that
// took the compiler 20 s in every clean build; this takes a fraction of a second.
// A picture added to sample-pictures/ is listed here too (the tests check every sample recipe's
// picture is bundled).
#include "sample_library.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char sample_library_json[] = {
#embed "sample-library.json"
};
const size_t recipes_sample_library_json_size = sizeof sample_library_json;

const unsigned char *recipes_sample_library_json_pointer(void) { return sample_library_json; }

static const unsigned char banana_bread[] = {
#embed "sample-pictures/banana-bread.jpg"
};
static const unsigned char bibimbap[] = {
#embed "sample-pictures/bibimbap.jpg"
};
static const unsigned char blueberry_muffins[] = {
#embed "sample-pictures/blueberry-muffins.jpg"
};
static const unsigned char borscht[] = {
#embed "sample-pictures/borscht.jpg"
};
static const unsigned char bulgogi[] = {
#embed "sample-pictures/bulgogi.jpg"
};
static const unsigned char chocolate_chip_cookies[] = {
#embed "sample-pictures/chocolate-chip-cookies.jpg"
};
static const unsigned char creme_brulee[] = {
#embed "sample-pictures/creme-brulee.jpg"
};
static const unsigned char dal_tadka[] = {
#embed "sample-pictures/dal-tadka.jpg"
};
static const unsigned char fish_tacos[] = {
#embed "sample-pictures/fish-tacos.jpg"
};
static const unsigned char gateau_au_chocolat[] = {
#embed "sample-pictures/gateau-au-chocolat.jpg"
};
static const unsigned char greek_salad[] = {
#embed "sample-pictures/greek-salad.jpg"
};
static const unsigned char japchae[] = {
#embed "sample-pictures/japchae.jpg"
};
static const unsigned char oyakodon[] = {
#embed "sample-pictures/oyakodon.jpg"
};
static const unsigned char pad_krapow[] = {
#embed "sample-pictures/pad-krapow.jpg"
};
static const unsigned char pancakes[] = {
#embed "sample-pictures/pancakes.jpg"
};
static const unsigned char pumpkin_pie[] = {
#embed "sample-pictures/pumpkin-pie.jpg"
};
static const unsigned char roast_chicken[] = {
#embed "sample-pictures/roast-chicken.jpg"
};
static const unsigned char shakshuka[] = {
#embed "sample-pictures/shakshuka.jpg"
};
static const unsigned char sheet_pan_gnocchi[] = {
#embed "sample-pictures/sheet-pan-gnocchi.jpg"
};
static const unsigned char shorbat_adas[] = {
#embed "sample-pictures/shorbat-adas.jpg"
};
static const unsigned char spanakopita[] = {
#embed "sample-pictures/spanakopita.jpg"
};
static const unsigned char syrniki[] = {
#embed "sample-pictures/syrniki.jpg"
};
static const unsigned char tiramisu[] = {
#embed "sample-pictures/tiramisu.jpg"
};
static const unsigned char tom_yum[] = {
#embed "sample-pictures/tom-yum.jpg"
};

static const struct recipes_sample_picture pictures[] = {
    {"banana-bread.jpg", banana_bread, sizeof banana_bread},
    {"bibimbap.jpg", bibimbap, sizeof bibimbap},
    {"blueberry-muffins.jpg", blueberry_muffins, sizeof blueberry_muffins},
    {"borscht.jpg", borscht, sizeof borscht},
    {"bulgogi.jpg", bulgogi, sizeof bulgogi},
    {"chocolate-chip-cookies.jpg", chocolate_chip_cookies, sizeof chocolate_chip_cookies},
    {"creme-brulee.jpg", creme_brulee, sizeof creme_brulee},
    {"dal-tadka.jpg", dal_tadka, sizeof dal_tadka},
    {"fish-tacos.jpg", fish_tacos, sizeof fish_tacos},
    {"gateau-au-chocolat.jpg", gateau_au_chocolat, sizeof gateau_au_chocolat},
    {"greek-salad.jpg", greek_salad, sizeof greek_salad},
    {"japchae.jpg", japchae, sizeof japchae},
    {"oyakodon.jpg", oyakodon, sizeof oyakodon},
    {"pad-krapow.jpg", pad_krapow, sizeof pad_krapow},
    {"pancakes.jpg", pancakes, sizeof pancakes},
    {"pumpkin-pie.jpg", pumpkin_pie, sizeof pumpkin_pie},
    {"roast-chicken.jpg", roast_chicken, sizeof roast_chicken},
    {"shakshuka.jpg", shakshuka, sizeof shakshuka},
    {"sheet-pan-gnocchi.jpg", sheet_pan_gnocchi, sizeof sheet_pan_gnocchi},
    {"shorbat-adas.jpg", shorbat_adas, sizeof shorbat_adas},
    {"spanakopita.jpg", spanakopita, sizeof spanakopita},
    {"syrniki.jpg", syrniki, sizeof syrniki},
    {"tiramisu.jpg", tiramisu, sizeof tiramisu},
    {"tom-yum.jpg", tom_yum, sizeof tom_yum},
};
const size_t recipes_sample_picture_count = sizeof pictures / sizeof pictures[0];

const struct recipes_sample_picture *recipes_sample_pictures_pointer(void) { return pictures; }
