/* test_mat.c — the Jellyfish .mat parser (parsers/mat.c) on real gnubg files,
 * their notation variants, and malformed input. */
#include "bgtest.h"

#include <stdint.h>
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

#define REAL "fixtures/backgammon/real/"
#define VAR "fixtures/backgammon/variants/"

static const ga_format *mat(void)
{
    return ga_format_find("jellyfish-mat");
}

/* ---------------------------------------------------------------- real files */

/* Facts of the gnubg self-play files (FORMATS.md §9 and the files themselves). */
static const struct {
    const char *file;
    long match_length, games, rolls;
} real_facts[] = {
    {"match1_s4001.mat", 1, 1, 36},
    {"match3_s3001.mat", 3, 2, 0},
    {"match5_2ply_s6001.mat", 5, 4, 0},
    {"match5_s1001.mat", 5, 3, 0},
    {"match5_s1002.mat", 5, 3, 0},
    {"match7_s2001.mat", 7, 1, 0},
    {"match11_s5001.mat", 11, 8, 391},
    {"money10_s777.mat", 0, 10, 0},
    {"money10_jacoby_s778.mat", 0, 10, 0},
    {"match7_s9201.mat", 7, 5, 0},
    {"money4_jacoby_s9101.mat", 0, 4, 0},
};

Test(mat, real_files_give_their_games_match_length_and_players)
{
    for (size_t i = 0; i < sizeof real_facts / sizeof real_facts[0]; i++) {
        char path[256];
        bg_run r;
        snprintf(path, sizeof path, REAL "%s", real_facts[i].file);
        bg_parse_ok(mat(), path, &r);
        cr_assert_str_eq(r.h.game, "backgammon");
        cr_assert_str_eq(r.h.format, "jellyfish-mat");
        cr_assert_str_eq(r.h.date, "2026-11-30", "%s: date", path);
        cr_assert_eq(r.h.nplayers, 2);
        cr_assert_str_eq(r.h.players[0].id, "1");
        cr_assert_str_eq(r.h.players[0].name, "alice");
        cr_assert_str_eq(r.h.players[1].id, "2");
        cr_assert_str_eq(r.h.players[1].name, "bob");
        cr_assert_eq(json_integer_value(json_object_get(r.h.setup, "match_length")),
                     real_facts[i].match_length, "%s: match length", path);
        cr_assert_str_eq(json_string_value(json_object_get(r.h.setup, "variant")), "standard");
        cr_assert_null(json_object_get(r.h.setup, "crawford"), "%s: gnubg .mat states no Crawford",
                       path);
        cr_assert_eq((long)bg_count(&r, "game-start"), real_facts[i].games, "%s: games", path);
        if (real_facts[i].rolls)
            cr_assert_eq((long)bg_count(&r, "roll"), real_facts[i].rolls, "%s: rolls", path);
        /* every roll is followed by its play, by the same player */
        for (size_t k = 0; k < r.n; k++)
            if (!strcmp(r.v[k].action, "roll")) {
                cr_assert(k + 1 < r.n && !strcmp(r.v[k + 1].action, "move"), "%s: roll %ld", path,
                          r.v[k].seq);
                cr_assert_str_eq(r.v[k].player, r.v[k + 1].player);
            }
        /* seq strictly increasing from 1, games numbered from 1 */
        for (size_t k = 0; k < r.n; k++) {
            cr_assert_eq(r.v[k].seq, (long)k + 1);
            cr_assert(r.v[k].game >= 1 && r.v[k].game <= real_facts[i].games);
        }
        bg_free(&r);
    }
}

/* A sink that keeps a reference to every move's args (the contract lets a
 * sink borrow a move only for its call; one that wants more takes a
 * reference): the parser fills in the args of the next roll or play again
 * when nobody else holds them, and must never change the ones kept. */
typedef struct keeper {
    json_t *kept[2048];
    char *text[2048];      /* each args as it was during its call */
    size_t n;
} keeper;

