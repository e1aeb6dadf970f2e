/* cmd_rules.c — `gameaudit rules`: the wiki rule pages as the store reads them.
 *
 *   rules list [PAGE]                       pages (or one page's revisions)
 *   rules show PAGE [--at D] [--section S]  the text in force, or its section tree as JSON
 *   rules diff PAGE REV1 REV2               what changed, unified lines headed by section
 *   rules tables PAGE [--at D] [--section S] every table as JSON
 *   rules verify [--at D]                   every engine's citations and wiki constants
 *   rules coverage [PAGE] [--at D] [--uncovered] [--excluded] [--fixtures DIR]
 *                                           normative sentences and the proven checks
 *                                           enforcing them (src/coverage.c)
 * Options everywhere: --rules DIR, --format text|json.
 */
#include "cli.h"
#include "coverage.h"
#include "internal.h"
#include "../parsers/wiki.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

typedef struct ropts {
    const char *rules_dir, *at, *section, *format, *fixtures;
    int uncovered, excluded;
    const char *args[4];
    size_t nargs;
} ropts;

static int parse_ropts(int argc, char **argv, ropts *o)
{
    memset(o, 0, sizeof *o);
    o->args[0] = argv[1];
    const ga_cli_opt table[] = {
        {"--rules", NULL, &o->rules_dir, NULL},
        {"--at", NULL, &o->at, NULL},
        {"--section", NULL, &o->section, NULL},
        {"--format", NULL, &o->format, NULL},
        {"--fixtures", NULL, &o->fixtures, NULL},
        {"--uncovered", NULL, NULL, &o->uncovered},
        {"--excluded", NULL, NULL, &o->excluded},
        {NULL, NULL, NULL, NULL},
    };
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rules %s", argv[1]);
    int rc = ga_cli_parse(cmd, argc, argv, 2, table, o->args + 1, 3, &o->nargs);
    o->nargs++;
    if (rc)
        return rc;
    if (o->format && strcmp(o->format, "text") && strcmp(o->format, "json"))
        return ga_cli_usage("rules %s: --format is text or json", argv[1]);
    char key[21];
    if (o->at && ga_rules_date(o->at, key))
        return ga_cli_usage("rules %s: --at takes YYYY-MM-DD or an ISO 8601 date-time, not "
                            "\"%s\"", argv[1], o->at);
    return 0;
}

static int is_json(const ropts *o)
{
    return o->format && !strcmp(o->format, "json");
}

