/* test_sgf.c — the gnubg SGF parser (parsers/sgf.c) on real gnubg files,
 * against the .mat of the same match, and on malformed input. */
#include "bgtest.h"

#include <stdint.h>
#include <stdio.h>
#include <time.h>

#define REAL "fixtures/backgammon/real/"
#define VAR "fixtures/backgammon/variants/"

static const ga_format *sgf(void)
{
    return ga_format_find("gnubg-sgf");
}

static void parse_text_ok(const char *text, bg_run *r)
{
    ga_error err;
    int rc = bg_parse_mem(sgf(), text, strlen(text), r, 1, &err);
    cr_assert_eq(rc, 0, "%d:%d: %s", err.line, err.col, err.text);
}

/* ---------------------------------------------------------------- real files */

Test(sgf, real_files_give_their_games_players_and_rules)
{
    static const struct {
        const char *file;
        long match_length, games;
        const char *crawford, *jacoby;  /* setup values, NULL = omitted (no RU) */
    } facts[] = {
        {"match1_s4001.sgf", 1, 1, NULL, NULL},
        {"match5_s1001.sgf", 5, 3, "true", "false"},
        {"money10_s777.sgf", 0, 10, NULL, NULL},
        {"match7_s9201.sgf", 7, 5, "true", "false"},
        {"money4_jacoby_s9101.sgf", 0, 4, "false", "true"},
        {"match5_2ply_s6001_imported.sgf", 5, 4, "true", "false"},
    };
    for (size_t i = 0; i < sizeof facts / sizeof facts[0]; i++) {
        char path[256];
        bg_run r;
        snprintf(path, sizeof path, REAL "%s", facts[i].file);
        bg_parse_ok(sgf(), path, &r);
        cr_assert_str_eq(r.h.game, "backgammon");
        cr_assert_str_eq(r.h.format, "gnubg-sgf");
        cr_assert_str_eq(r.h.date, "2026-11-30", "%s: date", path);
        cr_assert_str_eq(r.h.players[0].id, "1");
        cr_assert_str_eq(r.h.players[0].name, "alice");
        cr_assert_str_eq(r.h.players[1].id, "2");
        cr_assert_str_eq(r.h.players[1].name, "bob");
        cr_assert_eq(json_integer_value(json_object_get(r.h.setup, "match_length")),
                     facts[i].match_length, "%s", path);
        char *c = bg_setup(&r, "crawford"), *j = bg_setup(&r, "jacoby");
        if (facts[i].crawford) {
            cr_assert_str_eq(c, facts[i].crawford, "%s: crawford", path);
            cr_assert_str_eq(j, facts[i].jacoby, "%s: jacoby", path);
        } else {
            cr_assert_null(c, "%s", path);
            cr_assert_null(j, "%s", path);
        }
        free(c);
        free(j);
        cr_assert_eq((long)r.games, facts[i].games, "%s: games", path);
        cr_assert_eq((long)bg_count(&r, "result"), facts[i].games, "%s: results", path);
        for (size_t k = 0; k < r.n; k++)
            cr_assert_eq(r.v[k].seq, (long)k + 1);
        bg_free(&r);
    }
}

Test(sgf, point_letters_become_the_movers_own_points)
{
    bg_run r;
    bg_parse_ok(sgf(), REAL "match1_s4001.sgf", &r);
    /* ;B[43lpad] ;W[55hchcfafa] ;B[65yeek] (FORMATS.md §3) */
    const bg_rec *m = bg_nth(&r, "move", 0);
    cr_assert_str_eq(m->player, "2");
    cr_assert_str_eq(m->raw, "lpad");
    cr_assert_str_eq(m->args, "{\"steps\":[[13,9],[24,21]]}");
    m = bg_nth(&r, "move", 1);
    cr_assert_str_eq(m->player, "1");
    cr_assert_str_eq(m->args, "{\"steps\":[[8,3],[8,3],[6,1],[6,1]]}");
    cr_assert_str_eq(m[-1].args, "{\"dice\":[5,5]}");
    m = bg_nth(&r, "move", 2);
    cr_assert_str_eq(m->args, "{\"steps\":[[25,20],[20,14]]}");
    /* ;B[31]: dice only, a dance */
    m = bg_nth(&r, "move", 4);
    cr_assert_str_eq(m[-1].args, "{\"dice\":[3,1]}");
    cr_assert_str_eq(m->args, "{\"steps\":[]}");
    /* RE[W+2R] at the end of the tree */
    const bg_rec *res = &r.v[r.n - 1];
    cr_assert_str_eq(res->action, "result");
    cr_assert_str_eq(res->player, "1");
    cr_assert_str_eq(res->args, "{\"points\":2,\"resigned\":true}");
    bg_free(&r);
}

