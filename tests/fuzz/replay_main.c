/* replay_main.c — runs a fuzz harness over its corpus as an ordinary test,
 * so corpora never rot: every file of each directory argument, in sorted
 * order, is given to LLVMFuzzerTestOneInput. */
#include "../../src/internal.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Returns the bytes of path (caller frees) or NULL. */
static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = NULL;
    size_t n = 0, cap = 0, r;
    do {
        if (GA_GROW(buf, cap, n + 1, 65536)) {
            free(buf);
            fclose(f);
            return NULL;
        }
        r = fread(buf + n, 1, cap - n, f);
        n += r;
    } while (r > 0);
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    for (int a = 1; a < argc; a++) {
        DIR *d = opendir(argv[a]);
        if (!d) {
            fprintf(stderr, "replay: cannot open %s\n", argv[a]);
            return 1;
        }
        char **names = NULL;
        size_t n = 0, cap = 0;
        struct dirent *de;
        while ((de = readdir(d)))
            if (de->d_name[0] != '.') {
                if (GA_GROW(names, cap, n + 1, 64) || !(names[n] = strdup(de->d_name))) {
                    fprintf(stderr, "replay: out of memory\n");
                    return 1;
                }
                n++;
            }
        closedir(d);
        qsort(names, n, sizeof *names, cmp);
        for (size_t i = 0; i < n; i++) {
            char path[4096];
            size_t len = 0;
            snprintf(path, sizeof path, "%s/%s", argv[a], names[i]);
            uint8_t *buf = slurp(path, &len);
            if (!buf) {
                fprintf(stderr, "replay: cannot read %s\n", path);
                return 1;
            }
            LLVMFuzzerTestOneInput(buf, len);
            free(buf);
            free(names[i]);
        }
        free(names);
        printf("replayed %zu inputs from %s\n", n, argv[a]);
    }
    return 0;
}
