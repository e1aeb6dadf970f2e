/* test_terraformingmars.c — the Terraforming Mars engine: the example stream,
 * the BGA decoder on single events, and the state after whole games checked
 * against the game's own database trace (an oracle, not an input). */
#include "../src/internal.h"
#include "../parsers/parsers.h"
#include "../validators/validators.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FIX "fixtures/terraformingmars/"
#define SHARED "/work/shared/data/bga/terraformingmars/"

/* ---------------------------------------------------------------- helpers */

typedef struct replay {
    ga_engine *e;
    ga_findings f;
} replay;

static int r_header(void *ctx, const ga_header *h, ga_error *err)
{
    replay *r = ctx;
    return ga_game_terraformingmars.new(&r->e, h, NULL, err);
}

static int r_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    replay *r = ctx;
    return ga_game_terraformingmars.apply(r->e, m, &r->f);
}

static void replay_file(replay *r, const char *path)
{
    memset(r, 0, sizeof *r);
    ga_source *src;
    ga_error err = {0};
    cr_assert_eq(ga_source_open(&src, path, &err), 0, "%s", err.text);
    ga_sink sink = {r, r_header, r_move};
    cr_assert_eq(ga_format_bga_archive.parse(src, &sink, &err), 0, "%s: %s", path, err.text);
    ga_source_free(src);
    cr_assert_eq(ga_game_terraformingmars.finish(r->e, &r->f), 0);
}

static char *dump(const ga_engine *e)
{
    ga_buf b = {0};
    cr_assert_eq(ga_game_terraformingmars.dump(e, &b), 0);
    return ga_buf_detach(&b);
}

/* An engine for a BGA log (setup site bga), fed single events. */
static ga_engine *bga_engine(void)
{
    static ga_player players[2] = {{"91", "ann"}, {"92", "bob"}};
    ga_header h = {.game = "terraformingmars", .format = "bga-archive", .players = players,
                   .nplayers = 2};
    ga_engine *e;
    ga_error err;
    cr_assert_eq(ga_game_terraformingmars.new(&e, &h, NULL, &err), 0);
    return e;
}

static void event(ga_engine *e, ga_findings *f, const char *player, const char *type,
                  const char *raw, const char *args, long move)
{
    json_error_t je;
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "%s", je.text);
    json_t *margs = json_pack("{s:s, s:o, s:i}", "log", raw, "args", a, "move", (int)move);
    ga_move m = {0};
    cr_assert_eq(ga_move_set(&m, move, 1, player, type, margs, (ga_span){0}, raw, strlen(raw)),
                 0);
    cr_assert_eq(ga_game_terraformingmars.apply(e, &m, f), 0);
    ga_move_clear(&m);
}

static size_t count(const ga_findings *f, const char *code)
{
    size_t n = 0;
    for (size_t i = 0; i < f->n; i++)
        n += !strcmp(f->v[i].code, code);
    return n;
}

/* ---------------------------------------------------------------- the example */

Test(terraformingmars, example_stream_is_clean)
{
    char path[] = "/tmp/tm-example-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *fp = fdopen(fd, "w");
    fputs(ga_game_terraformingmars.example, fp);
    fclose(fp);
    ga_check_opts o = {0};
    ga_result res;
    cr_assert_eq(ga_check_file(path, &o, &res), 0, "%s", res.err.text);
    cr_assert_eq(res.findings.n, 0, "%s", res.findings.n ? res.findings.v[0].message : "");
    cr_assert_gt(res.moves, 5);
    ga_result_clear(&res);
    unlink(path);
}

/* ---------------------------------------------------------------- decoder */

