/* test_hadara.c — the Hadara engine (validators/hadara/engine.c): the example
 * stream, the revision in force by date (the same sheet judged by the page of
 * 2023-10-16 and of 2023-10-17), the stream's own rules date, the rule set's
 * revision lookup, and malformed sheets. */
#include <criterion/criterion.h>

#include "../src/internal.h"
#include "../validators/validators.h"
#include "streamtest.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define audit stream_audit

/* The sheet of fixtures/hadara/page-tie-2023-10-16.jsonl under a header. */
static char *tie_stream(const char *header_extra)
{
    ga_buf b = {0};
    ga_buf_printf(&b,
                  "{\"stream\":\"gameaudit/1\",\"game\":\"hadara\",%s,\"players\":[{\"id\":\"1\","
                  "\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{}}\n",
                  header_extra);
    ga_buf_puts(&b,
                "{\"seq\":1,\"player\":\"1\",\"action\":\"pay\",\"args\":{\"coins\":10}}\n"
                "{\"seq\":2,\"player\":\"2\",\"action\":\"pay\",\"args\":{\"coins\":5}}\n"
                "{\"seq\":3,\"player\":\"1\",\"action\":\"score\",\"args\":{\"coins\":2,"
                "\"points\":{\"colonies\":12,\"statues\":6,\"bonus\":3,\"silver\":10,\"gold\":7,"
                "\"cards\":5,\"coins\":2},\"total\":45}}\n"
                "{\"seq\":4,\"player\":\"2\",\"action\":\"score\",\"args\":{\"coins\":4,"
                "\"points\":{\"colonies\":18,\"statues\":9,\"bonus\":0,\"silver\":6,\"gold\":0,"
                "\"cards\":11,\"coins\":1},\"total\":45}}\n"
                "{\"seq\":5,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[\"2\"]}}\n");
    return ga_buf_detach(&b);
}

static const char *const NEW_VERDICT = "hadara.coins.pay@2 hadara.coins.pay@3 hadara.tie.winner@6 ";

Test(hadara, example_stream_passes)
{
    char *got = audit(ga_game_hadara.example, NULL, NULL);
    cr_assert_str_eq(got, "");
    free(got);
}

Test(hadara, same_sheet_differs_between_2023_10_16_and_2023_10_18)
{
    char *s16 = tie_stream("\"date\":\"2023-10-16\"");
    char *s18 = tie_stream("\"date\":\"2023-10-18\"");
    char *g16 = audit(s16, NULL, NULL), *g18 = audit(s18, NULL, NULL);
    /* old page: bob keeps 4 coins to ann's 2 and wins the tie; new page:
     * nobody pays, ann keeps 12 to bob's 9 and wins it. */
    cr_assert_str_eq(g16, "");
    cr_assert_str_eq(g18, NEW_VERDICT);
    free(s16), free(s18), free(g16), free(g18);
}

Test(hadara, the_empty_revision_of_00_07_53_leaves_the_old_rule_in_force)
{
    char *a = tie_stream("\"date\":\"2023-10-17T00:08:00Z\"");
    char *b = tie_stream("\"date\":\"2023-10-17T00:09:00Z\"");
    char *ga = audit(a, NULL, NULL), *gb = audit(b, NULL, NULL);
    cr_assert_str_eq(ga, "");
    cr_assert_str_eq(gb, NEW_VERDICT);
    free(a), free(b), free(ga), free(gb);
}

Test(hadara, the_streams_rules_date_overrides_the_game_date)
{
    char *s = tie_stream("\"date\":\"2023-10-18\",\"ruleset\":\"2023-10-16\"");
    char *g = audit(s, NULL, NULL);
    cr_assert_str_eq(g, "");
    free(s), free(g);
}

Test(hadara, the_rule_sets_revision_in_force_gives_the_same_verdicts)
{
    ga_ruleset *rs = NULL;
    ga_error err;
    cr_assert_eq(ga_ruleset_load_dir(&rs, "fixtures/wiki", &err), 0, "%s", err.text);
    char *s16 = tie_stream("\"date\":\"2023-10-16\"");
    char *s18 = tie_stream("\"date\":\"2023-10-18\"");
    char *g16 = audit(s16, rs, NULL), *g18 = audit(s18, rs, NULL);
    cr_assert_str_eq(g16, "");
    cr_assert_str_eq(g18, NEW_VERDICT);
    free(s16), free(s18), free(g16), free(g18);
    ga_ruleset_free(rs);
}

Test(hadara, a_stream_without_date_is_judged_by_the_latest_revision)
{
    char *s = tie_stream("\"date\":null");
    char *g = audit(s, NULL, NULL);
    cr_assert_str_eq(g, NEW_VERDICT);
    free(s), free(g);
}

Test(hadara, malformed_sheets_do_not_crash)
{
    const char *s =
        "{\"stream\":\"gameaudit/1\",\"game\":\"hadara\",\"date\":\"2024-01-01\",\"players\":"
        "[{\"id\":\"1\",\"name\":\"ann\"}],\"setup\":{}}\n"
        "{\"seq\":1,\"player\":\"9\",\"action\":\"pay\",\"args\":{\"coins\":-4}}\n"
        "{\"seq\":2,\"player\":\"1\",\"action\":\"score\",\"args\":{\"colonies\":[\"x\",{}],"
        "\"silver\":[3,null],\"tracks\":{\"blue\":\"x\"},\"cards\":[1,{\"colour\":7}],"
        "\"gold\":-1,\"coins\":-3,\"points\":{\"colonies\":\"?\"},\"total\":0}}\n"
        "{\"seq\":3,\"player\":null,\"action\":\"result\",\"args\":{\"winners\":[5,\"zz\"]}}\n";
    char *g = audit(s, NULL, NULL);
    cr_assert_not_null(strstr(g, "hadara.silver.tile@3"), "%s", g);
    cr_assert_not_null(strstr(g, "hadara.end.winner@4"), "%s", g);
    free(g);
}
