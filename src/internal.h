/* internal.h — helpers shared inside libgameaudit; not installed. */
#ifndef GA_INTERNAL_H
#define GA_INTERNAL_H

#include "gameaudit.h"

#include <stdint.h>

/* Returns a NUL-terminated copy of n bytes of s, or NULL (out of memory). */
char *ga_strndup(const char *s, size_t n);
/* Returns a copy of s, or NULL when s is NULL or memory runs out. */
char *ga_strdup0(const char *s);

/* JSON helpers (src/json.c): values that may come as numbers or strings. */
/* Returns 1 and sets *out when v is an integer or a string holding one. */
int ga_json_int(const json_t *v, long long *out);
/* Returns the string of v, the decimal of an integer in tmp, or NULL. */
const char *ga_json_str(const json_t *v, char *tmp, size_t tmpsize);

/* Converts a jansson load error to a positioned ga_error (GA_EINPUT). */
int ga_json_error(ga_error *err, const char *file, const json_error_t *je);

#endif
