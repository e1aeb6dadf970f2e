/* test_registry.c — walks the "Adding a game" checklist of src/registry.c
 * for every row of the game table: its room, vocabulary, checks, skips,
 * example stream, fixtures, and that every finding the fixtures raise is a
 * declared check citing a declared rule.  A new row is tested without
 * editing this file. */
#include <criterion/criterion.h>

#include "../src/coverage.h"
#include "../src/internal.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

Test(registry, every_game_has_a_room_a_readme_and_fixtures)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        char p[512];
        snprintf(p, sizeof p, "validators/%s", g->name);
        cr_assert(is_dir(p), "%s has no room %s/", g->name, p);
        snprintf(p, sizeof p, "validators/%s/README.md", g->name);
        cr_assert(is_file(p), "%s has no %s", g->name, p);
        snprintf(p, sizeof p, "fixtures/%s", g->name);
        cr_assert(is_dir(p), "%s has no fixtures in %s/", g->name, p);
        cr_assert(g->tested_on && *g->tested_on, "%s does not say what it was tested on",
                  g->name);
    }
}

Test(registry, games_def_is_sorted)
{
    FILE *f = fopen("validators/games.def", "r");
    cr_assert_not_null(f);
    char line[256], prev[256] = "";
    size_t n = 0;
    while (fgets(line, sizeof line, f)) {
        char name[128];
        if (sscanf(line, "GA_GAME(%127[a-z0-9_])", name) != 1)
            continue;
        cr_assert_lt(strcmp(prev, name), 0, "games.def: %s after %s", name, prev);
        snprintf(prev, sizeof prev, "%s", name);
        n++;
    }
    fclose(f);
    cr_assert_eq(n, ga_ngames);
}

Test(registry, vocabularies_are_sorted_typed_and_documented)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        cr_assert(!g->actions == !g->nactions, "%s: actions and nactions disagree", g->name);
        for (size_t k = 0; k < g->nactions; k++) {
            const ga_action *a = &g->actions[k];
            cr_assert(a->name && a->doc && *a->doc && a->who && *a->who,
                      "%s action %zu needs a name, who and doc", g->name, k);
            if (k)
                cr_assert_lt(strcmp(g->actions[k - 1].name, a->name), 0, "%s: %s after %s",
                             g->name, a->name, g->actions[k - 1].name);
            cr_assert_eq(ga_game_action(g, a->name), a);
            for (const ga_arg_spec *s = a->args; s && s->name; s++) {
                cr_assert(s->type >= GA_ARG_INT && s->type <= GA_ARG_ANY, "%s %s.%s: type",
                          g->name, a->name, s->name);
                cr_assert(s->doc && *s->doc, "%s %s.%s: no doc", g->name, a->name, s->name);
                for (const ga_arg_spec *t = s + 1; t->name; t++)
                    cr_assert(strcmp(s->name, t->name), "%s %s: arg %s twice", g->name,
                              a->name, s->name);
            }
        }
        cr_assert(!g->actions || g->example, "%s declares a vocabulary but no example",
                  g->name);
    }
}

Test(registry, checks_are_sorted_prefixed_and_cite_their_rules)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        size_t nl = strlen(g->name);
        for (size_t k = 0; k < g->nchecks; k++) {
            const ga_check_def *c = &g->checks[k];
            cr_assert(c->code && !strncmp(c->code, g->name, nl) && c->code[nl] == '.',
                      "%s: check code %s must start with \"%s.\"", g->name, c->code, g->name);
            if (k)
                cr_assert_lt(strcmp(g->checks[k - 1].code, c->code), 0, "%s: %s after %s",
                             g->name, c->code, g->checks[k - 1].code);
            cr_assert_eq(ga_game_check(g, c->code), c);
            cr_assert(c->severity == GA_ERROR || c->severity == GA_WARNING, "%s: severity",
                      c->code);
            cr_assert(c->rule >= -1 && c->rule < (int)g->nrefs, "%s: rule %d", c->code, c->rule);
            for (const int *r = c->also; r && *r >= 0; r++)
                cr_assert(*r < (int)g->nrefs && *r != c->rule, "%s: also %d", c->code, *r);
            cr_assert(c->doc && *c->doc, "%s: no doc", c->code);
        }
    }
}

