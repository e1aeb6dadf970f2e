/* test_diceforge.c — the Dice Forge engine: its state model, move by move, and
 * its BGA decoder on hand-made events (the real games are in fixtures/). */
#include "../src/internal.h"
#include "../validators/validators.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct bench {
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

static ga_player players3[3] = {{"1", "ann"}, {"2", "bob"}, {"3", "cy"}};

/* format NULL: a stream in the engine's vocabulary; "bga-archive": BGA events. */
static void bench_open(bench *b, const char *format, const char *setup)
{
    memset(b, 0, sizeof *b);
    json_t *s = setup ? json_loads(setup, 0, NULL) : NULL;
    ga_header h = {.game = "diceforge", .format = (char *)format, .players = players3,
                   .nplayers = 3, .setup = s};
    ga_error err;
    cr_assert_eq(ga_game_diceforge.new(&b->e, &h, NULL, &err), 0);
    json_decref(s);
}

static size_t play(bench *b, const char *player, const char *action, const char *args)
{
    json_error_t je;
    json_t *a = json_loads(args, JSON_DECODE_ANY, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    ga_move m = {0};
    ga_span sp = {0, 0, (int)b->seq + 1, 1};
    cr_assert_eq(ga_move_set(&m, ++b->seq, 1, player, action, a, sp, NULL, 0), 0);
    size_t before = b->f.n;
    cr_assert_eq(ga_game_diceforge.apply(b->e, &m, &b->f), 0);
    ga_move_clear(&m);
    return b->f.n - before;
}

static const char *last_code(const bench *b)
{
    return b->f.n ? b->f.v[b->f.n - 1].code : "";
}

static void bench_close(bench *b)
{
    ga_game_diceforge.free(b->e);
    ga_findings_clear(&b->f);
}

#define BASE "{\"variant\":\"base\",\"gold\":[3,2,1]}"

Test(diceforge, example_stream_passes)
{
    char path[] = "/tmp/diceforge-example-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    size_t n = strlen(ga_game_diceforge.example);
    cr_assert_eq(write(fd, ga_game_diceforge.example, n), (ssize_t)n);
    close(fd);
    ga_check_opts opts = {.game = NULL};
    ga_result res;
    int rc = ga_check_file(path, &opts, &res);
    unlink(path);
    cr_assert_eq(rc, 0, "%s", res.err.text);
    cr_assert_eq(res.findings.n, 0, "first finding: %s",
                 res.findings.n ? res.findings.v[0].message : "");
    ga_result_clear(&res);
}

Test(diceforge, rolls_are_checked_against_the_faces_forged)
{
    bench b;
    bench_open(&b, NULL, BASE);
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":1,\"face\":\"G3\",\"replaces\":\"G1\","
                                         "\"gold\":2}"), 0);
    cr_assert_eq(play(&b, "1", "roll", "{\"die1\":\"G3\",\"die2\":\"V2\",\"gold\":3,"
                                        "\"glory\":2}"), 0);
    cr_assert_eq(play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G3\",\"gold\":4}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.face");
    cr_assert_eq(play(&b, "2", "roll", "{\"die1\":\"FS1\",\"die2\":\"MS1\",\"sun\":1,"
                                        "\"moon\":2}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.gain");
    /* a choice face: the face is checked, its gains are not */
    cr_assert_eq(play(&b, "2", "roll", "{\"die1\":\"G1\",\"die2\":\"MS1\",\"choice\":true}"), 0);
    bench_close(&b);
}

Test(diceforge, forge_price_duplicate_and_ship)
{
    bench b;
    bench_open(&b, NULL, BASE);
    play(&b, "1", "gain", "{\"gold\":9}");
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":1,\"face\":\"G3\",\"replaces\":\"G1\","
                                         "\"gold\":3}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.forge.price");
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":2,\"face\":\"G3\",\"replaces\":\"G1\","
                                         "\"gold\":2}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.forge.duplicate");
    /* the Ship: 2 gold less, not an action */
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":2,\"face\":\"G4\",\"replaces\":\"G1\","
                                         "\"gold\":1,\"via\":\"ship\"}"), 0);
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":2,\"face\":\"G6\",\"replaces\":\"G1\","
                                         "\"gold\":4,\"via\":\"ship\"}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.forge.price");
    bench_close(&b);
}

