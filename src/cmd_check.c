/* cmd_check.c — check, import, replay, games, formats. */
#include "cli.h"
#include "internal.h"
#include "report.h"

#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------------------------------------------------------------- options */

typedef struct opts {
    const char *game, *input_format, *format, *rules_dir, *rules_at, *fail_on;
    long jobs, game_no, at_seq, max_findings;
    int expect, quiet;
    const char **files;
    size_t nfiles;
} opts;

/* Parses the options shared by the log commands.  Returns 0 or 2. */
static int parse_opts(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    o->jobs = 1;
    o->files = calloc((size_t)argc + 1, sizeof *o->files);
    if (!o->files)
        return 4;
    const char *jobs = NULL, *at = NULL, *maxf = NULL;
    /* Each option with the subcommands that use it: any other refuses it. */
    const struct {
        ga_cli_opt opt;
        const char *cmds;
    } all[] = {
        {{"--game", NULL, &o->game, NULL}, "check import replay"},
        {{"--input-format", NULL, &o->input_format, NULL}, "check import replay"},
        {{"--format", NULL, &o->format, NULL}, "check"},
        {{"--rules", NULL, &o->rules_dir, NULL}, "check"},
        {{"--rules-at", NULL, &o->rules_at, NULL}, "check"},
        {{"--fail-on", NULL, &o->fail_on, NULL}, "check"},
        {{"--jobs", "-j", &jobs, NULL}, "check"},
        {{"--at", NULL, &at, NULL}, "replay"},
        {{"--expect", NULL, NULL, &o->expect}, "check"},
        {{"--quiet", "-q", NULL, &o->quiet}, "check"},
        {{"--max-findings", NULL, &maxf, NULL}, "check"},
    };
    ga_cli_opt table[sizeof all / sizeof all[0] + 1];
    size_t nt = 0;
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++) {
        const char *c = strstr(all[k].cmds, argv[0]);
        size_t n = strlen(argv[0]);
        if (c && (c == all[k].cmds || c[-1] == ' ') && (c[n] == ' ' || !c[n]))
            table[nt++] = all[k].opt;
    }
    table[nt] = (ga_cli_opt){NULL, NULL, NULL, NULL};
    int rc = ga_cli_parse(argv[0], argc, argv, 1, table, o->files,
                          (size_t)argc, &o->nfiles);
    if (rc || (jobs && (rc = ga_cli_number(argv[0], "-j", jobs, &o->jobs))) ||
        (at && (rc = ga_cli_number(argv[0], "--at", at, &o->at_seq))) ||
        (maxf && (rc = ga_cli_number(argv[0], "--max-findings", maxf, &o->max_findings))))
        return rc;
    if (maxf && o->max_findings < 1)
        return ga_cli_usage("%s: --max-findings takes a number of findings, 1 or more, not "
                            "\"%s\"", argv[0], maxf);
    if (o->format && strcmp(o->format, "text") && strcmp(o->format, "json") &&
        strcmp(o->format, "junit"))
        return ga_cli_usage("%s: --format is text, json or junit", argv[0]);
    if (o->fail_on && strcmp(o->fail_on, "warning") && strcmp(o->fail_on, "error"))
        return ga_cli_usage("%s: --fail-on is error or warning", argv[0]);
    if (o->input_format && !ga_format_find(o->input_format))
        return ga_cli_usage("%s: unknown input format \"%s\" (see `gameaudit formats`)", argv[0],
                            o->input_format);
    if (jobs && o->jobs < 1)
        return ga_cli_usage("%s: -j takes a number of files at once, 1 or more, not \"%s\"",
                            argv[0], jobs);
    char key[21];
    if (o->rules_at && ga_rules_date(o->rules_at, key))
        return ga_cli_usage("%s: --rules-at takes YYYY-MM-DD or an ISO 8601 date-time, not "
                            "\"%s\"", argv[0], o->rules_at);
    /* replay --game N picks a game number; elsewhere --game names an engine. */
    int number = !strcmp(argv[0], "replay") && o->game && *o->game &&
                 strspn(o->game, "0123456789") == strlen(o->game);
    if (o->game && !number && !ga_game_find(o->game))
        return ga_cli_usage("%s: no game \"%s\" (see `gameaudit games`)", argv[0], o->game);
    return 0;
}

/* Loads the rule set (a missing one only costs the citations' quotes: a
 * warning naming the places searched, once per run). */