static int keep_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)ctx, (void)h, (void)err;
    return 0;
}

static int keep_move(void *ctx, const ga_move *m, ga_error *err)
{
    keeper *k = ctx;
    (void)err;
    if (k->n >= sizeof k->kept / sizeof k->kept[0])
        return 0;
    /* keep every other move's args, so that the rest may be reused */
    k->kept[k->n] = m->seq % 2 ? json_incref(m->args) : NULL;
    k->text[k->n] = json_dumps(m->args, JSON_COMPACT | JSON_PRESERVE_ORDER);
    k->n++;
    return 0;
}

Test(mat, args_a_sink_keeps_are_never_changed_by_later_moves)
{
    keeper *k = calloc(1, sizeof *k);
    ga_source *src = NULL;
    ga_error err;
    cr_assert_eq(ga_source_open(&src, REAL "match11_s5001.mat", &err), 0, "%s", err.text);
    ga_sink sink = {k, keep_header, keep_move};
    cr_assert_eq(mat()->parse(src, &sink, &err), 0, "%s", err.text);
    cr_assert_gt(k->n, 800, "the file has %zu moves", k->n);
    size_t checked = 0;
    for (size_t i = 0; i < k->n; i++) {
        if (k->kept[i]) {
            char *now = json_dumps(k->kept[i], JSON_COMPACT | JSON_PRESERVE_ORDER);
            cr_assert_str_eq(now, k->text[i], "move %zu changed after its call", i + 1);
            free(now);
            json_decref(k->kept[i]);
            checked++;
        }
        free(k->text[i]);
    }
    cr_assert_gt(checked, 400);
    ga_source_free(src);
    free(k);
}

/* Each game's header score is the previous header plus the previous `Wins`
 * given to the player the Wins column names: so the column is read right. */
Test(mat, wins_column_names_the_winner_the_next_header_agrees)
{
    long checked = 0;
    for (size_t i = 0; i < sizeof real_facts / sizeof real_facts[0]; i++) {
        char path[256];
        bg_run r;
        snprintf(path, sizeof path, REAL "%s", real_facts[i].file);
        bg_parse_ok(mat(), path, &r);
        long score[2] = {0, 0};
        int have = 0;
        for (size_t k = 0; k < r.n; k++) {
            const bg_rec *x = &r.v[k];
            if (!strcmp(x->action, "result")) {
                json_t *a = json_loads(x->args, 0, NULL);
                score[x->player[0] - '1'] += (long)json_integer_value(json_object_get(a, "points"));
                json_decref(a);
            } else if (!strcmp(x->action, "game-start")) {
                json_t *a = json_loads(x->args, 0, NULL);
                json_t *s = json_object_get(a, "score");
                long s1 = (long)json_integer_value(json_object_get(s, "1"));
                long s2 = (long)json_integer_value(json_object_get(s, "2"));
                if (have) {
                    cr_assert_eq(s1, score[0], "%s: game %d header alice", path, x->game);
                    cr_assert_eq(s2, score[1], "%s: game %d header bob", path, x->game);
                    checked++;
                }
                score[0] = s1;
                score[1] = s2;
                have = 1;
                json_decref(a);
            }
        }
        bg_free(&r);
    }
    cr_assert_geq(checked, 40, "headers checked: %ld", checked);
}

Test(mat, drop_and_wins_on_one_line_and_standalone_wins_columns)
{
    bg_run r;
    bg_parse_ok(mat(), REAL "match3_s3001.mat", &r);
    /* ` 17)  Drops                       Wins 1 point ` */
    const bg_rec *drop = bg_nth(&r, "drop", 0), *res = bg_nth(&r, "result", 0);
    cr_assert_str_eq(drop->player, "1");
    cr_assert_str_eq(res->player, "2");
    cr_assert_str_eq(res->args, "{\"points\":1}");
    cr_assert_str_eq(res->raw, "Wins 1 point");
    /* `      Wins 4 points` at col 6 after alice's last bear-off */
    res = bg_nth(&r, "result", 1);
    cr_assert_str_eq(res->player, "1");
    cr_assert_str_eq(res->args, "{\"points\":4}");
    bg_free(&r);
    bg_parse_ok(mat(), REAL "match7_s2001.mat", &r);
    res = bg_nth(&r, "result", 0);  /* standalone at col 34, uncapped */
    cr_assert_str_eq(res->player, "2");
    cr_assert_str_eq(res->args, "{\"points\":8}");
    bg_free(&r);
}

