/* util.c — errors, growable arrays and buffers. */
#include "internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Fills err (when not NULL) with code, file, position and message; returns code. */
static int error_vset(ga_error *err, int code, const char *file, size_t offset, int line,
                      int col, const char *fmt, va_list ap)
{
    if (!err)
        return code;
    memset(err, 0, sizeof *err);
    err->code = code;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    err->offset = offset;
    err->line = line;
    err->col = col;
    return code;
}

int ga_error_set(ga_error *err, int code, const char *file, size_t offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, code, file, offset, 0, 0, fmt, ap);
    va_end(ap);
    return code;
}

int ga_error_setpos(ga_error *err, int code, const char *file, int line, int col,
                    const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_vset(err, code, file, 0, line, col, fmt, ap);
    va_end(ap);
    return code;
}

int ga_exit_code(int code)
{
    switch (code) {
    case GA_OK: return 0;
    case GA_EUSAGE: return 2;
    case GA_EINPUT: return 3;
    case GA_ENOTFOUND: return 3;
    default: return 4;
    }
}

int ga_grow(void *arrayp, size_t *cap, size_t need, size_t elem, size_t min_cap)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap > min_cap ? *cap : min_cap;
    if (n == 0)
        n = 1;
    while (n < need) {
        if (n > SIZE_MAX / 2)
            return GA_ENOMEM;
        n *= 2;
    }
    if (elem && n > SIZE_MAX / elem)
        return GA_ENOMEM;
    void *old, *p;
    memcpy(&old, arrayp, sizeof old);
    if (!(p = realloc(old, n * elem)))
        return GA_ENOMEM;
    memcpy(arrayp, &p, sizeof p);
    *cap = n;
    return 0;
}

static int buf_grow(ga_buf *b, size_t extra)
{
    if (extra > SIZE_MAX - b->len - 1)
        return GA_ENOMEM;
    return GA_GROW(b->data, b->cap, b->len + extra + 1, 64);
}

int ga_buf_add(ga_buf *b, const char *s, size_t n)
{
    if (buf_grow(b, n))
        return GA_ENOMEM;
    if (n)
        memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

int ga_buf_puts(ga_buf *b, const char *s)
{
    return ga_buf_add(b, s, strlen(s));
}

int ga_buf_vprintf(ga_buf *b, const char *fmt, va_list ap)
{
    va_list cp;
    va_copy(cp, ap);
    int n = vsnprintf(NULL, 0, fmt, cp);
    va_end(cp);
    if (n < 0)
        return GA_EINTERNAL;
    if (buf_grow(b, (size_t)n))
        return GA_ENOMEM;
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
    return 0;
}

int ga_buf_printf(ga_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = ga_buf_vprintf(b, fmt, ap);
    va_end(ap);
    return rc;
}

char *ga_buf_detach(ga_buf *b)
{
    char *p = b->data;
    b->data = NULL;
    b->len = b->cap = 0;
    return p;
}

void ga_buf_free(ga_buf *b)
{
    if (!b)
        return;
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

char *ga_strndup(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *ga_strdup0(const char *s)
{
    return s ? ga_strndup(s, strlen(s)) : NULL;
}

size_t ga_text_start(const char *data, size_t len)
{
    size_t i = len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < len && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n'))
        i++;
    return i;
}

/* Returns the length of the well-formed UTF-8 sequence at s (n bytes left),
 * or 0 when s does not start one (overlongs, surrogates, > U+10FFFF and the
 * non-characters U+FFFE/U+FFFF included, which XML also refuses). */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t k = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3
                            : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (!k || k > n)
        return 0;
    unsigned long cp = k == 1 ? c : k == 2 ? c & 0x1F : k == 3 ? c & 0x0F : c & 0x07;
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < least[k] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE ||
        cp == 0xFFFF)
        return 0;
    return k;
}

int ga_utf8_clean(ga_buf *out, const char *s, size_t n, int ctrl)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    int rc = ga_buf_add(out, "", 0);
    while (i < n && !rc) {
        size_t k = utf8_seq(u + i, n - i), run = i;
        /* copy a run of well-formed text that needs no escape at once */
        while (i < n && (k = utf8_seq(u + i, n - i)) &&
               !(ctrl && k == 1 && ((u[i] < 0x20 && u[i] != '\n' && u[i] != '\t') ||
                                    u[i] == 0x7F)))
            i += k;
        if (i > run)
            rc = ga_buf_add(out, s + run, i - run);
        if (i >= n || rc)
            break;
        if (k == 1) /* a control character shown, not obeyed */
            rc = ga_buf_printf(out, "\\x%02X", u[i]);
        else /* not UTF-8: read as Latin-1 (old .mat files write names so) */
            rc = ga_buf_printf(out, "%c%c", 0xC0 | (u[i] >> 6), 0x80 | (u[i] & 0x3F));
        i++;
    }
    return rc ? GA_ENOMEM : 0;
}

json_t *ga_json_text(const char *s)
{
    if (!s)
        return json_null();
    json_t *j = json_string(s);
    if (j)
        return j;
    ga_buf b = {0};
    if (ga_utf8_clean(&b, s, strlen(s), 0)) {
        ga_buf_free(&b);
        return NULL;
    }
    j = json_string(b.data);
    ga_buf_free(&b);
    return j;
}
