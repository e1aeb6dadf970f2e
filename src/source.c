/* source.c — input files in memory, and byte offsets turned into lines. */
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

size_t ga_source_max_bytes(void)
{
    const char *env = getenv("GAMEAUDIT_MAX_INPUT");
    if (env && *env) {
        char *end;
        unsigned long long v = strtoull(env, &end, 10);
        unsigned long long mul = *end == 'K' || *end == 'k'   ? 1ull << 10
                                 : *end == 'M' || *end == 'm' ? 1ull << 20
                                 : *end == 'G' || *end == 'g' ? 1ull << 30
                                                               : 1;
        if (end != env && v > 0 && v <= (SIZE_MAX >> 1) / mul)
            return (size_t)(v * mul);
    }
    return GA_MAX_INPUT_DEFAULT;
}

/* Reads fd to its end into *data; -1 with errno set on failure, -2 past
 * max bytes. */
static int read_fd(int fd, char **data, size_t *len, size_t max)
{
    ga_buf b = {0};
    char chunk[65536];
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            ga_buf_free(&b);
            return -1;
        }
        if (n == 0)
            break;
        if (b.len + (size_t)n > max) {
            ga_buf_free(&b);
            return -2;
        }
        if (ga_buf_add(&b, chunk, (size_t)n)) {
            ga_buf_free(&b);
            return -1;
        }
    }
    *len = b.len;
    *data = b.data ? ga_buf_detach(&b) : calloc(1, 1);
    return *data ? 0 : -1;
}

int ga_source_open(ga_source **out, const char *path, ga_error *err)
{
    *out = NULL;
    ga_source *s = calloc(1, sizeof *s);
    int fd = -1, rc = 0;
    if (!s || !(s->path = ga_strdup0(path))) {
        rc = ga_error_set(err, GA_ENOMEM, path, 0, "out of memory");
        goto cleanup;
    }
    size_t max = ga_source_max_bytes();
    if (strcmp(path, "-") == 0) {
        char *d;
        int k = read_fd(0, &d, &s->len, max);
        if (k == -2)
            rc = ga_error_set(err, GA_EINPUT, path, 0,
                              "standard input is larger than %zu bytes (GAMEAUDIT_MAX_INPUT)", max);
        else if (k)
            rc = ga_error_set(err, GA_EINPUT, path, 0, "cannot read standard input: %s",
                              strerror(errno));
        else
            s->data = d;
        goto cleanup;
    }
    /* O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below. */
    fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        rc = ga_error_set(err, GA_EINPUT, path, 0, "cannot open: %s", strerror(errno));
        goto cleanup;
    }
    if (S_ISDIR(st.st_mode)) {
        rc = ga_error_set(err, GA_EINPUT, path, 0, "is a directory");
        goto cleanup;
    }
    if (!S_ISREG(st.st_mode)) {
        rc = ga_error_set(err, GA_EINPUT, path, 0, "not a regular file (%s): not read",
                          S_ISFIFO(st.st_mode)   ? "a FIFO"
                          : S_ISSOCK(st.st_mode) ? "a socket"
                          : S_ISCHR(st.st_mode)  ? "a character device"
                          : S_ISBLK(st.st_mode)  ? "a block device"
                                                 : "a special file");
        goto cleanup;
    }
    if ((unsigned long long)st.st_size > max) {
        rc = ga_error_set(err, GA_EINPUT, path, 0,
                          "%lld bytes, over the %zu-byte limit (GAMEAUDIT_MAX_INPUT)",
                          (long long)st.st_size, max);
        goto cleanup;
    }
    if (S_ISREG(st.st_mode) && st.st_size > 0) {
        void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p != MAP_FAILED) {
            s->data = p;
            s->len = (size_t)st.st_size;
            s->mapped = 1;
            goto cleanup;
        }
    }
    char *d;
    int k = read_fd(fd, &d, &s->len, max);
    if (k) {
        rc = k == -2 ? ga_error_set(err, GA_EINPUT, path, 0, "larger than %zu bytes "
                                    "(GAMEAUDIT_MAX_INPUT)", max)
                     : ga_error_set(err, GA_EINPUT, path, 0, "cannot read: %s", strerror(errno));
        goto cleanup;
    }
    s->data = d;
cleanup:
    if (fd >= 0)
        close(fd);
    if (rc) {
        ga_source_free(s);
        return rc;
    }
    *out = s;
    return 0;
}

int ga_source_from_mem(ga_source **out, const char *name, const char *data, size_t len,
                       ga_error *err)
{
    *out = NULL;
    ga_source *s = calloc(1, sizeof *s);
    char *copy = malloc(len + 1);
    if (!s || !copy || !(s->path = ga_strdup0(name))) {
        free(copy);
        ga_source_free(s);
        return ga_error_set(err, GA_ENOMEM, name, 0, "out of memory");
    }
    if (len)
        memcpy(copy, data, len);
    copy[len] = '\0';
    s->data = copy;
    s->len = len;
    *out = s;
    return 0;
}

void ga_source_free(ga_source *s)
{
    if (!s)
        return;
    if (s->mapped)
        munmap((void *)s->data, s->len);
    else
        free((void *)s->data);
    free(s->path);
    free(s);
}

void ga_source_linecol(const ga_source *s, size_t offset, int *line, int *col)
{
    if (offset > s->len)
        offset = s->len;
    /* Go on from the last offset placed when this one is not before it. */
    ga_source *cache = (ga_source *)s;
    int l = 1;
    size_t start = 0, from = 0;
    if (s->lc_line && s->lc_off <= offset) {
        l = s->lc_line;
        start = s->lc_start;
        from = s->lc_off;
    }
    for (const char *p = s->data + from, *end = s->data + offset;
         (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
        l++;
        start = (size_t)(p - s->data) + 1;
    }
    cache->lc_off = offset;
    cache->lc_start = start;
    cache->lc_line = l;
    *line = l;
    *col = (int)(offset - start) + 1;
}

const char *ga_source_line(const ga_source *s, size_t offset, size_t *len)
{
    if (offset > s->len)
        offset = s->len;
    size_t a = offset, b = offset;
    while (a > 0 && s->data[a - 1] != '\n')
        a--;
    while (b < s->len && s->data[b] != '\n')
        b++;
    if (b > a && s->data[b - 1] == '\r')
        b--;
    *len = b - a;
    return s->data + a;
}