static ga_ruleset *load_rules(const opts *o)
{
    ga_ruleset *rs = NULL;
    ga_error err;
    const char *dir = o->rules_dir ? o->rules_dir : ga_rules_default_dir();
    if (ga_ruleset_load_dir(&rs, dir, &err) != 0) {
        if (o->rules_dir)
            ga_cli_error(&err);
        else
            fprintf(stderr, "gameaudit: warning: no rule store found (searched "
                            "$GAMEAUDIT_RULES, %s/wiki, fixtures/wiki): findings cite their "
                            "rule's page and section without the quote in force\n",
                    GA_DATADIR);
        return NULL;
    }
    if (*ga_ruleset_refused(rs))
        fprintf(stderr, "gameaudit: warning: rule files left out:\n%s", ga_ruleset_refused(rs));
    return rs;
}

/* ---------------------------------------------------------------- file list */

typedef struct paths {
    char **v;
    const char **why;   /* per path: why the walk refused it, or NULL */
    size_t n, cap, wcap;
} paths;

static int paths_add_why(paths *p, const char *s, const char *why)
{
    if (GA_GROW(p->v, p->cap, p->n + 1, 64) || GA_GROW(p->why, p->wcap, p->n + 1, 64))
        return -1;
    p->why[p->n] = why;
    return (p->v[p->n++] = strdup(s)) ? 0 : -1;
}

static int paths_add(paths *p, const char *s)
{
    return paths_add_why(p, s, NULL);
}

static void paths_free(paths *p)
{
    for (size_t i = 0; i < p->n; i++)
        free(p->v[i]);
    free(p->v);
    free(p->why);
    memset(p, 0, sizeof *p);
}

#define GA_WALK_MAX_DEPTH 64
#define GA_WALK_MAX_PATH 4096

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Returns 1 for files a directory walk passes over: verdicts, notes,
 * licences and hidden files.  A directory holding `.gameaudit-skip` (the
 * wiki pages, say) is not walked. */
static int skip_name(const char *name)
{
    size_t n = strlen(name);
    static const char *const suffixes[] = {".expect", ".md", ".orig", "~"};
    static const char *const prefixes[] = {".", "LICENSE", "LICENCE", "README", "PROVENANCE"};
    for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++) {
        size_t k = strlen(suffixes[i]);
        if (n >= k && !strcmp(name + n - k, suffixes[i]))
            return 1;
    }
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return 1;
    return 0;
}

/* Adds path, or every file below it in sorted order. */
static int collect(paths *out, const char *path, int depth)
{
    struct stat st;
    /* A path named on the command line is followed; inside a walk, links to
     * directories are not (no loops), as `grep -r` does. */
    int r = depth == 0 ? stat(path, &st) : lstat(path, &st);
    if (r == 0 && depth > 0 && S_ISLNK(st.st_mode)) {
        struct stat target;
        if (stat(path, &target) == 0 && S_ISDIR(target.st_mode))
            return 0;
    }
    if (r == 0 && S_ISDIR(st.st_mode) && depth > GA_WALK_MAX_DEPTH)
        return paths_add_why(out, path, "a directory nested deeper than 64 levels: not walked");
    if (r != 0 || !S_ISDIR(st.st_mode))
        return paths_add(out, path);
    char marker[GA_WALK_MAX_PATH + 32];
    snprintf(marker, sizeof marker, "%s/.gameaudit-skip", path);
    if (depth > 0 && access(marker, F_OK) == 0)
        return 0;
    DIR *d = opendir(path);
    if (!d)
        return paths_add(out, path);
    paths names = {0};
    struct dirent *de;
    while ((de = readdir(d)))
        if (!skip_name(de->d_name))
            paths_add(&names, de->d_name);
    closedir(d);
    if (names.n)
        qsort(names.v, names.n, sizeof *names.v, cmp_str);
    int rc = 0;
    for (size_t i = 0; i < names.n; i++) {
        ga_buf full = {0};
        size_t pl = strlen(path);
        if (ga_buf_printf(&full, "%s%s%s", path, pl && path[pl - 1] == '/' ? "" : "/",
                          names.v[i]))
            rc = -1;
        else if (!rc && full.len >= GA_WALK_MAX_PATH)
            rc = paths_add_why(out, full.data, "a path longer than 4096 bytes: not read");
        else if (!rc)
            rc = collect(out, full.data, depth + 1);
        ga_buf_free(&full);
        free(names.v[i]);
    }
    free(names.v);
    free(names.why);
    return rc;
}

/* ---------------------------------------------------------------- expectations */

