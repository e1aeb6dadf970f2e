/* test_backgammon.c — the backgammon engine (validators/backgammon.c) on
 * streams: legal and illegal plays, the cube, results and scores, gnubg
 * position IDs checked against gnubg 1.07.001, and the real fixtures.
 *
 * Scripts are one move a line, turned into ga_moves with seq = line number:
 *   start S1 S2            game-start with the score before the game
 *   P roll DD              P = 1 or 2
 *   P move 24/18 13/9      bar and off may be written 25/bar and 0/off; chains a/b/c
 *   P double V | P take | P drop | P beaver V | P raccoon V
 *   P result N [resigned]
 *   board c1..c25 | c1..c25   set-board: points 1..24 then the bar, per player
 *   P illegal TEXT         a Snowie Illegal play record
 *   end                    the end of the file (the engine's finish hook)
 * Findings are compared as "code@seq" lists. */
#include <criterion/criterion.h>

#include "../src/internal.h"
#include "../validators/validators.h"

#include <stdlib.h>
#include <string.h>

typedef struct run {
    ga_findings f;
    char dump[4096];   /* the engine's dump after the last move */
    char ids[64][16];  /* position ID after each move (by seq, up to 63) */
} run;

/* Returns the steps array of a play written "24/18 13/9", chains and bar/off. */
static json_t *steps_of(const char *s)
{
    json_t *a = json_array();
    char buf[512];
    snprintf(buf, sizeof buf, "%s", s);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        int prev = -1;
        for (char *p = tok; *p;) {
            int v;
            if (!strncmp(p, "bar", 3))
                v = 25, p += 3;
            else if (!strncmp(p, "off", 3))
                v = 0, p += 3;
            else
                v = (int)strtol(p, &p, 10);
            if (prev >= 0)
                json_array_append_new(a, json_pack("[ii]", prev, v));
            prev = v;
            if (*p == '/')
                p++;
            else if (*p)
                break;
        }
    }
    return a;
}

/* Copies the gnubg position ID out of a dump. */
static void id_of(const char *dump, char out[16])
{
    const char *p = strstr(dump, "position ID ");
    out[0] = '\0';
    if (p)
        sscanf(p + 12, "%15s", out);
}

/* Builds the move of script line `line` (seq = line) into m. */
static void build_move(const char *text, int line, int game, ga_move *m)
{
    char act[32] = "", rest[512] = "";
    const char *player = NULL;
    json_t *args = json_object();
    const char *t = text;
    if (t[0] == '1' || t[0] == '2') {
        player = t[0] == '1' ? "1" : "2";
        t += 2;
    }
    sscanf(t, "%31s %511[^\n]", act, rest);
    const char *action = act;
    if (!strcmp(act, "start")) {
        int a = 0, b = 0;
        sscanf(rest, "%d %d", &a, &b);
        action = "game-start";
        json_object_set_new(args, "number", json_integer(game));
        json_object_set_new(args, "score", json_pack("{s:i,s:i}", "1", a, "2", b));
    } else if (!strcmp(act, "roll")) {
        json_object_set_new(args, "dice", json_pack("[ii]", rest[0] - '0', rest[1] - '0'));
    } else if (!strcmp(act, "move")) {
        json_object_set_new(args, "steps", steps_of(rest));
    } else if (!strcmp(act, "double") || !strcmp(act, "beaver") || !strcmp(act, "raccoon")) {
        json_object_set_new(args, "value", json_integer(atoi(rest)));
    } else if (!strcmp(act, "result")) {
        json_object_set_new(args, "points", json_integer(atoi(rest)));
        if (strstr(rest, "resigned"))
            json_object_set_new(args, "resigned", json_true());
        if (strstr(rest, "match"))
            json_object_set_new(args, "match", json_true());
    } else if (!strcmp(act, "illegal")) {
        action = "illegal-play";
        json_object_set_new(args, "position", json_string(rest));
    } else if (!strcmp(act, "board")) {
        action = "set-board";
        json_t *b1 = json_array(), *b2 = json_array(), *cur = b1;
        for (char *p = rest; *p;) {
            if (*p == '|') {
                cur = b2;
                p++;
                continue;
            }
            char *end;
            long v = strtol(p, &end, 10);
            if (end == p) {
                p++;
                continue;
            }
            json_array_append_new(cur, json_integer(v));
            p = end;
        }
        json_object_set_new(args, "board", json_pack("{s:o,s:o}", "1", b1, "2", b2));
    }
    ga_span sp = {0, 0, line, 1};
    cr_assert_eq(ga_move_set(m, line, game, player, action, args, sp, text, strlen(text)), 0);
}