Test(sgf, crawford_game_is_stated_per_game)
{
    bg_run r;
    bg_parse_ok(sgf(), REAL "match7_s9201.sgf", &r);
    int crawford_games = 0;
    for (size_t k = 0; k < r.n; k++)
        if (!strcmp(r.v[k].action, "game-start")) {
            int cg = strstr(r.v[k].args, "\"crawford_game\":true") != NULL;
            cr_assert(cg || strstr(r.v[k].args, "\"crawford_game\":false"));
            if (cg) {
                crawford_games++;
                /* the Crawford game: one player at 6 of 7 */
                cr_assert(strstr(r.v[k].args, "\"1\":6") || strstr(r.v[k].args, "\"2\":6"),
                          "%s", r.v[k].args);
            }
        }
    cr_assert_eq(crawford_games, 1);
    bg_free(&r);
}

/* The .mat and the .sgf gnubg wrote of one match carry the same rolls,
 * plays (as sets), cube actions and results. */
Test(sgf, same_match_as_mat_and_sgf_gives_the_same_stream)
{
    static const char *const pairs[][2] = {
        {REAL "match1_s4001.mat", REAL "match1_s4001.sgf"},
        {REAL "match5_s1001.mat", REAL "match5_s1001.sgf"},
        {REAL "money10_s777.mat", REAL "money10_s777.sgf"},
        {REAL "match7_s9201.mat", REAL "match7_s9201.sgf"},
        {REAL "money4_jacoby_s9101.mat", REAL "money4_jacoby_s9101.sgf"},
        {REAL "match5_2ply_s6001.mat", REAL "match5_2ply_s6001_imported.sgf"},
        {VAR "rollresign_match1_s4001.mat", VAR "rollresign_match1_s4001_gnubg.sgf"},
        {VAR "rollresign_match1_s4001_gnubg.mat", VAR "rollresign_match1_s4001_gnubg.sgf"},
        {REAL "nack3_s9301.mat", REAL "nack3_s9301.sgf"},
    };
    const ga_format *mat = ga_format_find("jellyfish-mat");
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        bg_run a, b;
        bg_parse_ok(mat, pairs[i][0], &a);
        bg_parse_ok(sgf(), pairs[i][1], &b);
        bg_assert_same(&a, &b, pairs[i][1]);
        cr_assert_gt(bg_count(&a, "roll"), 30);
        bg_free(&a);
        bg_free(&b);
    }
}

Test(sgf, nackgammon_variant_is_stated_in_both_formats)
{
    bg_run a, b;
    bg_parse_ok(ga_format_find("jellyfish-mat"), REAL "nack3_s9301.mat", &a);
    bg_parse_ok(sgf(), REAL "nack3_s9301.sgf", &b);
    char *va = bg_setup(&a, "variant"), *vb = bg_setup(&b, "variant");
    cr_assert_str_eq(va, "\"nackgammon\"");
    cr_assert_str_eq(vb, "\"nackgammon\"");
    free(va);
    free(vb);
    bg_free(&a);
    bg_free(&b);
}

Test(sgf, dice_without_a_move_then_resignation)
{
    bg_run r;
    bg_parse_ok(sgf(), VAR "rollresign_match1_s4001_gnubg.sgf", &r);
    /* ;PL[B]DI[55]) with RE[W+2R] */
    const bg_rec *x = &r.v[r.n - 3];
    cr_assert_str_eq(x->action, "roll");
    cr_assert_str_eq(x->player, "2");
    cr_assert_str_eq(x->args, "{\"dice\":[5,5]}");
    cr_assert_str_eq(x[1].action, "move");
    cr_assert_str_eq(x[1].args, "{\"steps\":[]}");
    cr_assert_str_eq(x[2].args, "{\"points\":2,\"resigned\":true}");
    bg_free(&r);
}

/* ---------------------------------------------------------------- syntax */

#define ROOT "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:3][game:0][ws:0][bs:0]"

Test(sgf, escapes_in_values_and_names)
{
    bg_run r;
    parse_text_ok(ROOT "PW[al\\]ice]PB[b\\\\ob]RE[B+1]\n;B[43lpad]C[a comment with \\] ( ; ) and "
                       "W[11\\]]\n;W[double])",
                  &r);
    cr_assert_str_eq(r.h.players[0].name, "al]ice");
    cr_assert_str_eq(r.h.players[1].name, "b\\ob");
    cr_assert_eq(r.n, 5);
    cr_assert_str_eq(r.v[2].args, "{\"steps\":[[13,9],[24,21]]}");
    cr_assert_str_eq(r.v[3].action, "double");
    cr_assert_str_eq(r.v[3].args, "{\"value\":2}");
    cr_assert_str_eq(r.v[4].args, "{\"points\":1}");
    cr_assert_str_eq(r.v[4].player, "2");
    bg_free(&r);
}