/* Compares res with PATH.expect (`code line [rule]` a line; `#` comments;
 * no file = no finding expected; rule, when given, is the id of the rule ref
 * the finding must cite — what `rules coverage` counts as proof).  Appends
 * the differences to out; returns 1 when they differ. */
static int expect_diff(const ga_result *res, ga_buf *out)
{
    char ep[4096];
    snprintf(ep, sizeof ep, "%s.expect", res->path);
    typedef struct { char code[128]; char rule[128]; int line; int used; } exp_t;
    exp_t *exp = NULL;
    size_t nexp = 0, cap = 0;
    FILE *f = fopen(ep, "r");
    int differ = 0;
    if (f) {
        char line[512];
        int ln = 0;
        while (fgets(line, sizeof line, f)) {
            ln++;
            char code[128], rule[128] = "";
            int l;
            if (line[0] == '#' || strspn(line, " \t\r\n") == strlen(line))
                continue;
            if (sscanf(line, "%127s %d %127s", code, &l, rule) < 2) {
                ga_buf_printf(out, "%s:%d: bad expectation (want `code line [rule]`)\n", ep, ln);
                differ = 1;
                continue;
            }
            if (GA_GROW(exp, cap, nexp + 1, 16)) {
                ga_buf_printf(out, "%s:%d: out of memory\n", ep, ln);
                differ = 1;
                break;
            }
            snprintf(exp[nexp].code, sizeof exp[nexp].code, "%s", code);
            snprintf(exp[nexp].rule, sizeof exp[nexp].rule, "%s", rule);
            exp[nexp].line = l;
            exp[nexp++].used = 0;
        }
        fclose(f);
    }
    /* An unreadable file is the finding input.unreadable at its error line. */
    size_t nf = res->findings.n + (res->status != 0);
    for (size_t i = 0; i < nf; i++) {
        const char *code, *rule = NULL;
        int line, col;
        if (i < res->findings.n) {
            code = res->findings.v[i].code;
            rule = res->findings.v[i].rule ? res->findings.v[i].rule->id : NULL;
            ga_finding_linecol(res, &res->findings.v[i], &line, &col);
        } else {
            code = "input.unreadable";
            line = res->err.line;
        }
        size_t k;
        for (k = 0; k < nexp; k++)
            if (!exp[k].used && exp[k].line == line && !strcmp(exp[k].code, code))
                break;
        if (k < nexp) {
            exp[k].used = 1;
            if (exp[k].rule[0] && (!rule || strcmp(rule, exp[k].rule))) {
                ga_buf_printf(out, "%s: %s %d cites %s, expected %s\n", res->path, code, line,
                              rule ? rule : "no rule", exp[k].rule);
                differ = 1;
            }
        } else {
            ga_buf_printf(out, "%s: unexpected %s %d\n", res->path, code, line);
            differ = 1;
        }
    }
    for (size_t k = 0; k < nexp; k++)
        if (!exp[k].used) {
            ga_buf_printf(out, "%s: missing %s %d\n", res->path, exp[k].code, exp[k].line);
            differ = 1;
        }
    free(exp);
    return differ;
}

/* ---------------------------------------------------------------- check */

typedef struct job {
    paths *files;
    ga_result *results;
    int *done;
    size_t next;
    ga_check_opts copts;
    pthread_mutex_t mu;
    pthread_cond_t cv;
} job;

/* Audits the i-th path, or reports why the walk refused it. */
static void check_one(const paths *files, size_t i, const ga_check_opts *copts, ga_result *r)
{
    if (!files->why[i]) {
        ga_check_file(files->v[i], copts, r);
        return;
    }
    memset(r, 0, sizeof *r);
    r->path = ga_strdup0(files->v[i]);
    r->status = ga_error_set(&r->err, GA_EINPUT, files->v[i], 0, "%s", files->why[i]);
    r->err.line = 1;
}

static void *worker(void *arg)
{
    job *j = arg;
    for (;;) {
        pthread_mutex_lock(&j->mu);
        size_t i = j->next++;
        pthread_mutex_unlock(&j->mu);
        if (i >= j->files->n)
            return NULL;
        check_one(j->files, i, &j->copts, &j->results[i]);
        pthread_mutex_lock(&j->mu);
        j->done[i] = 1;
        pthread_cond_broadcast(&j->cv);
        pthread_mutex_unlock(&j->mu);
    }
}