/* Runs script with the header setup (JSON text) through the engine. */
static void play(run *r, const char *setup, const char *script)
{
    memset(r, 0, sizeof *r);
    ga_player pl[2] = {{"1", "alice"}, {"2", "bob"}};
    ga_header h = {.game = "backgammon", .format = "test", .file = "script", .players = pl,
                   .nplayers = 2, .setup = json_loads(setup, 0, NULL)};
    cr_assert_not_null(h.setup, "bad setup %s", setup);
    ga_engine *e = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_game_backgammon.new(&e, &h, NULL, &err), 0, "%s", err.text);
    char *copy = strdup(script);
    int line = 0, game = 0;
    char *save = NULL;
    for (char *ln = strtok_r(copy, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
        line++;
        while (*ln == ' ')
            ln++;
        if (!strcmp(ln, "end")) {
            cr_assert_eq(ga_game_backgammon.finish(e, &r->f), 0);
            break;
        }
        if (!strncmp(ln, "start", 5))
            game++;
        ga_move m = {0};
        build_move(ln, line, game ? game : 1, &m);
        cr_assert_eq(ga_game_backgammon.apply(e, &m, &r->f), 0);
        ga_buf d = {0};
        ga_game_backgammon.dump(e, &d);
        snprintf(r->dump, sizeof r->dump, "%s", d.data ? d.data : "");
        if (line < 64)
            id_of(r->dump, r->ids[line]);
        ga_buf_free(&d);
        ga_move_clear(&m);
    }
    ga_game_backgammon.free(e);
    json_decref(h.setup);
    free(copy);
}

/* Returns the findings as "code@seq code@seq …" (static buffer). */
static const char *found(const run *r)
{
    static char buf[2048];
    buf[0] = '\0';
    for (size_t i = 0; i < r->f.n; i++) {
        char one[160];
        snprintf(one, sizeof one, "%s%s@%ld", i ? " " : "", r->f.v[i].code, r->f.v[i].seq);
        strncat(buf, one, sizeof buf - strlen(buf) - 1);
    }
    return buf;
}

static void expect(const char *setup, const char *script, const char *want)
{
    run r;
    play(&r, setup, script);
    const char *got = found(&r);
    cr_expect_str_eq(got, want, "got [%s]\nwant [%s]\nscript:\n%s", got, want, script);
    ga_findings_clear(&r.f);
}

#define MATCH5 "{\"match_length\":5}"
#define MONEY "{\"match_length\":0}"

/* The opening sequence of match5_2ply_s6001.mat game 1 (gnubg self-play). */
#define OPENING                     \
    "start 0 0\n"                   \
    "2 roll 64\n2 move 24/18 13/9\n" \
    "1 roll 31\n1 move 8/7 24/21\n"  \
    "2 roll 32\n2 move 25/22 6/4\n"

/* ---------------------------------------------------------------- position IDs */

Test(backgammon, position_id_of_the_start_is_gnubgs)
{
    run r;
    play(&r, MATCH5, "start 0 0\n");
    cr_assert_str_eq(r.ids[1], "4HPwATDgc/ABMA");
    ga_findings_clear(&r.f);
}

/* IDs printed by gnubg 1.07.001 (`import mat`, `next`, `show board`) for
 * match5_2ply_s6001.mat game 1 after each of the first three plays. */
Test(backgammon, position_ids_match_gnubg_on_a_real_game)
{
    run r;
    play(&r, MATCH5, OPENING);
    cr_expect_str_eq(r.ids[3], "4HPhQSDgc/ABMA");
    cr_expect_str_eq(r.ids[5], "4GvwASLgc+EBUA");
    cr_expect_str_eq(r.ids[7], "yHPhASTga/ABUA");
    cr_expect_str_eq(found(&r), "");
    ga_findings_clear(&r.f);
}

/* ---------------------------------------------------------------- legal plays */

Test(backgammon, legal_opening_plays_pass)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5\n", "");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 6/5 8/5\n", "");      /* any order */
    expect(MATCH5, "start 0 0\n2 roll 65\n2 move 24/18/13\n", "");      /* chain */
    expect(MATCH5, "start 0 0\n2 roll 65\n2 move 24/13\n", "");         /* consolidated */
    expect(MATCH5, "start 0 0\n1 roll 21\n1 move 13/11 6/5\n", "");
}

Test(backgammon, wrong_distance_is_reported)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/3 6/5\n", "backgammon.move.wrong-distance@3");
    expect(MATCH5, "start 0 0\n1 roll 61\n1 move 24/18 13/9\n",
           "backgammon.move.wrong-distance@3");
}

Test(backgammon, blocked_point_is_reported)
{
    /* 6/1 lands on the opponent's 24-point (2 checkers). */
    expect(MATCH5, "start 0 0\n1 roll 51\n1 move 6/1 6/5\n", "backgammon.move.blocked-point@3");
    /* a chain through a blocked point and a blocked landing */
    expect(MATCH5, "start 0 0\n2 roll 21\n2 move 13/11 6/5\n1 roll 55\n1 move 13/8 13/8 6/1 6/1\n",
           "backgammon.move.blocked-point@5");
}