Test(registry, skips_name_the_games_pages_with_a_reason)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        for (size_t k = 0; k < g->nskips; k++) {
            const ga_rule_skip *s = &g->skips[k];
            int own = s->page && !strcmp(s->page, g->wiki_page);
            for (const char *const *m = g->more_pages; m && *m; m++)
                own |= s->page && !strcmp(s->page, *m);
            cr_assert(own, "%s skips a sentence of %s, not one of its pages", g->name,
                      s->page ? s->page : "(null)");
            cr_assert(s->reason && strlen(s->reason) > 10, "%s: a skip needs its reason",
                      g->name);
        }
    }
}

static ga_ruleset *load_rules(void)
{
    ga_ruleset *rs = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_ruleset_load_dir(&rs, "fixtures/wiki", &err), 0, "%s", err.text);
    return rs;
}

Test(registry, every_skip_still_matches_its_page)
{
    /* A skip whose sentence a new revision dropped would hide nothing and
     * lie in the README: each must exclude at least one sentence today. */
    ga_ruleset *rs = load_rules();
    ga_coverage_proof none = {0};
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        for (size_t k = 0; k < g->nskips; k++) {
            const ga_rule_skip *s = &g->skips[k];
            ga_coverage cv;
            ga_error err = {0};
            cr_assert_eq(ga_coverage_page(rs, s->page, NULL, &none, &cv, &err), 0, "%s",
                         err.text);
            int hit = 0;
            for (size_t u = 0; u < cv.n; u++)
                hit |= cv.v[u].skip == s;
            ga_coverage_clear(&cv);
            cr_assert(hit, "%s: the skip \"%s\" matches no sentence of %s", g->name,
                      s->phrase ? s->phrase : s->section, s->page);
        }
    }
    ga_ruleset_free(rs);
}

Test(registry, every_example_stream_passes_check)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        if (!g->example)
            continue;
        char path[] = "/tmp/gameaudit-example-XXXXXX";
        int fd = mkstemp(path);
        cr_assert(fd >= 0);
        size_t n = strlen(g->example);
        cr_assert_eq(write(fd, g->example, n), (ssize_t)n);
        close(fd);
        ga_check_opts o = {0};
        ga_result res;
        int rc = ga_check_file(path, &o, &res);
        unlink(path);
        cr_assert_eq(rc, 0, "%s example: %s", g->name, res.err.text);
        cr_assert_str_eq(res.header.game, g->name);
        cr_assert_eq(ga_findings_count(&res.findings, GA_ERROR), 0, "%s example: %s", g->name,
                     res.findings.n ? res.findings.v[0].message : "");
        cr_assert(res.moves > 0, "%s example has no move", g->name);
        ga_result_clear(&res);
    }
}

/* Calls fn on every file under dir that is neither an .expect nor a note. */
static void walk(const char *dir, void (*fn)(const char *path))
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *de;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        char p[1024];
        snprintf(p, sizeof p, "%s/%s", dir, de->d_name);
        size_t n = strlen(p);
        if (is_dir(p)) {
            char skip[1100];
            snprintf(skip, sizeof skip, "%s/.gameaudit-skip", p);
            if (!is_file(skip))
                walk(p, fn);
        } else if (!(n > 7 && !strcmp(p + n - 7, ".expect")) &&
                   !(n > 3 && !strcmp(p + n - 3, ".md")) && !strstr(de->d_name, "LICEN") &&
                   !(n > 4 && !strcmp(p + n - 4, ".txt"))) {
            fn(p);
        }
    }
    closedir(d);
}

static size_t nfindings_seen;

static void check_honest(const char *path)
{
    ga_check_opts o = {0};
    ga_result res;
    ga_check_file(path, &o, &res);
    const ga_game *g = ga_game_find(res.header.game);
    const ga_game *bga = ga_game_find("bga");
    for (size_t i = 0; i < res.findings.n; i++) {
        const ga_finding *fd = &res.findings.v[i];
        const ga_game *owner = !strncmp(fd->code, "bga.", 4) ? bga : g;
        if (!owner)
            owner = bga;
        const ga_check_def *c = ga_game_check(owner, fd->code);
        cr_assert_not_null(c, "%s: finding %s is not in %s's check table", path, fd->code,
                           owner->name);
        cr_assert_eq(fd->severity, c->severity, "%s: %s severity", path, fd->code);
        int rule = -1;
        for (size_t k = 0; fd->rule && k < owner->nrefs; k++)
            if (fd->rule == &owner->refs[k])
                rule = (int)k;
        cr_assert(ga_check_cites(c, rule), "%s: %s cites %s, which its check does not declare",
                  path, fd->code, fd->rule ? fd->rule->id : "no rule");
        nfindings_seen++;
    }
    ga_result_clear(&res);
}

