/* test_gaiaproject.c — the Gaia Project engine (state model unit by unit),
 * the gaia-engine text-log tokeniser, the BGA decoder, the full real games,
 * the known-bad copies and the viewer's chart goldens. */
#include "../src/internal.h"
#include "../parsers/parsers.h"
#include "../parsers/gaia_engine.h"
#include "../validators/validators.h"
#include "../validators/gaiaproject/gaiaproject.h"
#include "../validators/gaiaproject/bga.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FIX "fixtures/gaiaproject/"
#define BGA_TABLE "fixtures/bga/gaiaproject/table-798145204.json"

/* ---------------------------------------------------------------- helpers */

/* An engine fed by hand-made moves, for the state model. */
typedef struct bench {
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

static void bench_open(bench *b, const char *format)
{
    memset(b, 0, sizeof *b);
    static ga_player players[2] = {{"a", "alice"}, {"b", "bob"}};
    ga_header h = {.game = "gaiaproject", .format = (char *)format, .players = players,
                   .nplayers = 2};
    ga_error err;
    cr_assert_eq(ga_game_gaiaproject.new(&b->e, &h, NULL, &err), 0);
}

/* Applies one move given as JSON args text; returns the findings added. */
static size_t play(bench *b, const char *player, const char *action, const char *args)
{
    json_error_t je;
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    ga_move m = {0};
    ga_span sp = {0, 0, (int)b->seq + 1, 1};
    cr_assert_eq(ga_move_set(&m, ++b->seq, 1, player, action, a, sp, NULL, 0), 0);
    size_t before = b->f.n;
    cr_assert_eq(ga_game_gaiaproject.apply(b->e, &m, &b->f), 0);
    ga_move_clear(&m);
    return b->f.n - before;
}

static const char *last_code(const bench *b)
{
    return b->f.n ? b->f.v[b->f.n - 1].code : "";
}

static void bench_close(bench *b)
{
    ga_game_gaiaproject.free(b->e);
    ga_findings_clear(&b->f);
}

/* A whole file through its format into the engine, kept for inspection. */
typedef struct replay {
    ga_engine *e;
    ga_findings f;
    json_t *result;  /* the result move's scores */
    long moves;
} replay;

static int r_header(void *ctx, const ga_header *h, ga_error *err)
{
    replay *r = ctx;
    return ga_game_gaiaproject.new(&r->e, h, NULL, err);
}

static int r_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    replay *r = ctx;
    r->moves++;
    if (!strcmp(m->action, "result")) {
        json_decref(r->result);
        r->result = json_incref(json_object_get(m->args, "scores"));
    }
    return ga_game_gaiaproject.apply(r->e, m, &r->f);
}

static void replay_file(replay *r, const char *path, const ga_format *fmt)
{
    memset(r, 0, sizeof *r);
    ga_source *src;
    ga_error err = {0};
    cr_assert_eq(ga_source_open(&src, path, &err), 0, "%s", err.text);
    ga_sink sink = {r, r_header, r_move};
    int rc = fmt->parse(src, &sink, &err);
    cr_assert_eq(rc, 0, "%s: %s at %d:%d", path, err.text, err.line, err.col);
    ga_source_free(src);
}

static void replay_clear(replay *r)
{
    ga_game_gaiaproject.free(r->e);
    ga_findings_clear(&r->f);
    json_decref(r->result);
}

static size_t count(const ga_findings *f, const char *code)
{
    size_t n = 0;
    for (size_t i = 0; i < f->n; i++)
        n += !strcmp(f->v[i].code, code);
    return n;
}

/* ---------------------------------------------------------------- state model */

Test(gaiaproject_state, charging_moves_area_one_before_area_two)
{
    int b[GP_NBOWL] = {2, 4, 0, 0};
    cr_assert_eq(ga_gaiaproject_power_charge(b, 1), 1);
    cr_assert(b[0] == 1 && b[1] == 5 && b[2] == 0);
    cr_assert_eq(ga_gaiaproject_power_charge(b, 3), 3); /* 1 from I, then 2 from II */
    cr_assert(b[0] == 0 && b[1] == 4 && b[2] == 2, "%d/%d/%d", b[0], b[1], b[2]);
    cr_assert_eq(ga_gaiaproject_power_charge(b, 10), 4, "only what area II holds can still move");
    cr_assert(b[0] == 0 && b[1] == 0 && b[2] == 6);
}

Test(gaiaproject_state, starting_faction_sets_bowls_resources_and_research)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"xenos\"}");
    int bowl[GP_NBOWL];
    cr_assert_eq(ga_gaiaproject_power(b.e, "a", bowl), 0);
    cr_assert(bowl[0] == 2 && bowl[1] == 4 && bowl[2] == 0);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_C), 15);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_O), 4);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_K), 3);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_Q), 2, "1 + the AI level-1 Q.I.C.");
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_VP), 10);
    bench_close(&b);
}

