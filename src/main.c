/* main.c — the gameaudit program: one table of subcommands. */
#include "cli.h"
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
    const char *help;   /* its options, one a line, for `gameaudit CMD --help` */
} command;

/* Sorted by name. */
static const command commands[] = {
    {"check", cmd_check,
     "check FILE|DIR... [--game G] [--input-format F] [--format text|json|junit]\n"
     "                  [--rules DIR] [--rules-at DATE] [-j N] [--expect] [--fail-on warning] [--quiet]\n"
     "                  [--max-findings N]",
     "  FILE|DIR          logs to audit; directories are walked; - reads standard input\n"
     "  --game G          audit with engine G (must fit the log; `gameaudit games`)\n"
     "  --input-format F  read as format F instead of sniffing (`gameaudit formats`)\n"
     "  --format F        text (default), json (JSON Lines) or junit (XML)\n"
     "  --rules DIR       the wiki rule dumps (default $GAMEAUDIT_RULES, installed, fixtures/wiki)\n"
     "  --rules-at DATE   judge and cite by the rules in force at DATE, not the game's date\n"
     "  -j N, --jobs N    audit N files at once (same output)\n"
     "  --expect          compare each file's findings with FILE.expect; exit 1 on a difference\n"
     "  --fail-on warning exit 1 on warnings too\n"
     "  -q, --quiet       print the summary only\n"
     "  --max-findings N  keep at most N findings per file (default 1000); count the rest\n"},
    {"events", cmd_events, "events FILE [--format text|json] [--game G] [--input-format F]",
     "  FILE              a Board Game Arena log\n"
     "  --format F        text (one rendered line per event) or json\n"
     "  --game G, --input-format F   as for check\n"},
    {"formats", cmd_formats, "formats [--format json]",
     "  --format json     the formats as a JSON array\n"},
    {"games", cmd_games, "games [GAME] [--example] [--format json]",
     "  GAME              one game: its vocabulary, checks with codes and rules, formats, data\n"
     "  --example         a small stream for GAME that passes check (for bug reports)\n"
     "  --format json     as JSON\n"},
    {"import", cmd_import, "import FILE [--game G] [--input-format F]",
     "  FILE              any log; writes the normalized stream (JSON Lines) to standard output\n"
     "  --game G, --input-format F   as for check\n"},
    {"replay", cmd_replay, "replay FILE [--game N|G] [--at SEQ] [--input-format F]",
     "  FILE              any log; prints the state after each move and its findings\n"
     "  --game N          only game N of a match (a name: the engine, as for check)\n"
     "  --at SEQ          only the state after move SEQ\n"
     "  --input-format F  as for check\n"},
    {"rules", cmd_rules,
     "rules list [PAGE] | show PAGE [--at DATE] [--section S] | diff PAGE REV1 REV2 |\n"
     "                  tables PAGE [--at DATE] [--section S] | verify [--at DATE] |\n"
     "                  coverage [PAGE] [--at DATE] [--uncovered] [--excluded] [--fixtures DIR]\n"
     "                  (all: [--rules DIR] [--format text|json])",
     "  list [PAGE]       the pages (or one page's revisions)\n"
     "  show PAGE         the text in force (--at DATE, --section S; --format json: the tree)\n"
     "  diff PAGE R1 R2   what changed between two revisions (number, timestamp or date)\n"
     "  tables PAGE       every table as JSON (--at, --section)\n"
     "  verify            every engine's citations and constants against the rules (--at)\n"
     "  coverage [PAGE]   normative sentences and the proven checks enforcing them (--at;\n"
     "                    --uncovered, --excluded list sentences; --fixtures DIR the proof)\n"
     "  --rules DIR       the wiki rule dumps; --format json for scripts\n"},
    {"version", NULL, "version   (also -V, --version)", ""},
};

int ga_cli_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gameaudit: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 2;
}