Test(mat, cube_records_carry_the_new_value_and_the_answering_player)
{
    bg_run r;
    bg_parse_ok(mat(), REAL "match7_s2001.mat", &r);
    const char *want[] = {"{\"value\":2}", "{\"value\":4}", "{\"value\":8}"};
    for (size_t k = 0; k < 3; k++) {
        const bg_rec *d = bg_nth(&r, "double", k);
        cr_assert_str_eq(d->args, want[k]);
        const bg_rec *t = d + 1;
        cr_assert_str_eq(t->action, "take");
        cr_assert_str_neq(t->player, d->player);
    }
    bg_free(&r);
}

Test(mat, overflowed_left_cell_splits_at_the_second_roll)
{
    bg_run r;
    bg_parse_ok(mat(), REAL "money10_s777.mat", &r);
    /* game 2: `  4) 22: 20/18* 18/16 13/11 13/11 43: 25/22 13/9* ` */
    const bg_rec *hit = NULL;
    for (size_t k = 0; k < r.n; k++)
        if (r.v[k].raw && !strcmp(r.v[k].raw, "20/18* 18/16 13/11 13/11"))
            hit = &r.v[k];
    cr_assert_not_null(hit);
    cr_assert_str_eq(hit->player, "1");
    cr_assert_str_eq(hit[1].action, "roll");
    cr_assert_str_eq(hit[1].player, "2");
    cr_assert_str_eq(hit[1].args, "{\"dice\":[4,3]}");
    cr_assert_str_eq(hit[2].raw, "25/22 13/9*");
    cr_assert_str_eq(hit[2].args, "{\"marked_hits\":[9],\"steps\":[[25,22],[13,9]]}");
    bg_free(&r);
}

/* Returns the checker movement of a play: delta[p] = arrivals - departures. */
static void delta(const bg_rec *x, int d[26])
{
    memset(d, 0, 26 * sizeof *d);
    for (int i = 0; i < x->nsteps; i++) {
        d[x->steps[i][0]]--;
        d[x->steps[i][1]]++;
    }
}

Test(mat, n1_variants_give_the_same_positions_as_the_gnubg_file)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match5_2ply_s6001.mat", &a);
    bg_parse_ok(mat(), REAL "N1_variants.mat", &b);
    cr_assert_eq(a.n, b.n);
    int consolidated = 0, differing = 0;
    for (size_t k = 0; k < a.n; k++) {
        const bg_rec *x = &a.v[k], *y = &b.v[k];
        cr_assert_str_eq(x->action, y->action);
        cr_assert_str_eq(bg_str(x->player), bg_str(y->player));
        if (strcmp(x->action, "move") != 0) {
            cr_assert_str_eq(x->canon, y->canon, "move %zu", k + 1);
            continue;
        }
        int dx[26], dy[26];
        delta(x, dx);
        delta(y, dy);
        cr_assert(!memcmp(dx, dy, sizeof dx), "seq %ld: %s and %s move other checkers",
                  x->seq, x->raw, y->raw);
        if (strcmp(x->canon, y->canon) != 0) {
            differing++;
            /* only the consolidated 24/15 stays one step */
            cr_assert_str_eq(y->raw, "24/15");
            cr_assert_eq(y->nsteps, 1);
            cr_assert_eq(x->nsteps, 2);
            consolidated++;
        }
        if (!strcmp(y->raw, "bar/21/15"))
            cr_assert_str_eq(y->args, "{\"steps\":[[25,21],[21,15]]}");
        if (!strcmp(y->raw, "10/5(3) 5/off"))
            cr_assert_str_eq(y->args, "{\"steps\":[[10,5],[10,5],[10,5],[5,0]]}");
        if (!strcmp(y->raw, "20/15 15/10(2) 10/5"))
            cr_assert_str_eq(y->args, "{\"steps\":[[20,15],[15,10],[15,10],[10,5]]}");
    }
    cr_assert_eq(consolidated, 1);
    cr_assert_eq(differing, 1);
    bg_free(&a);
    bg_free(&b);
}

