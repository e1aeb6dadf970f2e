/* test_harmonies.c — the Harmonies engine: scoring by category on hand-made boards, the
 * habitat-pattern geometry (BGA's numbering, rotations, no mirror), the harmonies-bot reader
 * (the five real BGA finals against BGA's totals) and the example stream. */
#include "../src/internal.h"
#include "../parsers/parsers.h"
#include "../validators/validators.h"
#include "../validators/harmonies/harmonies.h"

#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>

static void put(hm_board *b, int c, int r, const char *stack)
{
    b->exists[c][r] = 1;
    b->h[c][r] = 0;
    for (const char *s = stack; *s; s++) {
        int t = *s == 'w' ? HM_WATER : *s == 'm' ? HM_MOUNTAIN : *s == 't' ? HM_TRUNK
                : *s == 'f' ? HM_FOLIAGE : *s == 'y' ? HM_FIELD : HM_BUILDING;
        b->t[c][r][b->h[c][r]++] = (unsigned char)t;
    }
}

/* An empty side A board (5 columns; odd columns 4 rows). */
static void side_a(hm_board *b)
{
    memset(b, 0, sizeof *b);
    for (int c = 0; c < 5; c++)
        for (int r = 0; r < ((c & 1) ? 4 : 5); r++)
            b->exists[c][r] = 1;
}

Test(harmonies, trees_score_1_3_7_and_brown_alone_nothing)
{
    hm_board b;
    side_a(&b);
    put(&b, 0, 0, "f");
    put(&b, 2, 0, "tf");
    put(&b, 4, 0, "ttf");
    put(&b, 0, 4, "t");
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.trees, 1 + 3 + 7);
}

Test(harmonies, a_mountain_scores_only_beside_another)
{
    hm_board b;
    side_a(&b);
    put(&b, 0, 0, "mmm");
    put(&b, 4, 4, "mm"); /* alone */
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.mountains, 0);
    put(&b, 0, 1, "m"); /* below 0,0 */
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.mountains, 7 + 1);
}

Test(harmonies, odd_columns_sit_lower_for_adjacency)
{
    hm_board b;
    side_a(&b);
    /* (1,0) touches (0,0) and (0,1), not (0,2) */
    put(&b, 1, 0, "m");
    put(&b, 0, 2, "m");
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.mountains, 0);
    put(&b, 0, 2, "");
    put(&b, 0, 1, "m");
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.mountains, 2);
}

Test(harmonies, fields_score_5_per_group_of_two_or_more)
{
    hm_board b;
    side_a(&b);
    put(&b, 0, 0, "y");
    put(&b, 0, 1, "y");
    put(&b, 0, 2, "y");
    put(&b, 4, 4, "y"); /* a single field: nothing */
    put(&b, 4, 0, "y");
    put(&b, 4, 1, "y");
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.fields, 10);
}

Test(harmonies, a_building_needs_three_colours_around)
{
    hm_board b;
    side_a(&b);
    put(&b, 2, 2, "mb");
    put(&b, 2, 1, "w");
    put(&b, 2, 3, "y");
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.buildings, 0);
    put(&b, 1, 1, "f");
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.buildings, 5);
    put(&b, 0, 0, "b"); /* a lone red token is no building */
    put(&b, 0, 1, "w");
    put(&b, 1, 0, "y");
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.buildings, 5);
}

Test(harmonies, river_is_the_longest_shortest_path)
{
    hm_board b;
    side_a(&b);
    /* a column of 5 blue tokens plus a branch: the chain is 5 (11 points), not 6 */
    for (int r = 0; r < 5; r++)
        put(&b, 0, r, "w");
    put(&b, 1, 1, "w");
    hm_score s;
    ga_hm_score_board(&b, 0, NULL, 0, &s);
    cr_assert_eq(s.chain, 5);
    cr_assert_eq(s.water, 11);
    cr_assert_eq(ga_hm_river_points(2), 2);
    cr_assert_eq(ga_hm_river_points(6), 15);
    cr_assert_eq(ga_hm_river_points(8), 23);
}

Test(harmonies, side_b_counts_islands)
{
    hm_board b;
    memset(&b, 0, sizeof b);
    for (int c = 0; c < 7; c++)
        for (int r = 0; r < 4; r++)
            b.exists[c][r] = 1;
    for (int r = 0; r < 4; r++)
        put(&b, 3, r, "w");
    hm_score s;
    ga_hm_score_board(&b, 1, NULL, 0, &s);
    cr_assert_eq(s.water, 10);
}