Test(backgammon, moving_from_an_empty_point_or_backwards_is_reported)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 9/6 6/5\n", "backgammon.move.empty-point@3");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 5/8 6/5\n", "backgammon.move.backwards@3");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5 13/12\n",
           "backgammon.move.extra-step@3");
}

Test(backgammon, impossible_dice_and_opening_doublets_are_reported)
{
    expect(MATCH5, "start 0 0\n1 roll 72\n1 move 24/18 13/9\n", "backgammon.dice.impossible@2");
    expect(MATCH5, "start 0 0\n1 roll 11\n1 move 8/7 8/7 6/5 6/5\n",
           "backgammon.dice.opening-double@2");
}

Test(backgammon, a_checker_on_the_bar_enters_first)
{
    /* Player 2 holds its 1, 4 and 5 points: player 1 enters with a 3, 2 or
     * 6 only. */
    const char *board =
        "board 0 0 0 0 0 7 0 7 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 | "
        "2 0 0 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 9 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 31\n1 move 8/5 6/5\n", board);
    expect(MATCH5, s, "backgammon.move.bar-not-entered@4");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 31\n1 move bar/22 6/5\n", board);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 54\n1 move\n2 roll 31\n", board);
    expect(MATCH5, s, ""); /* a dance: both entry points closed */
}

Test(backgammon, bearing_off_needs_all_checkers_home)
{
    const char *b = "board 3 3 3 3 2 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
                    "0 0 0 0 0 0 0 0 0 0 0 0 15 0 0 0 0 0 0 0 0 0 0 0 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 61\n1 move 7/6 6/off\n", b);
    expect(MATCH5, s, "");  /* 7/6 first brings the last checker home */
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 62\n1 move 5/off 7/5\n", b);
    expect(MATCH5, s, "");  /* the written order does not matter */
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 51\n1 move 5/off 4/3\n", b);
    expect(MATCH5, s, "backgammon.move.bear-off-early@4");
}

Test(backgammon, a_larger_die_bears_off_only_from_the_highest_point)
{
    const char *b = "board 3 3 3 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
                    "0 0 0 0 0 0 0 0 0 0 0 0 15 0 0 0 0 0 0 0 0 0 0 0 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 61\n1 move 5/off 1/off\n", b);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 61\n1 move 4/off 1/off\n", b);
    expect(MATCH5, s, "backgammon.move.bear-off-not-highest@4");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 66\n1 move 5/off 5/off 5/off 4/off\n", b);
    expect(MATCH5, s, "");
}

Test(backgammon, both_dice_must_be_played_when_possible)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5\n2 roll 42\n",
           "backgammon.move.unused-die@3");
    expect(MATCH5, "start 0 0\n2 roll 21\n2 move 13/11 6/5\n1 roll 33\n1 move 8/5 8/5 6/3\n"
                   "2 roll 42\n",
           "backgammon.move.doubles-incomplete@5");
}

/* From match7_s2001.mat move 21: bob (player 2) has 2 checkers on his
 * 21-point behind alice's 16/15 points and one on his 8; with 65 only one
 * die can be played, so it must be the 6. */
Test(backgammon, only_the_larger_die_when_one_can_be_played)
{
    const char *b = "board 0 0 0 0 2 4 3 2 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
                    "3 4 2 0 3 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 2 0 0 0 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s2 roll 65\n2 move 8/2\n", b);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n%s2 roll 65\n2 move 8/3\n", b);
    expect(MATCH5, s, "backgammon.move.smaller-die@4");
}

Test(backgammon, doubles_partly_blocked_play_as_many_as_the_board_allows)
{
    /* Player 1: 13 on 6, 2 on 24; player 2's 5-point (player 1's 20) blocks
     * 24/20, so with 44 only the four 6/2 are legal. */
    const char *b = "board 0 0 0 0 0 13 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2 0 | "
                    "0 0 0 0 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 13 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 44\n1 move 6/2 6/2 6/2 6/2\n", b);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 44\n1 move 6/2 6/2 6/2\n2 roll 31\n", b);
    expect(MATCH5, s, "backgammon.move.doubles-incomplete@4");
    /* 14 on 24 and one on 10: 24/20 and 6/2 (player 2's 23) are blocked, so
     * only one 4 can be played: 10/6. */
    const char *b2 = "board 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 14 0 | "
                     "0 0 0 0 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2 11 0\n";
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 44\n1 move 10/6\n2 roll 31\n", b2);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 44\n1 move\n2 roll 31\n", b2);
    expect(MATCH5, s, "backgammon.move.forced-play-omitted@4");
}