Test(gaiaproject_state, spending_and_burning_follow_the_power_cycle)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}"); /* 4/4/0 */
    cr_assert_eq(play(&b, "a", "burn", "{\"n\":2}"), 0);  /* 4/0/2 */
    int bowl[GP_NBOWL];
    ga_gaiaproject_power(b.e, "a", bowl);
    cr_assert(bowl[0] == 4 && bowl[1] == 0 && bowl[2] == 2, "%d/%d/%d", bowl[0], bowl[1], bowl[2]);
    cr_assert_eq(play(&b, "a", "burn", "{\"n\":1}"), 1, "area II is empty");
    cr_assert_str_eq(last_code(&b), "gaiaproject.resource.insufficient");
    cr_assert_eq(play(&b, "a", "convert", "{\"pay\":{\"pw\":2},\"gain\":{\"c\":2}}"), 0);
    ga_gaiaproject_power(b.e, "a", bowl);
    cr_assert(bowl[0] == 6 && bowl[2] == 0, "spent power returns to area I");
    cr_assert_eq(play(&b, "a", "convert", "{\"pay\":{\"pw\":1},\"gain\":{\"c\":1}}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.resource.insufficient");
    bench_close(&b);
}

Test(gaiaproject_state, storage_limits_cap_gains_and_flag_a_kept_overflow)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    cr_assert_eq(play(&b, "a", "gain", "{\"gain\":{\"c\":40,\"o\":20,\"k\":20,\"q\":20}}"), 0);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_C), 30);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_O), 15);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_K), 15);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_Q), 21, "Q.I.C. have no limit");
    cr_assert_eq(play(&b, "a", "gain", "{\"state\":{\"c\":31}}"), 2);
    cr_assert_str_eq(b.f.v[b.f.n - 2].code, "gaiaproject.storage.overflow");
    cr_assert_str_eq(b.f.v[b.f.n - 1].code, "gaiaproject.state.mismatch");
    bench_close(&b);
}

Test(gaiaproject_state, research_costs_four_knowledge)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    cr_assert_eq(play(&b, "a", "research", "{\"track\":\"sci\",\"cost\":4}"), 1,
                 "3 knowledge at the start");
    cr_assert_str_eq(last_code(&b), "gaiaproject.resource.insufficient");
    play(&b, "a", "gain", "{\"gain\":{\"k\":10}}");
    cr_assert_eq(play(&b, "a", "research", "{\"track\":\"sci\",\"cost\":3}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.research.wrong-cost");
    cr_assert_eq(play(&b, "a", "research", "{\"track\":\"sci\",\"cost\":4}"), 0);
    cr_assert_eq(play(&b, "a", "research", "{\"track\":\"sci\",\"cost\":0,\"free\":true}"), 0);
    bench_close(&b);
}

Test(gaiaproject_state, board_actions_once_per_round_for_the_table)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    play(&b, "b", "faction", "{\"faction\":\"gleens\"}");
    play(&b, "a", "burn", "{\"n\":2}");
    cr_assert_eq(play(&b, "a", "action", "{\"id\":\"power7\"}"), 1, "3 power, 2 in area III");
    play(&b, "b", "charge", "{\"n\":4}"); /* 2/4/0 → 0/4/2 */
    play(&b, "b", "burn", "{\"n\":2}");   /* → 0/0/4 */
    cr_assert_eq(play(&b, "b", "action", "{\"id\":\"power7\"}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.action.used-twice");
    play(&b, "a", "pass", "{}");
    cr_assert_eq(play(&b, "a", "pass", "{}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.pass.twice");
    play(&b, "b", "pass", "{}"); /* everyone passed: a new round */
    size_t n = b.f.n;
    play(&b, "a", "action", "{\"id\":\"power7\"}");
    cr_assert(count(&b.f, "gaiaproject.action.used-twice") == 1 && b.f.n - n <= 1,
              "the action is free again in the new round");
    cr_assert_eq(play(&b, "a", "special", "{\"id\":\"4pw\"}"), 0);
    cr_assert_eq(play(&b, "a", "special", "{\"id\":\"4pw\"}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.special.used-twice");
    bench_close(&b);
}

Test(gaiaproject_state, federation_needs_power_value_seven_xenos_six_after_pi)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"xenos\"}");
    play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"1A1\"}");
    play(&b, "a", "build", "{\"building\":\"ts\",\"hex\":\"1A2\"}");
    play(&b, "a", "build", "{\"building\":\"lab\",\"hex\":\"1A3\"}");
    play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"1A4\"}");
    cr_assert_eq(play(&b, "a", "federation", "{\"hexes\":[\"1A1\",\"1A2\",\"1A3\",\"1A4\"]}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.federation.too-weak");
    cr_assert(strstr(b.f.v[b.f.n - 1].message, "power value 6, under the 7") != NULL);
    play(&b, "a", "build", "{\"building\":\"PI\",\"hex\":\"2A1\"}");
    cr_assert_eq(play(&b, "a", "federation", "{\"hexes\":[\"1A1\",\"1A2\",\"1A3\",\"1A4\"]}"), 0,
                 "Xenos with their planetary institute need 6");
    play(&b, "b", "faction", "{\"faction\":\"terrans\"}");
    cr_assert_eq(play(&b, "b", "federation", "{\"hexes\":[\"1A1\",\"1A2\"]}"), 1,
                 "another player's structures do not count");
    bench_close(&b);
}

