/* test_fromage.c — the Fromage engine on small streams: what the fixtures
 * cannot pin (the return turn's boundary, the quadrant wrapping after 4,
 * setup seats, one end.late for several late turns, malformed args). */
#include "streamtest.h"

#include "../validators/validators.h"

#define HDR(setup)                                                                          \
    "{\"stream\":\"gameaudit/1\",\"game\":\"fromage\",\"date\":\"2024-12-01\",\"players\":" \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":" setup "}\n"
#define WORKERS "{\"tokens\":3,\"workers\":{\"a\":\"cow\",\"b\":\"goat\"}"
#define TURN(s, n) \
    "{\"seq\":" #s ",\"player\":null,\"action\":\"turn\",\"args\":{\"number\":" #n "}}\n"
/* ann places her only cheese token in turn 1 (seq 2) */
#define ANN_LAST_TOKEN                                                                        \
    "{\"seq\":2,\"player\":\"1\",\"action\":\"cheese\",\"args\":{\"quadrant\":1,"             \
    "\"worker\":\"a\",\"cheese\":\"cow\",\"space\":\"x\",\"spot\":\"bronze\","             \
    "\"venue\":\"bistro\",\"table\":\"t\"}}\n"
#define GATHER(s, p, q, w, n)                                                              \
    "{\"seq\":" #s ",\"player\":\"" #p "\",\"action\":\"gather\",\"args\":{\"quadrant\":" #q \
    ",\"worker\":\"" w "\",\"resource\":\"fruit\",\"amount\":" #n "}}\n"

Test(fromage, example_stream_passes)
{
    char *f = stream_audit(ga_game_fromage.example, NULL, NULL);
    cr_assert_str_eq(f, "");
    free(f);
}

Test(fromage, a_worker_is_back_exactly_amount_turns_later)
{
    /* 2 fruit in turn 1: away in turn 2, back at the start of turn 3 */
    char *f = stream_audit(HDR(WORKERS "}") TURN(1, 1) GATHER(2, 1, 1, "a", 2) TURN(3, 2)
                               GATHER(4, 1, 2, "a", 1) TURN(5, 3) GATHER(6, 1, 3, "a", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.worker.away@5 ");
    free(f);
}

Test(fromage, the_facing_quadrant_wraps_after_four_and_follows_setup_seats)
{
    /* bob sits at quadrant 4: turn 1 faces 4, turn 2 faces 1 (not 5) */
    char *f = stream_audit(HDR(WORKERS ",\"seats\":{\"1\":2,\"2\":4}}") TURN(1, 1)
                               GATHER(2, 2, 4, "a", 1) GATHER(3, 1, 2, "a", 1) TURN(4, 2)
                               GATHER(5, 2, 1, "a", 1) GATHER(6, 1, 4, "a", 1),
                           NULL, NULL);
    cr_assert_str_eq(f, "fromage.turn.quadrant@7 ");
    free(f);
}

Test(fromage, the_last_token_lets_the_turn_finish_and_later_turns_are_reported_once)
{
    /* ann places her last token; bob still acts in the same turn; the two
     * turns after it give one finding */
    char *f = stream_audit(
        HDR("{\"tokens\":1,\"workers\":{\"a\":\"cow\"}}") TURN(1, 1)
            ANN_LAST_TOKEN
            "{\"seq\":3,\"player\":\"2\",\"action\":\"cheese\",\"args\":{\"quadrant\":2,"
            "\"worker\":\"a\",\"cheese\":\"cow\",\"space\":\"y\",\"spot\":\"gold\","
            "\"venue\":\"villes\",\"regions\":[\"n\"]}}\n" TURN(4, 2) TURN(5, 3),
        NULL, NULL);
    cr_assert_str_eq(f, "fromage.end.late@5 ");
    free(f);
}

Test(fromage, free_samples_make_no_pair_between_themselves)
{
    /* two adjacent free samples, ann's cheese next to one: 1 pair, not 2 */
    char *f = stream_audit(
        HDR("{\"tokens\":1,\"workers\":{\"a\":\"cow\"},\"free_samples\":[[0,0],[0,1]]}")
            TURN(1, 1)
        "{\"seq\":2,\"player\":\"1\",\"action\":\"cheese\",\"args\":{\"quadrant\":1,"
        "\"worker\":\"a\",\"cheese\":\"cow\",\"space\":\"x\",\"spot\":\"bronze\","
        "\"venue\":\"festival\",\"cell\":[1,0]}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"score\",\"args\":{\"points\":{},\"total\":0,"
        "\"pairs\":2}}\n",
        NULL, NULL);
    cr_assert_str_eq(f, "fromage.score.festival@4 ");
    free(f);
}

Test(fromage, malformed_args_do_not_crash)
{
    char *f = stream_audit(
        HDR("{\"tokens\":\"x\",\"workers\":[1,2],\"seats\":{\"1\":99},\"free_samples\":[[1],"
            "\"a\",[1,2,3]],\"rubric\":{\"bistro\":[\"x\"],\"orders\":5},\"villes\":[1]}")
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

Test(fromage, an_action_after_the_scoring_is_late)
{
    char *f = stream_audit(HDR(WORKERS "}") TURN(1, 1)
                           "{\"seq\":2,\"player\":\"1\",\"action\":\"score\",\"args\":{\"points\":"
                           "{},\"total\":0}}\n" GATHER(3, 1, 1, "a", 1) GATHER(4, 2, 2, "a", 1),
                           NULL, NULL);
    /* scored with 3 tokens each unplaced: early; the gathers after it: late, once */
    cr_assert_str_eq(f, "fromage.end.early@3 fromage.end.late@4 ");
    free(f);
}
