/* test_cli.c — the gameaudit program as users run it: exit codes, output
 * formats, parallel runs, the --expect mode, import/check round trips. */
#include "../src/gameaudit.h"

#include <criterion/criterion.h>
#include <libxml/parser.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char bin[4096];

/* The gameaudit binary built beside this test binary. */
static const char *gameaudit(void)
{
    if (!bin[0]) {
        char self[4096];
        ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        cr_assert_gt(n, 0);
        self[n] = '\0';
        snprintf(bin, sizeof bin, "%s/gameaudit", dirname(self));
    }
    return bin;
}

/* Runs `gameaudit ARGS` (stderr to /dev/null unless keep_err); returns the
 * exit status and the output (caller frees). */
static int run(const char *args, char **out, int keep_err)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "%s %s %s", gameaudit(), args, keep_err ? "2>&1" : "2>/dev/null");
    FILE *p = popen(cmd, "r");
    cr_assert_not_null(p);
    ga_buf b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, p)) > 0)
        ga_buf_add(&b, chunk, n);
    int st = pclose(p);
    *out = b.data ? ga_buf_detach(&b) : strdup("");
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

#define BAD "fixtures/backgammon/bad/"
#define REAL "fixtures/backgammon/real/"

Test(cli, exit_codes_follow_the_contract)
{
    char *out;
    cr_assert_eq(run("check " REAL "match5_s1001.mat", &out, 0), 0, "%s", out);
    cr_assert(strstr(out, "0 errors"), "%s", out);
    free(out);
    cr_assert_eq(run("check " BAD "blocked-point.mat", &out, 0), 1);
    free(out);
    cr_assert_eq(run("check /nonexistent.mat", &out, 0), 3);
    free(out);
    /* Warnings alone pass, unless --fail-on warning. */
    cr_assert_eq(run("check fixtures/backgammon/variants", &out, 0), 0);
    cr_assert(strstr(out, " 0 errors, 6 warnings"), "%s", out);
    free(out);
    cr_assert_eq(run("check --fail-on warning fixtures/backgammon/variants", &out, 0), 1);
    free(out);
    cr_assert_eq(run("check --no-such-option x", &out, 0), 2);
    free(out);
    cr_assert_eq(run("frobnicate", &out, 0), 2);
    free(out);
    /* A batch goes past the bad file and returns the worst code. */
    cr_assert_eq(run("check /nonexistent.mat " BAD "blocked-point.mat " REAL "match5_s1001.mat",
                     &out, 0), 3);
    cr_assert(strstr(out, "3 files"), "%s", out);
    cr_assert(strstr(out, "[backgammon.move.blocked-point]"), "%s", out);
    free(out);
}

Test(cli, text_diagnostic_has_position_caret_context_and_rule)
{
    char *out;
    run("check " BAD "blocked-point.mat", &out, 0);
    const char *expect_head = BAD "blocked-point.mat:9:38: error: ";
    cr_assert(strncmp(out, expect_head, strlen(expect_head)) == 0, "%s", out);
    cr_assert(strstr(out, "\n    3) 33: 8/5 8/5 6/3 6/3         31: 13/12 8/5 \n"), "%s", out);
    cr_assert(strstr(out, "\n                                       ^~~~~~~~~\n"), "%s", out);
    cr_assert(strstr(out, "gnubg position ID"), "%s", out);
    cr_assert(strstr(out, "rule: Gamehelpbackgammon @ 2024-04-11T16:24:27Z"), "%s", out);
    free(out);
}

Test(cli, json_lines_parse_and_carry_the_fields)
{
    char *out;
    cr_assert_eq(run("check --format json " BAD "blocked-point.mat /nonexistent.mat", &out, 0), 3);
    int lines = 0, findings = 0;
    for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n")) {
        json_error_t je;
        json_t *o = json_loads(l, 0, &je);
        cr_assert_not_null(o, "not JSON: %s", l);
        lines++;
        if (json_object_get(o, "summary")) {
            cr_assert_eq(json_integer_value(json_object_get(json_object_get(o, "summary"),
                                                            "files")), 2);
        } else {
            findings++;
            static const char *const keys[] = {"file", "line", "col", "game", "seq", "player",
                                               "code", "severity", "message", "rule"};
            for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
                cr_assert(json_object_get(o, keys[k]), "no %s in %s", keys[k], l);
        }
        json_decref(o);
    }
    cr_assert_eq(findings, 2);
    cr_assert_eq(lines, 3);
    free(out);
}