Test(sgf, variations_follow_the_main_line)
{
    bg_run r;
    parse_text_ok(ROOT "PW[a]PB[b]\n;B[43lpad]\n(;W[55hchcfafa](;B[31];W[42fdhd])(;B[21]))"
                       "(;W[62mgmk](;B[33]))\n)",
                  &r);
    /* rolls: B 43, W 55, B 31, W 42 */
    cr_assert_eq(bg_count(&r, "roll"), 4);
    cr_assert_str_eq(bg_nth(&r, "roll", 2)->args, "{\"dice\":[3,1]}");
    cr_assert_str_eq(bg_nth(&r, "roll", 3)->args, "{\"dice\":[4,2]}");
    bg_free(&r);
}

Test(sgf, set_up_nodes_and_cube_settings)
{
    bg_run r;
    /* W: two on its 1-point (a), one on the bar; B: one on its 1-point (x), one on the bar */
    parse_text_ok(ROOT "PW[a]PB[b]\n;PL[W]AE[a:y]AW[a][a][y]AB[x][y]\n;CV[2]\n;CP[w]\n;W[21baba])",
                  &r);
    const bg_rec *s = bg_nth(&r, "set-board", 0);
    cr_assert_not_null(s);
    json_t *a = json_loads(s->args, 0, NULL);
    json_t *w = json_object_get(json_object_get(a, "board"), "1");
    json_t *b = json_object_get(json_object_get(a, "board"), "2");
    cr_assert_eq(json_array_size(w), 25);
    cr_assert_eq(json_integer_value(json_array_get(w, 0)), 2);
    cr_assert_eq(json_integer_value(json_array_get(w, 24)), 1);
    cr_assert_eq(json_integer_value(json_array_get(b, 0)), 1);
    cr_assert_eq(json_integer_value(json_array_get(b, 24)), 1);
    long total = 0;
    for (size_t i = 0; i < 25; i++)
        total += json_integer_value(json_array_get(w, i)) + json_integer_value(json_array_get(b, i));
    cr_assert_eq(total, 5);
    json_decref(a);
    cr_assert_str_eq(bg_nth(&r, "set-cube", 0)->args, "{\"owner\":null,\"value\":2}");
    cr_assert_str_eq(bg_nth(&r, "set-cube", 1)->args, "{\"owner\":\"1\",\"value\":2}");
    cr_assert_str_eq(bg_nth(&r, "move", 0)->args, "{\"steps\":[[2,1],[2,1]]}");
    bg_free(&r);
}

Test(sgf, beaver_is_a_double_answered_by_a_double)
{
    bg_run r;
    parse_text_ok(ROOT "PW[a]PB[b]CV[2]\n;W[double]\n;B[double]\n;W[take]\n;W[63]\n;B[double]\n;W[drop])",
                  &r);
    const char *want[][3] = {
        {"set-cube", "null", "{\"owner\":null,\"value\":2}"},
        {"double", "1", "{\"value\":4}"},
        {"beaver", "2", "{\"value\":8}"},
        {"take", "1", "{}"},
        {"roll", "1", "{\"dice\":[6,3]}"},
        {"move", "1", "{\"steps\":[]}"},
        {"double", "2", "{\"value\":16}"},
        {"drop", "1", "{}"},
    };
    cr_assert_eq(r.n, 1 + sizeof want / sizeof want[0]);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        cr_assert_str_eq(r.v[i + 1].action, want[i][0]);
        cr_assert_str_eq(bg_str(r.v[i + 1].player), want[i][1]);
        cr_assert_str_eq(r.v[i + 1].args, want[i][2]);
    }
    bg_free(&r);
}

Test(sgf, sniff_claims_backgammon_sgf_only)
{
    const char *s = ROOT ")";
    cr_assert_eq(sgf()->sniff(s, strlen(s), "x"), 100);
    const char *go = "(;FF[4]GM[1]SZ[19];B[pd])";
    cr_assert_eq(sgf()->sniff(go, strlen(go), "x"), 0);
    size_t n = 0;
    char *m = bg_slurp(REAL "match1_s4001.mat", &n);
    cr_assert_eq(sgf()->sniff(m, n, "x"), 0);
    free(m);
    ga_source *src;
    ga_error err;
    cr_assert_eq(ga_source_open(&src, REAL "money10_s777.sgf", &err), 0);
    cr_assert_eq(ga_format_sniff(src), sgf());
    ga_source_free(src);
}

/* ---------------------------------------------------------------- malformed input */

#define ERR(text, line, col, needle) bg_expect_error(sgf(), text, strlen(text), line, col, needle)

