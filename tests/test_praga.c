/* test_praga.c — the Praga Caput Regni engine on small streams: what the
 * fixtures cannot pin (ties at a plaza, the window cap, malformed args). */
#include "streamtest.h"

#include "../validators/validators.h"

#define HDR                                                                                \
    "{\"stream\":\"gameaudit/1\",\"game\":\"praga\",\"date\":\"2024-07-01\",\"players\":" \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"},"                   \
    "{\"id\":\"3\",\"name\":\"cem\"}],\"setup\":{}}\n"

Test(praga, example_stream_passes)
{
    char *f = stream_audit(ga_game_praga.example, NULL, NULL);
    cr_assert_str_eq(f, "");
    free(f);
}

Test(praga, tied_leaders_at_a_plaza_get_one_reward_each)
{
    char *f = stream_audit(HDR "{\"seq\":1,\"player\":null,\"action\":\"plaza\",\"args\":"
                               "{\"cubes\":{\"1\":2,\"2\":2,\"3\":1},\"rewards\":{\"1\":\"one\","
                               "\"2\":\"one\",\"3\":\"one\"}}}\n",
                           NULL, NULL);
    cr_assert_str_eq(f, "");
    free(f);
    f = stream_audit(HDR "{\"seq\":1,\"player\":null,\"action\":\"plaza\",\"args\":"
                         "{\"cubes\":{\"1\":2,\"2\":2,\"3\":1},\"rewards\":{\"1\":\"both\","
                         "\"2\":\"one\",\"3\":\"one\"}}}\n",
                     NULL, NULL);
    cr_assert_str_eq(f, "praga.plaza.rewards@2 ");
    free(f);
}

Test(praga, windows_beyond_two_are_lost_not_kept)
{
    /* 3 windows gained with none held: 2 held, the third lost; moving up a
     * tier then spends both, and a third window is not there to spend */
    char *f = stream_audit(
        HDR "{\"seq\":1,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"windows\":3,"
            "\"windows_held\":2}}\n"
            "{\"seq\":2,\"player\":\"1\",\"action\":\"climb\",\"args\":{\"track\":\"wall\","
            "\"step\":\"up\",\"windows\":2}}\n"
            "{\"seq\":3,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"windows\":1,"
            "\"windows_held\":1}}\n"
            "{\"seq\":4,\"player\":\"1\",\"action\":\"climb\",\"args\":{\"track\":\"wall\","
            "\"step\":\"up\",\"windows\":2}}\n",
        NULL, NULL);
    cr_assert_str_eq(f, "praga.resources.short@5 ");
    free(f);
}

Test(praga, technology_i_works_from_the_next_turn_and_iii_once)
{
    char *f = stream_audit(
        HDR "{\"seq\":1,\"player\":\"1\",\"action\":\"take\",\"args\":{\"zone\":\"green\","
            "\"actions\":[\"upgrade\",\"wall\"]}}\n"
            "{\"seq\":2,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"id\":\"a\","
            "\"level\":2,\"icon\":true}}\n"
            "{\"seq\":3,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"id\":\"b\","
            "\"level\":4,\"icon\":true}}\n"
            "{\"seq\":4,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"use\":\"b\"}}\n"
            "{\"seq\":5,\"player\":\"1\",\"action\":\"end\",\"args\":{}}\n"
            "{\"seq\":6,\"player\":\"1\",\"action\":\"take\",\"args\":{\"zone\":\"green\","
            "\"actions\":[\"upgrade\",\"wall\"]}}\n"
            "{\"seq\":7,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"use\":\"a\"}}\n"
            "{\"seq\":8,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"use\":\"a\"}}\n"
            "{\"seq\":9,\"player\":\"1\",\"action\":\"tech\",\"args\":{\"use\":\"b\"}}\n",
        NULL, NULL);
    /* IV used the turn it came is fine (one off), used again is not; II is
     * ongoing from the next turn, used as often as wanted */
    cr_assert_str_eq(f, "praga.tech.use@10 ");
    free(f);
}

Test(praga, malformed_args_do_not_crash)
{
    char *f = stream_audit(
        HDR "{\"seq\":1,\"player\":\"9\",\"action\":\"take\",\"args\":{\"zone\":\"red\","
            "\"actions\":[1,2,3],\"paid\":{\"gold\":\"x\"}}}\n"
            "{\"seq\":2,\"player\":\"1\",\"action\":\"take\",\"args\":{\"zone\":\"mauve\","
            "\"actions\":[],\"paid\":{\"gold\":99999999999}}}\n"
            "{\"seq\":3,\"player\":\"1\",\"action\":\"action\",\"args\":{\"kind\":\"road\","
            "\"space\":\"IV\"}}\n"
            "{\"seq\":4,\"player\":\"1\",\"action\":\"climb\",\"args\":{\"track\":\"moon\","
            "\"step\":\"sideways\",\"paid\":{\"eggs\":[1]}}}\n"
            "{\"seq\":5,\"player\":null,\"action\":\"plaza\",\"args\":{\"cubes\":{\"7\":3},"
            "\"rewards\":{\"1\":5}}}\n"
            "{\"seq\":6,\"player\":\"2\",\"action\":\"score\",\"args\":{\"technology\":{\"track\":"
            "\"x\"},\"wall\":{\"row\":null,\"column\":[2]},\"total\":0}}\n"
            "{\"seq\":7,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[7,null,"
            "\"9\"]}}\n",
        NULL, NULL);
    cr_assert_not_null(f);
    free(f);
}