/* Prints j (stolen) to stdout, one line. */
static int print_json(json_t *j)
{
    if (!j)
        return 4;
    char *s = json_dumps(j, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(j);
    if (!s)
        return 4;
    ga_buf b = {0};
    int rc = ga_buf_printf(&b, "%s\n", s) ? 4 : ga_cli_flush(&b);
    free(s);
    ga_buf_free(&b);
    return rc;
}

/* ---------------------------------------------------------------- JSON of pages */

/* A cell as JSON: a whole decimal integer becomes a number. */
static json_t *cell_json(const char *c)
{
    size_t n = strlen(c), k = c[0] == '-' ? 1 : 0;
    if (n > k && n - k <= 15 && strspn(c + k, "0123456789") == n - k &&
        (c[k] != '0' || n - k == 1))
        return json_integer(strtoll(c, NULL, 10));
    return json_string(c);
}

static json_t *table_json(const ga_wiki_table *t, const char *section)
{
    json_t *o = json_object(), *hdr = NULL, *rows = json_array();
    if (section)
        json_object_set_new(o, "section", json_string(section));
    json_object_set_new(o, "caption", json_string(t->caption));
    for (size_t r = 0; r < t->nrows; r++) {
        const ga_wiki_row *row = &t->rows[r];
        json_t *a = json_array();
        for (size_t c = 0; c < row->ncells; c++)
            json_array_append_new(a, row->header ? json_string(row->cells[c])
                                                 : cell_json(row->cells[c]));
        if (row->header && r == 0)
            hdr = a;
        else
            json_array_append_new(rows, a);
    }
    json_object_set_new(o, "header", hdr ? hdr : json_array());
    json_object_set_new(o, "rows", rows);
    json_object_set_new(o, "line", json_integer(t->line));
    return o;
}

static json_t *block_json(const ga_wiki_block *b)
{
    if (b->kind == GA_WIKI_TABLE) {
        json_t *o = table_json(b->table, NULL);
        json_t *typed = json_pack("{s:s}", "type", "table");
        json_object_update(typed, o);
        json_decref(o);
        return typed;
    }
    if (b->kind == GA_WIKI_ITEM)
        return json_pack("{s:s,s:i,s:b,s:s}", "type", "item", "depth", b->depth, "ordered",
                         b->ordered, "text", b->text);
    return json_pack("{s:s,s:s}", "type", "paragraph", "text", b->text);
}

/* Section idx with its blocks and its subsections (depth ≤ 7: levels are 0..6). */
static json_t *section_json(const ga_wiki_doc *doc, size_t idx)
{
    const ga_wiki_section *s = &doc->sections[idx];
    json_t *o = json_pack("{s:s,s:s,s:i,s:i}", "title", s->title, "path", s->path, "level",
                          s->level, "line", s->line);
    json_t *blocks = json_array(), *subs = json_array();
    for (size_t k = 0; k < s->nblocks; k++)
        json_array_append_new(blocks, block_json(&s->blocks[k]));
    size_t end = ga_wiki_section_end(doc, idx);
    for (size_t j = idx + 1; j < end; j++)
        if (doc->sections[j].parent == (idx == 0 ? -1 : (long)idx))
            json_array_append_new(subs, section_json(doc, j));
    json_object_set_new(o, "blocks", blocks);
    json_object_set_new(o, "sections", subs);
    return o;
}

/* ---------------------------------------------------------------- text of pages */

static int render_table(ga_buf *o, const ga_wiki_table *t)
{
    int rc = ga_buf_printf(o, "[table%s%s]\n", *t->caption ? ": " : "", t->caption);
    for (size_t r = 0; r < t->nrows && !rc; r++) {
        for (size_t c = 0; c < t->rows[r].ncells && !rc; c++)
            rc = ga_buf_printf(o, "%s%s", c ? " | " : "", t->rows[r].cells[c]);
        if (!rc)
            rc = ga_buf_puts(o, "\n");
    }
    return rc ? rc : ga_buf_puts(o, "\n");
}

static int render(ga_buf *o, const ga_wiki_doc *doc, size_t s0, size_t s1)
{
    int rc = 0;
    for (size_t i = s0; i < s1 && !rc; i++) {
        const ga_wiki_section *s = &doc->sections[i];
        if (s->level) {
            char eq[7] = "======";
            eq[s->level] = '\0';
            rc = ga_buf_printf(o, "%s %s %s\n\n", eq, s->title, eq);
        }
        for (size_t k = 0; k < s->nblocks && !rc; k++) {
            const ga_wiki_block *b = &s->blocks[k];
            if (b->kind == GA_WIKI_TABLE) {
                rc = render_table(o, b->table);
            } else if (b->kind == GA_WIKI_ITEM) {
                for (int d = 1; d < b->depth && d < 8 && !rc; d++)
                    rc = ga_buf_puts(o, "  ");
                if (!rc)
                    rc = ga_buf_printf(o, "%s %s\n", b->ordered ? "#" : "*", b->text);
                if (!rc && (k + 1 == s->nblocks || s->blocks[k + 1].kind != GA_WIKI_ITEM))
                    rc = ga_buf_puts(o, "\n");
            } else {
                rc = ga_buf_printf(o, "%s\n\n", b->text);
            }
        }
    }
    return rc;
}

/* ---------------------------------------------------------------- subcommands */

static int cmd_list(const ga_ruleset *rs, const ropts *o)
{
    ga_buf b = {0};
    int rc = 0;
    json_t *arr = json_array();
    if (o->nargs > 1) { /* one page: its revisions */
        const ga_wiki_page *pg = ga_wiki_page_find(rs, o->args[1]);
        if (!pg) {
            json_decref(arr);
            return ga_cli_usage("rules list: no wiki page \"%s\" (see `gameaudit rules list`)",
                                o->args[1]);
        }
        for (size_t i = 0; i < pg->nrevs; i++) {
            const ga_wiki_rev *r = pg->revs[i];
            if (is_json(o)) {
                json_t *j = json_pack("{s:i,s:s,s:s,s:s,s:b,s:s,s:i}", "n", (int)i + 1,
                                      "revision", r->ts, "author", r->author, "summary",
                                      r->summary, "has_text", r->body_len > 0, "file", r->file,
                                      "line", r->line);
                if (r->revid)
                    json_object_set_new(j, "id", json_integer(r->revid));
                json_array_append_new(arr, j);
            } else {
                rc = ga_buf_printf(&b, "%3zu  %s  %-14s %s%s\n", i + 1, r->ts, r->author,
                                   r->body_len ? "" : "(no text) ", r->summary);
            }
        }
    } else {
        if (!is_json(o))
            rc = ga_buf_printf(&b, "%-40s %5s  %-20s  %-20s\n", "PAGE", "REVS", "FIRST", "LAST");
        for (size_t i = 0; i < rs->npages && !rc; i++) {
            const ga_wiki_page *pg = &rs->pages[i];
            const char *first = pg->revs[0]->ts, *last = pg->revs[pg->nrevs - 1]->ts;
            if (is_json(o))
                json_array_append_new(arr, json_pack("{s:s,s:i,s:s,s:s,s:b}", "page", pg->title,
                                                     "revisions", (int)pg->nrevs, "first", first,
                                                     "last", last, "rules",
                                                     !strncmp(pg->title, "Gamehelp", 8)));
            else
                rc = ga_buf_printf(&b, "%-40s %5zu  %-20s  %-20s\n", pg->title, pg->nrevs, first,
                                   last);
        }
        if (!is_json(o) && !rc)
            rc = ga_buf_printf(&b, "%zu revisions in %zu pages\n", rs->revs.n, rs->npages);
    }
    if (is_json(o)) {
        ga_buf_free(&b);
        return print_json(arr);
    }
    json_decref(arr);
    rc = rc ? 4 : ga_cli_flush(&b);
    ga_buf_free(&b);
    return rc;
}

/* Resolves PAGE/--at/--section for show and tables. */
static int locate(const ga_ruleset *rs, const ropts *o, const char *cmd, const ga_wiki_rev **rev,
                  int *before, size_t *s0, size_t *s1)
{
    ga_error err = {0};
    if (o->nargs != 2)
        return ga_cli_usage("rules %s: give one PAGE", cmd);
    if (!ga_wiki_page_find(rs, o->args[1]))
        return ga_cli_usage("rules %s: no wiki page \"%s\" (see `gameaudit rules list`)", cmd,
                            o->args[1]);
    if (ga_wiki_in_force(rs, o->args[1], o->at, NULL, rev, before, &err))
        return ga_cli_error(&err);
    long s = ga_wiki_section_find((*rev)->doc, o->section);
    if (s < 0)
        return ga_cli_usage("rules %s: no section \"%s\" in %s @ %s", cmd, o->section,
                            (*rev)->page, (*rev)->ts);
    *s0 = (size_t)s;
    *s1 = ga_wiki_section_end((*rev)->doc, (size_t)s);
    return 0;
}

static int cmd_show(const ga_ruleset *rs, const ropts *o)
{
    const ga_wiki_rev *rev;
    int before, rc;
    size_t s0, s1;
    if ((rc = locate(rs, o, "show", &rev, &before, &s0, &s1)))
        return rc;
    if (is_json(o)) {
        json_t *j = json_pack("{s:s,s:s,s:s,s:s,s:b}", "page", rev->page, "revision", rev->ts,
                              "author", rev->author, "summary", rev->summary, "before_first",
                              before);
        json_object_set_new(j, "section", json_string(rev->doc->sections[s0].path));
        json_object_set_new(j, "tree", section_json(rev->doc, s0));
        return print_json(j);
    }
    ga_buf b = {0};
    rc = ga_buf_printf(&b, "%s @ %s by %s%s%s%s\n", rev->page, rev->ts, rev->author,
                       *rev->summary ? " (" : "", rev->summary, *rev->summary ? ")" : "");
    if (!rc && before)
        rc = ga_buf_printf(&b, "note: %s predates the page's first revision; showing the "
                               "earliest\n", o->at);
    if (!rc && s0)
        rc = ga_buf_printf(&b, "section: %s\n", rev->doc->sections[s0].path);
    if (!rc)
        rc = ga_buf_puts(&b, "\n");
    if (!rc)
        rc = render(&b, rev->doc, s0, s1);
    rc = rc ? 4 : ga_cli_flush(&b);
    ga_buf_free(&b);
    return rc;
}

static int cmd_tables(const ga_ruleset *rs, const ropts *o)
{
    const ga_wiki_rev *rev;
    int before, rc;
    size_t s0, s1;
    if ((rc = locate(rs, o, "tables", &rev, &before, &s0, &s1)))
        return rc;
    json_t *arr = json_array();
    for (size_t i = s0; i < s1; i++)
        for (size_t k = 0; k < rev->doc->sections[i].nblocks; k++)
            if (rev->doc->sections[i].blocks[k].table)
                json_array_append_new(arr, table_json(rev->doc->sections[i].blocks[k].table,
                                                      rev->doc->sections[i].path));
    json_t *j = json_pack("{s:s,s:s,s:b,s:o}", "page", rev->page, "revision", rev->ts,
                          "before_first", before, "tables", arr);
    return print_json(j);
}

static int cmd_diff(const ga_ruleset *rs, const ropts *o)
{
    const ga_wiki_rev *a, *b;
    ga_error err = {0};
    if (o->nargs != 4)
        return ga_cli_usage("rules diff: give PAGE REV1 REV2 (a revision is N, a timestamp or "
                            "a date)");
    if (!ga_wiki_page_find(rs, o->args[1]))
        return ga_cli_usage("rules diff: no wiki page \"%s\" (see `gameaudit rules list`)",
                            o->args[1]);
    if (ga_wiki_rev_pick(rs, o->args[1], o->args[2], &a, &err) ||
        ga_wiki_rev_pick(rs, o->args[1], o->args[3], &b, &err))
        return ga_cli_usage("rules diff: %s", err.text);
    ga_buf out = {0};
    size_t n;
    int rc = ga_wiki_diff(a, b, &out, &n) ? 4 : ga_cli_flush(&out);
    ga_buf_free(&out);
    return rc;
}

static int cmd_verify(const ga_ruleset *rs, const ropts *o)
{
    ga_buf rep = {0}, out = {0};
    size_t nrefs = 0, nconsts = 0, failed = 0;
    int rc = 0;
    json_t *fails = json_array();
    for (size_t i = 0; i < ga_ngames && !rc; i++) {
        const ga_game *g = ga_games[i];
        if (!g)
            continue;
        rep.len = 0;
        nrefs += g->nrefs;
        nconsts += g->nconsts;
        rc = ga_ruleset_verify(rs, g->refs, g->nrefs, g->consts, g->nconsts, o->at, &rep,
                               &failed);
        for (char *line = rep.data; !rc && line && *line;) {
            char *nl = strchr(line, '\n');
            size_t n = nl ? (size_t)(nl - line) : strlen(line);
            if (is_json(o))
                json_array_append_new(fails, json_pack("{s:s,s:s%}", "game", g->name,
                                                       "message", line, n));
            else
                rc = ga_buf_printf(&out, "rules verify: %s: %.*s\n", g->name, (int)n, line);
            line = nl ? nl + 1 : line + n;
        }
    }
    ga_buf_free(&rep);
    if (is_json(o)) {
        ga_buf_free(&out);
        if (rc) {
            json_decref(fails);
            return 4;
        }
        rc = print_json(json_pack("{s:I,s:I,s:I,s:o}", "citations", (json_int_t)nrefs,
                                  "constants", (json_int_t)nconsts, "failed",
                                  (json_int_t)failed, "failures", fails));
        return rc ? rc : failed ? 1 : 0;
    }
    json_decref(fails);
    if (!rc)
        rc = ga_buf_printf(&out, "rules verify: %zu citations, %zu constants checked, %zu failed\n",
                           nrefs, nconsts, failed);
    int st = rc ? 4 : ga_cli_flush(&out);
    ga_buf_free(&out);
    return st ? st : failed ? 1 : 0;
}

/* ---------------------------------------------------------------- coverage */

/* Where the known-bad fixtures are: --fixtures, $GAMEAUDIT_FIXTURES, else
 * ./fixtures when it is a directory; NULL when none. */
static const char *fixtures_dir(const ropts *o)
{
    if (o->fixtures)
        return o->fixtures;
    const char *env = getenv("GAMEAUDIT_FIXTURES");
    if (env && *env)
        return env;
    struct stat st;
    return stat("fixtures", &st) == 0 && S_ISDIR(st.st_mode) ? "fixtures" : NULL;
}

/* Returns 1 when page title t is a rules page: "Gamehelp…" or one a game names. */
static int rules_page(const char *t)
{
    if (!strncmp(t, "Gamehelp", 8))
        return 1;
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        if (g->wiki_page && !strcasecmp(g->wiki_page, t))
            return 1;
        for (const char *const *m = g->more_pages; m && *m; m++)
            if (!strcasecmp(*m, t))
                return 1;
    }
    return 0;
}