Test(backgammon, a_hit_on_a_chain_sends_the_checker_to_the_bar)
{
    /* Bob's 24/18 leaves a blot on alice's 7; alice 13/7/5 hits on the 7 on the way. */
    run r;
    play(&r, MATCH5, "start 0 0\n2 roll 61\n2 move 24/18 24/23\n1 roll 62\n1 move 13/7/5\n");
    cr_expect_str_eq(found(&r), "");
    cr_expect(strstr(r.dump, "bar X 1 O 0") != NULL, "%s", r.dump); /* bob (on roll) on the bar */
    ga_findings_clear(&r.f);
    /* The consolidated 13/5 is read through the open 11 (gnubg's reading):
     * no hit. */
    play(&r, MATCH5, "start 0 0\n2 roll 61\n2 move 24/18 24/23\n1 roll 62\n1 move 13/5\n");
    cr_expect_str_eq(found(&r), "");
    cr_expect(strstr(r.dump, "bar X 0 O 0") != NULL, "%s", r.dump);
    ga_findings_clear(&r.f);
}

Test(backgammon, a_written_chain_must_pass_through_an_open_point)
{
    /* Opening 65 for bob: 24/18/13 is open; a chain written through alice's
     * 6-point (bob's 19, 5 checkers) is not, although 24/13 is legal. */
    expect(MATCH5, "start 0 0\n2 roll 65\n2 move 24/19/13\n", "backgammon.move.blocked-point@3");
    expect(MATCH5, "start 0 0\n2 roll 65\n2 move 24/18 18/13\n", "");
}

Test(backgammon, empty_plays)
{
    /* several legal plays and the game goes on: an error */
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move\n2 roll 42\n", "backgammon.move.no-play@3");
    /* then a resignation: the roll-then-resign convention */
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move\n2 result 1\n",
           "backgammon.move.roll-then-resign@3");
    /* a single legal play omitted: filled in */
    const char *b = "board 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 | "
                    "2 2 2 2 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 5 0\n";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n%s1 roll 66\n1 move\n2 roll 31\n", b);
    expect(MATCH5, s, "backgammon.move.forced-play-omitted@4");
}

/* ---------------------------------------------------------------- the cube */

Test(backgammon, cube_rules)
{
    expect(MATCH5, OPENING "1 double 2\n2 take\n1 roll 52\n1 move 25/23 13/8\n", "");
    /* the taker owns the cube: the doubler cannot redouble */
    expect(MATCH5, OPENING "1 double 2\n2 take\n1 roll 52\n1 move 25/23 13/8\n"
                   "2 roll 43\n2 move 22/18 4/1\n1 double 4\n2 drop\n1 result 2\n",
           "backgammon.cube.not-owner@14");
    /* after rolling */
    expect(MATCH5, OPENING "1 roll 52\n1 double 2\n2 take\n1 move 25/23 13/8\n",
           "backgammon.cube.after-roll@9");
    /* take without a double, and a double never answered */
    expect(MATCH5, OPENING "2 take\n1 roll 52\n1 move 25/23 13/8\n",
           "backgammon.cube.take-without-double@8");
    expect(MATCH5, OPENING "1 double 2\n1 roll 52\n1 move 25/23 13/8\n",
           "backgammon.cube.unanswered@9");
    /* the value must double */
    expect(MATCH5, OPENING "1 double 4\n2 take\n", "backgammon.cube.wrong-value@8");
    /* a drop gives the doubler the cube before the offer */
    expect(MATCH5, OPENING "1 double 2\n2 drop\n1 result 1\n", "");
    expect(MATCH5, OPENING "1 double 2\n2 drop\n1 result 2\n",
           "backgammon.result.wrong-points@10");
}

Test(backgammon, crawford_rule_is_inferred_from_the_scores)
{
    /* before anyone is at N-1, doubling is free */
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5\n2 double 2\n1 drop\n2 result 1\n"
                   "start 0 1\n1 roll 31\n1 move 8/5 6/5\n2 double 2\n1 drop\n2 result 1\n",
           "");
    /* 3-point match: alice wins 2, game 2 at 2-0 is the Crawford game */
    const char *m3 = "start 0 0\n1 roll 31\n1 move 8/5 6/5\n2 double 2\n1 take\n"
                     "2 roll 11\n2 move 6/5 6/5 8/7 8/7\n1 double 4\n2 drop\n1 result 2\n"
                     "start 2 0\n2 roll 31\n2 move 8/5 6/5\n1 double 2\n2 drop\n1 result 1\n";
    expect("{\"match_length\":3}", m3, "backgammon.cube.crawford@14");
    /* stated off: no Crawford game */
    expect("{\"match_length\":3,\"crawford\":false}", m3, "");
    /* a file starting at 4-0 of 5: game 1 may be Crawford (a warning), game
     * 2 is post-Crawford */
    expect(MATCH5, "start 4 0\n2 roll 31\n2 move 8/5 6/5\n1 double 2\n2 drop\n1 result 1\n",
           "backgammon.match.starts-mid-match@1 backgammon.cube.crawford-uncertain@4");
    expect(MATCH5, "start 4 0\n2 roll 31\n2 move 8/5 6/5\n1 roll 21\n1 move 13/11 6/5\n"
                   "2 result 1\n"
                   "start 4 1\n2 roll 31\n2 move 8/5 6/5\n1 double 2\n2 drop\n1 result 1\n",
           "backgammon.match.starts-mid-match@1");
}

