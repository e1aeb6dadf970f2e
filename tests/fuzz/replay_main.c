/* replay_main.c — runs a fuzz harness over its corpus as an ordinary program,
 * so the corpora are replayed by `make fuzz-replay` (and under sanitizers)
 * without libFuzzer.  For each directory argument it calls
 * LLVMFuzzerTestOneInput on every regular file in it, in name order, and
 * prints "replayed N inputs from DIR".  Exit 0, or 1 when a directory or
 * file cannot be read. */
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Reads path whole into *out (caller frees); returns 0 or -1. */
static int slurp(const char *path, uint8_t **out, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    size_t cap = 4096, n = 0, k;
    uint8_t *buf = malloc(cap);
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    int bad = ferror(f) || !buf;
    fclose(f);
    if (bad) {
        free(buf);
        return -1;
    }
    *out = buf;
    *len = n;
    return 0;
}

static int replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "replay: cannot open %s\n", dir);
        return 1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    int rc = 0;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nv = realloc(names, cap * sizeof *nv);
            if (!nv) {
                rc = 1;
                break;
            }
            names = nv;
        }
        if (!(names[n] = strdup(de->d_name))) {
            rc = 1;
            break;
        }
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_names);
    size_t done = 0;
    for (size_t i = 0; i < n && !rc; i++) {
        size_t plen = strlen(dir) + strlen(names[i]) + 2;
        char *path = malloc(plen);
        struct stat st;
        if (!path) {
            rc = 1;
            break;
        }
        snprintf(path, plen, "%s/%s", dir, names[i]);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
            uint8_t *data = NULL;
            size_t len = 0;
            if (slurp(path, &data, &len)) {
                fprintf(stderr, "replay: cannot read %s\n", path);
                rc = 1;
            } else {
                LLVMFuzzerTestOneInput(data, len);
                free(data);
                done++;
            }
        }
        free(path);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    if (!rc)
        printf("replayed %zu inputs from %s\n", done, dir);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++)
        rc |= replay_dir(argv[i]);
    return rc;
}