static double percent(size_t covered, size_t normative)
{
    return normative ? 100.0 * (double)covered / (double)normative : 0.0;
}

/* Appends page's coverage to out (text) or arr (JSON). */
static int coverage_one(const ga_ruleset *rs, const ropts *o, const char *page,
                        const ga_coverage_proof *proof, ga_buf *out, json_t *arr,
                        size_t *tn, size_t *tc)
{
    ga_coverage cv;
    ga_error err = {0};
    int rc = ga_coverage_page(rs, page, o->at, proof, &cv, &err);
    if (rc) {
        ga_coverage_clear(&cv);
        return ga_cli_error(&err);
    }
    *tn += cv.normative;
    *tc += cv.covered;
    double pc = percent(cv.covered, cv.normative);
    json_t *unc = arr ? json_array() : NULL, *exc = arr ? json_array() : NULL;
    if (!arr)
        rc = ga_buf_printf(out, "%-28s %-20s %9zu %7zu %6.1f%%\n", cv.page, cv.revision,
                           cv.normative, cv.covered, pc);
    for (size_t i = 0; i < cv.n && !rc; i++) {
        const ga_coverage_unit *u = &cv.v[i];
        const char *sec = cv.doc->sections[u->section].path;
        if (u->normative && !u->covered_by) {
            if (arr)
                json_array_append_new(unc, json_pack("{s:s,s:s}", "section", sec, "sentence",
                                                     u->text));
            else if (o->uncovered)
                rc = ga_buf_printf(out, "    uncovered §%s: %s\n", sec, u->text);
        } else if (u->skip) {
            if (arr)
                json_array_append_new(exc, json_pack("{s:s,s:s,s:s}", "section", sec,
                                                     "sentence", u->text, "reason",
                                                     u->skip->reason ? u->skip->reason : ""));
            else if (o->excluded)
                rc = ga_buf_printf(out, "    excluded  §%s: %s  [%s]\n", sec, u->text,
                                   u->skip->reason ? u->skip->reason : "");
        }
    }
    if (arr)
        json_array_append_new(arr, json_pack("{s:s,s:s,s:I,s:I,s:f,s:o,s:o}", "page", cv.page,
                                             "revision", cv.revision, "normative",
                                             (json_int_t)cv.normative, "covered",
                                             (json_int_t)cv.covered, "percent", pc,
                                             "uncovered", unc, "excluded", exc));
    ga_coverage_clear(&cv);
    return rc ? 4 : 0;
}

