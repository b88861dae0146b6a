// ICU's break iterators (Debian `libicu-dev`): UAX #14 line break opportunities and
// UAX #29 grapheme clusters, plus the whitespace property.
//
// Debian's ICU renames every C function with its version (ubrk_open -> ubrk_open_72) through
// macros Swift cannot import, so each function TextLayout calls is wrapped in a static inline
// function of a fixed name, compiled by clang with the renaming in effect.
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>

static inline UBreakIterator *cicu_ubrk_open(UBreakIteratorType type, const char *locale,
                                             const UChar *text, int32_t length, UErrorCode *status) {
    return ubrk_open(type, locale, text, length, status);
}
static inline UBreakIterator *cicu_ubrk_clone(const UBreakIterator *iterator, UErrorCode *status) {
    return ubrk_clone(iterator, status);
}
static inline void cicu_ubrk_setText(UBreakIterator *iterator, const UChar *text, int32_t length,
                                     UErrorCode *status) {
    ubrk_setText(iterator, text, length, status);
}
static inline int32_t cicu_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
static inline int32_t cicu_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline int32_t cicu_ubrk_getRuleStatus(UBreakIterator *iterator) { return ubrk_getRuleStatus(iterator); }
static inline void cicu_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
static inline UBool cicu_u_isWhitespace(UChar32 c) { return u_isWhitespace(c); }
static inline UBool cicu_failure(UErrorCode status) { return U_FAILURE(status); }