Test(backgammon, more_cube_errors)
{
    expect(MATCH5, "start 0 0\n1 double 2\n", "backgammon.cube.before-opening@2");
    expect(MATCH5, OPENING "2 double 2\n", "backgammon.cube.not-on-roll@8");
    expect(MATCH5, OPENING "2 drop\n", "backgammon.cube.drop-without-double@8");
    expect(MATCH5, OPENING "1 double 2\n1 take\n", "backgammon.cube.wrong-player@9");
    expect("{\"match_length\":0,\"cube_limit\":1}", OPENING "1 double 2\n2 take\n",
           "backgammon.cube.limit@8");
    expect(MONEY, OPENING "1 raccoon 4\n", "backgammon.cube.raccoon-without-beaver@8");
    expect(MONEY, OPENING "1 double 2\n2 beaver 4\n1 raccoon 8\n1 roll 52\n"
                  "1 move 25/23 13/8\n", "");
}

Test(backgammon, malformed_records_are_reported_not_fatal)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 30/27 6/5\n", "backgammon.move.bad-point@3");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5\n2 result 1\n2 result 1\n",
           "backgammon.result.duplicate@5");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 roll 42\n",
           "backgammon.turn.no-move@3");
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5\n2 result 1\n1 roll 31\n",
           "backgammon.game.after-end@5");
    expect(MATCH5, "start 0 0\nboard 1 2 3 | 4 5 6\n", "backgammon.setup.bad-board@2");
    expect(MATCH5, "start 0 0\n1 frobnicate\n", "backgammon.record.unknown-action@2");
    expect("{\"match_length\":5,\"variant\":\"nackgammon\"}", "start 0 0\n1 roll 31\n",
           "backgammon.setup.unsupported-variant@1");
}

Test(backgammon, beavers_belong_to_money_play)
{
    expect(MONEY, OPENING "1 double 2\n2 beaver 4\n1 roll 52\n1 move 25/23 13/8\n", "");
    expect(MATCH5, OPENING "1 double 2\n2 beaver 4\n1 roll 52\n1 move 25/23 13/8\n",
           "backgammon.cube.beaver-in-match@9");
    expect("{\"match_length\":0,\"beaver\":false}",
           OPENING "1 double 2\n2 beaver 4\n1 roll 52\n1 move 25/23 13/8\n",
           "backgammon.cube.beaver-off@9");
}

/* ---------------------------------------------------------------- results */

/* Alice (player 1) bears off her last checker; bob's checkers decide the
 * value: some off (single), none off (gammon), one in alice's home board
 * (backgammon). */
#define END_BOARD(bob) \
    "board 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | " bob "\n1 roll 21\n1 move 1/off\n"

Test(backgammon, result_points_come_from_the_final_position_and_the_cube)
{
    const char *single = "0 0 0 0 0 0 0 0 0 0 0 0 5 0 0 0 0 0 0 0 0 0 0 0 0";
    const char *gammon = "0 0 0 0 0 0 0 0 0 0 0 0 15 0 0 0 0 0 0 0 0 0 0 0 0";
    const char *bgammon = "0 0 0 0 0 0 0 0 0 0 0 0 14 0 0 0 0 0 0 0 0 0 0 0 1";
    char s[512];
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 1\n", single);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 2\n", gammon);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 3\n", bgammon);
    expect(MATCH5, s, "");
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 3\n", gammon);
    expect(MATCH5, s, "backgammon.result.wrong-points@5");
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "2 result 1\n", single);
    expect(MATCH5, s, "backgammon.result.wrong-winner@5");
    /* no result of the final position gives Wins 4 after a backgammon at cube 1 */
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 4\n", bgammon);
    expect(MATCH5, s, "backgammon.result.wrong-points@5");
    /* a single game recorded as Wins 3 in a 3-point match at 0-0 is no award the log can
     * prove: with the cube at 1 it is worth 1 */
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 3\n", single);
    expect("{\"match_length\":3}", s, "backgammon.result.wrong-points@5");
    /* capped at the points needed (2 of 5 needed at 3-0 for a gammon: 2) and
     * uncapped (gnubg): both accepted */
    snprintf(s, sizeof s, "start 4 0\n" END_BOARD("%s") "1 result 1\n", gammon);
    expect(MATCH5, s, "backgammon.match.starts-mid-match@1");
    /* Jacoby stated: a gammon with the cube unturned counts single */
    snprintf(s, sizeof s, "start 0 0\n" END_BOARD("%s") "1 result 1\n", gammon);
    expect("{\"match_length\":0,\"jacoby\":true}", s, "");
    expect("{\"match_length\":0,\"jacoby\":false}", s, "backgammon.result.wrong-points@5");
    expect(MONEY, s, ""); /* not stated: either reading */
}

