/* replay_main.c — runs a libFuzzer harness over corpus directories without
 * libFuzzer: for each directory argument, LLVMFuzzerTestOneInput on every
 * regular file in it (sorted by name), then `replayed N inputs from DIR`. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads path into an exact-size buffer (caller frees).  Returns 0 or -1. */
static int read_file(const char *path, uint8_t **out, size_t *len)
{
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f)
        return -1;
    if (fstat(fileno(f), &st) != 0) {
        fclose(f);
        return -1;
    }
    size_t n = (size_t)st.st_size;
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf || fread(buf, 1, n, f) != n) {
        free(buf);
        fclose(f);
        return -1;
    }
    fclose(f);
    *out = buf;
    *len = n;
    return 0;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        struct dirent **names;
        int n = scandir(argv[i], &names, NULL, alphasort);
        if (n < 0) {
            perror(argv[i]);
            return 1;
        }
        int replayed = 0;
        for (int k = 0; k < n; k++) {
            char path[4096];
            struct stat st;
            snprintf(path, sizeof path, "%s/%s", argv[i], names[k]->d_name);
            if (names[k]->d_name[0] != '.' && stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                uint8_t *buf;
                size_t len;
                if (read_file(path, &buf, &len) != 0) {
                    perror(path);
                    return 1;
                }
                LLVMFuzzerTestOneInput(buf, len);
                free(buf);
                replayed++;
            }
            free(names[k]);
        }
        free(names);
        printf("replayed %d inputs from %s\n", replayed, argv[i]);
    }
    return 0;
}