Test(harmonies, animal_card_scores_topmost_uncovered_space)
{
    hm_board b;
    side_a(&b);
    hm_held cards[] = {{3, 4}, {3, 2}, {3, 0}}; /* card 3: 3/6/10/16, 4 cubes */
    hm_score s;
    ga_hm_score_board(&b, 0, cards, 3, &s);
    cr_assert_eq(s.animals, 0 + 6 + 16);
}

Test(harmonies, spirit_scores_only_once_settled)
{
    hm_board b;
    side_a(&b);
    put(&b, 0, 0, "w");
    put(&b, 0, 1, "w");
    hm_held on[] = {{42, 0}}, off[] = {{42, 1}}; /* 2 points a water token */
    hm_score s;
    ga_hm_score_board(&b, 0, on, 1, &s);
    cr_assert_eq(s.spirits, 4);
    ga_hm_score_board(&b, 0, off, 1, &s);
    cr_assert_eq(s.spirits, 0);
}

/* Card 13: field, a tree of 2 to its top right (BGA position 2, the cube), a field below the
 * tree (4), a field to the top right of that one (2).  (Its mirror image matches too: with
 * three fields, the mirror is the same habitat; tests/harmonies/gen_cards.py checks that
 * mirroring changes no card's set of habitats.)  Moving the last field away breaks it. */
Test(harmonies, pattern_follows_bga_numbering_without_mirror)
{
    const hm_card *card = ga_hm_card_find(13);
    cr_assert_not_null(card);
    hm_board b;
    side_a(&b);
    put(&b, 0, 2, "y");
    put(&b, 1, 1, "tf"); /* top right of (0,2): odd column 1 sits lower */
    put(&b, 1, 2, "y");
    put(&b, 2, 2, "y");
    cr_assert_eq(ga_hm_pattern_at(&b, card, 1, 1), 2);
    cr_assert_eq(ga_hm_pattern_at(&b, card, 0, 2), 1);
    put(&b, 2, 2, "");
    put(&b, 2, 3, "y"); /* below (2,2): no longer top right of (1,2) */
    cr_assert_eq(ga_hm_pattern_at(&b, card, 1, 1), 0);
    put(&b, 1, 1, "ttf"); /* the tree must be 2 high */
    put(&b, 2, 2, "y");
    cr_assert_eq(ga_hm_pattern_at(&b, card, 1, 1), 0);
}

Test(harmonies, pattern_height_must_match_and_building_is_two_high)
{
    const hm_card *card = ga_hm_card_find(6); /* building, water beside it */
    hm_board b;
    side_a(&b);
    put(&b, 0, 0, "b");
    put(&b, 0, 1, "w");
    cr_assert_eq(ga_hm_pattern_at(&b, card, 0, 1), 0);
    put(&b, 0, 0, "tb");
    cr_assert_eq(ga_hm_pattern_at(&b, card, 0, 1), 2);
}

Test(harmonies, card_table_is_complete)
{
    cr_assert_eq(ga_hm_ncards, 42);
    for (size_t i = 0; i < ga_hm_ncards; i++) {
        int cubes = 0;
        for (int k = 0; k < ga_hm_cards[i].nsteps; k++)
            cubes += ga_hm_cards[i].steps[k].cube;
        cr_assert_eq(cubes, 1, "card %d", ga_hm_cards[i].type);
        cr_assert_eq(ga_hm_cards[i].spirit, ga_hm_cards[i].type >= 33);
    }
}

static ga_result check(const char *path)
{
    ga_check_opts o = {0};
    ga_result r;
    ga_check_file(path, &o, &r);
    return r;
}

Test(harmonies, real_bga_finals_equal_bgas_totals)
{
    ga_result r = check("fixtures/harmonies/score_parity/manifest.json");
    cr_assert_eq(r.status, 0, "%s", r.err.text);
    cr_assert_eq(r.games, 5);
    cr_assert_eq(r.findings.n, 0);
    ga_result_clear(&r);
}

Test(harmonies, a_wrong_bga_total_is_found)
{
    ga_result r = check("fixtures/harmonies/bad/score-total.json");
    cr_assert_eq(r.status, 0);
    cr_assert_eq(r.findings.n, 1);
    cr_assert_str_eq(r.findings.v[0].code, "harmonies.score.total");
    ga_result_clear(&r);
}