Test(gaiaproject_state, income_ledger_follows_the_chosen_order)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"ambas\"}"); /* 2/4/0 */
    play(&b, "a", "convert", "{\"pay\":{\"k\":0},\"gain\":{},\"power_after\":[0,2,0,0],"
                             "\"unlogged\":[\"power\"]}");
    /* "ambas income 2t (0/2/0/0 ⇒ 0/1/3/0)": tokens first, then 5 charges. */
    cr_assert_eq(play(&b, "a", "income",
                      "{\"changes\":{\"income\":{\"pw\":4,\"o\":6},\"tech-free2\":{\"pw\":1},"
                      "\"booster2\":{\"t\":2}},\"income_order\":[{\"t\":2}],"
                      "\"power_before\":[0,2,0,0],\"power_after\":[0,1,3,0]}"), 0,
                 "%s", b.f.n ? b.f.v[b.f.n - 1].message : "");
    bench_close(&b);
}

Test(gaiaproject_state, snapshot_differences_are_reported_and_resynchronised)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    cr_assert_eq(play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"0,0\","
                                        "\"pay\":{\"c\":2,\"o\":1},\"state\":{\"c\":12,\"o\":3}}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.state.mismatch");
    cr_assert(strstr(b.f.v[b.f.n - 1].message, "credits 12 (rules give 13)") != NULL);
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_C), 12, "resynchronised on the log");
    cr_assert_eq(play(&b, "a", "gain", "{\"unlogged\":true,\"state\":{\"k\":9}}"), 0,
                 "a change the log does not itemise is taken from its snapshot");
    bench_close(&b);
}

Test(gaiaproject_state, final_score_against_the_claim)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    play(&b, "a", "score", "{\"vp\":5}");
    play(&b, "a", "charge", "{\"n\":3,\"changes\":{\"charge\":{\"pw\":3,\"vp\":-2}}}");
    cr_assert_eq(play(&b, NULL, "result", "{\"scores\":{\"a\":13}}"), 0);
    cr_assert_eq(play(&b, NULL, "result", "{\"scores\":{\"a\":14}}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.score.final-mismatch");
    bench_close(&b);
}

Test(gaiaproject_state, charge_costs_one_vp_less_than_the_power)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    cr_assert_eq(play(&b, "a", "charge", "{\"n\":3,\"changes\":{\"charge\":{\"pw\":3,\"vp\":-3}}}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.charge.wrong-cost");
    bench_close(&b);
}

/* ---------------------------------------------------------------- tokeniser */

static json_t *tok(const char *line)
{
    json_t *t = NULL;
    cr_assert_eq(ga_gaia_engine_tokenize(line, strlen(line), &t), 0);
    return t;
}

static json_t *move_at(json_t *t, size_t i)
{
    return json_array_get(json_object_get(t, "moves"), i);
}

static void assert_bowls(json_t *a, int i, int ii, int iii, int g)
{
    cr_assert(json_array_size(a) == 4);
    cr_assert(json_integer_value(json_array_get(a, 0)) == i &&
              json_integer_value(json_array_get(a, 1)) == ii &&
              json_integer_value(json_array_get(a, 2)) == iii &&
              json_integer_value(json_array_get(a, 3)) == g);
}

Test(gaia_engine_tokenize, issue_158_decorated_line_with_brainstone)
{
    json_t *t = tok("taklons  burn 2. action power3. (2/4,B/0/0 \xE2\x87\x92 3,B/1/0/0)");
    cr_assert_str_eq(json_string_value(json_object_get(t, "actor")), "taklons");
    cr_assert_eq(json_array_size(json_object_get(t, "moves")), 2);
    json_t *burn = move_at(t, 0), *act = move_at(t, 1);
    cr_assert_str_eq(json_string_value(json_object_get(burn, "action")), "burn");
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(burn, "args"), "n")), 2);
    cr_assert_str_eq(json_string_value(json_object_get(json_object_get(act, "args"), "id")), "power3");
    assert_bowls(json_object_get(json_object_get(burn, "args"), "power_before"), 2, 4, 0, 0);
    assert_bowls(json_object_get(json_object_get(act, "args"), "power_after"), 3, 1, 0, 0);
    json_decref(t);
}

