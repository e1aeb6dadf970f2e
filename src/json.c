/* json.c — jansson helpers for values that come as numbers or strings. */
#include "internal.h"

#include <errno.h>
#include <stdlib.h>

int ga_json_int(const json_t *v, long long *out)
{
    if (json_is_integer(v)) {
        *out = json_integer_value(v);
        return 1;
    }
    if (json_is_string(v)) {
        const char *s = json_string_value(v);
        char *end;
        errno = 0;
        long long n = strtoll(s, &end, 10);
        if (end == s || *end || errno)
            return 0;
        *out = n;
        return 1;
    }
    return 0;
}

const char *ga_json_str(const json_t *v, char *tmp, size_t tmpsize)
{
    if (json_is_string(v))
        return json_string_value(v);
    if (json_is_integer(v)) {
        snprintf(tmp, tmpsize, "%lld", (long long)json_integer_value(v));
        return tmp;
    }
    return NULL;
}

int ga_json_error(ga_error *err, const char *file, const json_error_t *je)
{
    /* jansson says column 0 at the end of input; a position is 1-based. */
    int line = je->line > 0 ? je->line : 0;
    ga_error_setpos(err, GA_EINPUT, file, line, line ? (je->column > 0 ? je->column : 1) : 0,
                    "%s", je->text);
    if (err)
        err->offset = je->position;
    return GA_EINPUT;
}
