/* test_celestia.c — the Celestia engine (validators/celestia/engine.c): the
 * example stream, the state it keeps (points, treasures, the ship), what is
 * checked without a route in setup, the fast-play end, and malformed moves. */
#include <criterion/criterion.h>

#include "../src/internal.h"
#include "../validators/validators.h"
#include "streamtest.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *audit(const char *text)
{
    return stream_audit(text, NULL, NULL);
}

/* Replays moves (one JSON move a line, after the header line) straight into
 * the engine and returns its dump. */
static char *replay_dump(const char *text)
{
    const char *nl = strchr(text, '\n');
    cr_assert_not_null(nl);
    json_error_t je;
    json_t *hj = json_loadb(text, (size_t)(nl - text), 0, &je);
    cr_assert_not_null(hj);
    ga_header h = {0};
    h.game = ga_strdup0("celestia");
    size_t np = json_array_size(json_object_get(hj, "players"));
    h.players = calloc(np, sizeof *h.players);
    h.nplayers = np;
    for (size_t i = 0; i < np; i++) {
        json_t *p = json_array_get(json_object_get(hj, "players"), i);
        h.players[i].id = ga_strdup0(json_string_value(json_object_get(p, "id")));
        h.players[i].name = ga_strdup0(json_string_value(json_object_get(p, "name")));
    }
    h.setup = json_incref(json_object_get(hj, "setup"));
    ga_engine *e = NULL;
    ga_error err;
    cr_assert_eq(ga_game_celestia.new(&e, &h, NULL, &err), 0);
    ga_findings f = {0};
    for (const char *p = nl + 1; *p;) {
        const char *end = strchr(p, '\n');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        json_t *mj = json_loadb(p, n, 0, &je);
        cr_assert_not_null(mj, "%.*s", (int)n, p);
        ga_move m = {0};
        ga_span sp = {0};
        cr_assert_eq(ga_move_set(&m, (long)json_integer_value(json_object_get(mj, "seq")), 1,
                                 json_string_value(json_object_get(mj, "player")),
                                 json_string_value(json_object_get(mj, "action")),
                                 json_incref(json_object_get(mj, "args")), sp, NULL, 0),
                     0);
        cr_assert_eq(ga_game_celestia.apply(e, &m, &f), 0);
        ga_move_clear(&m);
        json_decref(mj);
        p += n + (end != NULL);
    }
    cr_assert_eq(ga_game_celestia.finish(e, &f), 0);
    ga_buf b = {0};
    ga_game_celestia.dump(e, &b);
    ga_game_celestia.free(e);
    ga_findings_clear(&f);
    ga_header_clear(&h);
    json_decref(hj);
    return ga_buf_detach(&b);
}

#define HEAD(setup)                                                                         \
    "{\"stream\":\"gameaudit/1\",\"game\":\"celestia\",\"date\":\"2024-05-01\",\"players\":" \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"},{\"id\":\"3\","        \
    "\"name\":\"cyd\"}],\"setup\":" setup "}\n"
#define MV(seq, pl, act, args)                                                                \
    "{\"seq\":" #seq ",\"player\":" pl ",\"action\":\"" act "\",\"args\":" args "}\n"

Test(celestia, example_stream_passes)
{
    char *got = audit(ga_game_celestia.example);
    cr_assert_str_eq(got, "");
    free(got);
}

Test(celestia, the_example_leaves_cyd_one_point_and_the_ship_reset)
{
    char *d = replay_dump(ga_game_celestia.example);
    cr_assert_not_null(strstr(d, "round 2, ship at land 1"), "%s", d);
    cr_assert_not_null(strstr(d, "cyd: 1 points, 1 different treasures"), "%s", d);
    cr_assert_not_null(strstr(d, "ann: 0 points"), "%s", d);
    free(d);
}

Test(celestia, without_a_route_values_are_unchecked_but_dice_are)
{
    const char *s = HEAD("{}")
        MV(1, "\"1\"", "roll", "{\"dice\":[\"cloud\"]}")
        MV(2, "\"2\"", "disembark", "{\"treasure\":17}")
        MV(3, "\"3\"", "stay", "{}")
        MV(4, "\"1\"", "announce", "{\"cards\":[\"cloud\"]}");
    char *got = audit(s);
    cr_assert_str_eq(got, "celestia.roll.dice@2 ");
    free(got);
}

Test(celestia, with_a_route_the_dice_count_and_treasure_follow_the_land)
{
    const char *s = HEAD("{\"lands\":[{\"number\":1,\"dice\":0},{\"number\":2,\"dice\":3}]}")
        MV(1, "\"1\"", "roll", "{\"dice\":[\"cloud\",\"blank\"]}")
        MV(2, "\"2\"", "disembark", "{\"treasure\":2}")
        MV(3, "\"3\"", "stay", "{}")
        MV(4, "\"1\"", "announce", "{\"cards\":[\"cloud\"]}");
    char *got = audit(s);
    /* 2 dice where the route says 3; a treasure of 2 at land 1 (number 1, no +) */
    cr_assert_str_eq(got, "celestia.roll.dice@2 celestia.treasure.plus@3 ");
    free(got);
}

Test(celestia, fast_play_ends_at_five_different_treasures_not_at_fifty)
{
    /* ann takes 60 points in one treasure: fast play does not end there */
    const char *s = HEAD("{\"fast_play\":true}")
        MV(1, "\"1\"", "roll", "{\"dice\":[\"blank\",\"blank\"]}")
        MV(2, "\"2\"", "disembark", "{\"treasure\":1}")
        MV(3, "\"3\"", "disembark", "{\"treasure\":1}")
        MV(4, "\"1\"", "announce", "{\"cards\":[]}")
        MV(5, "\"1\"", "disembark", "{\"treasure\":60}")
        MV(6, "null", "round_end", "{\"cards\":{\"1\":\"equipment\",\"2\":\"equipment\",\"3\":\"equipment\"}}")
        MV(7, "null", "result", "{\"scores\":{\"1\":60,\"2\":1,\"3\":1},\"winners\":[\"1\"]}");
    char *got = audit(s);
    cr_assert_str_eq(got, "celestia.end.fast@8 ");
    free(got);
}

Test(celestia, malformed_moves_do_not_crash)
{
    const char *s = HEAD("{\"lands\":[1,{\"number\":\"x\"}],\"fast_play\":3}")
        MV(1, "\"9\"", "roll", "{\"dice\":[\"x\",3,null,{},\"cloud\"],\"red\":[-1,99,\"a\"]}")
        MV(2, "\"2\"", "power", "{\"card\":\"ejection\",\"target\":\"zz\"}")
        MV(3, "\"2\"", "power", "{\"card\":\"alternate-route\",\"dice\":[1,2]}")
        MV(4, "\"3\"", "power", "{\"card\":\"grappling-hook\",\"returned\":-5}")
        MV(5, "\"1\"", "announce", "{\"cards\":[7,\"turbo\",\"blank\"]}")
        MV(6, "null", "round_end", "{\"cards\":{\"1\":[],\"2\":\"power\"}}")
        MV(7, "null", "result", "{\"scores\":{\"1\":\"x\"},\"winners\":[3,\"q\"]}");
    char *got = audit(s);
    cr_assert_not_null(strstr(got, "celestia.roll.dice@2"), "%s", got);
    cr_assert_not_null(strstr(got, "celestia.power.ejection@3"), "%s", got);
    cr_assert_not_null(strstr(got, "celestia.end.points@8"), "%s", got);
    free(got);
}