Test(gaia_engine_tokenize, display_in_a_middle_segment_covers_the_line_up_to_it)
{
    json_t *t = tok("ambas  spend 1pw for 1c. special 4pw (1/0/3/0 \xE2\x87\x92 0/0/4/0).  spend 1pw for 1c.");
    cr_assert_eq(json_array_size(json_object_get(t, "moves")), 3);
    json_t *a0 = json_object_get(move_at(t, 0), "args");
    json_t *a1 = json_object_get(move_at(t, 1), "args");
    json_t *a2 = json_object_get(move_at(t, 2), "args");
    assert_bowls(json_object_get(a0, "power_before"), 1, 0, 3, 0);
    assert_bowls(json_object_get(a1, "power_after"), 0, 0, 4, 0);
    cr_assert_null(json_object_get(a2, "power_after"));
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a0, "pay"), "pw")), 1);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(a0, "gain"), "c")), 1);
    json_decref(t);
}

Test(gaia_engine_tokenize, research_steps_swaps_and_amount_lists)
{
    json_t *t = tok("hadsch-hallas build lab 10A11. tech free1. up nav (0 \xE2\x87\x92 1).");
    json_t *up = json_object_get(move_at(t, 2), "args");
    cr_assert_str_eq(json_string_value(json_object_get(move_at(t, 2), "action")), "research");
    cr_assert_eq(json_integer_value(json_object_get(up, "from")), 0);
    cr_assert_eq(json_integer_value(json_object_get(up, "to")), 1);
    cr_assert(json_is_true(json_object_get(up, "free")), "a step after a tech tile is free");
    json_decref(t);
    t = tok("ambas special swap-PI. swap-PI 1A9 (from 4B4).");
    cr_assert_str_eq(json_string_value(json_object_get(move_at(t, 1), "action")), "swap-pi");
    cr_assert_str_eq(json_string_value(json_object_get(json_object_get(move_at(t, 1), "args"), "hex")), "1A9");
    json_decref(t);
    t = tok("nevlas spend 4pw for 1o,1c. build m 9B3. (2/0/2/2 \xE2\x87\x92 4/0/0/2)");
    json_t *gain = json_object_get(json_object_get(move_at(t, 0), "args"), "gain");
    cr_assert(json_integer_value(json_object_get(gain, "o")) == 1 &&
              json_integer_value(json_object_get(gain, "c")) == 1);
    json_decref(t);
    t = tok("terrans build gf 6A7 using area1: 4, area2: 2. (4/6/0/0 \xE2\x87\x92 0/4/0/6)");
    json_t *using = json_object_get(json_object_get(move_at(t, 0), "args"), "using");
    cr_assert(json_integer_value(json_object_get(using, "area1")) == 4 &&
              json_integer_value(json_object_get(using, "area2")) == 2);
    json_decref(t);
    t = tok("p4 bid baltaks 0 (0/0/0/0 \xE2\x87\x92 2/2/0/0)");
    cr_assert_str_eq(json_string_value(json_object_get(t, "actor")), "p4");
    cr_assert_str_eq(json_string_value(json_object_get(move_at(t, 0), "action")), "bid");
    json_decref(t);
}

Test(gaia_engine_tokenize, oversized_or_binary_lines_are_input_errors)
{
    json_t *t = NULL;
    cr_assert_eq(ga_gaia_engine_tokenize("a\0b", 3, &t), GA_EINPUT);
    char *big = malloc(70000);
    memset(big, 'x', 70000);
    cr_assert_eq(ga_gaia_engine_tokenize(big, 70000, &t), GA_EINPUT);
    free(big);
    t = tok("gleens  burn 1. action power4. (unbalanced");
    cr_assert_eq(json_array_size(json_object_get(t, "moves")), 2, "residue is no command");
    json_decref(t);
}

/* ---------------------------------------------------------------- full games */

Test(gaiaproject_games, beta2_replays_clean_to_151_135_213_138)
{
    replay r;
    replay_file(&r, FIX "gaia-engine/Beta-2.json", &ga_format_gaia_engine);
    cr_assert_eq(ga_findings_count(&r.f, GA_ERROR), 0, "first: %s",
                 r.f.n ? r.f.v[0].message : "");
    cr_assert_eq(r.f.n, 0);
    static const long want[4] = {151, 135, 213, 138};
    for (int i = 0; i < 4; i++) {
        char id[16];
        snprintf(id, sizeof id, "%d", i + 1);
        cr_assert_eq(ga_gaiaproject_resource(r.e, id, GP_VP), want[i], "player %s", id);
        cr_assert_eq(json_integer_value(json_object_get(r.result, id)), want[i]);
    }
    cr_assert_gt(r.moves, 348);
    replay_clear(&r);
}