Test(registry, every_fixture_finding_is_a_declared_check_citing_a_declared_rule,
     .timeout = 300)
{
    nfindings_seen = 0;
    walk("fixtures", check_honest);
    cr_assert_gt(nfindings_seen, 20, "the walk saw the known-bad fixtures");
}

Test(coverage, a_check_counts_only_with_a_fixture_naming_the_rule_it_cites)
{
    /* Backgammon's wrong-points cites five sentences by case: a bare code line
     * proves none of them, a line naming the gammon row proves that row only. */
    const ga_game *g = ga_game_find("backgammon");
    const ga_check_def *c = ga_game_check(g, "backgammon.result.wrong-points");
    cr_assert(c && c->also);
    int gammon = -1, single = -1;
    for (size_t k = 0; k < g->nrefs; k++) {
        if (!strcmp(g->refs[k].id, "backgammon.match.gammon"))
            gammon = (int)k;
        if (!strcmp(g->refs[k].id, "backgammon.match.single"))
            single = (int)k;
    }
    cr_assert(gammon >= 0 && single >= 0);
    char dir[] = "/tmp/gameaudit-proof-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char p[256];
    snprintf(p, sizeof p, "%s/a.expect", dir);
    FILE *f = fopen(p, "w");
    fputs("# a comment\nbackgammon.result.wrong-points 10\n", f);
    fclose(f);
    ga_coverage_proof proof;
    cr_assert_eq(ga_coverage_proof_load(&proof, dir), 0);
    cr_assert_not(ga_coverage_proven(&proof, g, c, gammon));
    cr_assert_not(ga_coverage_proven(&proof, g, c, c->rule));
    ga_coverage_proof_clear(&proof);
    f = fopen(p, "a");
    fputs("backgammon.result.wrong-points 12 backgammon.match.gammon\n", f);
    fclose(f);
    cr_assert_eq(ga_coverage_proof_load(&proof, dir), 0);
    cr_assert(ga_coverage_proven(&proof, g, c, gammon));
    cr_assert_not(ga_coverage_proven(&proof, g, c, single));
    ga_coverage_proof_clear(&proof);
    unlink(p);
    rmdir(dir);
}

Test(coverage, no_fixture_no_coverage_and_the_page_is_still_counted)
{
    ga_ruleset *rs = load_rules();
    ga_coverage_proof none = {0};
    ga_coverage cv;
    ga_error err = {0};
    cr_assert_eq(ga_coverage_page(rs, "Gamehelpbackgammon", NULL, &none, &cv, &err), 0);
    cr_assert_gt(cv.normative, 15);
    cr_assert_eq(cv.covered, 0);
    ga_coverage_clear(&cv);
    ga_coverage_proof proof;
    cr_assert_eq(ga_coverage_proof_load(&proof, "fixtures"), 0);
    cr_assert_eq(ga_coverage_page(rs, "Gamehelpbackgammon", NULL, &proof, &cv, &err), 0);
    cr_assert_geq(cv.covered * 100, cv.normative * 80, "backgammon coverage %zu/%zu",
                  cv.covered, cv.normative);
    ga_coverage_clear(&cv);
    ga_coverage_proof_clear(&proof);
    ga_ruleset_free(rs);
}

Test(coverage, table_rows_are_normative_sentences_by_keywords)
{
    cr_assert(ga_coverage_is_normative("You must pay 2 coins.", 21));
    cr_assert(ga_coverage_is_normative("Each player draws a card.", 25));
    cr_assert_not(ga_coverage_is_normative("Have fun with friends.", 22));
    cr_assert_not(ga_coverage_is_normative("Canteens are nice.", 18)); /* "can" is a whole word */
}