int cmd_check(int argc, char **argv)
{
    opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        goto out;
    if (!o.nfiles) {
        rc = ga_cli_usage("check: no file given (try `gameaudit check FILE|DIR...`)");
        goto out;
    }
    paths files = {0};
    for (size_t i = 0; i < o.nfiles; i++)
        collect(&files, o.files[i], 0);
    if (!files.n) {
        /* A mistyped CI path (an empty directory, one with only notes) must not pass. */
        rc = ga_cli_usage("check: no log found in %s%s (directories are walked for logs; "
                          "notes, verdicts and licences are passed over)",
                          o.files[0], o.nfiles > 1 ? " and the other paths given" : "");
        paths_free(&files);
        goto out;
    }
    /* The rule set is loaded once, before any file: engines that judge by
     * the revision in force (Hadara, Limit) read it, and findings cite it
     * (about 20 ms; a missing default store is a warning, a missing --rules
     * DIR an error). */
    ga_ruleset *rules = load_rules(&o);
    if (!rules && o.rules_dir) {
        rc = 3;
        paths_free(&files);
        goto out;
    }
    int json = o.format && !strcmp(o.format, "json");
    int junit = o.format && !strcmp(o.format, "junit");
    job j = {.files = &files};
    j.results = calloc(files.n ? files.n : 1, sizeof *j.results);
    j.done = calloc(files.n ? files.n : 1, sizeof *j.done);
    j.copts = (ga_check_opts){o.game, o.input_format, o.rules_at, rules, (size_t)o.max_findings};
    pthread_mutex_init(&j.mu, NULL);
    pthread_cond_init(&j.cv, NULL);
    long nthreads = o.jobs > (long)files.n ? (long)files.n : o.jobs;
    pthread_t *th = calloc((size_t)(nthreads > 0 ? nthreads : 1), sizeof *th);
    long started = 0;
    for (long t = 0; t < nthreads && nthreads > 1; t++)
        if (pthread_create(&th[t], NULL, worker, &j) == 0)
            started++;
    ga_totals tot = {0};
    ga_buf out = {0}, diffs = {0};
    int color = !json && !junit && isatty(1) && !getenv("NO_COLOR");
    int worst = 0, mismatches = 0;
    ga_result **all = junit ? calloc(files.n ? files.n : 1, sizeof *all) : NULL;
    /* Results are printed in input order whatever the thread count. */
    for (size_t i = 0; i < files.n; i++) {
        if (started == 0) {
            check_one(&files, i, &j.copts, &j.results[i]);
        } else {
            pthread_mutex_lock(&j.mu);
            while (!j.done[i])
                pthread_cond_wait(&j.cv, &j.mu);
            pthread_mutex_unlock(&j.mu);
        }
        ga_result *r = &j.results[i];
        ga_result_cite(r, rules, o.rules_at);
        ga_totals_add(&tot, r);
        int code = r->status ? ga_exit_code(r->status) : 0;
        size_t nerr = ga_findings_count(&r->findings, GA_ERROR);
        size_t nwarn = ga_findings_count(&r->findings, GA_WARNING);
        if (!code && (nerr || (o.fail_on && !strcmp(o.fail_on, "warning") && nwarn)))
            code = 1;
        if (o.expect) {
            if (expect_diff(r, &diffs))
                mismatches++;
        } else if (code > worst) {
            worst = code;
        }
        if (!o.quiet) {
            if (json)
                ga_report_json(&out, r);
            else if (!junit)
                ga_report_text(&out, r, color);
        }
        if (!junit)
            ga_cli_flush(&out);
        if (junit) {
            all[i] = r;
        } else {
            ga_result_clear(r);
        }
    }
    for (long t = 0; t < started; t++)
        pthread_join(th[t], NULL);
    if (junit) {
        ga_report_junit(&out, all, files.n, &tot);
        for (size_t i = 0; i < files.n; i++)
            ga_result_clear(&j.results[i]);
    } else {
        ga_report_summary(&out, &tot, json);
    }
    if (o.expect) {
        if (diffs.len)
            fputs(diffs.data, stderr);
        /* JSON and JUnit documents stay valid: the verdict line goes to stderr. */
        ga_buf *dst = json || junit ? &diffs : &out;
        dst->len = 0;
        ga_buf_printf(dst, "gameaudit: --expect: %zu file%s checked, %d differ%s\n", files.n,
                      files.n == 1 ? "" : "s", mismatches, mismatches == 1 ? "s" : "");
        if (json || junit)
            fputs(diffs.data, stderr);
        worst = mismatches ? 1 : 0;
    }
    if (ga_cli_flush(&out))
        worst = 4;
    rc = worst;
    ga_buf_free(&out);
    ga_buf_free(&diffs);
    free(all);
    free(th);
    free(j.results);
    free(j.done);
    pthread_mutex_destroy(&j.mu);
    pthread_cond_destroy(&j.cv);
    paths_free(&files);
    ga_ruleset_free(rules);
out:
    free(o.files);
    return rc;
}