Test(gaiaproject_games, games_in_progress_replay_with_explained_warnings_only)
{
    static const char *const files[] = {FIX "gaia-engine/Piling-song-3477.data.json",
                                        FIX "gaia-engine/Wavely-triangle-5324.data.json"};
    for (size_t i = 0; i < 2; i++) {
        replay r;
        replay_file(&r, files[i], &ga_format_gaia_engine);
        cr_assert_eq(ga_findings_count(&r.f, GA_ERROR), 0, "%s: %s", files[i],
                     r.f.n ? r.f.v[0].message : "");
        cr_assert_eq(count(&r.f, "gaiaproject.federation.undecided"), r.f.n);
        cr_assert_null(r.result, "no result in a game in progress");
        replay_clear(&r);
    }
}

Test(gaiaproject_games, bga_table_agrees_with_every_snapshot_and_ends_175_166)
{
    replay r;
    replay_file(&r, BGA_TABLE, &ga_format_bga_archive);
    cr_assert_eq(r.f.n, 0, "first: %s", r.f.n ? r.f.v[0].message : "");
    cr_assert_eq(ga_gaiaproject_resource(r.e, "96457033", GP_VP), 175);
    cr_assert_eq(ga_gaiaproject_resource(r.e, "89923063", GP_VP), 166);
    replay_clear(&r);
}

/* The BGA decoder on events built from the archive as bga-stream.md says:
 * one move per event, action = type, args = {log, args}. */
Test(gaiaproject_bga, decodes_archive_events_into_gaia_moves)
{
    json_error_t je;
    json_t *root = json_load_file(BGA_TABLE, 0, &je);
    cr_assert(root, "%s", je.text);
    json_t *logs = json_object_get(json_object_get(root, "data"), "logs");
    size_t i, j;
    json_t *pk, *ev;
    int builds = 0, states = 0, research = 0;
    long seq = 0;
    json_array_foreach(logs, i, pk) {
        json_array_foreach(json_object_get(pk, "data"), j, ev) {
            ga_move m = {0}, g = {0};
            char tmp[32];
            json_t *a = json_object_get(ev, "args");
            const char *pl = ga_json_str(json_object_get(a, "playerId"), tmp, sizeof tmp);
            json_t *args = json_pack("{s:O,s:O}", "log", json_object_get(ev, "log"), "args", a);
            ga_span sp = {0};
            cr_assert_eq(ga_move_set(&m, ++seq, 1, pl, json_string_value(json_object_get(ev, "type")),
                                     args, sp, NULL, 0), 0);
            int rc = ga_gaiaproject_bga_decode(&m, &g);
            cr_assert(rc == 0 || rc == 1);
            if (rc == 1) {
                builds += !strcmp(g.action, "build") &&
                          !strcmp(m.action, "notifyBuild");
                research += !strcmp(g.action, "research");
                states += json_object_get(g.args, "state") != NULL;
                if (!strcmp(m.action, "notifyBuild")) {
                    json_t *st = json_object_get(g.args, "state");
                    cr_assert(json_object_get(st, "c") && json_array_size(json_object_get(st, "power")) == 4);
                    cr_assert(json_object_get(g.args, "pay") ||
                              json_integer_value(json_object_get(a, "isLostMine")) == 1);
                }
            }
            ga_move_clear(&g);
            ga_move_clear(&m);
        }
    }
    cr_assert_eq(builds, 20, "FORMATS.md counts 20 notifyBuild");
    cr_assert_eq(research, 30);
    cr_assert_gt(states, 100);
    json_decref(root);
}

/* ---------------------------------------------------------------- charts */

/* The viewer's "Victory Points/Overview" label of a ledger source; final
 * names the game's two final scoring tiles.  NULL when unknown. */
