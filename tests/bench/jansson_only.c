/* jansson_only.c — the baseline for reading a BGA archive: json_loadf on the file, nothing else.
 * `jansson_only FILE` exits 0 when the file parses, 1 with jansson's message when it does not.
 * Part of tests/bench/run.sh, which times it against `gameaudit events FILE`. */
#include <jansson.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: jansson_only FILE\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    json_error_t err;
    json_t *root = json_loadf(f, 0, &err);
    fclose(f);
    if (!root) {
        fprintf(stderr, "%s:%d:%d: %s\n", argv[1], err.line, err.column, err.text);
        return 1;
    }
    json_decref(root);
    return 0;
}