Test(backgammon, resignations_and_award_markers)
{
    /* Resigning a gammon or a backgammon is allowed whatever the board: when the
     * position could not lose that much it is a warning, not an error. */
    const char *bob10off = "0 0 0 0 0 0 0 0 0 0 0 0 5 0 0 0 0 0 0 0 0 0 0 0 0";
    char r[512];
    snprintf(r, sizeof r, "start 0 0\nboard 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
             "%s\n1 result 3\n", bob10off);
    expect(MATCH5, r, "backgammon.result.resign-overvalued@3");
    snprintf(r, sizeof r, "start 0 0\nboard 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
             "%s\n1 result 1\n", bob10off);
    expect(MATCH5, r, "");
    /* after the opening, a resignation of a single game or a gammon */
    expect(MATCH5, OPENING "1 result 1\n", "");
    expect(MATCH5, OPENING "1 result 2\n", "");
    /* more than a backgammon can give: a scoring error whatever a site may
     * have awarded (the log cannot prove an award) */
    expect(MATCH5, OPENING "1 result 100\n", "backgammon.result.wrong-points@8");
}

/* ---------------------------------------------------------------- match flow */

Test(backgammon, header_scores_follow_the_results)
{
    expect(MATCH5, OPENING "1 result 2\nstart 2 0\n", "");
    expect(MATCH5, OPENING "1 result 2\nstart 3 0\n", "backgammon.score.header-mismatch@9");
    /* a game without a result: a warning, and the next header is taken */
    expect(MATCH5, OPENING "start 3 0\n",
           "backgammon.game.no-result@8 backgammon.score.header-unverified@8");
    expect(MATCH5, OPENING "end\n", "backgammon.game.no-result@7");
}

Test(backgammon, a_wrong_header_is_reported_once)
{
    /* game 2's header is wrong, game 3's agrees with the results: one finding */
    expect(MATCH5, OPENING "1 result 2\nstart 3 0\n1 roll 31\n1 move 8/5 6/5\n2 result 1\n"
                   "start 2 1\n",
           "backgammon.score.header-mismatch@9");
    /* a wrong header, and later headers that build on it: one finding */
    expect(MATCH5, OPENING "1 double 2\n2 drop\n1 result 1\nstart 2 0\n1 roll 31\n"
                   "1 move 8/5 6/5\n2 result 1\nstart 2 1\n",
           "backgammon.score.header-mismatch@11");
}

Test(backgammon, a_wrong_winner_is_reported_and_the_points_go_to_the_real_one)
{
    expect(MATCH5, OPENING "1 double 2\n2 drop\n2 result 1\nstart 1 0\n",
           "backgammon.result.wrong-winner@10");
}

Test(backgammon, money_sessions_keep_a_running_score)
{
    expect(MONEY, OPENING "1 double 2\n2 drop\n1 result 1\nstart 1 0\n1 roll 31\n"
                  "1 move 8/5 6/5\n2 double 2\n1 take\n2 roll 42\n2 move 8/4 6/4\n1 double 4\n"
                  "2 drop\n1 result 2\nstart 3 0\n",
           "");
}

Test(backgammon, nothing_is_played_after_the_match)
{
    expect("{\"match_length\":1}", OPENING "1 result 1\nstart 1 0\n1 roll 31\n",
           "backgammon.match.after-end@9");
}

/* The rule id the only finding of script cites. */
static void expect_rule(const char *setup, const char *script, const char *want, const char *rule)
{
    run r;
    play(&r, setup, script);
    const char *got = found(&r);
    cr_expect_str_eq(got, want, "got [%s]\nwant [%s]\nscript:\n%s", got, want, script);
    if (r.f.n == 1) {
        cr_assert_not_null(r.f.v[0].rule);
        cr_expect_str_eq(r.f.v[0].rule->id, rule);
    }
    ga_findings_clear(&r.f);
}

Test(backgammon, a_match_claimed_over_before_its_goal)
{
    /* the first game's drop gives alice 1 of 5: "and the match" is false */
    expect_rule(MATCH5, OPENING "1 double 2\n2 drop\n1 result 1 match\n",
                "backgammon.match.ended-early@10", "backgammon.doubling.match-points");
    /* in game 2, at alice 1, bob 1 of 5: Match Play's goal */
    expect_rule(MATCH5, OPENING "1 double 2\n2 drop\n1 result 1\nstart 1 0\n1 roll 31\n"
                "1 move 8/5 6/5\n2 double 2\n1 drop\n2 result 1 match\n",
                "backgammon.match.ended-early@16", "backgammon.match.goal");
    /* reaching the goal ends it */
    expect("{\"match_length\":1}", OPENING "1 double 2\n2 drop\n1 result 1 match\n", "");
}

