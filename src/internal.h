/* internal.h — helpers shared inside libgameaudit; not installed. */
#ifndef GA_INTERNAL_H
#define GA_INTERNAL_H

#include "gameaudit.h"

#include <stdint.h>

/* Returns a NUL-terminated copy of n bytes of s, or NULL (out of memory). */
char *ga_strndup(const char *s, size_t n);
/* Returns a copy of s, or NULL when s is NULL or memory runs out. */
char *ga_strdup0(const char *s);

/* Makes room for need elements of elem bytes in the array whose address is
 * arrayp (a T ** passed as void *), of capacity *cap (updated), doubling from
 * min_cap.  Returns 0, or GA_ENOMEM (also on size overflow) leaving the array
 * and *cap unchanged. */
int ga_grow(void *arrayp, size_t *cap, size_t need, size_t elem, size_t min_cap);
/* ga_grow on the array ptr (any T *) with its size_t capacity cap. */
#define GA_GROW(ptr, cap, need, min) ga_grow(&(ptr), &(cap), (need), sizeof *(ptr), (min))

/* Returns the offset of the first byte of data after a UTF-8 byte-order mark
 * and blanks (space, tab, CR, LF): where a sniffer looks for its format. */
size_t ga_text_start(const char *data, size_t len);

/* JSON helpers (src/json.c): values that may come as numbers or strings. */
/* Returns 1 and sets *out when v is an integer or a string holding one. */
int ga_json_int(const json_t *v, long long *out);
/* Returns the string of v, the decimal of an integer in tmp, or NULL. */
const char *ga_json_str(const json_t *v, char *tmp, size_t tmpsize);

/* Converts a jansson load error to a positioned ga_error (GA_EINPUT). */
int ga_json_error(ga_error *err, const char *file, const json_error_t *je);

#endif