Test(harmonies, bot_files_are_sniffed_as_harmonies)
{
    ga_source *s = NULL;
    ga_error e;
    cr_assert_eq(ga_source_open(&s, "fixtures/harmonies/score_parity/sidea_2p_nature_match08_dom_final.json", &e), 0);
    const ga_format *f = ga_format_sniff(s);
    cr_assert_not_null(f);
    cr_assert_str_eq(f->name, "harmonies-snapshot");
    ga_source_free(s);
}

Test(harmonies, malformed_input_is_refused_not_crashed)
{
    static const char *const docs[] = {
        "{\"schemaVersion\":1,\"boardSide\":\"sideA\",\"players\":3}",
        "{\"schemaVersion\":1,\"boardSide\":\"sideA\",\"players\":[{\"playerId\":\"a\",\"cells\":[{\"coord\":{\"col\":99,\"row\":-4},\"stack\":{\"tokens\":[\"lava\",7]}}]}]}",
        "{\"engine\":\"harmonies-bot\",\"initialSnapshot\":{\"players\":[{\"playerId\":\"a\",\"cells\":[]}]},\"turns\":[{\"playerId\":\"a\",\"actions\":[{\"applied\":true,\"action\":{\"kind\":\"placeToken\",\"token\":\"water\",\"col\":-1,\"row\":1000000}}]}]}",
        "{\"schemaVersion\":1,\"cases\":[{\"snapshot\":\"../../etc/passwd\"}]}",
    };
    for (size_t i = 0; i < sizeof docs / sizeof docs[0]; i++) {
        char path[] = "/tmp/hm-test-XXXXXX";
        int fd = mkstemp(path);
        cr_assert(fd >= 0);
        cr_assert_eq(write(fd, docs[i], strlen(docs[i])), (ssize_t)strlen(docs[i]));
        close(fd);
        ga_check_opts o = {.format = "harmonies-snapshot"};
        ga_result r;
        int rc = ga_check_file(path, &o, &r);
        cr_assert(rc == 0 || rc == GA_EINPUT, "doc %zu: rc %d", i, rc);
        ga_result_clear(&r);
        unlink(path);
    }
}

/* ---------------------------------------------------------------- BGA decoder */

static ga_move bga_event(const char *type, const char *args_json)
{
    ga_move m = {0};
    json_error_t je;
    json_t *inner = json_loads(args_json, 0, &je);
    cr_assert_not_null(inner, "%s", je.text);
    json_t *args = json_pack("{so}", "args", inner);
    ga_span sp = {0};
    cr_assert_eq(ga_move_set(&m, 1, 1, NULL, type, args, sp, NULL, 0), 0);
    return m;
}

Test(harmonies, bga_token_to_hex_is_a_placement_at_its_level)
{
    static ga_player players[2] = {{"84001", "ann"}, {"84002", "bob"}};
    ga_header h = {.players = players, .nplayers = 2};
    ga_hm_bga *d;
    cr_assert_eq(ga_hm_bga_new(&d), 0);
    ga_move ev = bga_event("materialMove",
                           "{\"type\":\"TOKEN\",\"from\":\"DECK\",\"to\":\"HEX\",\"toArg\":84002,"
                           "\"material\":[{\"id\":7,\"type_arg\":4,\"location\":\"84002_cell_3_1\","
                           "\"location_arg\":2}]}");
    ga_hm_moves out;
    cr_assert_eq(ga_hm_bga_decode(d, &h, &ev, &out), 0);
    cr_assert_eq(out.n, 1);
    cr_assert_str_eq(out.v[0].action, "place");
    cr_assert_str_eq(out.v[0].player, "84002");
    cr_assert_str_eq(json_string_value(json_object_get(out.v[0].args, "token")), "foliage");
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "col")), 3);
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "row")), 1);
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "level")), 2);
    json_decref(out.v[0].args);
    ga_move_clear(&ev);
    ga_hm_bga_free(d);
}