Test(sgf, malformed_sgf_gives_positioned_errors)
{
    ERR(ROOT "PW[alice", 1, 83, "unclosed");
    ERR(ROOT "PW[a]\n;B[43lp!d])", 2, 8, "bad point letter '!'");
    ERR(ROOT "PW[a]\n;B[43lpa])", 2, 8, "odd number");
    ERR(ROOT "PW[a]\n;B[x3lpad])", 2, 4, "bad move");
    ERR(ROOT "PW[a]\n;B[43lpad]", 1, 1, "never closed");
    ERR(ROOT "PW[a])\n)", 2, 1, "without a matching");
    ERR(ROOT "PW[a])\njunk", 2, 1, "outside a game tree");
    ERR("(;FF[4]GM[1]SZ[19];B[pd])", 1, 11, "not a backgammon");
    ERR(ROOT "RE[W+x])", 1, 84, "bad result");
    ERR(ROOT "PW[a];PL[X])", 1, 90, "bad player");
    ERR(ROOT "PW[a];AW[a])", 1, 87, "does not clear");
    ERR(ROOT "PW[a];CP[q])", 1, 90, "bad cube owner");
    ERR(ROOT "PW[a];W FF)", 1, 87, "has no value");
    ERR(ROOT "PW[a](;B[31];W[42fdhd])(;B[21]);B[11])", 1, 112, "after a variation");
    ERR("", 1, 1, "no game tree");
    ERR("   \n", 1, 1, "no game tree");
}

Test(sgf, nesting_is_bounded)
{
    size_t depth = 100000;
    char *t = malloc(strlen(ROOT) + 3 * depth + 8);
    size_t o = (size_t)sprintf(t, "%s", ROOT);
    for (size_t i = 0; i < depth; i++)
        memcpy(t + o + 2 * i, "(;", 2);
    o += 2 * depth;
    memset(t + o, ')', depth + 1);
    o += depth + 1;
    ga_error err;
    bg_run r;
    cr_assert_eq(bg_parse_mem(sgf(), t, o, &r, 0, &err), GA_EINPUT);
    cr_assert_not_null(strstr(err.text, "nested deeper"), "%s", err.text);
    cr_assert_eq(err.line, 1);
    bg_free(&r);
    free(t);
}

Test(sgf, truncated_and_corrupted_real_files_never_crash)
{
    size_t n = 0;
    char *src = bg_slurp(REAL "match5_s1001.sgf", &n);
    cr_assert_not_null(src);
    int errors = 0;
    /* cut anywhere */
    for (size_t cut = 0; cut < n; cut += 997) {
        bg_run r;
        ga_error err;
        int rc = bg_parse_mem(sgf(), src, cut, &r, 0, &err);
        cr_assert(rc == 0 || rc == GA_EINPUT, "rc %d at cut %zu", rc, cut);
        if (rc) {
            errors++;
            cr_assert(err.line >= 1 && err.col >= 1);
        }
        bg_free(&r);
    }
    cr_assert_gt(errors, 100);
    /* random bytes overwritten */
    uint32_t x = 777;
    bg_parse_mutated(sgf(), src, n, &x, 200, 5);
    free(src);
}

Test(sgf, a_50_mb_value_and_a_thousand_games_read_in_linear_time)
{
    size_t big = 50u << 20;
    char *t = malloc(big + 512);
    size_t o = (size_t)sprintf(t, ROOT "PW[a]PB[b]RE[W+1]\n;B[43lpad]C[");
    memset(t + o, 'x', big);
    o += big;
    o += (size_t)sprintf(t + o, "]\n;W[55hchcfafa])\n");
    bg_run r;
    ga_error err;
    double t0 = bg_now();
    cr_assert_eq(bg_parse_mem(sgf(), t, o, &r, 1, &err), 0, "%s", err.text);
    cr_assert_lt(bg_now() - t0, 20.0);
    cr_assert_eq(bg_count(&r, "move"), 2);
    bg_free(&r);
    free(t);

    size_t n = 0;
    char *one = bg_slurp(REAL "match1_s4001.sgf", &n);
    size_t copies = 1000;
    char *many = malloc(n * copies);
    for (size_t i = 0; i < copies; i++)
        memcpy(many + i * n, one, n);
    bg_run a;
    cr_assert_eq(bg_parse_mem(sgf(), one, n, &a, 0, &err), 0);
    t0 = bg_now();
    cr_assert_eq(bg_parse_mem(sgf(), many, n * copies, &r, 0, &err), 0, "%s", err.text);
    cr_assert_lt(bg_now() - t0, 30.0);
    cr_assert_eq(r.games, (long)copies);
    cr_assert_eq(r.moves, (long)copies * a.moves);
    cr_assert_eq(r.headers, 1);
    bg_free(&a);
    bg_free(&r);
    free(many);
    free(one);
}
