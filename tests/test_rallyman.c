/* test_rallyman.c — the Rallyman GT and DIRT engines: the C tables agree
 * with the wiki cells consts[] pins, the examples pass, and what the
 * fixtures cannot pin by themselves (token counting with unplaced dice,
 * the Flying Start stop, resynchronising on the log). */
#include "../src/internal.h"
#include "../validators/validators.h"
#include "../validators/rallymandirt/rallymandirt.h"
#include "../validators/rallymangt/rallymangt.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---------------------------------------------------------------- helpers */

typedef struct bench {
    const ga_game *g;
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

static void bench_open(bench *b, const ga_game *g, const char *setup)
{
    memset(b, 0, sizeof *b);
    b->g = g;
    static ga_player players[2] = {{"1", "ann"}, {"2", "bob"}};
    json_error_t je;
    ga_header h = {.game = (char *)g->name, .players = players, .nplayers = 2,
                   .setup = json_loads(setup, 0, &je)};
    ga_error err;
    cr_assert_eq(g->new(&b->e, &h, NULL, &err), 0);
    json_decref(h.setup);
}

/* Applies one move; returns the findings it added. */
static size_t play(bench *b, const char *player, const char *action, const char *args)
{
    json_error_t je;
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    ga_move m = {0};
    ga_span sp = {0, 0, (int)b->seq + 1, 1};
    cr_assert_eq(ga_move_set(&m, ++b->seq, 1, player, action, a, sp, NULL, 0), 0);
    size_t before = b->f.n;
    cr_assert_eq(b->g->apply(b->e, &m, &b->f), 0);
    ga_move_clear(&m);
    return b->f.n - before;
}

static const char *last_code(const bench *b)
{
    return b->f.n ? b->f.v[b->f.n - 1].code : "";
}

static void bench_close(bench *b)
{
    b->g->free(b->e);
    ga_findings_clear(&b->f);
}

/* The number a pinned cell states: "3/!\" and "2 (orange)" read as their
 * leading number, a blank cell as 0. */
static int cell_value(const char *s)
{
    return *s ? atoi(s) : 0;
}

/* ---------------------------------------------------------------- tables */

Test(rallyman, dirt_tables_match_pinned_cells)
{
    const ga_game *g = &ga_game_rallymandirt;
    int seen = 0;
    for (size_t i = 0; i < g->nconsts; i++) {
        const ga_rule_const *c = &g->consts[i];
        int v = cell_value(c->expected), want;
        if (!strcmp(c->table, "Car Dashboard"))
            want = ga_rmdirt_dashboard[c->col - 2][c->row - 1];
        else if (!strcmp(c->table, "Time Card"))
            want = ga_rmdirt_time[c->row];
        else if (!strcmp(c->table, "Damage Taken from a Crash"))
            want = ga_rmdirt_crash[c->row][c->col - 2];
        else
            cr_assert_fail("unknown table %s", c->table);
        cr_assert_eq(v, want, "%s: the wiki says %s, the engine keeps %d", c->id, c->expected,
                     want);
        seen++;
    }
    cr_assert_eq(seen, 16 + 6 + 18, "every cell of the three tables is pinned");
}

Test(rallyman, gt_tables_match_pinned_cells)
{
    const ga_game *g = &ga_game_rallymangt;
    int seen = 0;
    for (size_t i = 0; i < g->nconsts; i++) {
        const ga_rule_const *c = &g->consts[i];
        int v = cell_value(c->expected), want;
        if (!strcmp(c->table, "Car Dice"))
            want = ga_rmgt_car_dice[c->row - 1][c->col - 2];
        else if (!strncmp(c->table, "GT", 2))
            want = ga_rmgt_tyres[c->table[2] - '4'][c->row - 1][c->col - 2];
        else
            cr_assert_fail("unknown table %s", c->table);
        cr_assert_eq(v, want, "%s: the wiki says %s, the engine keeps %d", c->id, c->expected,
                     want);
        seen++;
    }
    cr_assert_eq(seen, 12 + 16 + 20 + 16, "every cell of the four tables is pinned");
}

/* ---------------------------------------------------------------- examples */

static void example_passes(const ga_game *g)
{
    char path[] = "/tmp/rallyman-example-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs(g->example, f);
    fclose(f);
    ga_check_opts o = {0};
    ga_result res;
    cr_assert_eq(ga_check_file(path, &o, &res), 0, "%s", res.err.text);
    cr_assert_str_eq(res.header.game, g->name);
    cr_assert_eq(res.findings.n, 0, "%s: %s", g->name,
                 res.findings.n ? res.findings.v[0].message : "");
    cr_assert_gt(res.moves, 2);
    ga_result_clear(&res);
    unlink(path);
}

Test(rallyman, examples_pass)
{
    example_passes(&ga_game_rallymangt);
    example_passes(&ga_game_rallymandirt);
}

/* ---------------------------------------------------------------- the turn */

/* Flat out with a loss of control: the dice rolled but not placed still
 * give their token; the brake die none. */
Test(rallyman, flat_out_loss_counts_unplaced_dice)
{
    bench b;
    bench_open(&b, &ga_game_rallymandirt, "{}");
    play(&b, NULL, "round", "{\"number\":1}");
    const char *turn =
        "{\"mode\":\"flat-out\",\"outcome\":\"loss\",\"card\":\"spin\",\"time\":60,"
        "\"tokens\":%d,\"dice\":[{\"die\":1,\"space\":1,\"caution\":true},"
        "{\"die\":2,\"space\":2,\"caution\":true},{\"die\":\"coast\",\"space\":3,"
        "\"caution\":true},{\"die\":3,\"space\":4,\"placed\":false},"
        "{\"die\":\"brake\",\"space\":5,\"placed\":false}]}";
    char buf[600];
    snprintf(buf, sizeof buf, turn, 4);
    cr_assert_eq(play(&b, "1", "turn", buf), 0, "%s", last_code(&b));
    bench_close(&b);
    bench_open(&b, &ga_game_rallymandirt, "{}");
    play(&b, NULL, "round", "{\"number\":1}");
    snprintf(buf, sizeof buf, turn, 3);
    cr_assert_eq(play(&b, "1", "turn", buf), 1);
    cr_assert_str_eq(last_code(&b), "rallymandirt.tokens.gained-loss");
    bench_close(&b);
}

/* Flying Start: a caution on the gear 2 die ends the turn in gear 2 without
 * a loss of control, so the next turn goes on from gear 2. */
Test(rallyman, flying_start_caution_stops_in_gear_2)
{
    bench b;
    bench_open(&b, &ga_game_rallymangt, "{\"flying_start\":true}");
    play(&b, NULL, "round", "{\"number\":1}");
    cr_assert_eq(play(&b, "1", "turn", "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":"
                      "[{\"die\":2,\"space\":1,\"caution\":true}]}"), 0, "%s", last_code(&b));
    play(&b, NULL, "round", "{\"number\":2}");
    cr_assert_eq(play(&b, "1", "turn", "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":"
                      "[{\"die\":3,\"space\":2}]}"), 0, "%s", last_code(&b));
    /* without the option, gear 2 from a standstill is a gear.start finding */
    bench_close(&b);
    bench_open(&b, &ga_game_rallymangt, "{}");
    play(&b, NULL, "round", "{\"number\":1}");
    cr_assert_eq(play(&b, "1", "turn", "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":"
                      "[{\"die\":2,\"space\":1}]}"), 1);
    cr_assert_str_eq(last_code(&b), "rallymangt.gear.start");
    bench_close(&b);
}

/* GT weather: a Weather damage token turns the weather wet, and asphalt
 * tyres in the wet have one brake die and a caution limit of 2. */
Test(rallyman, weather_token_changes_the_tyre_table)
{
    bench b;
    bench_open(&b, &ga_game_rallymangt, "{\"weather\":\"dry\"}");
    play(&b, NULL, "round", "{\"number\":1}");
    play(&b, "1", "turn", "{\"class\":\"GT4\",\"tyres\":\"asphalt\",\"mode\":\"flat-out\","
                          "\"tokens\":4,\"dice\":[{\"die\":1,\"space\":1},{\"die\":2,"
                          "\"space\":2,\"caution\":true},{\"die\":3,\"space\":3,\"caution\":true},"
                          "{\"die\":4,\"space\":4,\"caution\":true}],\"outcome\":\"loss\","
                          "\"gear_after\":\"0\",\"damage\":[\"weather\"]}");
    cr_assert_eq(b.f.n, 0, "%s", last_code(&b));
    play(&b, NULL, "round", "{\"number\":2}");
    /* two cautions now meet the wet limit of 2 */
    cr_assert_eq(play(&b, "1", "turn", "{\"mode\":\"flat-out\",\"tokens\":2,\"dice\":[{\"die\":1,"
                      "\"space\":5,\"caution\":true},{\"die\":2,\"space\":6,\"caution\":true}]}"),
                 1);
    cr_assert_str_eq(last_code(&b), "rallymangt.caution.no-loss");
    bench_close(&b);
}

/* A malformed die is a warning, never a crash, and the turn is not judged. */
Test(rallyman, malformed_die_is_a_warning)
{
    bench b;
    bench_open(&b, &ga_game_rallymandirt, "{}");
    play(&b, NULL, "round", "{\"number\":1}");
    cr_assert_eq(play(&b, "1", "turn", "{\"dice\":[7,{\"die\":\"x\",\"space\":1},{\"die\":1},"
                      "{\"die\":9,\"space\":1},{\"die\":1,\"space\":-4},"
                      "{\"die\":1,\"space\":1,\"limit\":99}],\"time\":50}"), 6);
    for (size_t i = 0; i < b.f.n; i++)
        cr_assert_str_eq(b.f.v[i].code, "rallymandirt.record.bad-die");
    bench_close(&b);
}

/* A stream cut before its result: the last round's missing turn is reported
 * about the file by finish; with the result move it is reported there. */
Test(rallyman, cut_stream_reports_the_last_round)
{
    bench b;
    bench_open(&b, &ga_game_rallymangt, "{}");
    play(&b, NULL, "round", "{\"number\":1}");
    play(&b, "1", "turn", "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":"
                          "[{\"die\":1,\"space\":1}]}");
    cr_assert_eq(b.f.n, 0, "%s", last_code(&b));
    cr_assert_eq(ga_game_rallymangt.finish(b.e, &b.f), 0);
    cr_assert_eq(b.f.n, 1);
    cr_assert_str_eq(last_code(&b), "rallymangt.round.missing-turn");
    cr_assert_eq(b.f.v[0].seq, 0, "about the file, not a move");
    bench_close(&b);
}

/* DIRT jump: the landing space must be free of cars on the track.  The log
 * states each car's distance and lane; a car that crashed there does not
 * count as being on the track, and a car in the other lane is beside it. */
Test(rallyman, jump_lands_on_a_car_on_the_track)
{
    static const char *const ann[] = {"\"card\":\"crash\",\"danger\":\"yellow\",\"damage\":[],"
                                      "\"outcome\":\"loss\",\"time\":60",
                                      "\"time\":30"};
    for (int crash = 0; crash < 2; crash++)
        for (int lane = 0; lane < 2; lane++) {
            bench b;
            char buf[400];
            bench_open(&b, &ga_game_rallymandirt, "{}");
            play(&b, NULL, "round", "{\"number\":1}");
            snprintf(buf, sizeof buf, "{\"mode\":\"flat-out\",\"tokens\":3,\"dice\":[{\"die\":1,"
                     "\"space\":1},{\"die\":2,\"space\":2},{\"die\":3,\"space\":4,"
                     "\"inside\":false%s}],%s}", crash ? ",\"caution\":true,\"limit\":2" : "",
                     ann[!crash]);
            cr_assert_eq(play(&b, "1", "turn", buf), 0, "%s", last_code(&b));
            play(&b, NULL, "round", "{\"number\":2}");
            /* ann stays where she is (blocked: the card on top of her pile again) */
            snprintf(buf, sizeof buf, "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":[],"
                     "\"outcome\":\"blocked\",\"time\":%d}", crash ? 60 : 30);
            cr_assert_eq(play(&b, "1", "turn", buf), 0, "%s", last_code(&b));
            snprintf(buf, sizeof buf, "{\"mode\":\"one-at-a-time\",\"tokens\":0,\"dice\":["
                     "{\"die\":1,\"space\":2},{\"die\":2,\"space\":4,\"jump\":2,\"jump_at\":3,"
                     "\"inside\":%s}],\"time\":40}", lane ? "true" : "false");
            size_t n = play(&b, "2", "turn", buf);
            if (crash || lane)
                cr_expect_eq(n, 0, "crash %d lane %d: %s", crash, lane, last_code(&b));
            else {
                cr_expect_eq(n, 1);
                cr_expect_str_eq(last_code(&b), "rallymandirt.jump.occupied");
            }
            bench_close(&b);
        }
}