Test(mat, gnubg_reexport_gives_the_same_plays_in_another_order)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match5_2ply_s6001.mat", &a);
    bg_parse_ok(mat(), REAL "match5_2ply_s6001_reexported.mat", &b);
    bg_assert_same(&a, &b, "re-export");
    int reordered = 0;
    for (size_t k = 0; k < a.n; k++)
        reordered += strcmp(a.v[k].args, b.v[k].args) != 0;
    cr_assert_gt(reordered, 10, "the re-export orders sub-moves differently");
    bg_free(&a);
    bg_free(&b);
}

/* ---------------------------------------------------------------- variants */

Test(mat, fibs_layout_col37_smaller_die_first_no_marks)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match3_s3001.mat", &a);
    bg_parse_ok(mat(), VAR "fibs_col37_match3_s3001.mat", &b);
    cr_assert_eq(a.n, b.n);
    int reversed = 0;
    for (size_t k = 0; k < a.n; k++) {
        const bg_rec *x = &a.v[k], *y = &b.v[k];
        cr_assert_str_eq(x->action, y->action);
        cr_assert_str_eq(bg_str(x->player), bg_str(y->player), "move %zu", k + 1);
        if (!strcmp(x->action, "roll")) {
            /* dice as written, not reordered */
            int lo = x->dice[0] < x->dice[1] ? x->dice[0] : x->dice[1];
            int hi = x->dice[0] + x->dice[1] - lo;
            cr_assert_eq(y->dice[0], lo);
            cr_assert_eq(y->dice[1], hi);
            reversed += x->dice[0] != y->dice[0];
        } else {
            cr_assert_str_eq(x->canon, y->canon, "move %zu", k + 1);
            cr_assert_null(strstr(y->args, "marked_hits"));
        }
    }
    cr_assert_gt(reversed, 20);
    bg_free(&a);
    bg_free(&b);
}

Test(mat, bar_and_off_words_read_as_25_and_0)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match5_2ply_s6001.mat", &a);
    bg_parse_ok(mat(), VAR "words_bar_off_match5_2ply_s6001.mat", &b);
    cr_assert_eq(a.n, b.n);
    int words = 0;
    for (size_t k = 0; k < a.n; k++) {
        cr_assert_str_eq(a.v[k].args, b.v[k].args, "move %zu", k + 1);
        words += b.v[k].raw && (strstr(b.v[k].raw, "bar/") || strstr(b.v[k].raw, "/off"));
    }
    cr_assert_gt(words, 30);
    bg_free(&a);
    bg_free(&b);
}

Test(mat, wins_and_the_match_in_the_right_cell_of_a_move_line)
{
    bg_run r;
    bg_parse_ok(mat(), VAR "wins_right_cell_match7_s2001.mat", &r);
    const bg_rec *last = &r.v[r.n - 1];
    cr_assert_str_eq(last->action, "result");
    cr_assert_str_eq(last->player, "2");
    cr_assert_str_eq(last->args, "{\"match\":true,\"points\":7}");
    cr_assert_str_eq(last[-1].action, "move");
    cr_assert_str_eq(last[-1].player, "1");
    bg_free(&r);
}

