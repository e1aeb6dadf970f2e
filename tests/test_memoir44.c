/* test_memoir44.c — the Memoir '44 engine: hand-made moves on a scenario
 * board (Pegasus Bridge), the BGA decoder on one real event of each kind it
 * reads, the generated tables, and the bundled games. */
#include "../src/internal.h"
#include "../validators/validators.h"
#include "../validators/memoir44/memoir44.h"
#include "../validators/memoir44/rules.h"

#include <criterion/criterion.h>
#include <string.h>

/* ---------------------------------------------------------------- helpers */

typedef struct bench {
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

/* Pegasus Bridge (scenario 2); player "1" is the axis, "2" the allies.
 * setup_extra: more setup members (JSON text without braces) or NULL. */
static void bench_open(bench *b, const char *setup_extra, int bga)
{
    memset(b, 0, sizeof *b);
    static ga_player players[2] = {{"1", "ann"}, {"2", "bob"}};
    char text[512];
    snprintf(text, sizeof text, "{\"scenario\":2,\"sides\":{\"1\":\"axis\",\"2\":\"allies\"}%s%s%s}",
             setup_extra ? "," : "", setup_extra ? setup_extra : "", bga ? ",\"site\":\"bga\"" : "");
    json_error_t je;
    json_t *setup = json_loads(text, 0, &je);
    cr_assert(setup, "%s", je.text);
    ga_header h = {.game = "memoir44", .format = "stream", .players = players, .nplayers = 2,
                   .setup = setup};
    ga_error err;
    cr_assert_eq(ga_game_memoir44.new(&b->e, &h, NULL, &err), 0, "%s", err.text);
    json_decref(setup);
}

static size_t play_raw(bench *b, const char *player, const char *action, const char *args,
                       const char *raw)
{
    json_error_t je;
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    ga_move m = {0};
    ga_span sp = {0, 0, (int)b->seq + 1, 1};
    cr_assert_eq(ga_move_set(&m, ++b->seq, 1, player, action, a, sp, raw, raw ? strlen(raw) : 0), 0);
    size_t before = b->f.n;
    cr_assert_eq(ga_game_memoir44.apply(b->e, &m, &b->f), 0);
    ga_move_clear(&m);
    return b->f.n - before;
}

static size_t play(bench *b, const char *player, const char *action, const char *args)
{
    return play_raw(b, player, action, args, NULL);
}

static const char *last_code(const bench *b)
{
    return b->f.n ? b->f.v[b->f.n - 1].code : "";
}

static void bench_close(bench *b)
{
    cr_assert_eq(ga_game_memoir44.finish(b->e, &b->f), 0);
    ga_game_memoir44.free(b->e);
    ga_findings_clear(&b->f);
}

/* ---------------------------------------------------------------- state */

/* Pegasus Bridge's units are numbered row by row: unit 6 is the allied
 * infantry in c4 (x 5, y 5), unit 8 the one in D3 (x 6, y 6). */
Test(memoir44_state, scenario_units_are_numbered_row_by_row)
{
    bench b;
    bench_open(&b, NULL, 0);
    ga_buf d = {0};
    cr_assert_eq(ga_game_memoir44.dump(b.e, &d), 0);
    cr_assert(strstr(d.data, "unit 6: allies infantry, c4, 4 figure(s)"), "%s", d.data);
    cr_assert(strstr(d.data, "unit 1: axis infantry, A9, 4 figure(s)"), "%s", d.data);
    cr_assert(strstr(d.data, "medals: axis 0/4, allies 0/4"), "%s", d.data);
    ga_buf_free(&d);
    bench_close(&b);
}

Test(memoir44_state, a_probe_orders_two_units_in_its_section)
{
    bench b;
    bench_open(&b, NULL, 0);
    cr_assert_eq(play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}"), 0);
    cr_assert_eq(play(&b, "2", "order", "{\"units\":[6,8]}"), 0);
    bench_close(&b);
    bench_open(&b, NULL, 0);
    cr_assert_eq(play(&b, "2", "card", "{\"name\":\"Recon\",\"section\":\"left\"}"), 0);
    cr_assert_eq(play(&b, "2", "order", "{\"units\":[6,8]}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.order.section");
    bench_close(&b);
}

Test(memoir44_state, infantry_moves_two_hexes_not_three)
{
    bench b;
    bench_open(&b, NULL, 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}");
    play(&b, "2", "order", "{\"units\":[6]}");
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":6,\"x\":7,\"y\":5}"), 0);
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":6,\"x\":9,\"y\":5}"), 0);
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":6,\"x\":8,\"y\":6}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.move.infantry");
    bench_close(&b);
}