/* ---------------------------------------------------------------- import */

typedef struct import_ctx {
    ga_buf out;
    const char *game;
    int write_failed;   /* stdout refused a write: exit 4 */
} import_ctx;

static int import_header(void *vctx, const ga_header *h, ga_error *err)
{
    import_ctx *c = vctx;
    (void)err;
    ga_header copy;
    if (ga_cli_header_copy(&copy, h, c->game)) {
        ga_header_clear(&copy);
        return GA_ENOMEM;
    }
    int rc = ga_stream_write_header(&c->out, &copy);
    ga_header_clear(&copy);
    ga_buf_puts(&c->out, "\n");
    return rc;
}

static int import_move(void *vctx, const ga_move *m, ga_error *err)
{
    import_ctx *c = vctx;
    int rc = ga_stream_write_move(&c->out, m);
    ga_buf_puts(&c->out, "\n");
    if (c->out.len > 1 << 16 && ga_cli_flush(&c->out)) {
        c->write_failed = 1;
        return ga_error_set(err, GA_EINTERNAL, NULL, 0, "cannot write to standard output");
    }
    return rc;
}

int cmd_import(int argc, char **argv)
{
    opts o;
    int rc = parse_opts(argc, argv, &o);
    ga_source *src = NULL;
    if (rc)
        goto out;
    if (o.nfiles != 1) {
        rc = ga_cli_usage("import: give exactly one FILE");
        goto out;
    }
    const ga_format *fmt;
    if ((rc = ga_cli_open_log(NULL, o.files[0], o.input_format, &src, &fmt)))
        goto out;
    import_ctx c = {.game = o.game};
    ga_sink sink = {&c, import_header, import_move};
    ga_error err = {0};
    int prc = fmt->parse(src, &sink, &err);
    rc = ga_cli_flush(&c.out);
    if (c.write_failed || (rc && !prc)) {
        fprintf(stderr, "gameaudit: import: cannot write to standard output\n");
        rc = 4;
    } else if (prc) {
        rc = ga_cli_parse_error(src, &err);
    }
    ga_buf_free(&c.out);
out:
    ga_source_free(src);
    free(o.files);
    return rc;
}

/* ---------------------------------------------------------------- replay */

typedef struct replay_ctx {
    const opts *o;
    ga_replay run;
    ga_header header;
    ga_findings findings;
    ga_buf out;
    int printed;
    int write_failed;   /* stdout refused a write: exit 4 */
} replay_ctx;

static int replay_header(void *vctx, const ga_header *h, ga_error *err)
{
    replay_ctx *c = vctx;
    if (ga_header_copy(&c->header, h))
        return GA_ENOMEM;
    const char *game = c->o->game_no ? NULL : c->o->game;
    int rc = ga_game_override_fits(h, game, h->file, err);
    if (rc)
        return rc;
    /* No rule set: replay prints positions and findings, not citations. */
    return ga_replay_start(&c->run, &c->header, c->o->game_no ? NULL : c->o->game, h->file,
                           NULL, err);
}

static int replay_move(void *vctx, const ga_move *m, ga_error *err)
{
    replay_ctx *c = vctx;
    size_t before = c->findings.n;
    int rc = ga_replay_move(&c->run, m, c->header.file, &c->findings, err);
    if (rc)
        return rc;
    int want = (!c->o->game_no || m->game == c->o->game_no) &&
               (!c->o->at_seq || m->seq == c->o->at_seq);
    if (want) {
        int pi = ga_header_player_index(&c->header, m->player);
        const char *who = pi >= 0 && c->header.players[pi].name ? c->header.players[pi].name
                          : m->player                            ? m->player
                                                                 : "-";
        ga_buf_printf(&c->out, "== game %d, seq %ld, %s %s%s%s\n", m->game ? m->game : 1,
                      m->seq, who, m->action, m->raw && *m->raw ? ": " : "",
                      m->raw ? m->raw : "");
        for (size_t i = before; i < c->findings.n; i++)
            ga_buf_printf(&c->out, "   %s: %s [%s]\n",
                          c->findings.v[i].severity == GA_ERROR ? "error" : "warning",
                          c->findings.v[i].message, c->findings.v[i].code);
        c->run.game->dump(c->run.engine, &c->out);
        ga_buf_puts(&c->out, "\n");
        c->printed++;
        if (ga_cli_flush(&c->out)) {
            c->write_failed = 1;
            return ga_error_set(err, GA_EINTERNAL, c->header.file, 0,
                                "cannot write the replay to standard output");
        }
    }
    return 0;
}