Test(backgammon, bearing_off_without_a_roll_cites_the_bear_off_sentence)
{
    /* alice home (5 on each of her 1-, 2- and 6-points), bob's 15 on his 13-point */
    const char *board = "board 5 5 0 0 0 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 | "
                        "0 0 0 0 0 0 0 0 0 0 0 0 15 0 0 0 0 0 0 0 0 0 0 0 0\n";
    char script[512];
    snprintf(script, sizeof script, "start 0 0\n%s1 roll 61\n1 move 6/off 1/off\n"
             "2 roll 42\n2 move 13/9 13/11\n1 move 6/off 6/off\n", board);
    expect_rule(MATCH5, script, "backgammon.turn.no-roll@7",
                "backgammon.objective.bear-off-by-roll");
}

Test(backgammon, turns_alternate)
{
    expect(MATCH5, "start 0 0\n1 roll 31\n1 move 8/5 6/5\n1 roll 42\n1 move 8/4 6/4\n",
           "backgammon.turn.out-of-order@4");
    expect(MATCH5, "start 0 0\n1 move 8/5 6/5\n", "backgammon.turn.no-roll@2");
}

Test(backgammon, snowie_illegal_play_resynchronises_on_its_position)
{
    /* match3_s3001.mat game 1 move 6, as gnubg exports the Snowie position
     * after alice's 21: 8/7 9/7 (fixtures/backgammon/variants). */
    const char *script =
        "start 0 0\n"
        "1 roll 43\n1 move 24/20 13/10\n2 roll 51\n2 move 13/8 6/5\n1 roll 21\n"
        "1 illegal 3;0;0;0;1;bob;alice;0;0;0;1;0;0;-2;0;0;3;2;3;2;2;0;0;0;-2;2;0;-1;-1;-1;-2;"
        "-2;-2;-2;0;0;1;0;0;0;\n";
    run r;
    play(&r, "{\"match_length\":3}", script);
    cr_expect_str_eq(found(&r), "backgammon.move.illegal-play-record@7");
    /* the ID gnubg 1.07.001 shows for that position in match3_s3001.mat
     * (`import mat`, `next`, `show board`), bob on roll */
    cr_expect_str_eq(r.ids[7], "2LaKATC43QYDIA");
    ga_findings_clear(&r.f);
}

Test(backgammon, every_finding_cites_a_rule_and_carries_the_position)
{
    run r;
    play(&r, MATCH5, "start 0 0\n1 roll 51\n1 move 6/1 6/5\n");
    cr_assert_eq(r.f.n, 1);
    const ga_finding *fd = &r.f.v[0];
    cr_expect_not_null(fd->rule);
    cr_expect_str_eq(fd->rule->page, "Gamehelpbackgammon");
    cr_expect_str_eq(fd->rule->section, "Play");
    cr_expect(strstr(fd->context, "4HPwATDgc/ABMA") != NULL, "%s", fd->context);
    cr_expect(strstr(fd->message, "6/1") != NULL, "%s", fd->message);
    ga_findings_clear(&r.f);
}

Test(backgammon, rule_table_is_well_formed)
{
    const ga_game *g = ga_game_find("backgammon");
    cr_assert_eq(g, &ga_game_backgammon);
    cr_assert_gt(g->nrefs, 10);
    for (size_t i = 0; i < g->nrefs; i++) {
        const ga_rule_ref *r = &g->refs[i];
        cr_expect_not_null(r->id);
        if (r->page)
            cr_expect(r->section && r->phrase && *r->phrase, "%s", r->id);
        else
            cr_expect(r->source && strlen(r->source) > 20, "%s", r->id);
        for (size_t k = 0; k < i; k++)
            cr_expect_str_neq(r->id, g->refs[k].id);
    }
    cr_assert_gt(g->nconsts, 3);
}

/* ---------------------------------------------------------------- real files */

/* Counts the 1-bits of each half of a gnubg position ID (= checkers on the
 * board and bar per side). */
static int id_checkers(const char *id, int half[2])
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    unsigned char key[11] = {0};
    int bits = 0;
    for (int i = 0; i < 14; i++) {
        const char *p = strchr(b64, id[i]);
        if (!p || !id[i])
            return -1;
        for (int b = 5; b >= 0; b--, bits++)
            if ((p - b64) >> b & 1)
                key[bits / 8] |= (unsigned char)(0x80 >> (bits % 8));
    }
    /* bytes were filled most significant bit first; gnubg's bit k is bit
     * k%8 (from the least significant) of byte k/8 */
    half[0] = half[1] = 0;
    int k = 0, zeros = 0;
    for (; k < 80 && zeros < 50; k++) {
        int v = key[k / 8] >> (k % 8) & 1;
        if (v)
            half[zeros >= 25]++;
        else
            zeros++;
    }
    return 0;
}

