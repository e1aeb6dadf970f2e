/* test_limit.c — the Limit engine: the card tables come from the parsed wiki
 * page, judged by the revision in force (2026-03-01 vs 2026-03-03). */
#include "../src/internal.h"
#include "../validators/validators.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Audits a stream written to a temp file; returns the findings with code
 * (count) and, when first is not NULL, the first one's rule id. */
static size_t lm_audit(const char *stream, const char *rules_at, const char *code,
                       const char **rule)
{
    char path[] = "/tmp/lmtestXXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, stream, strlen(stream)), (ssize_t)strlen(stream));
    close(fd);
    ga_ruleset *rs = NULL;
    ga_error err;
    cr_assert_eq(ga_ruleset_load_dir(&rs, "fixtures/wiki", &err), 0, "%s", err.text);
    ga_check_opts o = {0};
    o.rules = rs;
    o.rules_at = rules_at;
    ga_result res;
    cr_assert_eq(ga_check_file(path, &o, &res), 0, "%s", res.err.text);
    size_t n = 0;
    for (size_t i = 0; i < res.findings.n; i++)
        if (!strcmp(res.findings.v[i].code, code)) {
            if (!n && rule)
                *rule = res.findings.v[i].rule ? res.findings.v[i].rule->id : NULL;
            n++;
        }
    ga_result_clear(&res);
    ga_ruleset_free(rs);
    unlink(path);
    return n;
}

#define HDR(date)                                                                          \
    "{\"stream\":\"gameaudit/1\",\"game\":\"limit\",\"date\":\"" date "\",\"players\":"   \
    "[{\"id\":\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":{}}\n"
#define NATION                                                                             \
    "{\"seq\":1,\"player\":\"1\",\"action\":\"nation\",\"args\":{\"money\":40,\"unrest\":3," \
    "\"population\":4,\"A\":3,\"B\":2,\"C\":2,\"D\":1,\"E\":1,\"industrial\":12,"           \
    "\"industrial_level\":2,\"oil\":2}}\n"
#define GRAD_ABC                                                                           \
    "{\"seq\":2,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Graduate "       \
    "Studies\",\"after\":{\"1\":{\"money\":32,\"A\":4,\"B\":3,\"C\":3}}}}\n"
#define GRAD_E                                                                             \
    "{\"seq\":2,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Graduate "       \
    "Studies\",\"after\":{\"1\":{\"money\":32,\"A\":5,\"B\":4,\"C\":4,\"D\":4,\"E\":4}}}}\n"

Test(limit, graduate_studies_is_judged_by_the_revision_in_force)
{
    const char *rule = NULL;
    /* A+1 B+1 C+1: "by 3" allows it, "by 3E" (class E by 3) does not */
    cr_assert_eq(lm_audit(HDR("2026-03-02") NATION GRAD_ABC, NULL,
                          "limit.card.graduate-studies", &rule), 1);
    cr_assert_str_eq(rule, "limit.graduate-studies.3e");
    cr_assert_eq(lm_audit(HDR("2026-03-04") NATION GRAD_ABC, NULL,
                          "limit.card.graduate-studies", NULL), 0);
    /* --rules-at wins over the header's date, both ways */
    cr_assert_eq(lm_audit(HDR("2026-03-04") NATION GRAD_ABC, "2026-03-02",
                          "limit.card.graduate-studies", NULL), 1);
    cr_assert_eq(lm_audit(HDR("2026-03-02") NATION GRAD_ABC, "2026-03-04",
                          "limit.card.graduate-studies", NULL), 0);
}

Test(limit, graduate_studies_new_rule_is_three_in_all)
{
    const char *rule = NULL;
    /* classes A..E +2,+2,+2,+3,+3 = 12: neither revision allows it */
    cr_assert_eq(lm_audit(HDR("2026-03-04") NATION GRAD_E, NULL,
                          "limit.card.graduate-studies", &rule), 1);
    cr_assert_str_eq(rule, "limit.graduate-studies");
}

#define RECYCLE(oil)                                                                       \
    "{\"seq\":2,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Recycling\","   \
    "\"after\":{\"1\":{\"industrial_level\":1}}}}\n"                                       \
    "{\"seq\":3,\"player\":\"1\",\"action\":\"social\",\"args\":{\"step\":\"consume\","    \
    "\"level\":4,\"amount\":10,\"oil\":" #oil "}}\n"

Test(limit, recycling_takes_one_oil_in_both_revisions)
{
    /* "take 1O" (2026-03-01) and "take 1 oil" (2026-03-03) read as the same 1 oil */
    cr_assert_eq(lm_audit(HDR("2026-03-02") NATION RECYCLE(1), NULL, "limit.social.recycling",
                          NULL), 0);
    cr_assert_eq(lm_audit(HDR("2026-03-04") NATION RECYCLE(1), NULL, "limit.social.recycling",
                          NULL), 0);
    cr_assert_eq(lm_audit(HDR("2026-03-02") NATION RECYCLE(0), NULL, "limit.social.recycling",
                          NULL), 1);
    cr_assert_eq(lm_audit(HDR("2026-03-04") NATION RECYCLE(2), NULL, "limit.social.recycling",
                          NULL), 1);
}