Test(mat, bom_and_crlf_read_as_the_plain_file)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match3_s3001.mat", &a);
    bg_parse_ok(mat(), VAR "bom_crlf_match3_s3001.mat", &b);
    bg_assert_same(&a, &b, "bom+crlf");
    for (size_t k = 0; k < b.n; k++)
        cr_assert(!b.v[k].raw || !strchr(b.v[k].raw, '\r'), "raw of move %zu keeps a CR", k + 1);
    cr_assert_str_eq(b.h.date, "2026-11-30");
    bg_free(&a);
    bg_free(&b);
}

Test(mat, file_starting_mid_match_keeps_its_header_scores)
{
    bg_run r;
    bg_parse_ok(mat(), VAR "midmatch_match5_2ply_s6001.mat", &r);
    cr_assert_eq(bg_count(&r, "game-start"), 2);
    cr_assert_str_eq(r.v[0].args, "{\"number\":1,\"score\":{\"1\":2,\"2\":2}}");
    cr_assert_str_eq(bg_nth(&r, "game-start", 1)->args, "{\"number\":2,\"score\":{\"1\":2,\"2\":4}}");
    bg_free(&r);
}

Test(mat, names_with_spaces_lose_their_fibs_rating)
{
    bg_run r;
    bg_parse_ok(mat(), VAR "rating_names_match5_s1002.mat", &r);
    cr_assert_str_eq(r.h.players[0].name, "alice smith");
    cr_assert_str_eq(r.h.players[1].name, "bob jones");
    cr_assert_str_eq(r.v[0].args, "{\"number\":1,\"score\":{\"1\":0,\"2\":0}}");
    bg_free(&r);
}

Test(mat, snowie_illegal_play_carries_its_position)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match3_s3001.mat", &a);
    bg_parse_ok(mat(), VAR "snowie_illegal_match3_s3001.mat", &b);
    cr_assert_eq(a.n, b.n);
    const bg_rec *ill = bg_nth(&b, "illegal-play", 0);
    cr_assert_not_null(ill);
    cr_assert_str_eq(ill->player, "1");
    cr_assert_eq(ill[-1].dice[0], 2);
    cr_assert_eq(ill[-1].dice[1], 1);
    json_t *args = json_loads(ill->args, 0, NULL);
    const char *pos = json_string_value(json_object_get(args, "position"));
    cr_assert_not_null(pos);
    cr_assert(!strncmp(pos, "3;0;0;0;1;bob;alice;", 20), "position %s", pos);
    cr_assert_eq(pos[strlen(pos) - 1], ';');
    json_decref(args);
    /* the right cell after the position is bob's roll */
    cr_assert_str_eq(ill[1].action, "roll");
    cr_assert_str_eq(ill[1].player, "2");
    cr_assert_str_eq(ill[1].args, "{\"dice\":[6,2]}");
    /* everything else as in the real file */
    for (size_t k = 0; k < a.n; k++)
        if (&b.v[k] != ill)
            cr_assert_str_eq(a.v[k].canon, b.v[k].canon, "move %zu", k + 1);
    bg_free(&a);
    bg_free(&b);
}

Test(mat, xg_headers_state_the_rules_and_cannot_move_is_a_dance)
{
    bg_run a, b;
    bg_parse_ok(mat(), REAL "match3_s3001.mat", &a);
    bg_parse_ok(mat(), VAR "xg_match3_s3001.mat", &b);
    bg_assert_same(&a, &b, "xg");
    char *s;
    cr_assert_str_eq(s = bg_setup(&b, "crawford"), "true");
    free(s);
    cr_assert_str_eq(s = bg_setup(&b, "jacoby"), "false");
    free(s);
    cr_assert_str_eq(s = bg_setup(&b, "beaver"), "false");
    free(s);
    cr_assert_str_eq(s = bg_setup(&b, "cube_limit"), "1024");
    free(s);
    size_t dances = 0, cannot = 0;
    for (size_t k = 0; k < a.n; k++)
        if (!strcmp(a.v[k].action, "move") && a.v[k].nsteps == 0)
            dances++;
    for (size_t k = 0; k < b.n; k++)
        cannot += b.v[k].raw && !strcmp(b.v[k].raw, "Cannot Move");
    cr_assert_gt(dances, 5);
    cr_assert_eq(cannot, dances);
    bg_free(&a);
    bg_free(&b);
}