Test(memoir44_state, a_forest_set_by_the_stream_stops_movement)
{
    bench b;
    bench_open(&b, "\"terrain\":[{\"x\":7,\"y\":5,\"name\":\"Forests\"}]", 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}");
    play(&b, "2", "order", "{\"units\":[6]}");
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":6,\"x\":7,\"y\":5}"), 0);
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":6,\"x\":9,\"y\":5}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.forests.stop");
    bench_close(&b);
}

Test(memoir44_state, a_lake_blocks_line_of_sight_only_next_to_another_lake)
{
    /* unit 6 (x 5, y 5) fires at unit 5 (x 7, y 3) across x 6, y 4 */
    bench b;
    bench_open(&b, "\"terrain\":[{\"x\":6,\"y\":4,\"name\":\"Lake\"}]", 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}");
    play(&b, "2", "order", "{\"units\":[6]}");
    cr_assert_eq(play(&b, "2", "attack", "{\"unit\":6,\"target\":5}"), 0);
    bench_close(&b);
    bench_open(&b, "\"terrain\":[{\"x\":6,\"y\":4,\"name\":\"Lake\"},{\"x\":4,\"y\":4,\"name\":\"Lake\"}]", 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}");
    play(&b, "2", "order", "{\"units\":[6]}");
    cr_assert_eq(play(&b, "2", "attack", "{\"unit\":6,\"target\":5}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.lake.los");
    bench_close(&b);
}

Test(memoir44_state, dice_symbols_score_hits_and_an_elimination_gives_a_medal)
{
    bench b;
    bench_open(&b, NULL, 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"left\"}");
    play(&b, "2", "order", "{\"units\":[6]}");
    /* unit 6 (c4) attacks unit 5 (d6, x 7 y 3, behind sandbags) 2 hexes away:
     * 2 dice, 1 less for the sandbags */
    cr_assert_eq(play(&b, "2", "attack", "{\"unit\":6,\"target\":5}"), 0);
    cr_assert_eq(play(&b, "2", "roll", "{\"x\":7,\"y\":3,\"dice\":[\"Grenade\"]}"), 0);
    cr_assert_eq(play(&b, NULL, "damage", "{\"unit\":5,\"hits\":2}"), 0);
    cr_assert_eq(play(&b, "2", "end-turn", "{}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.hits.count");
    bench_close(&b);
}

Test(memoir44_state, an_eliminated_unit_without_its_medal_is_reported)
{
    bench b;
    bench_open(&b, NULL, 0);
    play(&b, NULL, "damage", "{\"unit\":3,\"hits\":4}");
    cr_assert_eq(play(&b, "2", "end-turn", "{}"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.medal.missing");
    play(&b, NULL, "damage", "{\"unit\":4,\"hits\":4}");
    cr_assert_eq(play(&b, NULL, "medal", "{\"side\":\"allies\",\"unit\":4}"), 0);
    cr_assert_eq(play(&b, "2", "end-turn", "{}"), 0);
    bench_close(&b);
}

/* ---------------------------------------------------------------- BGA decoding */

/* A BGA moveUnit event (args as parsers/bga.c passes them) moves the unit
 * named by unitId from fromX/fromY to x/y; the rendered text tells a
 * retreat. */
Test(memoir44_bga, move_and_retreat_events_are_decoded)
{
    bench b;
    bench_open(&b, NULL, 1);
    play(&b, "2", "playCard",
         "{\"channel\":\"table\",\"args\":{\"card\":{\"type\":3,\"value\":0},"
         "\"flank\":\"the left flank\",\"player_id\":2}}");
    cr_assert_eq(play(&b, "2", "activateUnits",
                      "{\"channel\":\"table\",\"args\":{\"unitIds\":[6],\"player_id\":2}}"), 0);
    cr_assert_eq(play_raw(&b, "2", "moveUnit",
                          "{\"channel\":\"table\",\"args\":{\"unitId\":6,\"x\":7,\"y\":5,"
                          "\"fromX\":5,\"fromY\":5,\"player_id\":2}}", "bob moves 1 Infantry (c4 to d4)"), 0);
    ga_buf d = {0};
    ga_game_memoir44.dump(b.e, &d);
    cr_assert(strstr(d.data, "unit 6: allies infantry, d4"), "%s", d.data);
    ga_buf_free(&d);
    /* a retreat toward the enemy's side is reported */
    cr_assert_eq(play_raw(&b, "2", "moveUnit",
                          "{\"channel\":\"table\",\"args\":{\"unitId\":6,\"x\":8,\"y\":4,"
                          "\"fromX\":7,\"fromY\":5,\"player_id\":2}}",
                          "bob retreats 1 Infantry (d4 to E5)"), 1);
    cr_assert_str_eq(last_code(&b), "memoir44.retreat.direction");
    bench_close(&b);
}

/* Malformed args never crash: wrong types and missing members are ignored. */
Test(memoir44_bga, malformed_events_are_ignored)
{
    bench b;
    bench_open(&b, NULL, 1);
    static const char *const junk[] = {
        "{\"channel\":\"table\",\"args\":[]}", "{\"channel\":\"table\",\"args\":{\"unitIds\":\"x\"}}",
        "{\"channel\":\"table\",\"args\":{\"card\":7}}", "{}", "{\"args\":{\"cell\":null,\"results\":5}}",
    };
    static const char *const types[] = {"playCard", "activateUnits", "rollDice", "takeDamage",
                                        "scoreMedals", "moveUnit", "airDrop", "addTerrain"};
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
        for (size_t j = 0; j < sizeof junk / sizeof junk[0]; j++)
            play(&b, "1", types[t], junk[j]);
    bench_close(&b);
}

/* ---------------------------------------------------------------- tables */

Test(memoir44_tables, checks_are_sorted_and_cite_known_refs)
{
    const ga_game *g = &ga_game_memoir44;
    for (size_t i = 0; i < g->nchecks; i++) {
        if (i)
            cr_assert_lt(strcmp(g->checks[i - 1].code, g->checks[i].code), 0, "%s", g->checks[i].code);
        cr_assert(g->checks[i].rule < (int)g->nrefs);
        cr_assert_eq(strncmp(g->checks[i].code, "memoir44.", 9), 0);
    }
    cr_assert_eq(ga_game_check(g, "memoir44.forests.stop")->rule >= 0, 1);
}

Test(memoir44_tables, the_catalogue_holds_the_pages_forest_and_village_rules)
{
    const m44_tdef *f = &m44_tdefs[M44_TD_FORESTS], *v = &m44_tdefs[M44_TD_TOWNS_VILLAGES];
    cr_assert_str_eq(f->name, "Forests");
    cr_assert_eq(f->stop, 7);
    cr_assert_eq(f->red[0], 1);
    cr_assert_eq(f->red[1], 2);
    cr_assert_eq(v->out[1], 2);
    cr_assert_eq(m44_tdefs[M44_TD_BUNKERS].impassable, 6);
    cr_assert_eq(m44_tdefs[M44_TD_RIVERS_WATERWAYS].impassable, 7);
}

/* ---------------------------------------------------------------- real games */

Test(memoir44_games, the_bundled_bga_game_audits_clean)
{
    ga_check_opts o = {0};
    ga_result res;
    cr_assert_eq(ga_check_file("fixtures/memoir44/m44-bga-villers-bocage-107.json", &o, &res), 0,
                 "%s", res.err.text);
    cr_assert_str_eq(res.header.game, "memoir44");
    cr_assert_eq(res.findings.n, 0);
    ga_result_clear(&res);
}

/* An air drop adds a unit that may then be ordered and moved; a new round
 * sets the board up again with ids after the ones used. */
Test(memoir44_state, dropped_units_join_and_rounds_reset_the_board)
{
    bench b;
    bench_open(&b, NULL, 0);
    cr_assert_eq(play(&b, NULL, "drop", "{\"unit\":16,\"x\":12,\"y\":4}"), 0);
    play(&b, "2", "card", "{\"name\":\"Probe\",\"section\":\"center\"}");
    cr_assert_eq(play(&b, "2", "order", "{\"units\":[16]}"), 0);
    cr_assert_eq(play(&b, "2", "move", "{\"unit\":16,\"x\":14,\"y\":4}"), 0);
    cr_assert_eq(play(&b, NULL, "round", "{\"ids_used\":16}"), 0);
    ga_buf d = {0};
    ga_game_memoir44.dump(b.e, &d);
    cr_assert(strstr(d.data, "round 2"), "%s", d.data);
    cr_assert(strstr(d.data, "unit 22: allies infantry, c4"), "%s", d.data);
    ga_buf_free(&d);
    bench_close(&b);
}