Test(cli, junit_is_well_formed_xml_with_a_failure_per_error)
{
    char *out;
    run("check --format junit " BAD "blocked-point.mat " REAL "match5_s1001.mat", &out, 0);
    xmlDocPtr doc = xmlReadMemory(out, (int)strlen(out), "junit.xml", NULL,
                                  XML_PARSE_NONET | XML_PARSE_NOERROR);
    cr_assert_not_null(doc, "%s", out);
    xmlNodePtr root = xmlDocGetRootElement(doc);
    cr_assert_str_eq((const char *)root->name, "testsuites");
    xmlChar *fails = xmlGetProp(root, BAD_CAST "failures");
    cr_assert_str_eq((const char *)fails, "1");
    xmlFree(fails);
    int suites = 0;
    for (xmlNodePtr n = root->children; n; n = n->next)
        suites += n->type == XML_ELEMENT_NODE;
    cr_assert_eq(suites, 2);
    cr_assert(strstr(out, "type=\"backgammon.move.blocked-point\""), "%s", out);
    xmlFreeDoc(doc);
    free(out);
}

Test(cli, parallel_output_equals_serial_output, .timeout = 600)
{
    /* Every engine at once, in two threads: a static buffer shared between
     * engines (Memoir '44 had one) shows here as a changed finding. */
    char *one, *two;
    cr_assert_eq(run("check -j 1 fixtures/", &one, 0), 3);
    cr_assert_eq(run("check -j2 fixtures/", &two, 0), 3);
    cr_assert_str_eq(one, two);
    cr_assert(strstr(one, "errors"));
    free(one);
    free(two);
}

Test(cli, expect_mode_fails_on_any_difference)
{
    char dir[] = "/tmp/ga-expect-XXXXXX", cmd[8192], *out;
    cr_assert_not_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "cp " BAD "blocked-point.mat %s/ && echo "
             "'backgammon.move.blocked-point 10' > %s/blocked-point.mat.expect", dir, dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "check --expect --quiet %s", dir);
    cr_assert_eq(run(cmd, &out, 1), 1);
    cr_assert(strstr(out, "unexpected backgammon.move.blocked-point 9"), "%s", out);
    cr_assert(strstr(out, "missing backgammon.move.blocked-point 10"), "%s", out);
    free(out);
    snprintf(cmd, sizeof cmd, "echo 'backgammon.move.blocked-point 9' > %s/blocked-point.mat.expect",
             dir);
    cr_assert_eq(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "check --expect --quiet %s", dir);
    cr_assert_eq(run(cmd, &out, 1), 0, "%s", out);
    free(out);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert_eq(system(cmd), 0);
}

Test(cli, imported_stream_audits_like_the_log)
{
    char tmp[] = "/tmp/ga-stream-XXXXXX", cmd[8192], *out, *direct, *via;
    int fd = mkstemp(tmp);
    cr_assert_geq(fd, 0);
    close(fd);
    snprintf(cmd, sizeof cmd, "import " BAD "wrong-distance.mat > %s", tmp);
    cr_assert_eq(run(cmd, &out, 0), 0);
    free(out);
    cr_assert_eq(run("check --format json " BAD "wrong-distance.mat", &direct, 0), 1);
    snprintf(cmd, sizeof cmd, "check --format json %s", tmp);
    cr_assert_eq(run(cmd, &via, 0), 1);
    /* Same codes, seqs and messages; only the file and position differ. */
    json_error_t je;
    json_t *a = json_loads(strtok(direct, "\n"), 0, &je), *b = json_loads(strtok(via, "\n"), 0, &je);
    cr_assert(a && b);
    static const char *const keys[] = {"code", "seq", "game", "player", "message", "rule"};
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
        cr_assert(json_equal(json_object_get(a, keys[k]), json_object_get(b, keys[k])), "%s",
                  keys[k]);
    json_decref(a);
    json_decref(b);
    free(direct);
    free(via);
    unlink(tmp);
}