int ga_cli_parse(const char *cmd, int argc, char **argv, int first, const ga_cli_opt *opts,
                 const char **pos, size_t maxpos, size_t *npos)
{
    *npos = 0;
    int only_words = 0;
    for (int i = first; i < argc; i++) {
        const char *a = argv[i], *inline_val = NULL;
        if (!only_words && !strcmp(a, "--")) { /* `--` ends the options */
            only_words = 1;
            continue;
        }
        if (only_words) {
            if (*npos == maxpos)
                return ga_cli_usage("%s: too many arguments (\"%s\")", cmd, a);
            pos[(*npos)++] = a;
            continue;
        }
        size_t alen = strlen(a);
        const ga_cli_opt *o = NULL;
        for (const ga_cli_opt *t = opts; t->name && !o; t++) {
            size_t n = strlen(t->name), m = t->alias ? strlen(t->alias) : 0;
            if (!strcmp(a, t->name) || (t->alias && !strcmp(a, t->alias))) {
                o = t;
            } else if (t->value && alen > n && !strncmp(a, t->name, n) && a[n] == '=') {
                o = t;
                inline_val = a + n + 1;
            } else if (t->value && m == 2 && alen > 2 && !strncmp(a, t->alias, 2)) {
                o = t;
                inline_val = a + 2;
            }
        }
        if (!o && a[0] == '-' && a[1])
            return ga_cli_usage("%s: unknown option \"%s\" (`gameaudit %s --help` lists "
                                "its options)", cmd, a, cmd);
        if (!o) {
            if (*npos == maxpos)
                return ga_cli_usage("%s: too many arguments (\"%s\")", cmd, a);
            pos[(*npos)++] = a;
        } else if (o->value) {
            if (!inline_val && ++i >= argc)
                return ga_cli_usage("%s: %s needs a value", cmd, o->name);
            *o->value = inline_val ? inline_val : argv[i];
        } else {
            *o->flag = 1;
        }
    }
    return 0;
}

int ga_cli_number(const char *cmd, const char *opt, const char *s, long *out)
{
    char *end;
    long n = strtol(s, &end, 10);
    if (!*s || *end || n < 0 || n > 1000000)
        return ga_cli_usage("%s: %s takes a number, not \"%s\"", cmd, opt, s);
    *out = n;
    return 0;
}

int ga_cli_error(const ga_error *err)
{
    if (err->file[0] && err->line > 0)
        fprintf(stderr, "%s:%d:%d: error: %s\n", err->file, err->line, err->col, err->text);
    else if (err->file[0])
        fprintf(stderr, "%s: error: %s\n", err->file, err->text);
    else
        fprintf(stderr, "gameaudit: error: %s\n", err->text);
    return ga_exit_code(err->code);
}

int ga_cli_open_log(const char *cmd, const char *path, const char *fmtname, ga_source **src,
                    const ga_format **fmt)
{
    ga_error err = {0};
    if (ga_source_open(src, path, &err))
        return ga_cli_error(&err);
    *fmt = fmtname ? ga_format_find(fmtname) : ga_format_sniff(*src);
    if (!*fmt) {
        if (fmtname)
            return ga_cli_usage("%s%sunknown input format \"%s\"", cmd ? cmd : "",
                                cmd ? ": " : "", fmtname);
        char why[256];
        ga_format_why_not(*src, why, sizeof why);
        ga_error_setpos(&err, GA_EINPUT, path, 1, 1, "%s", why);
        return ga_cli_error(&err);
    }
    return 0;
}

int ga_cli_header_copy(ga_header *dst, const ga_header *h, const char *game)
{
    if (ga_header_copy(dst, h))
        return GA_ENOMEM;
    if (game) {
        free(dst->game);
        if (!(dst->game = ga_strdup0(game)))
            return GA_ENOMEM;
    }
    return 0;
}

int ga_cli_parse_error(const ga_source *src, ga_error *err)
{
    if (!err->line && err->offset)
        ga_source_linecol(src, err->offset, &err->line, &err->col);
    return ga_cli_error(err);
}

int ga_cli_flush(ga_buf *b)
{
    int rc = 0;
    if (b->len && fwrite(b->data, 1, b->len, stdout) != b->len)
        rc = 4;
    if (fflush(stdout))
        rc = 4;
    b->len = 0;
    if (b->data)
        b->data[0] = '\0';
    return rc;
}

static void usage(FILE *f)
{
    fprintf(f, "gameaudit %s — replay game logs and report every illegal move and scoring "
               "mistake\n\nusage:\n", GA_VERSION);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  gameaudit %s\n", commands[i].usage);
    fprintf(f, "\nexit status: 0 no error finding, 1 error findings, 2 usage, "
               "3 unreadable input, 4 internal error\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V") || !strcmp(argv[1], "version")) {
        printf("gameaudit %s\n", GA_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) {
            if (argc > 2 && (!strcmp(argv[2], "--help") || !strcmp(argv[2], "-h"))) {
                printf("usage: gameaudit %s\n\n%s", commands[i].usage, commands[i].help);
                return 0;
            }
            if (commands[i].run)
                return commands[i].run(argc - 1, argv + 1);
        }
    usage(stderr);
    return ga_cli_usage("unknown command \"%s\"", argv[1]);
}