int cmd_replay(int argc, char **argv)
{
    opts o;
    int rc = parse_opts(argc, argv, &o);
    ga_source *src = NULL;
    replay_ctx c = {.o = &o};
    if (rc)
        goto out;
    /* `--game N` selects a game number here; a name still picks the engine. */
    if (o.game && strspn(o.game, "0123456789") == strlen(o.game)) {
        o.game_no = atol(o.game);
    }
    if (o.nfiles != 1) {
        rc = ga_cli_usage("replay: give exactly one FILE");
        goto out;
    }
    const ga_format *fmt;
    if ((rc = ga_cli_open_log(NULL, o.files[0], o.input_format, &src, &fmt)))
        goto out;
    ga_sink sink = {&c, replay_header, replay_move};
    ga_error err = {0};
    int prc = fmt->parse(src, &sink, &err);
    if (!prc && c.run.engine) {
        size_t before = c.findings.n;
        ga_replay_finish(&c.run, &c.findings);
        for (size_t i = before; i < c.findings.n; i++)
            ga_buf_printf(&c.out, "end: %s: %s [%s]\n",
                          c.findings.v[i].severity == GA_ERROR ? "error" : "warning",
                          c.findings.v[i].message, c.findings.v[i].code);
    }
    rc = ga_cli_flush(&c.out);
    if (c.write_failed || (rc && !prc)) {
        fprintf(stderr, "gameaudit: replay: cannot write to standard output\n");
        rc = 4;
    } else if (prc) {
        if (!err.file[0])
            snprintf(err.file, sizeof err.file, "%s", o.files[0]);
        rc = ga_cli_parse_error(src, &err);
    } else if (o.at_seq && !c.printed) {
        rc = ga_cli_usage("replay: no move with seq %ld", o.at_seq);
    }
    ga_replay_free(&c.run);
out:
    ga_header_clear(&c.header);
    ga_findings_clear(&c.findings);
    ga_buf_free(&c.out);
    ga_source_free(src);
    free(o.files);
    return rc;
}

/* ---------------------------------------------------------------- registries */

/* Parses a listing's options (--format text|json): returns 0 and sets *json,
 * or prints the usage error and returns 2. */
int ga_cli_listing_opts(int argc, char **argv, int *json)
{
    const char *format = "text";
    const ga_cli_opt table[] = {{"--format", NULL, &format, NULL}, {NULL, NULL, NULL, NULL}};
    size_t npos;
    int rc = ga_cli_parse(argv[0], argc, argv, 1, table, NULL, 0, &npos);
    if (!rc && strcmp(format, "text") && strcmp(format, "json"))
        rc = ga_cli_usage("%s: --format is text or json", argv[0]);
    *json = !strcmp(format, "json");
    return rc;
}

/* Appends arr (when listing as JSON) to out, prints out; returns the exit code. */
int ga_cli_finish_listing(ga_buf *out, json_t *arr)
{
    if (arr) {
        char *s = json_dumps(arr, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        ga_buf_printf(out, "%s\n", s ? s : "[]");
        free(s);
        json_decref(arr);
    }
    int rc = ga_cli_flush(out);
    ga_buf_free(out);
    return rc;
}

int cmd_formats(int argc, char **argv)
{
    int json, rc = ga_cli_listing_opts(argc, argv, &json);
    if (rc)
        return rc;
    ga_buf out = {0};
    json_t *arr = json ? json_array() : NULL;
    for (size_t i = 0; i < ga_nformats; i++) {
        const ga_format *f = ga_formats[i];
        if (arr)
            json_array_append_new(arr, json_pack("{s:s,s:s,s:o}", "name", f->name,
                                                 "description", f->description, "game",
                                                 f->game ? json_string(f->game) : json_null()));
        else
            ga_buf_printf(&out, "%-20s %-12s %s\n", f->name, f->game ? f->game : "(any)",
                          f->description);
    }
    return ga_cli_finish_listing(&out, arr);
}