Test(limit, no_rule_set_loads_the_default_and_a_store_without_the_page_is_refused)
{
    ga_header h = {0};
    ga_player pl[2] = {{"1", "ann"}, {"2", "bob"}};
    h.players = pl;
    h.nplayers = 2;
    h.date = "2026-03-04";
    ga_engine *e = NULL;
    ga_error err;
    memset(&err, 0, sizeof err);
    setenv("GAMEAUDIT_RULES", "fixtures/wiki", 1);
    cr_assert_eq(ga_game_limit.new(&e, &h, NULL, &err), 0, "%s", err.text);
    cr_assert_not_null(e);
    ga_buf b = {0};
    ga_game_limit.dump(e, &b);
    cr_assert(strstr(b.data, "2026-03-03T03:23:22Z"), "%s", b.data);
    ga_buf_free(&b);
    ga_game_limit.free(e);
    /* a store holding no Gamehelplimit: the engine cannot read its cards */
    char dir[] = "/tmp/lmrulesXXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char cmd[256];
    snprintf(cmd, sizeof cmd, "cp fixtures/wiki/001_7e0cabe417b0a971.txt %s/", dir);
    cr_assert_eq(system(cmd), 0);
    ga_ruleset *rs = NULL;
    cr_assert_eq(ga_ruleset_load_dir(&rs, dir, &err), 0, "%s", err.text);
    e = NULL;
    cr_assert_eq(ga_game_limit.new(&e, &h, rs, &err), GA_EINPUT);
    cr_assert_null(e);
    cr_assert(strstr(err.text, "Gamehelplimit"), "%s", err.text);
    ga_ruleset_free(rs);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert_eq(system(cmd), 0);
}

Test(limit, malformed_args_do_not_crash)
{
    const char *s =
        HDR("2026-03-04") NATION
        "{\"seq\":2,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Cleaning the "
        "Planet\",\"contributions\":{\"9\":5,\"2\":\"x\",\"1\":-4},\"after\":{\"1\":7,"
        "\"7\":{\"money\":1}}}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Speculation\","
        "\"trades\":[1,{\"resource\":5},{\"resource\":\"oil\",\"amount\":\"many\"}],"
        "\"after\":{\"1\":{\"money\":\"lots\",\"A\":1e9}}}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"play\",\"args\":{\"card\":\"Terrorism\","
        "\"target\":\"\"}}\n"
        "{\"seq\":5,\"player\":\"3\",\"action\":\"play\",\"args\":{\"card\":\"Education\"}}\n"
        "{\"seq\":6,\"player\":\"1\",\"action\":\"nation\",\"args\":{\"permanent\":[1,null,"
        "\"Nope\"]}}\n"
        "{\"seq\":7,\"player\":\"1\",\"action\":\"social\",\"args\":{\"step\":\"produce\","
        "\"type\":\"moon\"}}\n";
    /* every card row is read; the findings say what is wrong, nothing crashes */
    cr_assert_eq(lm_audit(s, NULL, "limit.target.invalid", NULL), 1);
}

Test(limit, a_changed_cell_fails_verify_and_changes_the_verdict)
{
    /* the latest revision with Public Expenditure at "Lose 2$ per population" */
    char dir[] = "/tmp/lmcellXXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char cmd[512];
    snprintf(cmd, sizeof cmd,
             "sed '0,/Public Expenditure|| Lose 1\\$/s//Public Expenditure|| Lose 2$/' "
             "fixtures/wiki/003_6d28eeecf3b89188.txt > %s/003.txt",
             dir);
    cr_assert_eq(system(cmd), 0);
    ga_ruleset *rs = NULL;
    ga_error err;
    cr_assert_eq(ga_ruleset_load_dir(&rs, dir, &err), 0, "%s", err.text);
    ga_buf rep = {0};
    size_t failed = 0;
    cr_assert_eq(ga_ruleset_verify(rs, ga_game_limit.refs, ga_game_limit.nrefs,
                                   ga_game_limit.consts, ga_game_limit.nconsts, NULL, &rep,
                                   &failed),
                 0);
    cr_assert_gt(failed, 0);
    cr_assert(strstr(rep.data, "limit.t1.r1.cost"), "%s", rep.data);
    ga_buf_free(&rep);
    /* and the engine reads the new cost: the example's 3$ for population 3 is now short */
    ga_header h = {0};
    ga_player pl[1] = {{"1", "ann"}};
    h.players = pl;
    h.nplayers = 1;
    h.date = "2026-03-10";
    ga_engine *e = NULL;
    cr_assert_eq(ga_game_limit.new(&e, &h, rs, &err), 0, "%s", err.text);
    json_t *args = json_pack("{s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "money", 20, "unrest", 3,
                             "population", 3, "A", 2, "B", 2, "C", 1, "D", 1, "E", 1);
    ga_move m = {.seq = 1, .game = 1, .player = "1", .action = "nation", .args = args};
    ga_findings f = {0};
    cr_assert_eq(ga_game_limit.apply(e, &m, &f), 0);
    json_decref(args);
    args = json_pack("{s:s,s:{s:{s:i,s:i}}}", "card", "Public Expenditure", "after", "1",
                     "money", 17, "unrest", 2);
    m = (ga_move){.seq = 2, .game = 1, .player = "1", .action = "play", .args = args};
    cr_assert_eq(ga_game_limit.apply(e, &m, &f), 0);
    json_decref(args);
    cr_assert_eq(f.n, 1);
    cr_assert_str_eq(f.v[0].code, "limit.card.public-expenditure");
    cr_assert(strstr(f.v[0].message, "money 20 -> 17, the card gives 14"), "%s", f.v[0].message);
    ga_findings_clear(&f);
    ga_game_limit.free(e);
    ga_ruleset_free(rs);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert_eq(system(cmd), 0);
}