Test(cli, replay_at_one_move_prints_that_position)
{
    char *out;
    cr_assert_eq(run("replay " REAL "match5_s1001.mat --at 3", &out, 0), 0);
    cr_assert(strncmp(out, "== game 1, seq 3,", 17) == 0, "%s", out);
    cr_assert(strstr(out, "gnubg position ID"), "%s", out);
    cr_assert_null(strstr(out + 1, "\n== "), "one position only: %s", out);
    free(out);
    cr_assert_eq(run("replay " REAL "match5_s1001.mat --at 999999", &out, 0), 2);
    free(out);
    /* A BGA game gameaudit cannot tell replays through the generic audit, as check does. */
    cr_assert_eq(run("replay fixtures/bga/other-games/arknova/non_ark_nova_game.log.json --at 5",
                     &out, 0), 0);
    cr_assert(strstr(out, "== game 1, seq 5, "), "%s", out);
    free(out);
}

Test(cli, registries_are_listed)
{
    char *out;
    cr_assert_eq(run("games", &out, 0), 0);
    cr_assert(strstr(out, "backgammon"), "%s", out);
    free(out);
    /* Every subcommand reads options the same way, `--opt=value` included. */
    cr_assert_eq(run("rules list --format=json", &out, 0), 0);
    json_error_t je0;
    json_t *pages = json_loads(out, 0, &je0);
    cr_assert_not_null(pages, "%s", out);
    json_decref(pages);
    free(out);
    cr_assert_eq(run("events --format=json --no-such fixtures/bga/gaiaproject/table-798145204.json",
                     &out, 0), 2);
    free(out);
    cr_assert_eq(run("formats --format json", &out, 0), 0);
    json_error_t je;
    json_t *a = json_loads(out, 0, &je);
    cr_assert(json_is_array(a) && json_array_size(a) >= 3, "%s", out);
    json_decref(a);
    free(out);
}

Test(cli, rules_at_overrides_the_game_date)
{
    char *out;
    /* The game is dated 2026-11-30: the 2024-04-11 revision is in force. */
    run("check " BAD "blocked-point.mat", &out, 0);
    cr_assert(strstr(out, "@ 2024-04-11T16:24:27Z \xC2\xA7Play"), "%s", out);
    cr_assert_null(strstr(out, "earliest revision"), "%s", out);
    free(out);
    /* Judged as of 2020 the page did not exist yet: the earliest revision, said so. */
    run("check --rules-at 2020-01-01 " BAD "blocked-point.mat", &out, 0);
    cr_assert(strstr(out, "@ 2024-04-11T16:24:27Z (earliest revision; the game predates it)"),
              "%s", out);
    free(out);
    run("check --format json --rules-at 2020-01-01 " BAD "blocked-point.mat", &out, 0);
    cr_assert(strstr(out, "\"before_first_revision\":true"), "%s", out);
    free(out);
}

Test(cli, the_example_of_each_vocabulary_passes_check)
{
    char *out;
    const char *games[] = {"backgammon", "gaiaproject"};
    for (size_t i = 0; i < 2; i++) {
        char args[8192];
        snprintf(args, sizeof args, "games %s --example | %s check -", games[i], gameaudit());
        cr_assert_eq(run(args, &out, 1), 0, "%s: %s", games[i], out);
        cr_assert(strstr(out, "0 errors, 0 warnings, 0 unreadable"), "%s: %s", games[i], out);
        free(out);
    }
    cr_assert_eq(run("games bga --example", &out, 0), 2);
    free(out);
    cr_assert_eq(run("games nosuchgame", &out, 0), 2);
    free(out);
}