Test(mat, roll_then_resignation_gnubg_and_xg_forms)
{
    bg_run a, b;
    bg_parse_ok(mat(), VAR "rollresign_match1_s4001.mat", &a);
    bg_parse_ok(mat(), VAR "xg_rollresign_match1_s4001.mat", &b);
    cr_assert_eq(a.n, b.n);
    for (size_t k = 0; k < a.n; k++)
        if (k != a.n - 2)
            cr_assert_str_eq(a.v[k].canon, b.v[k].canon, "move %zu", k + 1);
    const bg_rec *x = &a.v[a.n - 2], *y = &b.v[b.n - 2];
    cr_assert_str_eq(x->args, "{\"steps\":[]}");
    cr_assert_str_eq(y->args, "{\"resign\":true,\"steps\":[]}");
    cr_assert_str_eq(y->player, "2");
    cr_assert_str_eq(b.v[b.n - 1].player, "1");
    bg_free(&a);
    bg_free(&b);
}

/* ---------------------------------------------------------------- sniffing */

Test(mat, sniff_claims_mat_files_and_only_them)
{
    const char *files[] = {REAL "match1_s4001.mat", REAL "money10_s777.mat",
                           VAR "bom_crlf_match3_s3001.mat", VAR "xg_match3_s3001.mat",
                           VAR "fibs_col37_match3_s3001.mat", REAL "match1_s4001.sgf"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        ga_source *src;
        ga_error err;
        cr_assert_eq(ga_source_open(&src, files[i], &err), 0);
        int s = mat()->sniff(src->data, src->len, src->path);
        const ga_format *f = ga_format_sniff(src);
        if (strstr(files[i], ".sgf")) {
            cr_assert_eq(s, 0, "%s", files[i]);
        } else {
            cr_assert_geq(s, 90, "%s", files[i]);
            cr_assert_eq(f, mat(), "%s", files[i]);
        }
        ga_source_free(src);
    }
}

/* ---------------------------------------------------------------- malformed input */

/* Returns match5_2ply_s6001.mat with line `line` (1-based) replaced by repl. */
static char *with_line(int line, const char *repl, size_t *len)
{
    size_t n = 0;
    char *src = bg_slurp(REAL "match5_2ply_s6001.mat", &n);
    cr_assert_not_null(src);
    char *out = malloc(n + strlen(repl) + 2);
    const char *p = src;
    size_t o = 0;
    for (int l = 1; *p; l++) {
        const char *nl = strchr(p, '\n');
        size_t ll = nl ? (size_t)(nl - p) : strlen(p);
        if (l == line) {
            memcpy(out + o, repl, strlen(repl));
            o += strlen(repl);
        } else {
            memcpy(out + o, p, ll);
            o += ll;
        }
        out[o++] = '\n';
        p += ll + (nl != NULL);
    }
    free(src);
    *len = o;
    return out;
}

Test(mat, truncated_step_is_a_positioned_error)
{
    size_t n = 0;
    char *t = with_line(8, "  2) 31: 8/7* 24/", &n);
    bg_expect_error(mat(), t, n, 8, 18, "expected a point");
    free(t);
    t = with_line(8, "  2) 31: 8/7* 2", &n);
    bg_expect_error(mat(), t, n, 8, 16, "expected '/' in the step \"2\"");
    free(t);
    /* the file cut in the middle of that line */
    t = with_line(8, "  2) 31: 8/7* 24/", &n);
    bg_expect_error(mat(), t, (size_t)(strstr(t, "8/7* 24/") - t) + 8, 8, 18, NULL);
    free(t);
}