static int cmd_coverage(const ga_ruleset *rs, const ropts *o)
{
    ga_coverage_proof proof;
    const char *dir = fixtures_dir(o);
    if (ga_coverage_proof_load(&proof, dir))
        return 4;
    ga_buf out = {0};
    json_t *arr = is_json(o) ? json_array() : NULL;
    size_t tn = 0, tc = 0;
    int rc = 0;
    if (!arr)
        rc = ga_buf_printf(&out, "%-28s %-20s %9s %7s %7s\n", "PAGE", "REVISION", "NORMATIVE",
                           "COVERED", "PERCENT") ? 4 : 0;
    if (o->args[1]) {
        rc = rc ? rc : coverage_one(rs, o, o->args[1], &proof, &out, arr, &tn, &tc);
    } else {
        for (size_t i = 0; i < rs->npages && !rc; i++)
            if (rules_page(rs->pages[i].title))
                rc = coverage_one(rs, o, rs->pages[i].title, &proof, &out, arr, &tn, &tc);
    }
    if (!rc && arr) {
        rc = print_json(arr);
        arr = NULL;
    } else if (!rc) {
        if (!o->args[1])
            rc = ga_buf_printf(&out, "%-28s %-20s %9zu %7zu %6.1f%%\n", "all pages", "", tn, tc,
                               percent(tc, tn));
        if (!rc)
            rc = ga_buf_printf(&out, "(a check counts when a known-bad fixture expects its code: "
                               "%zu codes in %zu .expect files under %s)\n", proof.n,
                               proof.files, dir ? dir : "(no fixtures directory found)");
        rc = rc ? 4 : ga_cli_flush(&out);
    }
    json_decref(arr);
    ga_buf_free(&out);
    ga_coverage_proof_clear(&proof);
    return rc;
}

