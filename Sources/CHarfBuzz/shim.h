// HarfBuzz (Debian `libharfbuzz-dev`): font loading from OpenType files, the name table,
// and shaping. TextLayout uses HarfBuzz's own OpenType functions; FreeType is not needed.
#include <hb.h>
#include <hb-ot.h>