typedef struct walk {
    ga_engine *e;
    ga_findings f;
    long moves;
    int bad_invariant;
    char last[256];
} walk;

static int walk_header(void *c, const ga_header *h, ga_error *err)
{
    return ga_game_backgammon.new(&((walk *)c)->e, h, NULL, err);
}

/* After every move: each side has 15 checkers (board + bar from the ID,
 * plus the borne-off count of the dump). */
static int walk_move(void *c, const ga_move *m, ga_error *err)
{
    walk *w = c;
    (void)err;
    int rc = ga_game_backgammon.apply(w->e, m, &w->f);
    ga_buf d = {0};
    ga_game_backgammon.dump(w->e, &d);
    char id[16];
    int half[2], offx = -1, offo = -1;
    id_of(d.data, id);
    const char *p = strstr(d.data, "off X ");
    if (p)
        sscanf(p, "off X %d O %d", &offx, &offo);
    if (id_checkers(id, half) || half[1] + offx != 15 || half[0] + offo != 15) {
        w->bad_invariant++;
        snprintf(w->last, sizeof w->last, "seq %ld: %s", m->seq, d.data);
    }
    ga_buf_free(&d);
    w->moves++;
    return rc;
}

Test(backgammon, real_gnubg_matches_audit_clean_and_keep_15_checkers)
{
    static const char *const files[] = {
        "fixtures/backgammon/real/match11_s5001.mat",  "fixtures/backgammon/real/match1_s4001.mat",
        "fixtures/backgammon/real/match3_s3001.mat",   "fixtures/backgammon/real/match5_2ply_s6001.mat",
        "fixtures/backgammon/real/match5_s1001.mat",   "fixtures/backgammon/real/match5_s1002.mat",
        "fixtures/backgammon/real/match7_s2001.mat",   "fixtures/backgammon/real/money10_s777.mat",
        "fixtures/backgammon/real/money10_jacoby_s778.mat", "fixtures/backgammon/real/N1_variants.mat",
        "fixtures/backgammon/real/money10_s777.sgf",   "fixtures/backgammon/real/match5_s1001.sgf",
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        ga_source *src = NULL;
        ga_error err = {0};
        cr_assert_eq(ga_source_open(&src, files[i], &err), 0, "%s: %s", files[i], err.text);
        const ga_format *fmt = ga_format_sniff(src);
        cr_assert_not_null(fmt, "%s", files[i]);
        walk w = {0};
        ga_sink sink = {&w, walk_header, walk_move};
        cr_assert_eq(fmt->parse(src, &sink, &err), 0, "%s: %s", files[i], err.text);
        cr_assert_eq(ga_game_backgammon.finish(w.e, &w.f), 0);
        cr_expect_gt(w.moves, 20, "%s", files[i]);
        cr_expect_eq(w.f.n, 0, "%s: %zu findings, first: %s %s", files[i], w.f.n,
                     w.f.n ? w.f.v[0].code : "", w.f.n ? w.f.v[0].message : "");
        cr_expect_eq(w.bad_invariant, 0, "%s: %s", files[i], w.last);
        ga_findings_clear(&w.f);
        ga_game_backgammon.free(w.e);
        ga_source_free(src);
    }
}

Test(backgammon, each_known_bad_fixture_gives_its_one_finding)
{
    static const struct { const char *file, *code; } cases[] = {
        {"wrong-distance", "backgammon.move.wrong-distance"},
        {"blocked-point", "backgammon.move.blocked-point"},
        {"bar-not-entered", "backgammon.move.bar-not-entered"},
        {"bear-off-early", "backgammon.move.bear-off-early"},
        {"unused-die", "backgammon.move.unused-die"},
        {"doubles-incomplete", "backgammon.move.doubles-incomplete"},
        {"empty-point", "backgammon.move.empty-point"},
        {"backwards", "backgammon.move.backwards"},
        {"impossible-dice", "backgammon.dice.impossible"},
        {"smaller-die", "backgammon.move.smaller-die"},
        {"wrong-wins", "backgammon.result.wrong-points"},
        {"header-mismatch", "backgammon.score.header-mismatch"},
        {"take-without-double", "backgammon.cube.take-without-double"},
        {"double-unanswered", "backgammon.cube.unanswered"},
        {"crawford-double", "backgammon.cube.crawford"},
        {"not-owner", "backgammon.cube.not-owner"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[256];
        snprintf(path, sizeof path, "fixtures/backgammon/bad/%s.mat", cases[i].file);
        ga_check_opts o = {0};
        ga_result res;
        ga_check_file(path, &o, &res);
        cr_expect_eq(res.status, 0, "%s: %s", path, res.err.text);
        cr_expect_eq(res.findings.n, 1, "%s: %zu findings", path, res.findings.n);
        if (res.findings.n)
            cr_expect_str_eq(res.findings.v[0].code, cases[i].code, "%s", path);
        ga_result_clear(&res);
    }
}