Test(terraformingmars, decodes_production_counter_by_its_wording)
{
    ga_engine *e = bga_engine();
    ga_findings f = {0};
    /* "increases … by mod" carries no inc: the sign comes from the wording */
    event(e, &f, "91", "counter", "ann increases tracker_pm_008000 by 3",
          "{\"mod\":3,\"counter_name\":\"tracker_pm_008000\",\"counter_value\":3,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 1);
    event(e, &f, "91", "counter", "ann reduces tracker_pm_008000 by 2",
          "{\"mod\":2,\"counter_name\":\"tracker_pm_008000\",\"counter_value\":1,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 2);
    cr_assert_eq(f.n, 0, "%s", f.n ? f.v[0].message : "");
    char *d = dump(e);
    cr_assert(strstr(d, "player ann (91 #008000): TR 20; M€ 0 (+1)"), "%s", d);
    free(d);
    /* a reduction announced as an increase breaks the ledger */
    event(e, &f, "91", "counter", "ann increases tracker_pm_008000 by 2",
          "{\"mod\":2,\"counter_name\":\"tracker_pm_008000\",\"counter_value\":-1,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 3);
    cr_assert_eq(count(&f, "terraformingmars.ledger.inc"), 1);
    ga_findings_clear(&f);
    ga_game_terraformingmars.free(e);
}

Test(terraformingmars, decodes_standard_project_and_its_payment_in_a_later_move)
{
    ga_engine *e = bga_engine();
    ga_findings f = {0};
    event(e, &f, "91", "counter", "ann gains 30 tracker_m_008000",
          "{\"inc\":30,\"mod\":30,\"counter_name\":\"tracker_m_008000\",\"counter_value\":30,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 1);
    event(e, &f, "91", "message", "ann plays standard project card_stanproj_3",
          "{\"token_name\":\"card_stanproj_3\",\"player_id\":91,\"player_name\":\"ann\"}", 2);
    /* BGA asks for the payment in the next move */
    event(e, &f, "91", "counter", "ann pays 14 tracker_m_008000",
          "{\"inc\":-14,\"mod\":14,\"counter_name\":\"tracker_m_008000\",\"counter_value\":16,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 3);
    event(e, &f, "91", "counter", "ann increases tracker_t by 1 step/s to a value of -28",
          "{\"inc\":2,\"steps\":1,\"counter_name\":\"tracker_t\",\"counter_value\":-28,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 3);
    event(e, &f, "91", "counter", "ann gains 1 tracker_tr_008000",
          "{\"inc\":1,\"mod\":1,\"counter_name\":\"tracker_tr_008000\",\"counter_value\":21,"
          "\"reason_tr\":\"Increase Temperature\",\"player_id\":91,\"player_name\":\"ann\"}", 3);
    cr_assert_eq(ga_game_terraformingmars.finish(e, &f), 0);
    cr_assert_eq(f.n, 0, "%s", f.n ? f.v[0].message : "");
    char *d = dump(e);
    cr_assert(strstr(d, "temperature -28 C"), "%s", d);
    cr_assert(strstr(d, "TR 21; M€ 16"), "%s", d);
    free(d);
    ga_game_terraformingmars.free(e);
}

Test(terraformingmars, follows_resource_tokens_from_card_to_card)
{
    ga_engine *e = bga_engine();
    ga_findings f = {0};
    /* ann's colour is tied by her first counter */
    event(e, &f, "91", "counter", "ann gains 30 tracker_m_008000",
          "{\"inc\":30,\"mod\":30,\"counter_name\":\"tracker_m_008000\",\"counter_value\":30,"
          "\"player_id\":91,\"player_name\":\"ann\"}", 1);
    /* an animal onto Pets (card_main_172), then one onto Fish (52): no finding */
    event(e, &f, "91", "tokenMoved", "ann adds Animal to Pets",
          "{\"token_id\":\"resource_008000_0\",\"place_id\":\"card_main_172\","
          "\"restype_name\":\"Animal\",\"player_id\":91,\"player_name\":\"ann\"}", 2);
    event(e, &f, "91", "tokenMoved", "ann adds Animal to Fish",
          "{\"token_id\":\"resource_008000_1\",\"place_id\":\"card_main_52\","
          "\"restype_name\":\"Animal\",\"player_id\":91,\"player_name\":\"ann\"}", 3);
    /* the one on Fish leaves it: allowed; the one on Pets leaves it: not */
    event(e, &f, "91", "tokenMoved", "ann removes Animal from Fish",
          "{\"token_id\":\"resource_008000_1\",\"place_id\":\"tableau_008000\","
          "\"restype_name\":\"Animal\",\"player_id\":91,\"player_name\":\"ann\"}", 4);
    cr_assert_eq(f.n, 0, "%s", f.n ? f.v[0].message : "");
    event(e, &f, "91", "tokenMoved", "ann removes Animal from Pets",
          "{\"token_id\":\"resource_008000_0\",\"place_id\":\"tableau_008000\","
          "\"restype_name\":\"Animal\",\"player_id\":91,\"player_name\":\"ann\"}", 5);
    cr_assert_eq(count(&f, "terraformingmars.card.protected"), 1);
    /* a token that lies on no card leaves nothing */
    event(e, &f, "91", "tokenMoved", "ann moves resource_008000_0 into none",
          "{\"token_id\":\"resource_008000_0\",\"place_id\":\"none\","
          "\"player_id\":91,\"player_name\":\"ann\"}", 6);
    cr_assert_eq(f.n, 1);
    ga_findings_clear(&f);
    ga_game_terraformingmars.free(e);
}

Test(terraformingmars, malformed_events_do_not_crash)
{
    ga_engine *e = bga_engine();
    ga_findings f = {0};
    event(e, &f, "91", "counter", "x", "{\"counter_name\":5,\"counter_value\":\"a\"}", 1);
    event(e, &f, "91", "counter", "x", "{\"counter_name\":\"tracker_m_zz\"}", 1);
    event(e, &f, "91", "tokenMoved", "x", "{\"token_id\":\"tile_1_1\",\"place_id\":\"hex_99_99\"}",
          2);
    event(e, &f, "91", "tokenMoved", "x", "{\"token_id\":\"marker_1\",\"place_id\":\"award_9\"}",
          3);
    event(e, &f, "91", "scoringTable", "x", "{\"data\":[1,2]}", 4);
    event(e, &f, NULL, "message", "x", "{}", 5);
    cr_assert_eq(ga_game_terraformingmars.finish(e, &f), 0);
    cr_assert_eq(count(&f, "terraformingmars.tile.occupied"), 1); /* hex_99_99 is no area */
    ga_findings_clear(&f);
    ga_game_terraformingmars.free(e);
}

/* ---------------------------------------------------------------- the trace oracle */

/* The final location and state of every token the game's database moved. */
static json_t *trace_final(const char *path)
{
    json_error_t je;
    json_t *t = json_load_file(path, 0, &je);
    if (!t)
        return NULL;
    json_t *last = json_object(), *mv;
    size_t i;
    json_array_foreach(json_object_get(t, "moves"), i, mv) {
        json_t *c;
        size_t j;
        json_array_foreach(json_object_get(mv, "token_changes"), j, c)
            json_object_set(last, json_string_value(json_array_get(c, 0)), c);
    }
    json_object_set(last, "#players", json_object_get(t, "players"));
    json_decref(t);
    return last;
}

static long tstate(json_t *last, const char *fmt, const char *color)
{
    char k[64];
    snprintf(k, sizeof k, fmt, color);
    json_t *c = json_object_get(last, k);
    long long v = 0;
    ga_json_int(json_array_get(c, 4), &v);
    return (long)v;
}

static void oracle(const char *fixture, const char *trace)
{
    if (access(trace, R_OK))
        cr_skip_test("%s not present", trace);
    replay r;
    replay_file(&r, fixture);
    cr_assert_eq(ga_findings_count(&r.f, GA_ERROR), 0, "%s", r.f.n ? r.f.v[0].message : "");
    char *d = dump(r.e);
    json_t *last = trace_final(trace);
    cr_assert(last);
    /* global parameters */
    char want[512];
    snprintf(want, sizeof want, "oxygen %ld %%, temperature %ld C, oceans %ld/9",
             tstate(last, "tracker_o%s", ""), tstate(last, "tracker_t%s", ""),
             tstate(last, "tracker_w%s", ""));
    cr_assert(strstr(d, want), "want \"%s\" in\n%s", want, d);
    /* every player's resources, production and TR */
    json_t *p;
    size_t i;
    json_array_foreach(json_object_get(last, "#players"), i, p) {
        const char *c = json_string_value(json_object_get(p, "player_color"));
        snprintf(want, sizeof want, "(%s #%s): TR %ld; M€ %ld (%+ld), steel %ld (%+ld), "
                 "titanium %ld (%+ld), plants %ld (%+ld), energy %ld (%+ld), heat %ld (%+ld)",
                 json_string_value(json_object_get(p, "player_id")), c,
                 tstate(last, "tracker_tr_%s", c), tstate(last, "tracker_m_%s", c),
                 tstate(last, "tracker_pm_%s", c), tstate(last, "tracker_s_%s", c),
                 tstate(last, "tracker_ps_%s", c), tstate(last, "tracker_u_%s", c),
                 tstate(last, "tracker_pu_%s", c), tstate(last, "tracker_p_%s", c),
                 tstate(last, "tracker_pp_%s", c), tstate(last, "tracker_e_%s", c),
                 tstate(last, "tracker_pe_%s", c), tstate(last, "tracker_h_%s", c),
                 tstate(last, "tracker_ph_%s", c));
        cr_assert(strstr(d, want), "want \"%s\" in\n%s", want, d);
    }
    /* every tile on Mars, where the database put it */
    const char *k;
    json_t *c;
    int tiles = 0;
    json_object_foreach(last, k, c) {
        const char *loc = json_string_value(json_array_get(c, 3));
        int x, y;
        if (strncmp(k, "tile_", 5) || !loc || sscanf(loc, "hex_%d_%d", &x, &y) != 2 || !x)
            continue;
        snprintf(want, sizeof want, " %s ", loc);
        cr_assert(strstr(d, want), "tile %s on %s missing from\n%s", k, loc, d);
        tiles++;
    }
    cr_assert_gt(tiles, 10);
    json_decref(last);
    free(d);
    ga_game_terraformingmars.free(r.e);
    ga_findings_clear(&r.f);
}

Test(terraformingmars, tharsis_final_state_matches_the_trace)
{
    oracle(FIX "tm-bga-402-3p.json", SHARED "tm-bga-402-3p.trace.json");
}

Test(terraformingmars, hellas_final_state_matches_the_trace)
{
    oracle(FIX "tm-bga-701-2p.json", SHARED "tm-bga-701-2p.trace.json");
}

Test(terraformingmars, elysium_final_state_matches_the_trace)
{
    oracle(FIX "tm-bga-801-3p.json", SHARED "tm-bga-801-3p.trace.json");
}