Test(cli, a_stream_move_outside_the_vocabulary_is_unreadable_with_its_position)
{
    static const struct {
        const char *game, *from, *to, *pos, *words;
    } cases[] = {
        {"backgammon", "\"action\":\"roll\",\"args\":{\"dice\":\\[6,4\\]}", "\"action\":\"rool\",\"args\":{}",
         "-:5:1:", "\"rool\" is not an action of backgammon"},
        {"backgammon", "\"dice\":\\[3,1\\]", "\"dice\":\"31\"", "-:3:1:",
         "roll arg \"dice\" is a string, not an array"},
        {"gaiaproject", "\"track\":\"eco\"", "\"track\":5", "-:11:1:",
         "research arg \"track\" is an integer, not a string"},
        {"gaiaproject", "\"action\":\"round\"", "\"action\":\"rounds\"", "-:8:1:",
         "\"rounds\" is not an action of gaiaproject"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char args[8192], *out;
        snprintf(args, sizeof args, "games %s --example | sed 's/%s/%s/' | %s check -",
                 cases[i].game, cases[i].from, cases[i].to, gameaudit());
        int rc = run(args, &out, 1);
        cr_assert_eq(rc, 3, "case %zu: %d %s", i, rc, out);
        cr_assert(strstr(out, cases[i].pos) && strstr(out, cases[i].words), "case %zu: %s", i,
                  out);
        free(out);
    }
}

Test(cli, special_files_are_refused_unread_and_the_batch_goes_on, .timeout = 20)
{
    char dir[] = "/tmp/gameaudit-special-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char fifo[256], zero[256], args[8192], *out;
    snprintf(fifo, sizeof fifo, "%s/a.fifo", dir);
    snprintf(zero, sizeof zero, "%s/b-zero", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    cr_assert_eq(symlink("/dev/zero", zero), 0);
    /* The FIFO has no writer: opening it must not wait for one. */
    snprintf(args, sizeof args, "check %s " REAL "match5_s1001.mat", dir);
    cr_assert_eq(run(args, &out, 1), 3, "%s", out);
    cr_assert(strstr(out, "a.fifo: error: not a regular file (a FIFO)"), "%s", out);
    cr_assert(strstr(out, "b-zero: error: not a regular file (a character device)"), "%s", out);
    cr_assert(strstr(out, "3 files, 3 games"), "%s", out);
    free(out);
    unlink(fifo);
    unlink(zero);
    rmdir(dir);
}

Test(cli, an_empty_directory_is_a_usage_error_not_a_pass)
{
    char dir[] = "/tmp/gameaudit-empty-XXXXXX", args[8192], *out;
    cr_assert_not_null(mkdtemp(dir));
    snprintf(args, sizeof args, "check %s", dir);
    cr_assert_eq(run(args, &out, 1), 2, "%s", out);
    cr_assert(strstr(out, "no log found"), "%s", out);
    free(out);
    rmdir(dir);
}

Test(cli, bad_option_values_are_usage_errors_quoting_the_value)
{
    static const struct { const char *args, *words; } cases[] = {
        {"check -j 0 " REAL "match5_s1001.mat", "not \"0\""},
        {"check --rules-at yesterday " REAL "match5_s1001.mat", "not \"yesterday\""},
        {"check --game chess " REAL "match5_s1001.mat", "no game \"chess\""},
        {"import --game chess " REAL "match5_s1001.mat", "no game \"chess\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out;
        cr_assert_eq(run(cases[i].args, &out, 1), 2, "%s: %s", cases[i].args, out);
        cr_assert(strstr(out, cases[i].words), "%s: %s", cases[i].args, out);
        free(out);
    }
}

Test(cli, expect_keeps_json_output_valid)
{
    char *out;
    cr_assert_eq(run("check --expect --format json " BAD "wrong-wins.mat", &out, 0), 0);
    /* Every line is a JSON object: the --expect verdict went to stderr. */
    for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n"))
        cr_assert_eq(l[0], '{', "not JSON: %s", l);
    free(out);
}

Test(cli, an_input_over_the_size_limit_is_refused)
{
    char *out;
    setenv("GAMEAUDIT_MAX_INPUT", "1K", 1);
    cr_assert_eq(run("check " REAL "match11_s5001.mat", &out, 1), 3);
    unsetenv("GAMEAUDIT_MAX_INPUT");
    cr_assert(strstr(out, "over the 1024-byte limit (GAMEAUDIT_MAX_INPUT)"), "%s", out);
    free(out);
}

Test(cli, options_a_subcommand_does_not_use_are_refused)
{
    static const char *const cases[] = {
        "replay --format json " REAL "match5_s1001.mat",
        "import -j 4 " REAL "match5_s1001.mat",
        "import --expect " REAL "match5_s1001.mat",
        "rules list --at 2024-01-01",
        "rules verify --section Play",
        "rules show Gamehelpbackgammon --section NoSuchSection",
        "rules diff Gamehelpheat 1 99",
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out;
        cr_assert_eq(run(cases[i], &out, 1), 2, "%s: %s", cases[i], out);
        free(out);
    }
}

Test(cli, double_dash_ends_options_and_version_answers)
{
    char *out;
    cr_assert_eq(run("check -- " REAL "match5_s1001.mat", &out, 0), 0, "%s", out);
    free(out);
    const char *v[] = {"-V", "--version", "version"};
    for (size_t i = 0; i < 3; i++) {
        cr_assert_eq(run(v[i], &out, 0), 0);
        cr_assert(!strncmp(out, "gameaudit " GA_VERSION "\n", strlen(GA_VERSION) + 11), "%s", out);
        free(out);
    }
}

Test(cli, a_write_error_exits_4_with_a_message)
{
    static const char *const cases[] = {
        "replay " REAL "match5_s1001.mat >/dev/full",
        "replay --at 3 " REAL "match5_s1001.mat >/dev/full",
        "import " REAL "match5_s1001.mat >/dev/full",
        "check " REAL "match5_s1001.mat >/dev/full",
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out;
        cr_assert_eq(run(cases[i], &out, 1), 4, "%s: %s", cases[i], out);
        free(out);
    }
}

Test(cli, a_refused_rule_file_is_reported_and_the_others_load)
{
    char dir[] = "/tmp/gameaudit-rules-XXXXXX", args[8192], *out;
    cr_assert_not_null(mkdtemp(dir));
    snprintf(args, sizeof args, "cp fixtures/wiki/001_7e0cabe417b0a971.txt %s/ && "
             "printf 'not a dump\\n' > %s/bad.txt", dir, dir);
    cr_assert_eq(system(args), 0);
    snprintf(args, sizeof args, "rules list --rules %s", dir);
    cr_assert_eq(run(args, &out, 1), 0, "%s", out);
    cr_assert(strstr(out, "rule files left out") && strstr(out, "bad.txt:1:1"), "%s", out);
    cr_assert(strstr(out, "3 revisions"), "%s", out);
    free(out);
    snprintf(args, sizeof args, "rm -rf %s", dir);
    cr_assert_eq(system(args), 0);
}

Test(cli, no_rule_store_is_a_warning_naming_the_places_searched)
{
    char cwd[4096], args[16384], *out;
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    /* From another directory, with no installed store: one warning, findings still cited. */
    snprintf(args, sizeof args, "check %s/" BAD "wrong-wins.mat", cwd);
    cr_assert_eq(chdir("/tmp"), 0);
    setenv("GAMEAUDIT_RULES", "/nonexistent-rules", 1);
    int rc = run(args, &out, 1);
    unsetenv("GAMEAUDIT_RULES");
    cr_assert_eq(chdir(cwd), 0);
    cr_assert_eq(rc, 1, "%s", out);
    cr_assert(strstr(out, "warning: no rule store found (searched"), "%s", out);
    cr_assert(strstr(out, "rule: Gamehelpbackgammon"), "%s", out);
    free(out);
    /* Named with --rules, a missing store is an error. */
    cr_assert_eq(run("check --rules /nonexistent-dir " BAD "wrong-wins.mat", &out, 1), 3, "%s", out);
    free(out);
}

Test(cli, a_game_forced_onto_a_log_of_another_game_is_an_input_error)
{
    static const struct { const char *args, *words; } cases[] = {
        {"check --game gaiaproject " REAL "match5_s1001.mat",
         "--game gaiaproject does not fit this log: it is a log of backgammon"},
        {"check --game backgammon fixtures/bga/other-games/arknova/sample_game.log.json",
         "it is a log of arknova (read as bga-archive)"},
        {"replay --game gaiaproject " REAL "match5_s1001.mat", "does not fit this log"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out;
        cr_assert_eq(run(cases[i].args, &out, 1), 3, "%s: %s", cases[i].args, out);
        cr_assert(strstr(out, cases[i].words), "%s: %s", cases[i].args, out);
        free(out);
    }
    /* The generic BGA audit fits any BGA log. */
    char *out;
    cr_assert_eq(run("check --game bga fixtures/bga/other-games/arknova/sample_game.log.json",
                     &out, 1), 0, "%s", out);
    free(out);
}

Test(cli, findings_past_the_cap_are_counted_not_kept)
{
    /* 3,000 moves without a roll: 3,000 errors, 10 shown. */
    char path[] = "/tmp/gameaudit-many-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("{\"stream\":\"gameaudit/1\",\"game\":\"backgammon\",\"players\":[{\"id\":\"1\","
          "\"name\":\"a\"},{\"id\":\"2\",\"name\":\"b\"}],\"setup\":{\"match_length\":0}}\n", f);
    for (int i = 1; i <= 3000; i++)
        fprintf(f, "{\"seq\":%d,\"player\":\"%d\",\"action\":\"move\",\"args\":{\"steps\":[]}}\n",
                i, 1 + i % 2);
    fclose(f);
    char args[8192], *out;
    snprintf(args, sizeof args, "check --max-findings 10 %s", path);
    cr_assert_eq(run(args, &out, 1), 1, "%s", out);
    cr_assert(strstr(out, "past the cap of 10 per file"), "%s", out);
    cr_assert(strstr(out, "3000 errors"), "%s", out);
    size_t shown = 0;
    for (const char *p = out; (p = strstr(p, "[backgammon.turn.no-roll]")); p++)
        shown++;
    cr_assert_eq(shown, 10, "%s", out);
    free(out);
    snprintf(args, sizeof args, "check --max-findings 0 %s", path);
    cr_assert_eq(run(args, &out, 1), 2, "%s", out);
    free(out);
    unlink(path);
}

Test(cli, control_characters_and_latin1_bytes_are_shown_not_obeyed_and_outputs_stay_valid)
{
    char path[] = "/tmp/gameaudit-ctl-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    /* An ANSI escape and a BEL in the names (JSON escapes), a Latin-1 byte in the raw text. */
    fputs("{\"stream\":\"gameaudit/1\",\"game\":\"backgammon\",\"players\":[{\"id\":\"1\","
          "\"name\":\"al\\u001b[31mice\"},{\"id\":\"2\",\"name\":\"b\\u0007ob\"}],"
          "\"setup\":{\"match_length\":0}}\n"
          "{\"seq\":1,\"player\":\"1\",\"action\":\"move\",\"args\":{\"steps\":[]}}\n", f);
    fclose(f);
    char args[8192], *out;
    snprintf(args, sizeof args, "check %s", path);
    cr_assert_eq(run(args, &out, 0), 1, "%s", out);
    cr_assert(strstr(out, "al\\x1B[31mice moves without a roll"), "%s", out);
    cr_assert(strstr(out, "O = b\\x07ob"), "%s", out);
    cr_assert_null(strchr(out, '\033'), "%s", out);
    cr_assert_null(strchr(out, '\a'), "%s", out);
    free(out);
    snprintf(args, sizeof args, "check --format junit %s | xmllint --noout --schema "
             "tests/junit.xsd - 2>&1", path);
    cr_assert_eq(run(args, &out, 0), 0, "%s", out);
    free(out);
    unlink(path);
    /* A Latin-1 name in a .mat is kept, as UTF-8, in JSON findings and in import. */
    snprintf(args, sizeof args, "sed 's/alice/al\xe9ice/g' " BAD "wrong-wins.mat > %s", path);
    cr_assert_eq(system(args), 0);
    snprintf(args, sizeof args, "import %s", path);
    cr_assert_eq(run(args, &out, 0), 0, "%s", out);
    cr_assert(strstr(out, "\"name\":\"al\xc3\xa9ice\""), "%.300s", out);
    free(out);
    snprintf(args, sizeof args, "check --format json %s", path);
    cr_assert_eq(run(args, &out, 0), 1, "%s", out);
    cr_assert(strstr(out, "O = al\xc3\xa9ice"), "%s", out);
    free(out);
    unlink(path);
}

Test(cli, stream_headers_are_validated_with_their_position)
{
    static const struct { const char *from, *to, *words; } cases[] = {
        {"\"date\":\"2024-05-01\"", "\"date\":\"May 1st\"", "\"date\" \"May 1st\" is not a date"},
        {"{\"id\":\"2\",\"name\":\"bob\"}", "{\"id\":\"1\",\"name\":\"bob\"}",
         "players 1 and 2 share the id \"1\""},
        {"\"players\":\\[[^]]*\\],", "", "the header has no \"players\" list"},
        {"\"match_length\":3", "\"match_length\":-3", "\"match_length\" must be 0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char args[8192], *out;
        snprintf(args, sizeof args, "games backgammon --example | sed 's/%s/%s/' | %s check -",
                 cases[i].from, cases[i].to, gameaudit());
        cr_assert_eq(run(args, &out, 1), 3, "case %zu: %s", i, out);
        cr_assert(strstr(out, "-:1:1: error: ") && strstr(out, cases[i].words), "case %zu: %s",
                  i, out);
        free(out);
    }
}

/* Writes text (n bytes) to a new temporary file; returns its path (static). */
static const char *temp_with(const char *text, size_t n)
{
    static char path[64];
    snprintf(path, sizeof path, "/tmp/gameaudit-sniff-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, text, n), (ssize_t)n);
    close(fd);
    return path;
}

Test(cli, sniffing_reads_the_json_structure_and_says_why_it_gives_up)
{
    static const struct { const char *text; int rc; const char *words; } cases[] = {
        /* BGA's refusal as JSON, keys in any order */
        {"{\"error\": \"You have reached a limit (replay)\", \"status\": \"0\"}", 3,
         "Board Game Arena answered \"You have reached a limit (replay)\""},
        /* a single event without uid, keys sorted and its args first */
        {"{\"args\": {\"player_name\": \"ann\", \"pad\": \"" "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
         "\"}, \"log\": \"${player_name} waits\", \"type\": \"message\"}", 0, "1 move:"},
        {"", 3, "the file is empty"},
        {"a\tb\tc\n1\t2\t3\n", 3, "tab-separated cells"},
        {"line one\rline two\r", 3, "end in CR alone"},
        {" 123456789 point match\n\n Game 1\n", 3, "no match a record can hold"},
        {"99999999999999999999 point match\n", 3, "no match length a backgammon record"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *p = temp_with(cases[i].text, strlen(cases[i].text));
        char args[256], *out;
        snprintf(args, sizeof args, "check %s", p);
        cr_assert_eq(run(args, &out, 1), cases[i].rc, "case %zu: %s", i, out);
        cr_assert(strstr(out, cases[i].words), "case %zu: %s", i, out);
        free(out);
        unlink(p);
    }
}

Test(cli, an_empty_play_points_at_the_movers_own_roll)
{
    char path[] = "/tmp/gameaudit-empty-play-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    close(fd);
    char args[8192], *out;
    /* game 1, move 3: alice's 33 played as nothing (bob's cell stays) */
    snprintf(args, sizeof args, "sed '9s/33: 8\\/5 8\\/5 6\\/3 6\\/3 /33:                /' "
             REAL "match5_s1001.mat > %s", path);
    cr_assert_eq(system(args), 0);
    snprintf(args, sizeof args, "check %s", path);
    cr_assert_eq(run(args, &out, 0), 1, "%s", out);
    cr_assert(strstr(out, ":9:6: error: 33: alice recorded no play"), "%s", out);
    cr_assert(strstr(out, "\n       ^~~\n"), "the caret under \"33:\": %s", out);
    free(out);
    unlink(path);
}

Test(cli, every_subcommand_has_help_and_a_man_page_entry)
{
    static const char *const cmds[] = {"check", "events", "formats", "games", "import",
                                       "replay", "rules"};
    FILE *f = fopen("src/gameaudit.1", "r");
    cr_assert_not_null(f);
    ga_buf man = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        ga_buf_add(&man, chunk, n);
    fclose(f);
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        char args[64], *out, word[64];
        snprintf(args, sizeof args, "%s --help", cmds[i]);
        cr_assert_eq(run(args, &out, 0), 0, "%s", cmds[i]);
        cr_assert(strstr(out, "usage: gameaudit ") && strstr(out, "\n  "), "%s: %s", cmds[i], out);
        free(out);
        snprintf(word, sizeof word, ".B %s\n", cmds[i]);
        cr_assert(strstr(man.data, word), "the man page lacks %s", cmds[i]);
    }
    /* roff writes a hyphen as \- */
    const char *words[] = {"GAMEAUDIT_RULES", "GAMEAUDIT_FIXTURES", "GAMEAUDIT_MAX_INPUT",
                           "NO_COLOR", ".B coverage", "\\-\\-example", "\\-\\-max\\-findings",
                           "\\-\\-uncovered"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        cr_assert(strstr(man.data, words[i]), "the man page lacks %s", words[i]);
    ga_buf_free(&man);
}

Test(cli, a_directory_nested_past_64_levels_is_refused_with_its_reason, .timeout = 30)
{
    char root[] = "/tmp/gameaudit-deep-XXXXXX";
    cr_assert_not_null(mkdtemp(root));
    ga_buf p = {0};
    ga_buf_puts(&p, root);
    for (int i = 0; i < 70; i++) {
        ga_buf_puts(&p, "/d");
        cr_assert_eq(mkdir(p.data, 0700), 0);
    }
    char args[8192], *out;
    snprintf(args, sizeof args, "cp " REAL "match5_s1001.mat %s/ && cp " REAL
             "match5_s1001.mat %s/", root, p.data);
    cr_assert_eq(system(args), 0);
    snprintf(args, sizeof args, "check %s", root);
    cr_assert_eq(run(args, &out, 1), 3, "%s", out);
    cr_assert(strstr(out, "a directory nested deeper than 64 levels: not walked"), "%s", out);
    cr_assert(strstr(out, "2 files, 3 games"), "the shallow log is still audited: %s", out);
    free(out);
    snprintf(args, sizeof args, "rm -rf %s", root);
    cr_assert_eq(system(args), 0);
    ga_buf_free(&p);
}

Test(cli, a_citation_without_its_quote_is_marked_missing_in_json)
{
    char cwd[4096], args[16384], *out;
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    snprintf(args, sizeof args, "check --format json %s/" BAD "wrong-wins.mat", cwd);
    cr_assert_eq(chdir("/tmp"), 0);
    setenv("GAMEAUDIT_RULES", "/nonexistent-rules", 1);
    int rc = run(args, &out, 0);
    unsetenv("GAMEAUDIT_RULES");
    cr_assert_eq(chdir(cwd), 0);
    cr_assert_eq(rc, 1, "%s", out);
    cr_assert(strstr(out, "\"page\":\"Gamehelpbackgammon\"") && strstr(out, "\"missing\":true"),
              "%s", out);
    free(out);
    /* with the store: quoted, not missing */
    cr_assert_eq(run("check --format json " BAD "wrong-wins.mat", &out, 0), 1);
    cr_assert(strstr(out, "\"quote\":\"The Doubling cube") && !strstr(out, "\"missing\""), "%s",
              out);
    free(out);
}