Test(diceforge, ousting_and_the_ousted_blessing)
{
    bench b;
    bench_open(&b, NULL, BASE);
    play(&b, "2", "gain", "{\"moon\":2}");
    play(&b, "1", "gain", "{\"moon\":2}");
    cr_assert_eq(play(&b, "2", "feat", "{\"card\":\"hammer\",\"slot\":\"M1\",\"moon\":1}"), 0);
    cr_assert_eq(play(&b, "1", "feat", "{\"card\":\"chest\",\"slot\":\"M2\",\"moon\":1}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.feat.oust-missing");
    cr_assert_eq(play(&b, "2", "feat", "{\"card\":\"hammer\",\"slot\":\"M1\",\"moon\":1,"
                                        "\"ousted\":\"1\"}"), 0);
    /* ann owes a divine blessing: none comes before the next turn */
    play(&b, NULL, "turn", "{\"turn\":1,\"of\":10}");
    cr_assert_eq(play(&b, "3", "player_turn", "{}"), 0);
    play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    play(&b, "2", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    play(&b, "3", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    cr_assert_eq(play(&b, "3", "feat", "{\"card\":\"chest\",\"slot\":\"M2\",\"moon\":1,"
                                        "\"ousted\":\"2\"}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.resource.moon-short");
    /* ann (ousted before the turn) and bob (ousted by cy) got no blessing */
    cr_assert_eq(play(&b, "1", "player_turn", "{}"), 2);
    cr_assert_str_eq(b.f.v[b.f.n - 2].code, "diceforge.feat.oust-blessing");
    cr_assert_str_eq(last_code(&b), "diceforge.feat.oust-blessing");
    bench_close(&b);
}

Test(diceforge, a_choice_resolved_is_one_of_the_options)
{
    bench b;
    bench_open(&b, NULL, BASE);
    cr_assert_eq(play(&b, "1", "gain", "{\"face\":\"G3orV2\",\"glory\":2}"), 0);
    cr_assert_eq(play(&b, "1", "gain", "{\"face\":\"1Gor1FSor1MS\",\"moon\":1}"), 0);
    cr_assert_eq(play(&b, "1", "gain", "{\"face\":\"G3orV2\",\"gold\":3,\"glory\":2}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.gain");
    cr_assert_eq(play(&b, "1", "gain", "{\"face\":\"MS2\",\"moon\":1}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.gain");
    bench_close(&b);
}

Test(diceforge, an_extra_turn_is_rolled_by_its_player_only)
{
    bench b;
    bench_open(&b, NULL, BASE);
    play(&b, "1", "player_turn", "{}");
    play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    play(&b, "2", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    play(&b, "3", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    cr_assert_eq(play(&b, "1", "player_turn", "{}"), 0);
    play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    cr_assert_eq(play(&b, "2", "player_turn", "{}"), 0);
    /* bob's turn: cy does not roll */
    play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    play(&b, "2", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    cr_assert_eq(play(&b, "3", "player_turn", "{}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.count");
    bench_close(&b);
}

Test(diceforge, second_action_and_action_count)
{
    bench b;
    bench_open(&b, NULL, BASE);
    play(&b, "1", "player_turn", "{}");
    play(&b, "1", "gain", "{\"sun\":3,\"gold\":6}");
    /* before the rolls: too early */
    cr_assert_eq(play(&b, "1", "feat", "{\"card\":\"chest\",\"slot\":\"M2\"}"), 2);
    cr_assert_str_eq(b.f.v[b.f.n - 2].code, "diceforge.action.early");
    /* ann plays again (an extra turn): she alone rolls */
    play(&b, "1", "player_turn", "{}");
    play(&b, "1", "roll", "{\"die1\":\"G1\",\"die2\":\"G1\",\"gold\":2}");
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":1,\"face\":\"G3\",\"replaces\":\"G1\","
                                         "\"gold\":2}"), 0);
    cr_assert_eq(play(&b, "1", "second_action", "{\"sun\":1}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.action.second");
    cr_assert_eq(play(&b, "1", "forge", "{\"die\":1,\"face\":\"MS1\",\"replaces\":\"G1\","
                                         "\"gold\":2}"), 0);
    cr_assert_eq(play(&b, "1", "feat", "{\"card\":\"owl\",\"slot\":\"F3\",\"sun\":2}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.action.extra");
    bench_close(&b);
}

Test(diceforge, totals_are_an_oracle_and_limits_cap_gains)
{
    bench b;
    bench_open(&b, NULL, BASE);
    play(&b, "1", "gain", "{\"gold\":20}");
    cr_assert_eq(play(&b, "1", "counters", "{\"gold\":12,\"sun\":0,\"moon\":0,\"glory\":0}"), 0);
    cr_assert_eq(play(&b, "1", "counters", "{\"gold\":11,\"sun\":0,\"moon\":0,\"glory\":0}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.resource.counters");
    /* resynchronised on the game's totals */
    cr_assert_eq(play(&b, "1", "counters", "{\"gold\":11,\"sun\":0,\"moon\":0,\"glory\":0}"), 0);
    /* an effect not modelled: no comparison until the next totals */
    play(&b, "1", "effect", "{\"card\":\"ancient\"}");
    cr_assert_eq(play(&b, "1", "counters", "{\"gold\":8,\"sun\":0,\"moon\":0,\"glory\":4}"), 0);
    cr_assert_eq(play(&b, "1", "counters", "{\"gold\":13,\"sun\":0,\"moon\":0,\"glory\":4}"), 2);
    cr_assert_str_eq(last_code(&b), "diceforge.resource.limit");
    bench_close(&b);
}

Test(diceforge, rounds_by_player_count)
{
    bench b;
    bench_open(&b, NULL, BASE);
    cr_assert_eq(play(&b, NULL, "turn", "{\"turn\":1,\"of\":9}"), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.game.rounds");
    bench_close(&b);
}

/* BGA events as the BGA reader gives them: {log, args}. */
#define EV(log, args) "{\"log\":\"" log "\",\"args\":" args "}"

Test(diceforge, bga_blessing_decodes_to_a_checked_roll)
{
    bench b;
    bench_open(&b, "bga-archive", NULL);
    play(&b, NULL, "gameStateChange", EV("", "{\"name\":\"divineBlessing\"}"));
    cr_assert_eq(play(&b, "1", "notifBlessing",
                      EV("${player_name} gets ${ressources}",
                         "{\"player_id\":1,\"gold\":2,\"roll\":true,\"dice1\":\"G1\","
                         "\"dice2\":\"G1\",\"ressources\":\"2 [G]\"}")), 0);
    cr_assert_eq(play(&b, "2", "notifBlessing",
                      EV("${player_name} gets ${ressources}",
                         "{\"player_id\":\"2\",\"gold\":3,\"roll\":true,\"dice1\":\"G1\","
                         "\"dice2\":\"G1\",\"ressources\":\"3 [G]\"}")), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.roll.gain");
    /* a Titans starting face: the variant is learnt, not reported */
    cr_assert_eq(play(&b, "3", "notifBlessing",
                      EV("", "{\"player_id\":3,\"roll\":true,\"dice1\":\"AS1\","
                             "\"dice2\":\"L1V1\"}")), 0);
    /* forge in the action state: the pool's price */
    play(&b, NULL, "gameStateChange", EV("", "{\"name\":\"playerAction\"}"));
    cr_assert_eq(play(&b, "1", "notifSideForged",
                      EV("", "{\"player_id\":1,\"side_type\":\"G4\",\"dice_number\":\"1\","
                             "\"old_side_type\":\"G1\",\"ressources\":\"2 [G]\"}")), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.forge.price");
    bench_close(&b);
}

Test(diceforge, bga_end_scoring_checks_each_card)
{
    bench b;
    bench_open(&b, "bga-archive", NULL);
    play(&b, NULL, "gameStateChange", EV("", "{\"name\":\"playerAction\"}"));
    play(&b, "1", "notifBlessing", EV("gets", "{\"player_id\":1,\"gold\":0,\"moonshard\":4}"));
    cr_assert_eq(play(&b, "1", "notifExploitBuy",
                      EV("", "{\"player_id\":\"1\",\"card_type\":\"passeur\","
                             "\"card_pos\":\"M5\",\"ressources\":\"4 [MS]\"}")), 0);
    play(&b, NULL, "gameStateChange", EV("", "{\"name\":\"endScoring\"}"));
    cr_assert_eq(play(&b, "1", "notifEndScoring",
                      EV("", "{\"player_id\":\"1\",\"card_type\":\"passeur\","
                             "\"vp\":12}")), 0);
    /* scored a second time */
    cr_assert_eq(play(&b, "1", "notifEndScoring",
                      EV("", "{\"player_id\":\"1\",\"card_type\":\"passeur\","
                             "\"vp\":12}")), 1);
    cr_assert_str_eq(last_code(&b), "diceforge.score.card-glory");
    bench_close(&b);
}

Test(diceforge, bga_malformed_events_do_not_crash)
{
    bench b;
    bench_open(&b, "bga-archive", NULL);
    play(&b, NULL, "notifBlessing", "{\"log\":3,\"args\":[1,2]}");
    play(&b, NULL, "notifSideForged", EV("", "{\"dice_number\":\"x\",\"side_type\":7}"));
    play(&b, NULL, "notifExploitBuy", EV("", "{\"card_pos\":null,\"ressources\":5}"));
    play(&b, NULL, "updateCounters", EV("", "{\"goldcount_p1\":\"x\"}"));
    play(&b, NULL, "notifBeginTurn", EV("", "{\"turn\":\"a\",\"totalTurns\":{}}"));
    play(&b, "9", "notifSecondAction", EV("", "{}"));
    play(&b, NULL, "result", "{\"scores\":[],\"ranks\":7}");
    cr_assert_eq(ga_game_diceforge.finish(b.e, &b.f), 0);
    bench_close(&b);
}