int cmd_rules(int argc, char **argv)
{
    static const struct {
        const char *name;
        int (*run)(const ga_ruleset *rs, const ropts *o);
    } subs[] = {
        {"coverage", cmd_coverage}, {"diff", cmd_diff}, {"list", cmd_list}, {"show", cmd_show},
        {"tables", cmd_tables}, {"verify", cmd_verify},
    };
    if (argc < 2)
        return ga_cli_usage("rules: give list, show, diff, tables, verify or coverage");
    size_t k = 0;
    while (k < sizeof subs / sizeof subs[0] && strcmp(subs[k].name, argv[1]))
        k++;
    if (k == sizeof subs / sizeof subs[0])
        return ga_cli_usage("rules: unknown subcommand \"%s\" (list, show, diff, tables, verify, "
                            "coverage)",
                            argv[1]);
    ropts o;
    int rc = parse_ropts(argc, argv, &o);
    if (rc)
        return rc;
    /* An option the subcommand does not use is refused, not ignored. */
    static const struct { const char *sub, *opts; } uses[] = {
        {"coverage", "at format fixtures uncovered excluded"}, {"diff", ""},
        {"list", "format"}, {"show", "at section format"}, {"tables", "at section format"},
        {"verify", "at format"},
    };
    const struct { const char *name; int set; } given[] = {
        {"at", o.at != NULL}, {"section", o.section != NULL}, {"format", o.format != NULL},
        {"fixtures", o.fixtures != NULL}, {"uncovered", o.uncovered}, {"excluded", o.excluded},
    };
    for (size_t g = 0; g < sizeof given / sizeof given[0]; g++) {
        const char *allowed = "";
        for (size_t u = 0; u < sizeof uses / sizeof uses[0]; u++)
            if (!strcmp(uses[u].sub, argv[1]))
                allowed = uses[u].opts;
        size_t n = strlen(given[g].name);
        const char *hit = allowed;
        while ((hit = strstr(hit, given[g].name)) &&
               !((hit == allowed || hit[-1] == ' ') && (hit[n] == ' ' || !hit[n])))
            hit += n;
        if (given[g].set && !hit)
            return ga_cli_usage("rules %s: --%s is not an option of `rules %s`", argv[1],
                                given[g].name, argv[1]);
    }
    ga_ruleset *rs = NULL;
    ga_error err = {0};
    const char *dir = o.rules_dir ? o.rules_dir : ga_rules_default_dir();
    if (ga_ruleset_load_dir(&rs, dir, &err))
        return ga_cli_error(&err);
    if (*ga_ruleset_refused(rs))
        fprintf(stderr, "gameaudit: warning: rule files left out:\n%s", ga_ruleset_refused(rs));
    rc = subs[k].run(rs, &o);
    ga_ruleset_free(rs);
    return rc;
}
