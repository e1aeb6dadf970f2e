/* test_heat.c — the Heat engine: the circuit tables, hand-made moves for what
 * the fixtures cannot pin (a corner paid exactly, a spin-out, a slipstream
 * beside a lapped car), the example stream and a malformed event. */
#include "../src/internal.h"
#include "../validators/validators.h"
#include "../validators/heat/heat.h"

#include <criterion/criterion.h>
#include <string.h>

typedef struct bench {
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

static void bench_open(bench *b, const char *circuit)
{
    memset(b, 0, sizeof *b);
    static ga_player players[2] = {{"1", "ann"}, {"2", "bob"}};
    json_t *setup = json_pack("{s:s}", "circuit", circuit);
    ga_header h = {.game = "heat", .format = "stream", .players = players, .nplayers = 2,
                   .setup = setup};
    ga_error err;
    cr_assert_eq(ga_game_heat.new(&b->e, &h, NULL, &err), 0);
    json_decref(setup);
}

static size_t play(bench *b, const char *action, const char *args)
{
    json_error_t je;
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    ga_move m = {0};
    ga_span sp = {0, 0, (int)b->seq + 1, 1};
    cr_assert_eq(ga_move_set(&m, ++b->seq, 1, NULL, action, a, sp, NULL, 0), 0);
    size_t before = b->f.n;
    cr_assert_eq(ga_game_heat.apply(b->e, &m, &b->f), 0);
    ga_move_clear(&m);
    return b->f.n - before;
}

static int has(const bench *b, const char *code)
{
    for (size_t i = 0; i < b->f.n; i++)
        if (!strcmp(b->f.v[i].code, code))
            return 1;
    return 0;
}

static void bench_close(bench *b)
{
    ga_game_heat.free(b->e);
    ga_findings_clear(&b->f);
}

/* USA (circuits-facts.json): grid 831 (space 69, lane 1) and 839; the corner at
 * space 12 has limit 7; lane-1 cells of spaces 1..14 below. */
#define GRID "{\"cells\":{\"0\":831,\"1\":839},\"constructor_ids\":[0,1]}"
#define ENGINE(n) "{\"id\":" #n ",\"effect\":\"heat\",\"speed\":0,\"type\":111,\"location\":\"engine-0\"}"
#define SETUP "{\"counters\":[{\"engine\":[" ENGINE(100) "," ENGINE(101) "," ENGINE(102) "]},{\"engine\":[]}]}"
#define CARD(id, s) "{\"id\":" #id ",\"effect\":\"speed\",\"speed\":" #s ",\"type\":10" #s ",\"location\":\"inplay-0\"}"

static const heat_circuit *usa(void)
{
    for (size_t i = 0; i < heat_ncircuits; i++)
        if (!strcmp(heat_circuits[i].id, "USA"))
            return &heat_circuits[i];
    return NULL;
}

/* The race-line cell of space pos on circuit c: the lane of the last corner passed. */
static int race_cell(const heat_circuit *c, int pos)
{
    int lane = 1, best = 1000;
    for (size_t k = 0; k < c->ncorners; k++) {
        int d = ((pos - c->corners[k].pos - 1) % c->lap_len + c->lap_len) % c->lap_len;
        if (d < best) {
            best = d;
            lane = c->corners[k].lane;
        }
    }
    for (size_t i = 0; i < c->ncells; i++)
        if (c->cells[i].pos == pos && c->cells[i].lane == lane)
            return c->cells[i].id;
    return -1;
}

static int cell_at(int pos)
{
    return race_cell(usa(), pos);
}

Test(heat, circuit_tables_are_sorted_and_whole)
{
    cr_assert_geq(heat_ncircuits, 10);
    for (size_t i = 0; i < heat_ncircuits; i++) {
        const heat_circuit *c = &heat_circuits[i];
        cr_assert_eq(c->ncells, (size_t)c->lap_len * 2, "%s", c->id);
        for (size_t k = 1; k < c->ncells; k++)
            cr_assert_lt(c->cells[k - 1].id, c->cells[k].id, "%s cells sorted by id", c->id);
        cr_assert_gt(c->laps, 0);
    }
    cr_assert_eq(usa()->laps, 2);
    cr_assert_eq(usa()->corners[0].pos, 12);
    cr_assert_eq(usa()->corners[0].speed, 7);
}

/* Drives ann from the grid 14 spaces in gear 4 (cards 4+4+3+3) past the corner
 * at space 12 (limit 7): 7 Heat owed, 3 in the engine. */
static void drive_past_corner(bench *b)
{
    char mv[1024], path[512] = "[831";
    for (int p = 1; p <= 14; p++)
        snprintf(path + strlen(path), sizeof path - strlen(path), ",%d", cell_at(p));
    strcat(path, "]");
    cr_assert_eq(play(b, "startRace", GRID), 0);
    cr_assert_eq(play(b, "setupRace", SETUP), 0);
    /* gear 1 -> 4 would be 3 positions: reveal gear 2 first in a round of its own */
    cr_assert_eq(play(b, "reveal", "{\"constructor_id\":0,\"gear\":4,\"n\":0,\"cards\":["
                                   CARD(1, 4) "," CARD(2, 4) "," CARD(3, 3) "," CARD(4, 3) "]}"),
                 1);
    cr_assert(has(b, "heat.gear.shift-too-far"));
    snprintf(mv, sizeof mv,
             "{\"constructor_id\":0,\"cell\":%d,\"speed\":14,\"nForward\":14,"
             "\"totalSpeed\":14,\"path\":%s}", cell_at(14), path);
    cr_assert_eq(play(b, "moveCar", mv), 0);
}

Test(heat, corner_over_the_limit_without_enough_heat_needs_a_spin_out)
{
    bench b;
    bench_open(&b, "USA");
    drive_past_corner(&b);
    /* paying the 3 Heat it has instead of spinning out */
    cr_assert_eq(play(&b, "payHeats", "{\"constructor_id\":0,\"n\":3,\"corner\":12,\"speed\":14,"
                                      "\"limit\":7,\"cards\":[" ENGINE(100) "," ENGINE(101) ","
                                      ENGINE(102) "]}"),
                 1);
    cr_assert_str_eq(b.f.v[b.f.n - 1].code, "heat.spin.missing");
    bench_close(&b);
}

Test(heat, spin_out_paying_all_heat_is_clean_and_sets_gear_1)
{
    bench b;
    bench_open(&b, "USA");
    drive_past_corner(&b);
    size_t n = b.f.n;
    char so[1024];
    snprintf(so, sizeof so, "{\"constructor_id\":0,\"n\":3,\"corner\":12,\"speed\":14,"
                            "\"limit\":7,\"cell\":%d,\"turn\":0,\"m\":2,\"stresses\":[],"
                            "\"cards\":[" ENGINE(100) "," ENGINE(101) "," ENGINE(102) "]}",
             cell_at(12));
    cr_assert_eq(play(&b, "spinOut", so), 0, "%s", b.f.n > n ? b.f.v[b.f.n - 1].message : "");
    ga_buf d = {0};
    cr_assert_eq(ga_game_heat.dump(b.e, &d), 0);
    cr_assert(strstr(d.data, "gear 1"), "%s", d.data);
    cr_assert(strstr(d.data, "engine 0"), "%s", d.data);
    ga_buf_free(&d);
    bench_close(&b);
}

Test(heat, spin_out_with_one_stress_in_gear_4_is_reported)
{
    bench b;
    bench_open(&b, "USA");
    drive_past_corner(&b);
    char so[1024];
    snprintf(so, sizeof so, "{\"constructor_id\":0,\"n\":3,\"corner\":12,\"speed\":14,"
                            "\"limit\":7,\"cell\":%d,\"turn\":0,\"m\":1,\"stresses\":[],"
                            "\"cards\":[" ENGINE(100) "," ENGINE(101) "," ENGINE(102) "]}",
             cell_at(12));
    cr_assert_eq(play(&b, "spinOut", so), 1);
    cr_assert_str_eq(b.f.v[b.f.n - 1].code, "heat.spin.stress");
    bench_close(&b);
}

Test(heat, example_stream_passes)
{
    cr_assert(ga_game_heat.example);
    cr_assert(strstr(ga_game_heat.example, "\"game\":\"heat\""));
}

Test(heat, malformed_event_args_do_not_crash)
{
    bench b;
    bench_open(&b, "USA");
    static const char *const bad[][2] = {
        {"startRace", "{\"cells\":\"x\"}"},
        {"reveal", "{\"constructor_id\":99,\"gear\":1}"},
        {"reveal", "{\"constructor_id\":0,\"gear\":\"x\",\"cards\":7}"},
        {"moveCar", "{\"constructor_id\":0,\"path\":[\"a\",null],\"cell\":-5}"},
        {"spinOut", "{\"constructor_id\":0,\"corner\":[],\"stresses\":[1e9,\"x\"]}"},
        {"payHeats", "{\"constructor_id\":0,\"cards\":{\"1\":5},\"corner\":12}"},
        {"endOfRace", "{\"scores\":[[1,2],\"x\",[]],\"order\":[\"a\",99]}"},
        {"result", "{\"scores\":[]}"},
        {"pDraw", "{\"constructor_id\":0,\"cards\":[{\"id\":-4},{\"id\":99999999}]}"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        play(&b, bad[i][0], bad[i][1]);
    ga_buf d = {0};
    cr_assert_eq(ga_game_heat.dump(b.e, &d), 0);
    ga_buf_free(&d);
    bench_close(&b);
}

/* A BGA archive's press-corner sponsor: the "draw" notification's log names the
 * press corner (FORMATS.md §6; the bundled championships); an event's extra
 * sponsor does not count.  On USA the corner at space 12 (limit 7) is made the
 * press corner and ann crosses it at speed 14 (3 Heat, then a spin-out). */
static size_t play_bga(bench *b, const char *action, const char *log, const char *args)
{
    char wrapped[4096];
    snprintf(wrapped, sizeof wrapped, "{\"log\":\"%s\",\"args\":%s}", log, args);
    return play(b, action, wrapped);
}

static void bga_open(bench *b)
{
    memset(b, 0, sizeof *b);
    static ga_player players[2] = {{"1", "ann"}, {"2", "bob"}};
    json_t *setup = json_pack("{s:s}", "circuit", "USA");
    ga_header h = {.game = "heat", .format = "bga-archive", .players = players, .nplayers = 2,
                   .setup = setup};
    ga_error err;
    cr_assert_eq(ga_game_heat.new(&b->e, &h, NULL, &err), 0);
    json_decref(setup);
    cr_assert_eq(play_bga(b, "newChampionshipRace", "", "{\"n\":1,\"m\":1,\"nbrLaps\":2,"
                          "\"circuitDatas\":{\"id\":\"USA\",\"pressCorners\":[12]}}"), 0);
}

static void bga_cross_press(bench *b, const char *draw_log)
{
    char mv[1024], path[512] = "[831";
    for (int p = 1; p <= 8; p++)
        snprintf(path + strlen(path), sizeof path - strlen(path), ",%d", cell_at(p));
    strcat(path, "]");
    play_bga(b, "startRace", "", GRID);
    play_bga(b, "setupRace", "", SETUP);
    play_bga(b, "reveal", "", "{\"constructor_id\":0,\"gear\":2,\"n\":0,\"cards\":["
                              CARD(1, 4) "," CARD(2, 4) "]}");
    snprintf(mv, sizeof mv, "{\"constructor_id\":0,\"cell\":%d,\"speed\":8,\"nForward\":8,"
             "\"totalSpeed\":8,\"path\":%s}", cell_at(8), path);
    play_bga(b, "moveCar", "", mv);
    play_bga(b, "clearPlayedCards", "", "{\"constructor_id\":0,\"cardIds\":[1,2]}");
    play_bga(b, "updateTurnOrder", "", "{\"constructor_ids\":[0]}");
    play_bga(b, "reveal", "", "{\"constructor_id\":0,\"gear\":2,\"n\":0,\"cards\":["
                              CARD(3, 4) "," CARD(4, 5) "]}");
    snprintf(mv, sizeof mv, "{\"constructor_id\":0,\"cell\":%d,\"speed\":9,\"nForward\":9,"
             "\"totalSpeed\":9,\"path\":[%d,%d]}", cell_at(17), cell_at(8), cell_at(17));
    play_bga(b, "moveCar", "", mv);
    play_bga(b, "payHeats", "${constructor_name} pays ${n} heat(s) for crossing",
             "{\"constructor_id\":0,\"n\":2,\"corner\":12,\"speed\":9,\"limit\":7,\"cards\":["
             ENGINE(100) "," ENGINE(101) "]}");
    if (draw_log)
        play_bga(b, "draw", draw_log, "{\"constructor_id\":0,\"n\":1,\"areSponsors\":true}");
    play_bga(b, "clearPlayedCards", "", "{\"constructor_id\":0,\"cardIds\":[3,4]}");
}

Test(heat, bga_press_corner_sponsor_read_from_the_log)
{
    bench b;
    bga_open(&b);
    bga_cross_press(&b, "${constructor_name} exceeded the speed limit of a press corner by 2 or "
                        "more and gain 1 sponsor card");
    cr_assert_eq(b.f.n, 0, "a press sponsor earned at 2 over: %s", b.f.n ? b.f.v[0].code : "");
    bench_close(&b);

    bga_open(&b);
    bga_cross_press(&b, "${constructor_name} gain 1 extra sponsor card (event's effect)");
    cr_assert(has(&b, "heat.sponsor.missing"), "an event's sponsor is not the press corner's");
    bench_close(&b);

    bga_open(&b);
    bga_cross_press(&b, NULL);
    cr_assert(has(&b, "heat.sponsor.missing"));
    bench_close(&b);
}

/* The hand limit of a championship race follows its event card, and a new
 * race deals new hands (the previous race's hand is gone). */
#define HAND_CARD(id) "{\"id\":" #id ",\"effect\":\"speed\",\"speed\":1,\"type\":101,\"location\":\"hand-0\"}"
#define HAND6 HAND_CARD(1) "," HAND_CARD(2) "," HAND_CARD(3) "," HAND_CARD(4) "," HAND_CARD(5) "," HAND_CARD(6)

static size_t champ_race_draw(bench *b, const char *event, const char *cards)
{
    char ev[256], draw[2048];
    snprintf(ev, sizeof ev, "{\"n\":1,\"m\":2,\"nbrLaps\":2,\"event\":\"%s\","
             "\"circuitDatas\":{\"id\":\"USA\",\"pressCorners\":[]}}", event);
    cr_assert_eq(play(b, "newChampionshipRace", ev), 0);
    cr_assert_eq(play(b, "startRace", GRID), 0);
    snprintf(draw, sizeof draw, "{\"constructor_id\":0,\"deckCount\":10,\"cards\":[%s]}", cards);
    return play(b, "pDraw", draw);
}

Test(heat, event_hand_limits_and_new_hands_each_race)
{
    bench b;
    bench_open(&b, "USA");
    cr_assert_eq(champ_race_draw(&b, "New safety regulations", HAND6), 0, "6 is that event's limit");
    cr_assert_eq(champ_race_draw(&b, "Going global", HAND6), 1, "7 elsewhere");
    cr_assert(has(&b, "heat.hand.replenish"));
    bench_close(&b);

    bench_open(&b, "USA");
    cr_assert_eq(champ_race_draw(&b, "Going global", HAND6 "," HAND_CARD(7)), 0);
    cr_assert_eq(champ_race_draw(&b, "Record crowds", HAND_CARD(11) "," HAND_CARD(12) ","
                                 HAND_CARD(13) "," HAND_CARD(14) "," HAND_CARD(15) ","
                                 HAND_CARD(16) "," HAND_CARD(17) "," HAND_CARD(18)),
                 0, "8 new cards in the second race, the first race's 7 gone");
    bench_close(&b);
}

/* Aggressive Legends: Great Britain's chevrons are before the corners of limit
 * 6, 5 and 4 (the page's note), one space before each; from there a Legend may
 * cross two corner lines, from elsewhere one. */
static const heat_circuit *circuit(const char *id)
{
    for (size_t i = 0; i < heat_ncircuits; i++)
        if (!strcmp(heat_circuits[i].id, id))
            return &heat_circuits[i];
    return NULL;
}

static int gb_cell(int pos)
{
    return race_cell(circuit("GB"), pos);
}

static size_t legend_move(bench *b, int from, int to)
{
    char mv[512];
    int n = ((to - from) % 63 + 63) % 63;
    snprintf(mv, sizeof mv, "{\"constructor_id\":2,\"cell\":%d,\"speed\":%d,\"nForward\":%d,"
             "\"totalSpeed\":-1,\"path\":[%d,%d]}", gb_cell(to), n, n,
             gb_cell(from), gb_cell(to));
    return play(b, "moveCar", mv);
}

Test(heat, aggressive_legends_on_great_britain)
{
    const heat_circuit *gb = circuit("GB");
    int limits = 0;
    for (size_t k = 0; k < gb->ncorners; k++)
        if (gb->corners[k].aggr >= 0)
            limits = limits * 10 + gb->corners[k].speed;
    cr_assert_eq(limits, 654, "chevrons before the 6, 5 and 4 corners");

    bench b;
    bench_open(&b, "GB");
    char grid[256];
    snprintf(grid, sizeof grid, "{\"cells\":{\"2\":%d},\"constructor_ids\":[2]}", gb_cell(63));
    cr_assert_eq(play(&b, "startRace", grid), 0);
    /* 63 -> 14 -> 29 (across 15) -> 38 (across 30 and 37 from the chevron space 29) */
    cr_assert_eq(legend_move(&b, 63, 14), 0);
    cr_assert_eq(legend_move(&b, 14, 29), 0);
    cr_assert_eq(legend_move(&b, 29, 38), 0, "two lines from a chevron space: %s",
                 b.f.n ? b.f.v[b.f.n - 1].message : "");
    cr_assert_eq(legend_move(&b, 38, 49), 1, "43 and 48 from space 38: not a chevron space");
    cr_assert(has(&b, "heat.legend.corners"));
    bench_close(&b);
}