static const char *chart_label(const char *src, const char *faction_label, const char *faction,
                               json_t *final)
{
    static const struct { const char *tile, *label; } finals[] = {
        {"sector", "Sectors"}, {"gaia", "Gaia planets"}, {"planetType", "Planet types"},
        {"satellite", "Satellites"}, {"structure", "Structures"},
        {"structureFed", "Structures in federations"},
    };
    if (!strcmp(src, "bid"))
        return "Bid";
    if (!strcmp(src, "charge"))
        return "Charge";
    if (!strncmp(src, "tech-", 5))
        return "Base Tech";
    if (!strncmp(src, "adv-", 4))
        return "Advanced Tech";
    if (!strcmp(src, faction))
        return faction_label;
    if (!strncmp(src, "round", 5))
        return "Round";
    if (!strncmp(src, "booster", 7))
        return "Booster";
    if (!strncmp(src, "qic", 3))
        return "QIC";
    if (!strcmp(src, "federation"))
        return "Federation";
    if (!strcmp(src, "final-spend"))
        return "Resources";
    if (!strcmp(src, "gaia"))
        return "Gaia";
    if (!strncmp(src, "final-", 6) && ga_gaiaproject_track_index(src + 6) >= 0)
        return "Research";
    if (ga_gaiaproject_track_index(src) >= 0)
        return "Research";
    if (!strcmp(src, "final1") || !strcmp(src, "final2")) {
        const char *tile = json_string_value(json_array_get(final, src[5] == '1' ? 0 : 1));
        for (size_t i = 0; tile && i < sizeof finals / sizeof finals[0]; i++)
            if (!strcmp(finals[i].tile, tile))
                return finals[i].label;
    }
    return NULL;
}

typedef struct tally {
    json_t *by_label; /* label → vp */
    const char *faction, *faction_label;
    json_t *final;
    int unknown;
} tally;

static void tally_source(void *ctx, const char *src, long vp)
{
    tally *t = ctx;
    const char *label = chart_label(src, t->faction_label, t->faction, t->final);
    if (!label) {
        t->unknown++;
        cr_log_error("source %s (%ld VP) has no chart label", src, vp);
        return;
    }
    json_int_t prev = json_integer_value(json_object_get(t->by_label, label));
    json_object_set_new(t->by_label, label, json_integer(prev + vp));
}

/* ended-game is Beta-2 (same 348 lines): its chart of victory points by
 * source must equal what the engine booked from the replay. */
Test(gaiaproject_charts, ended_game_victory_points_overview_matches_the_engine)
{
    json_error_t je;
    json_t *tc = json_load_file(FIX "gaia-engine/charts/ended-game/test-case.json", 0, &je);
    json_t *game = json_load_file(FIX "gaia-engine/Beta-2.json", 0, &je);
    json_t *chart = json_load_file(FIX "gaia-engine/charts/ended-game/victory-points-overview.json",
                                   0, &je);
    cr_assert(tc && game && chart);
    json_t *lines = json_object_get(tc, "moveHistory");
    json_t *full = json_object_get(game, "moveHistory");
    cr_assert_eq(json_array_size(lines), json_array_size(full));
    for (size_t i = 0; i < json_array_size(lines); i++)
        cr_assert(json_equal(json_array_get(lines, i), json_array_get(full, i)), "line %zu", i + 1);
    replay r;
    replay_file(&r, FIX "gaia-engine/Beta-2.json", &ga_format_gaia_engine);
    json_t *final = json_object_get(json_object_get(json_object_get(game, "tiles"), "scorings"),
                                    "final");
    json_t *labels = json_object_get(chart, "labels");
    size_t i;
    json_t *p;
    int checked = 0;
    json_array_foreach(json_object_get(game, "players"), i, p) {
        const gp_faction *f = ga_gaiaproject_faction_find(json_string_value(json_object_get(p, "faction")));
        cr_assert(f);
        tally t = {json_object(), f->id, f->wiki, final, 0};
        char id[24];
        snprintf(id, sizeof id, "%zu", i + 1);
        ga_gaiaproject_vp_sources(r.e, id, tally_source, &t);
        json_object_set_new(t.by_label, "Initial", json_integer(10));
        cr_assert_eq(t.unknown, 0);
        size_t k;
        json_t *ds;
        json_array_foreach(json_object_get(chart, "datasets"), k, ds) {
            const char *dl = json_string_value(json_object_get(ds, "label"));
            if (strncmp(dl, f->wiki, strlen(f->wiki)) || dl[strlen(f->wiki)] != ' ')
                continue;
            size_t c;
            json_t *lab;
            json_array_foreach(labels, c, lab) {
                json_int_t want = json_integer_value(json_array_get(json_object_get(ds, "data"), c));
                json_int_t got = json_integer_value(json_object_get(t.by_label, json_string_value(lab)));
                cr_expect_eq(got, want, "%s, %s: engine %lld, chart %lld", f->wiki,
                             json_string_value(lab), (long long)got, (long long)want);
                checked++;
            }
        }
        json_decref(t.by_label);
    }
    cr_assert_eq(checked, 4 * 15, "every player and every category compared");
    replay_clear(&r);
    json_decref(tc);
    json_decref(game);
    json_decref(chart);
}