Test(mat, impossible_dice_pass_to_the_engine_non_digits_do_not)
{
    size_t n = 0;
    char *t = with_line(8, "  2) 72: 8/7* 24/21              32: 25/22 6/4* ", &n);
    bg_run r;
    ga_error err;
    cr_assert_eq(bg_parse_mem(mat(), t, n, &r, 1, &err), 0, "%s", err.text);
    const bg_rec *roll = bg_nth(&r, "roll", 1);
    cr_assert_str_eq(roll->args, "{\"dice\":[7,2]}");
    bg_free(&r);
    free(t);
    t = with_line(8, "  2) 7x: 8/7* 24/21              32: 25/22 6/4* ", &n);
    bg_expect_error(mat(), t, n, 8, 6, "bad dice");
    free(t);
}

/* One line of a real match replaced, and the error it must give. */
static const struct {
    int line;
    const char *text;
    int err_line, err_col;
    const char *message;
} garbage[] = {
    {8, "  2) 31: 8/7* 24/21   hello", 8, 23, "in \"hello\""},
    {8, "  2) hello 31: 8/7* 24/21", 8, 6, "unreadable cell \"hello\""},
    {8, "  2) 31: 8/7* 24/21  32: 25/22 6/4*  43: 22/18", 8, 38, "third cell"},
    {8, "  2) 31: 8/7* 24/99", 8, 18, "out of range"},
    {8, "  2) 31: 13/7(9)", 8, 14, "repeat"},
    {8, "  2) 31: 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2 1/2", 8, 42, "more than 8 steps"},
    {6, " alice 0                      bob : 0", 6, 38, "second player"},
    {6, " alice : x                    bob : 0", 6, 10, "first player's score"},
    {3, "this is not a match file", 3, 1, "point match"},
    {14, " 14)  Doubles => x", 14, 18, "cube value"},
};

Test(mat, garbage_cells_and_lines_are_positioned_errors)
{
    for (size_t i = 0; i < sizeof garbage / sizeof *garbage; i++) {
        size_t n = 0;
        char *t = with_line(garbage[i].line, garbage[i].text, &n);
        bg_expect_error(mat(), t, n, garbage[i].err_line, garbage[i].err_col, garbage[i].message);
        free(t);
    }
    bg_expect_error(mat(), " 5 point match\n\n Game 1\n", 24, 3, 2, "no score line");
    bg_expect_error(mat(), "; only a comment\n", 17, 1, 1, "not a match file");
    bg_expect_error(mat(), " 3 point match\n  1) 31: 8/5 6/5\n", 33, 2, 3, "before the first");
}

Test(mat, binary_junk_gives_an_error_or_a_parse_never_a_crash)
{
    size_t n = 0;
    char *src = bg_slurp(REAL "match5_2ply_s6001.mat", &n);
    uint32_t x = 12345;
    /* a few bytes overwritten with random bytes, anywhere */
    cr_assert_gt(bg_parse_mutated(mat(), src, n, &x, 300, 7), 10);
    /* pure noise */
    char *noise = malloc(65536);
    for (size_t i = 0; i < 65536; i++) {
        x = x * 1103515245u + 12345u;
        noise[i] = (char)(x >> 16);
    }
    bg_run r;
    ga_error err;
    cr_assert_eq(bg_parse_mem(mat(), noise, 65536, &r, 0, &err), GA_EINPUT);
    cr_assert(err.line >= 1 && err.col >= 1);
    cr_assert_eq(mat()->sniff(noise, 65536, "noise"), 0);
    bg_free(&r);
    free(noise);
    free(src);
}

#define BIG (50u << 20)

