/* bga_repeat.c — a large synthetic BGA archive from a real one, for tests/bench/run.sh:
 * `bga_repeat IN OUT MBYTES` writes IN's packets (`data.logs`) again and again, compact, until
 * OUT holds at least MBYTES megabytes, renumbering `packet_id` and `move_id` so they keep
 * increasing and suffixing each event `uid` with the copy number so uids stay unique.
 * The envelope is the logs.html one: {"status":1,"data":{"logs":[…],"players":[…]}}. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Returns the integer value of a string or number member, or -1. */
static long long id_of(json_t *v)
{
    if (json_is_integer(v))
        return json_integer_value(v);
    if (json_is_string(v)) {
        char *end;
        long long n = strtoll(json_string_value(v), &end, 10);
        return *end ? -1 : n;
    }
    return -1;
}

/* Sets key of o to the string form of n. */
static void set_id(json_t *o, const char *key, long long n)
{
    char s[32];
    snprintf(s, sizeof s, "%lld", n);
    json_object_set_new(o, key, json_string(s));
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: bga_repeat IN OUT MBYTES\n");
        return 2;
    }
    long long target = atoll(argv[3]) * 1000000LL;
    json_error_t jerr;
    json_t *root = json_load_file(argv[1], 0, &jerr);
    json_t *logs = root ? json_object_get(json_object_get(root, "data"), "logs") : NULL;
    if (!json_is_array(logs) || json_array_size(logs) == 0) {
        fprintf(stderr, "%s: no data.logs packets%s%s\n", argv[1], root ? "" : ": ",
                root ? "" : jerr.text);
        return 1;
    }
    long long maxid = 0;
    size_t i;
    json_t *p;
    json_array_foreach(logs, i, p) {
        long long id = id_of(json_object_get(p, "packet_id"));
        if (id > maxid)
            maxid = id;
    }
    FILE *out = fopen(argv[2], "wb");
    if (!out) {
        perror(argv[2]);
        return 1;
    }
    long long written = fprintf(out, "{\"status\":1,\"data\":{\"logs\":[");
    for (long long k = 0; written < target || k == 0; k++) {
        json_array_foreach(logs, i, p) {
            json_t *c = json_deep_copy(p);
            long long pid = id_of(json_object_get(p, "packet_id"));
            long long mid = id_of(json_object_get(p, "move_id"));
            if (pid >= 0)
                set_id(c, "packet_id", pid + k * maxid);
            if (mid >= 0)
                set_id(c, "move_id", mid + k * maxid);
            size_t e;
            json_t *ev;
            json_array_foreach(json_object_get(c, "data"), e, ev) {
                const char *uid = json_string_value(json_object_get(ev, "uid"));
                if (uid && k > 0) {
                    char s[128];
                    snprintf(s, sizeof s, "%.100s%llx", uid, k);
                    json_object_set_new(ev, "uid", json_string(s));
                }
            }
            char *s = json_dumps(c, JSON_COMPACT | JSON_PRESERVE_ORDER);
            json_decref(c);
            if (!s)
                return 4;
            written += fprintf(out, "%s%s", (k || i) ? "," : "", s);
            free(s);
        }
    }
    char *players = json_dumps(json_object_get(json_object_get(root, "data"), "players"),
                               JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
    fprintf(out, "],\"players\":%s}}\n", players ? players : "[]");
    free(players);
    json_decref(root);
    if (fclose(out) != 0) {
        perror(argv[2]);
        return 1;
    }
    return 0;
}
