// The functions of include/CICU.h over ICU's C API (ubrk, uchar).
#include "CICU.h"

#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>

cicu_break_iterator *cicu_break_open(int kind) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)kind, "", NULL, 0, &status);
    if (U_FAILURE(status)) { return NULL; }
    return (cicu_break_iterator *)iterator;
}

cicu_break_iterator *cicu_break_clone(const cicu_break_iterator *iterator) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *copy = ubrk_clone((const UBreakIterator *)iterator, &status);
    if (U_FAILURE(status)) {
        if (copy != NULL) { ubrk_close(copy); }
        return NULL;
    }
    return (cicu_break_iterator *)copy;
}

int cicu_break_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? 1 : 0;
}

int32_t cicu_break_first(cicu_break_iterator *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t cicu_break_next(cicu_break_iterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }
int32_t cicu_break_rule_status(cicu_break_iterator *iterator) {
    return ubrk_getRuleStatus((UBreakIterator *)iterator);
}
void cicu_break_close(cicu_break_iterator *iterator) { ubrk_close((UBreakIterator *)iterator); }
int cicu_is_whitespace(int32_t c) { return u_isWhitespace((UChar32)c) ? 1 : 0; }