Test(mat, a_50_mb_line_is_read_in_linear_time)
{
    size_t n = 0;
    char *src = bg_slurp(REAL "match1_s4001.mat", &n);
    char *t = malloc(n + BIG + 64);
    /* a line of 50 MB of blanks, then `Wins 1 point`: a right cell */
    memcpy(t, src, n);
    memset(t + n, ' ', BIG);
    size_t len = n + BIG;
    len += (size_t)sprintf(t + len, "Wins 1 point\n");
    bg_run r;
    ga_error err;
    double t0 = bg_now();
    cr_assert_eq(bg_parse_mem(mat(), t, len, &r, 1, &err), 0, "%s", err.text);
    cr_assert_lt(bg_now() - t0, 20.0);
    cr_assert_str_eq(r.v[r.n - 1].action, "result");
    cr_assert_str_eq(r.v[r.n - 1].player, "2");
    bg_free(&r);
    /* 50 MB of one garbage token in a cell */
    memset(t + n, 'x', BIG);
    memcpy(t + n, "  20) ", 6);
    t0 = bg_now();
    cr_assert_eq(bg_parse_mem(mat(), t, len, &r, 0, &err), GA_EINPUT);
    cr_assert_lt(bg_now() - t0, 20.0);
    cr_assert_eq(err.line, 28);
    cr_assert_eq(err.col, 7);
    cr_assert_lt(strlen(err.text), 200);
    bg_free(&r);
    /* a 50 MB comment line */
    t[n] = ';';
    t0 = bg_now();
    cr_assert_eq(bg_parse_mem(mat(), t, len, &r, 0, &err), 0, "%s", err.text);
    cr_assert_lt(bg_now() - t0, 20.0);
    bg_free(&r);
    free(t);
    free(src);
}

/* Builds a match of ngames copies of money10_s777's game 1, headers renumbered. */
static char *many_games(long ngames, size_t *len, long *moves_per_game)
{
    size_t n = 0;
    char *src = bg_slurp(REAL "money10_s777.mat", &n);
    char *g1 = strstr(src, " Game 1\n"), *g2 = strstr(src, " Game 2\n");
    g1 = strchr(strchr(g1, '\n') + 1, '\n') + 1;  /* after the score line */
    size_t body = (size_t)(g2 - g1);
    char *out = malloc((size_t)ngames * (body + 80) + 64);
    size_t o = (size_t)sprintf(out, " 0 point match\n\n");
    for (long k = 0; k < ngames; k++) {
        o += (size_t)sprintf(out + o, " Game %ld\n alice : %-24ld bob : 0\n", k + 1, k);
        memcpy(out + o, g1, body);
        o += body;
    }
    bg_run r;
    ga_error err;
    cr_assert_eq(bg_parse_mem(mat(), src, n, &r, 1, &err), 0);
    *moves_per_game = (long)(bg_nth(&r, "game-start", 1)->seq - 1);
    bg_free(&r);
    free(src);
    *len = o;
    return out;
}

Test(mat, a_hundred_thousand_games_stream_in_flat_memory)
{
    /* Counts and peak memory only: speed is measured by `make bench`, where
     * a loaded machine cannot fail a test (timed assertions flaked here). */
    size_t len10, len100;
    long per;
    char *m10 = many_games(10000, &len10, &per);
    char *m100 = many_games(100000, &len100, &per);
    cr_assert_eq(per, 34);
    bg_run r;
    ga_error err;
    cr_assert_eq(bg_parse_mem(mat(), m10, len10, &r, 0, &err), 0, "%s", err.text);
    cr_assert_eq(r.games, 10000);
    cr_assert_eq(r.moves, 10000 * per);
    bg_free(&r);
    struct rusage ru0, ru1;
    ga_source *src;
    cr_assert_eq(ga_source_from_mem(&src, "many", m100, len100, &err), 0);
    getrusage(RUSAGE_SELF, &ru0);
    cr_assert_eq(bg_parse_src(mat(), src, &r, 0, &err), 0, "%s", err.text);
    getrusage(RUSAGE_SELF, &ru1);
    cr_assert_eq(r.games, 100000);
    cr_assert_eq(r.moves, 100000 * per);
#if !defined(__SANITIZE_ADDRESS__)
    /* memory does not grow with the games (peak RSS, in KiB) */
    cr_assert_lt(ru1.ru_maxrss - ru0.ru_maxrss, 16 * 1024, "RSS grew by %ld KiB",
                 ru1.ru_maxrss - ru0.ru_maxrss);
#endif
    bg_free(&r);
    ga_source_free(src);
    free(m10);
    free(m100);
}
