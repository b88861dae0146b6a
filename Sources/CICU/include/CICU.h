// ICU's break iterators (Debian `libicu-dev`) behind functions of fixed names and plain C
// types: UAX #14 line break opportunities, UAX #29 grapheme clusters, the White_Space
// property.
//
// No ICU header is visible from here: ICU's are included by breaks.c only. Foundation on
// Linux carries its own copy of ICU's headers, and a Swift module that saw both (a test
// build imports every module with @testable) fails on types defined twice. Debian's ICU
// also renames its C functions per version through macros Swift cannot import; breaks.c is
// compiled by clang with the renaming in effect.
#ifndef LAYOUT_HARNESS_CICU_H
#define LAYOUT_HARNESS_CICU_H

#include <stdint.h>

/// An ICU break iterator (UBreakIterator), opaque.
typedef struct cicu_break_iterator cicu_break_iterator;

/// Kinds of iterator: ICU's UBRK_CHARACTER and UBRK_LINE.
enum { CICU_BREAK_CHARACTER = 0, CICU_BREAK_LINE = 2 };

/// Opens an iterator of `kind` for the root locale, with no text; NULL on failure.
cicu_break_iterator *cicu_break_open(int kind);
/// A copy of `iterator` for use on another thread; NULL on failure.
cicu_break_iterator *cicu_break_clone(const cicu_break_iterator *iterator);
/// Sets the UTF-16 text to iterate over; 0 on success.
int cicu_break_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length);
/// The first boundary (0).
int32_t cicu_break_first(cicu_break_iterator *iterator);
/// The next boundary, or -1 after the last.
int32_t cicu_break_next(cicu_break_iterator *iterator);
/// The rule status of the boundary last returned (100 to 199: a mandatory line break).
int32_t cicu_break_rule_status(cicu_break_iterator *iterator);
void cicu_break_close(cicu_break_iterator *iterator);
/// 1 when `c` has Unicode's White_Space property as ICU's u_isWhitespace defines it.
int cicu_is_whitespace(int32_t c);

#endif