/* The other chart cases have no ledger (test-case.json holds only the text
 * lines): they must read and replay without error, and every line must
 * tokenise into known commands. */
Test(gaiaproject_charts, every_test_case_replays_without_error)
{
    static const char *const cases[] = {
        "adv-tech-game-ended", "adv-tech-game-ended-statistics", "adv-tech-pass",
        "adv-tech-pass-player-has-passed", "all-families", "beta2-initial-research-vp",
        "ended-game", "federation-types", "final-scoring", "frontiers", "nevla-leverage",
        "q-range", "q-range-2", "taklons-leech", "taklons-leverage",
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[256];
        snprintf(path, sizeof path, FIX "gaia-engine/charts/%s/test-case.json", cases[i]);
        replay r;
        replay_file(&r, path, &ga_format_gaia_engine);
        cr_expect_eq(ga_findings_count(&r.f, GA_ERROR), 0, "%s: %s", cases[i],
                     r.f.n ? r.f.v[0].message : "");
        cr_expect_eq(count(&r.f, "gaiaproject.federation.undecided"), r.f.n, "%s", cases[i]);
        cr_expect_gt(r.moves, 3);
        replay_clear(&r);
    }
}

Test(gaiaproject_state, auction_gives_everyone_vp_up_to_the_top_bid)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"xenos\"}");
    play(&b, "b", "faction", "{\"faction\":\"geodens\"}");
    play(&b, "a", "bid", "{\"faction\":\"xenos\",\"vp\":3}");
    play(&b, "b", "bid", "{\"faction\":\"geodens\",\"vp\":1}");
    play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"1A1\"}");
    cr_assert_eq(ga_gaiaproject_resource(b.e, "a", GP_VP), 10, "the top bidder keeps 10 VP");
    cr_assert_eq(ga_gaiaproject_resource(b.e, "b", GP_VP), 12);
    cr_assert_eq(ga_gaiaproject_vp_by_source(b.e, "b", "bid"), 2);
    bench_close(&b);
}

Test(gaiaproject_bga, round_income_against_the_income_the_table_showed)
{
    bench b;
    bench_open(&b, "bga-archive");
    play(&b, "a", "notifyChooseRace", "{\"log\":\"\",\"args\":{\"raceId\":3}}");
    play(&b, "a", "notifyIncome", "{\"log\":\"\",\"args\":{\"income\":[2,3,1,0,[1,4],[1]]}}");
    cr_assert_eq(play(&b, "a", "notifyGainResource",
                      "{\"log\":\"Income: alice gains\",\"args\":{\"gainStr\":\"[GOLD2][ORE3][KNOWLEDGE1]\"}}"),
                 0);
    cr_assert_eq(play(&b, "a", "notifyChargePower",
                      "{\"log\":\"\",\"args\":{\"chargeSum\":5,\"pwrSum\":1,\"power\":[0,1,0,6]}}"),
                 1, "2/4/0 charged 5, then a token, is 1/3/3, not the log's 1/0/6");
    cr_assert_str_eq(last_code(&b), "gaiaproject.state.mismatch");
    cr_assert_eq(play(&b, "a", "notifyGainResource",
                      "{\"log\":\"Income: alice gains\",\"args\":{\"gainStr\":\"[GOLD2][ORE4][KNOWLEDGE1]\"}}"),
                 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.income.mismatch");
    cr_assert(strstr(b.f.v[b.f.n - 1].message, "4 ore (shown 3)") != NULL);
    cr_assert_eq(play(&b, "a", "notifyChargePower",
                      "{\"log\":\"\",\"args\":{\"chargeSum\":3,\"pwrSum\":1}}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.income.mismatch");
    bench_close(&b);
}

Test(gaiaproject_state, no_action_after_passing_until_the_round_ends)
{
    bench b;
    bench_open(&b, "gameaudit-stream");
    play(&b, "a", "faction", "{\"faction\":\"terrans\"}");
    play(&b, "b", "faction", "{\"faction\":\"gleens\"}");
    play(&b, "a", "pass", "{}");
    cr_assert_eq(play(&b, "a", "charge", "{\"n\":1}"), 0, "charging is passive");
    cr_assert_eq(play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"1A1\"}"), 1);
    cr_assert_str_eq(last_code(&b), "gaiaproject.pass.acted-after-pass");
    play(&b, "b", "pass", "{}");
    cr_assert_eq(play(&b, "a", "build", "{\"building\":\"m\",\"hex\":\"1A2\"}"), 0,
                 "a new round once everyone passed");
    bench_close(&b);
}

static int w_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)err;
    ga_buf *b = ctx;
    return ga_stream_write_header(b, h) || ga_buf_puts(b, "\n");
}

