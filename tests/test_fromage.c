/* test_fromage.c — the Fromage engine on small streams: what the fixtures
 * cannot pin (the return turn's boundary, the quadrant wrapping after 4,
 * setup seats and the published defaults, one end.late for several late
 * turns, free samples, malformed args). */
#include "streamtest.h"

#include "../validators/validators.h"

#define HDR(setup)                                                                          \
    "{\"stream\":\"gameaudit/1\",\"game\":\"fromage\",\"date\":\"2024-12-01\",\"players\":" \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":" setup "}\n"
#define TURN(s, n) \
    "{\"seq\":" #s ",\"player\":null,\"action\":\"turn\",\"args\":{\"number\":" #n "}}\n"
#define GATHER(s, p, q, w, n)                                                              \
    "{\"seq\":" #s ",\"player\":\"" #p "\",\"action\":\"gather\",\"args\":{\"quadrant\":" #q \
    ",\"worker\":\"" w "\",\"resource\":\"fruit\",\"amount\":" #n "}}\n"
/* a soft cheese by player p from quadrant q on space sp of the festival at (r, c) */
#define CHEESE(s, p, q, sp, r, c)                                                           \
    "{\"seq\":" #s ",\"player\":\"" #p "\",\"action\":\"cheese\",\"args\":{\"quadrant\":" #q \
    ",\"worker\":\"soft\",\"cheese\":\"soft\",\"space\":\"" sp "\",\"spot\":\"bronze\","    \
    "\"venue\":\"festival\",\"cell\":[" #r "," #c "]}}\n"

Test(fromage, example_stream_passes)
{
    char *f = stream_audit(ga_game_fromage.example, NULL, NULL);
    cr_assert_str_eq(f, "");
    free(f);
}

Test(fromage, a_worker_is_back_exactly_amount_turns_later)
{
    /* 2 fruit in turn 1: away in turn 2, back at the start of turn 3 */
    char *f = stream_audit(HDR("{}") TURN(1, 1) GATHER(2, 1, 1, "soft", 2) TURN(3, 2)
                               GATHER(4, 1, 2, "soft", 1) TURN(5, 3) GATHER(6, 1, 3, "soft", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.worker.away@5 ");
    free(f);
}

Test(fromage, two_players_face_opposite_quadrants_with_three_workers_by_default)
{
    /* bob faces quadrant 3 in turn 1, not 2; worker "a" is none of soft, hard, bleu */
    char *f = stream_audit(HDR("{}") TURN(1, 1) GATHER(2, 2, 3, "bleu", 1)
                               GATHER(3, 1, 1, "a", 1) TURN(4, 2) GATHER(5, 2, 3, "hard", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.worker.unknown@4 fromage.turn.quadrant@6 ");
    free(f);
}

Test(fromage, a_setup_with_other_than_three_workers_is_warned_once)
{
    char *f = stream_audit(HDR("{\"workers\":{\"a\":\"soft\",\"b\":\"hard\"}}") TURN(1, 1)
                               GATHER(2, 1, 1, "a", 1) GATHER(3, 2, 3, "b", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.setup.workers@2 ");
    free(f);
}

Test(fromage, the_facing_quadrant_wraps_after_four_and_follows_setup_seats)
{
    /* bob sits at quadrant 4: turn 1 faces 4, turn 2 faces 1 (not 5) */
    char *f = stream_audit(HDR("{\"seats\":{\"1\":2,\"2\":4}}") TURN(1, 1)
                               GATHER(2, 2, 4, "soft", 1) GATHER(3, 1, 2, "soft", 1) TURN(4, 2)
                                   GATHER(5, 2, 1, "soft", 1) GATHER(6, 1, 4, "soft", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.turn.quadrant@7 ");
    free(f);
}

Test(fromage, the_last_token_lets_the_turn_finish_and_later_turns_are_reported_once)
{
    /* ann places her last token; bob still acts in the same turn; the two
     * turns after it give one finding */
    char *f = stream_audit(HDR("{\"tokens\":1}") TURN(1, 1) CHEESE(2, 1, 1, "x", 0, 0)
                               CHEESE(3, 2, 3, "y", 3, 3) TURN(4, 2) TURN(5, 3),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.end.late@5 ");
    free(f);
}

Test(fromage, free_samples_make_no_pair_between_themselves)
{
    /* two adjacent free samples, ann's cheese next to one: 1 pair, not 2 */
    char *f = stream_audit(
        HDR("{\"tokens\":1,\"free_samples\":[[0,0],[0,1]]}") TURN(1, 1) CHEESE(2, 1, 1, "x", 1, 0)
        "{\"seq\":3,\"player\":\"1\",\"action\":\"score\",\"args\":{\"points\":{},\"total\":0,"
        "\"pairs\":2}}\n",
        NULL, NULL);
    cr_assert_str_eq(f, "fromage.score.festival@4 ");
    free(f);
}

Test(fromage, an_action_after_the_scoring_is_late)
{
    char *f = stream_audit(HDR("{\"tokens\":3}") TURN(1, 1)
                           "{\"seq\":2,\"player\":\"1\",\"action\":\"score\",\"args\":{\"points\":"
                           "{},\"total\":0}}\n" GATHER(3, 1, 1, "soft", 1)
                               GATHER(4, 2, 3, "soft", 1),
                           NULL, NULL);
    /* scored with 3 tokens each unplaced: early; the gathers after it: late, once */
    cr_assert_str_eq(f, "fromage.end.early@3 fromage.end.late@4 ");
    free(f);
}

Test(fromage, malformed_args_do_not_crash)
{
    char *f = stream_audit(
        HDR("{\"tokens\":\"x\",\"workers\":[1,2],\"seats\":{\"1\":99},\"free_samples\":[[1],"
            "\"a\",[1,2,3]],\"rubric\":{\"bistro\":[\"x\"],\"orders\":5},\"villes\":[1],"
            "\"venues\":{\"1\":7,\"9\":\"bistro\"}}")
            TURN(1, -5)
        "{\"seq\":2,\"player\":\"9\",\"action\":\"gather\",\"args\":{\"quadrant\":99999999999,"
        "\"worker\":\"\",\"resource\":\"\",\"amount\":-7}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"cheese\",\"args\":{\"quadrant\":0,"
        "\"worker\":\"q\",\"cheese\":\"\",\"space\":\"\",\"spot\":\"\",\"venue\":\"\","
        "\"symbol\":\"jam\",\"cell\":[\"a\",null],\"regions\":[1,[2],\"r\",\"s\",\"t\",\"u\","
        "\"v\"],\"bonus\":99999999999}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"spend\",\"args\":{\"resource\":\"fruit\","
        "\"amount\":99999999999}}\n"
        "{\"seq\":5,\"player\":\"2\",\"action\":\"score\",\"args\":{\"points\":{\"a\":\"x\","
        "\"b\":99999999999},\"total\":-1,\"pairs\":99999999999,\"unused\":-99999999999}}\n"
        "{\"seq\":6,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[7,null,"
        "\"9\"]}}\n",
        NULL, NULL);
    cr_assert_not_null(f);
    free(f);
}