Test(harmonies, bga_cube_names_its_card_by_the_card_taken_before)
{
    static ga_player players[1] = {{"84001", "ann"}};
    ga_header h = {.players = players, .nplayers = 1};
    ga_hm_bga *d;
    cr_assert_eq(ga_hm_bga_new(&d), 0);
    ga_move take = bga_event("materialMove",
                             "{\"playerId\":\"84001\",\"type\":\"CARD\",\"from\":\"RIVER\","
                             "\"to\":\"HAND\",\"toArg\":\"84001\",\"material\":[{\"id\":5003,"
                             "\"type_arg\":26}]}");
    ga_move cube = bga_event("materialMove",
                             "{\"type\":\"CUBE\",\"from\":\"CARD\",\"fromArg\":5003,\"to\":\"HEX\","
                             "\"toArg\":\"84001\",\"material\":[{\"id\":9,\"location\":"
                             "\"cell_84001_0_4\"}]}");
    ga_hm_moves out;
    cr_assert_eq(ga_hm_bga_decode(d, &h, &take, &out), 0);
    cr_assert_eq(out.n, 1);
    cr_assert_str_eq(out.v[0].action, "card");
    json_decref(out.v[0].args);
    cr_assert_eq(ga_hm_bga_decode(d, &h, &cube, &out), 0);
    cr_assert_eq(out.n, 1);
    cr_assert_str_eq(out.v[0].action, "cube");
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "card")), 26);
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "col")), 0);
    cr_assert_eq(json_integer_value(json_object_get(out.v[0].args, "row")), 4);
    json_decref(out.v[0].args);
    ga_move_clear(&take);
    ga_move_clear(&cube);
    ga_hm_bga_free(d);
}

Test(harmonies, bga_malformed_events_decode_to_nothing)
{
    static ga_player players[1] = {{"84001", "ann"}};
    ga_header h = {.players = players, .nplayers = 1};
    ga_hm_bga *d;
    cr_assert_eq(ga_hm_bga_new(&d), 0);
    static const char *const bad[] = {
        "{\"type\":\"TOKEN\",\"to\":\"HEX\",\"material\":[{\"location\":\"cell__\"}]}",
        "{\"type\":\"TOKEN\",\"to\":\"HEX\",\"material\":[{\"location\":\"x_99999999999_3\"}]}",
        "{\"type\":7,\"to\":[],\"material\":{}}",
        "{\"type\":\"CUBE\",\"to\":\"HEX\",\"fromArg\":\"zz\",\"material\":[7]}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ga_move ev = bga_event("materialMove", bad[i]);
        ga_hm_moves out;
        cr_assert_eq(ga_hm_bga_decode(d, &h, &ev, &out), 0);
        cr_assert_eq(out.n, 0, "event %zu", i);
        ga_move_clear(&ev);
    }
    ga_hm_bga_free(d);
}

Test(harmonies, derived_bga_archives_replay_with_no_rule_broken)
{
    static const char *const files[] = {"fixtures/harmonies/bga/derived-sideA-seed101.json",
                                        "fixtures/harmonies/bga/derived-sideB-seed102.json"};
    for (size_t i = 0; i < 2; i++) {
        ga_result r = check(files[i]);
        cr_assert_eq(r.status, 0, "%s", r.err.text);
        cr_assert_str_eq(r.header.game, "harmonies");
        /* cut before the bot's first card-id collision: scored before the end */
        cr_assert_eq(r.findings.n, 1, "%s: %zu findings", files[i], r.findings.n);
        cr_assert_str_eq(r.findings.v[0].code, "harmonies.end.early");
        cr_assert_gt(r.moves, 30);
        ga_result_clear(&r);
    }
}

Test(harmonies, bga_last_turn_message_is_the_end_trigger)
{
    static ga_player players[2] = {{"84001", "ann"}, {"84002", "bob"}};
    ga_header h = {.players = players, .nplayers = 2};
    ga_hm_bga *d;
    cr_assert_eq(ga_hm_bga_new(&d), 0);
    ga_move ev = bga_event("lastTurn", "{\"player_id\":84001,\"player_name\":\"ann\"}");
    ev.player = ga_strdup0("84001");
    ga_hm_moves out;
    cr_assert_eq(ga_hm_bga_decode(d, &h, &ev, &out), 0);
    cr_assert_eq(out.n, 1);
    cr_assert_str_eq(out.v[0].action, "end");
    cr_assert_str_eq(out.v[0].player, "84001");
    json_decref(out.v[0].args);
    ga_move_clear(&ev);
    ga_hm_bga_free(d);
}