static int w_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    ga_buf *b = ctx;
    return ga_stream_write_move(b, m) || ga_buf_puts(b, "\n");
}

/* `gameaudit import` of a BGA log, checked again as a stream: the same verdict. */
Test(gaiaproject_bga, an_imported_stream_audits_like_the_archive)
{
    static const char *const files[] = {BGA_TABLE, FIX "bad/bga-credits-over-storage.json"};
    static const size_t errors[] = {0, 3};
    for (size_t i = 0; i < 2; i++) {
        ga_source *src;
        ga_error err;
        ga_buf b = {0};
        cr_assert_eq(ga_source_open(&src, files[i], &err), 0);
        ga_sink sink = {&b, w_header, w_move};
        cr_assert_eq(ga_format_bga_archive.parse(src, &sink, &err), 0);
        ga_source_free(src);
        char path[] = "/tmp/gaiaproject-stream-XXXXXX";
        int fd = mkstemp(path);
        cr_assert(fd >= 0);
        FILE *f = fdopen(fd, "w");
        fwrite(b.data, 1, b.len, f);
        fclose(f);
        ga_buf_free(&b);
        ga_check_opts o = {0};
        ga_result res;
        cr_assert_eq(ga_check_file(path, &o, &res), 0, "%s", res.err.text);
        cr_assert_str_eq(res.header.game, "gaiaproject");
        cr_assert_eq(ga_findings_count(&res.findings, GA_ERROR), errors[i], "%s", files[i]);
        ga_result_clear(&res);
        unlink(path);
    }
}

/* The faction table the engine keeps agrees with the wiki cells it cites
 * (`rules verify` checks the cells against the wiki text). */
Test(gaiaproject_state, starting_research_table_matches_its_wiki_constants)
{
    static const char *const wiki_track[GP_NTRACKS] = {
        "Terraforming", "Navigation", "Artificial Intelligence", "Gaia Project", "Economy", "Science",
    };
    int n = 0;
    for (size_t i = 0; i < ga_game_gaiaproject.nconsts; i++) {
        const ga_rule_const *c = &ga_game_gaiaproject.consts[i];
        const char *pre = "gaiaproject.research.";
        if (strncmp(c->id, pre, strlen(pre)) || !strcmp(c->id, "gaiaproject.research.cost"))
            continue;
        const gp_faction *f = ga_gaiaproject_faction_find(c->id + strlen(pre));
        cr_assert(f, "%s", c->id);
        cr_assert_eq(f->wiki_row, c->row);
        cr_assert(f->start_track >= 0);
        cr_assert_str_eq(wiki_track[f->start_track], c->expected, "%s", c->id);
        n++;
    }
    cr_assert_eq(n, 8);
}

Test(gaiaproject_state, hex_names_and_the_terraforming_cycle)
{
    int sec, dq, dr;
    cr_assert_eq(ga_gaiaproject_hex_offset("9A10", &sec, &dq, &dr), 0);
    cr_assert(sec == 9 && dq == 2 && dr == -2);
    cr_assert_eq(ga_gaiaproject_hex_offset("10C", &sec, &dq, &dr), 0);
    cr_assert(sec == 10 && dq == 0 && dr == 0);
    cr_assert_eq(ga_gaiaproject_hex_offset("4B4", &sec, &dq, &dr), 0);
    cr_assert(sec == 4 && dq == 0 && dr == -1);
    const char *bad[] = {"9A", "9A12", "9B6", "10C1", "-4x0", "9A1x", "", NULL};
    for (int i = 0; bad[i]; i++)
        cr_assert_eq(ga_gaiaproject_hex_offset(bad[i], &sec, &dq, &dr), -1, "%s", bad[i]);
    /* Terra, Ice, Titanium, Swamp, Desert, Volcanic, Oxide, round again. */
    cr_assert_eq(ga_gaiaproject_terraform_steps('r', 'r'), 0);
    cr_assert_eq(ga_gaiaproject_terraform_steps('r', 'o'), 1);
    cr_assert_eq(ga_gaiaproject_terraform_steps('r', 's'), 3);
    cr_assert_eq(ga_gaiaproject_terraform_steps('s', 'r'), 3);
    cr_assert_eq(ga_gaiaproject_terraform_steps('v', 'd'), 1);
    cr_assert_eq(ga_gaiaproject_terraform_steps('t', 'o'), 3);
    cr_assert_eq(ga_gaiaproject_terraform_steps('r', 'g'), -1);
    cr_assert_eq(ga_gaiaproject_terraform_steps('r', 'm'), -1);
    cr_assert_eq(ga_gaiaproject_terra_ore[0], 3);
    cr_assert_eq(ga_gaiaproject_nav_range[5], 4);
}
