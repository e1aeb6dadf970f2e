/*
 * gameaudit.h — the public interface of libgameaudit.
 *
 * Flow: a file is read into a ga_source; a format (ga_format) parses it and
 * pushes a ga_header and then ga_moves into a ga_sink; the checker feeds the
 * moves to the game's engine (ga_game), which appends ga_findings; report
 * writers print them.  Parsers know formats and nothing of rules; engines
 * know rules and nothing of formats.
 *
 * Conventions: functions return 0 or a negative GA_E* code and fill a
 * caller-owned ga_error; the library never prints.  Every *_free accepts
 * NULL.  Ownership is written on each declaration.
 */
#ifndef GAMEAUDIT_H
#define GAMEAUDIT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <jansson.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GA_VERSION "0.1.0"
#define GA_STREAM_MAGIC "gameaudit/1"

/* ---------------------------------------------------------------- errors */

enum {
    GA_OK = 0,
    GA_EUSAGE = -2,    /* bad call or option: exit 2 */
    GA_EINPUT = -3,    /* unreadable or unparseable input: exit 3 */
    GA_EINTERNAL = -4, /* a bug or resource failure: exit 4 */
    GA_ENOMEM = -5,    /* out of memory: exit 4 */
    GA_ENOTFOUND = -6  /* a lookup found nothing (page, phrase, game) */
};

/* Where and why something failed.  line/col are 1-based; 0 = unknown. */
typedef struct ga_error {
    int code;          /* GA_E* */
    char file[512];    /* input path, "" when not about a file */
    int line, col;
    size_t offset;     /* byte offset in the input */
    long seq;          /* move sequence number, 0 = none */
    char text[256];    /* lower case, no full stop, offending text quoted */
} ga_error;

/* Fills err (when not NULL) and returns code.  file may be NULL. */
int ga_error_set(ga_error *err, int code, const char *file, size_t offset,
                 const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* As ga_error_set, with an explicit line and column. */
int ga_error_setpos(ga_error *err, int code, const char *file, int line, int col,
                    const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Maps a GA_E* code to the CLI exit status (0..4). */
int ga_exit_code(int code);

/* ---------------------------------------------------------------- buffers */

/* A growable byte buffer, always NUL-terminated when data != NULL. */
typedef struct ga_buf {
    char *data;  /* owned */
    size_t len, cap;
} ga_buf;

int ga_buf_add(ga_buf *b, const char *s, size_t n);
int ga_buf_puts(ga_buf *b, const char *s);
int ga_buf_printf(ga_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int ga_buf_vprintf(ga_buf *b, const char *fmt, va_list ap);
/* Returns data (caller owns it, may be NULL when empty) and resets b. */
char *ga_buf_detach(ga_buf *b);
void ga_buf_free(ga_buf *b);

/* ---------------------------------------------------------------- sources */

/* A whole input file in memory (mapped when possible).  Positions in moves
 * and findings are byte offsets into data. */
typedef struct ga_source {
    char *path;        /* owned; "-" for standard input */
    const char *data;  /* len bytes, not NUL-terminated */
    size_t len;
    int mapped;        /* internal: data is an mmap */
    size_t lc_off, lc_start; /* internal: the last offset ga_source_linecol */
    int lc_line;             /* placed, its line's start and its line (0: none) */
} ga_source;

/* Input files over this size are refused unread (2 GiB); the environment
 * variable GAMEAUDIT_MAX_INPUT overrides it (bytes, or with K, M, G). */
#define GA_MAX_INPUT_DEFAULT ((size_t)2 << 30)
/* The input size limit in force. */
size_t ga_source_max_bytes(void);
/* Opens path ("-" = stdin): a regular file of at most ga_source_max_bytes()
 * (a FIFO, socket or device is refused unread, GA_EINPUT).  *out is owned by
 * the caller (ga_source_free). */
int ga_source_open(ga_source **out, const char *path, ga_error *err);
/* Wraps memory (copied) as a source named name. */
int ga_source_from_mem(ga_source **out, const char *name, const char *data, size_t len,
                       ga_error *err);
void ga_source_free(ga_source *s);
/* Computes the 1-based line and column (in bytes) of offset.  Offsets asked
 * in increasing order (findings are) cost one pass over the file in all;
 * not for use on one source from two threads at once. */
void ga_source_linecol(const ga_source *s, size_t offset, int *line, int *col);
/* Returns the start and length of the line holding offset (no newline). */
const char *ga_source_line(const ga_source *s, size_t offset, size_t *len);

/* ---------------------------------------------------------------- the normalized stream */

/* Where a move came from.  offset/len index the source; line/col, when
 * non-zero, were given by the parser (JSON readers) and win over offset. */
typedef struct ga_span {
    size_t offset, len;
    int line, col;
} ga_span;

typedef struct ga_player {
    char *id;    /* owned; stable within the file ("1", "2" or a site id) */
    char *name;  /* owned */
} ga_player;

/* The stream's first line: what was played, by whom, when. */
typedef struct ga_header {
    char *game;        /* owned; registry name, NULL when the format cannot tell */
    char *format;      /* owned; registry name of the format read */
    char *file;        /* owned; source path */
    char *table;       /* owned or NULL; site table id, match id */
    char *date;        /* owned or NULL; ISO 8601 date or date-time of play */
    ga_player *players;/* owned, nplayers entries */
    size_t nplayers;
    json_t *setup;     /* owned reference or NULL; game options (match length, …) */
    char *ruleset;     /* owned or NULL; rules date override written in the stream */
} ga_header;

/* One move.  Moves of one file share one header.  action names are the
 * game's own vocabulary ("roll", "move", "double", "result", …). */
typedef struct ga_move {
    long seq;          /* 1-based, strictly increasing within the file */
    int game;          /* 1-based game number within the file (matches) */
    char *player;      /* owned or NULL; a ga_player id */
    char *action;      /* owned */
    json_t *args;      /* owned reference; an object, never NULL */
    ga_span src;
    char *raw;         /* owned or NULL; the log text the move came from */
} ga_move;

void ga_header_clear(ga_header *h);
/* Deep-copies src into dst (which it overwrites).  Returns 0 or GA_ENOMEM. */
int ga_header_copy(ga_header *dst, const ga_header *src);
void ga_move_clear(ga_move *m);
/* Sets the string fields of m (copies), args is stolen.  Returns 0 or GA_ENOMEM. */
int ga_move_set(ga_move *m, long seq, int game, const char *player, const char *action,
                json_t *args, ga_span src, const char *raw, size_t rawlen);
/* Returns the player index of id in h, or -1. */
int ga_header_player_index(const ga_header *h, const char *id);

/* Writes h or m as one JSON line (no newline) to b. */
int ga_stream_write_header(ga_buf *b, const ga_header *h);
int ga_stream_write_move(ga_buf *b, const ga_move *m);

/* Where a parser sends what it reads.  Callbacks return 0 to go on, or a
 * negative code to stop the parse (which then returns it).  The sink
 * borrows h and m only for the duration of the call and does not change
 * them; to keep m->args (or a value in it) it takes a reference
 * (json_incref) or a copy.  A parser may fill the same args object in again
 * for a later move only when nobody else holds a reference to it or to
 * anything in it (parsers/mat.c does). */
typedef struct ga_sink {
    void *ctx;
    int (*header)(void *ctx, const ga_header *h, ga_error *err);
    int (*move)(void *ctx, const ga_move *m, ga_error *err);
} ga_sink;

/* ---------------------------------------------------------------- formats */

/* An input format.  sniff returns a confidence 0..100 from the first bytes.
 * parse reads the whole source, calls sink->header once before any move,
 * then sink->move for each move in order; it returns 0, or GA_EINPUT with a
 * positioned err for input it cannot read. */
typedef struct ga_format {
    const char *name;         /* "jellyfish-mat" */
    const char *description;
    const char *game;         /* the game it always carries, or NULL */
    int (*sniff)(const char *data, size_t len, const char *path);
    int (*parse)(const ga_source *src, const ga_sink *sink, ga_error *err);
} ga_format;

/* The sorted format table. */
extern const ga_format *const ga_formats[];
extern const size_t ga_nformats;
/* Returns the format named name, or NULL. */
const ga_format *ga_format_find(const char *name);
/* Writes into buf (n bytes) why no format claims src, in a sentence for the
 * user ("the file is empty", lines ending in CR alone, tab-separated cells, an
 * impossible match length, else the plain "unrecognised input format"). */
void ga_format_why_not(const ga_source *src, char *buf, size_t n);
/* Returns the most confident format for src, or NULL when none claims it. */
const ga_format *ga_format_sniff(const ga_source *src);

/* ---------------------------------------------------------------- rule sets */

/* The wiki rule pages (pages × revisions × sections).  See parsers/wiki*.c. */
typedef struct ga_ruleset ga_ruleset;

/* A citation: page/revision/section/quote from the wiki, or source when the
 * wiki does not state the rule (page NULL).  All strings owned. */
typedef struct ga_citation {
    char *page;
    char *revision;   /* timestamp of the revision, ISO 8601 */
    char *section;    /* section path, " > " joined */
    char *quote;      /* the sentence holding the phrase */
    char *source;     /* published rulebook section, when page is NULL */
    int before_first; /* the game predates the page's first revision */
    int missing;      /* a wiki rule that could not be quoted (no rule store, or the
                         page, section or phrase not in the revision in force) */
} ga_citation;

void ga_citation_clear(ga_citation *c);

/* A rule an engine cites: static, registered in the engine's table so that
 * `rules verify` checks every phrase.  When page is NULL, source names the
 * published rule the engine enforces. */
typedef struct ga_rule_ref {
    const char *id;       /* "backgammon.bar" */
    const char *page;     /* "Gamehelpbackgammon" or NULL */
    const char *section;  /* section title or path ("Play", "Setup > Dice") */
    const char *phrase;   /* text that must occur in that section */
    const char *source;   /* when page is NULL: "standard rules of backgammon, …" */
    const char *at;       /* the date whose revision states it (`rules verify` checks
                             it there), for a rule a later revision dropped; NULL =
                             every revision from the latest back */
} ga_rule_ref;

/* A constant an engine keeps in code that the wiki also states.  Either a
 * table cell (table = caption or 1-based index as text, row/col 1-based over
 * data rows) or a phrase that must occur; expected is compared as text. */
typedef struct ga_rule_const {
    const char *id;
    const char *page;
    const char *section;
    const char *table;    /* NULL for a phrase */
    int row, col;
    const char *expected; /* cell text, or the phrase */
    const char *at;       /* the date whose revision holds it; NULL = the latest */
} ga_rule_const;

/* Loads every dump and feed (*.txt, *.xml) in dir.  A file that cannot be
 * read as one is left out and named by ga_ruleset_refused; when every file
 * is refused the load fails (GA_EINPUT).  *out owned by caller. */
int ga_ruleset_load_dir(ga_ruleset **out, const char *dir, ga_error *err);
/* The files the load left out, one "file:line:col: why" line each ("" when none). */
const char *ga_ruleset_refused(const ga_ruleset *rs);
void ga_ruleset_free(ga_ruleset *rs);
/* Fills out for ref as in force at date (ISO 8601; NULL = the latest).
 * GA_ENOTFOUND when the page, section or phrase is missing. */
int ga_ruleset_cite(const ga_ruleset *rs, const ga_rule_ref *ref, const char *date,
                    ga_citation *out, ga_error *err);
/* The default rules directory (GAMEAUDIT_RULES, else the installed one, else
 * fixtures/wiki). */
const char *ga_rules_default_dir(void);

/* ---- rule-set queries (src/ruleset.c) ------------------------------- begin */

/* Normalises a date for rule lookups into out (NUL-terminated,
 * "YYYY-MM-DDTHH:MM:SSZ", UTC): "YYYY-MM-DD" is the end of that day; a
 * date-time may use 'T' or ' ', omit seconds, carry fractions, 'Z' or an
 * offset ("+02:00").  Returns 0 or GA_EINPUT. */
int ga_rules_date(const char *date, char out[21]);
/* Revisions (each kept once) and pages in the store. */
size_t ga_ruleset_nrevisions(const ga_ruleset *rs);
size_t ga_ruleset_npages(const ga_ruleset *rs);
/* Reads the cell of a wiki table as in force at date: table is the caption or
 * its 1-based number in the section (and its subsections); row and col are
 * 1-based over data rows.  *out is a copy (caller frees); where (may be
 * NULL) gets the page, revision, section and the caption as quote.
 * Returns 0, GA_ENOTFOUND or GA_EINPUT with err set. */
int ga_ruleset_cell(const ga_ruleset *rs, const char *page, const char *section,
                    const char *table, int row, int col, const char *date, char **out,
                    ga_citation *where, ga_error *err);
/* Checks rule refs and wiki constants against the revisions in force at
 * date (NULL = the latest): each ref with a page must cite (page, section
 * and phrase found), a ref without one must name a source; each constant's
 * table cell or phrase must equal its expected text.  Appends one line per
 * failure to report and adds the failures to *failed.  Returns 0 or GA_ENOMEM. */
int ga_ruleset_verify(const ga_ruleset *rs, const ga_rule_ref *refs, size_t nrefs,
                      const ga_rule_const *consts, size_t nconsts, const char *date,
                      ga_buf *report, size_t *failed);

/* ---- rule-set queries ------------------------------------------------- end */

/* ---------------------------------------------------------------- findings */

enum ga_severity { GA_WARNING = 1, GA_ERROR = 2 };

typedef struct ga_finding {
    char *code;        /* owned; stable dotted code */
    int severity;      /* ga_severity */
    long seq;          /* the move it is about, 0 = the file */
    int game;
    char *player;      /* owned or NULL */
    ga_span src;
    char *raw;         /* owned or NULL; raw text of the move */
    char *message;     /* owned; game terms: played, state, legal alternatives */
    char *context;     /* owned or NULL; position (board diagram, resources) */
    const ga_rule_ref *rule; /* borrowed static ref, or NULL */
    ga_citation cite;  /* resolved from rule by the checker */
} ga_finding;

typedef struct ga_findings {
    ga_finding *v;     /* owned */
    size_t n, cap;
    size_t max;        /* keep at most this many (0 = no cap); later ones are counted */
    size_t dropped[3]; /* findings past max, by severity (GA_WARNING, GA_ERROR) */
    ga_finding spare;  /* internal: what ga_findings_add returns past the cap */
} ga_findings;

/* The findings kept per file by default (`check --max-findings`). */
#define GA_MAX_FINDINGS_DEFAULT 1000

/* Appends a finding about move m (may be NULL: about the file) and returns
 * it (owned by f) so the engine can add context, or NULL when out of memory.
 * Past f->max findings it is only counted (f->dropped) and a scratch finding
 * is returned, so a pathological log audits in bounded memory. */
ga_finding *ga_findings_add(ga_findings *f, const ga_move *m, int severity, const char *code,
                            const ga_rule_ref *rule, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* Sets the context text of a finding (copied). */
int ga_finding_set_context(ga_finding *fd, const char *text);
void ga_findings_clear(ga_findings *f);
/* Counts findings of the given severity, those past the cap included. */
size_t ga_findings_count(const ga_findings *f, int severity);

/* ---------------------------------------------------------------- games */

typedef struct ga_engine ga_engine;  /* each game defines its own */

/* ---- a game's move vocabulary: the contract of the normalized stream */

typedef enum ga_arg_type {
    GA_ARG_INT = 1,  /* a JSON integer */
    GA_ARG_NUM,      /* a JSON integer or real */
    GA_ARG_STR,      /* a JSON string */
    GA_ARG_BOOL,     /* true or false */
    GA_ARG_ARRAY,    /* a JSON array */
    GA_ARG_OBJECT,   /* a JSON object */
    GA_ARG_ANY       /* any JSON value */
} ga_arg_type;

/* One arg of an action.  A row named "*" (type GA_ARG_ANY) lets the action
 * carry args it does not declare; without it an undeclared arg is an input
 * error (a misspelt name in a hand-written stream must not pass silently). */
typedef struct ga_arg_spec {
    const char *name;  /* NULL ends the list */
    int type;          /* ga_arg_type */
    int required;
    const char *doc;   /* meaning and unit: "seconds", "space number, 1-based" */
} ga_arg_spec;

/* One action of a game's stream.  Tables are sorted by name, names unique
 * (tests/test_registry.c walks them). */
typedef struct ga_action {
    const char *name;          /* "roll" */
    const ga_arg_spec *args;   /* terminated by a row with name NULL; NULL = no args */
    const char *who;           /* who may play it: "the player to move", "none (player null)" */
    const char *doc;           /* one line for `gameaudit games GAME` */
} ga_action;

/* One check an engine makes: the finding code it reports and the rule it
 * cites (an index into the game's refs).  Sorted by code, unique, every
 * code starting with the game's name and a dot.  A check whose findings
 * cite different sentences by case (a gammon, a backgammon) lists the
 * others in `also`.  A rule counts for coverage only when a known-bad
 * fixture proves it: a `.expect` line `code line rule-id` (checked by
 * `check --expect`), or `code line` for a check with no `also`. */
typedef struct ga_check_def {
    const char *code;   /* "backgammon.play.blocked" */
    int severity;       /* ga_severity of the finding */
    int rule;           /* index into refs, -1 when it cites none */
    const char *doc;    /* one line: what is checked */
    const int *also;    /* further indexes into refs, ending in -1; NULL = none */
} ga_check_def;
/* An `also` list: GA_ALSO(R_GAMMON, R_BACKGAMMON). */
#define GA_ALSO(...) ((const int[]){__VA_ARGS__, -1})

/* A sentence (or a whole section) of a wiki page that states no rule an
 * engine could check: overview, flavour, interface help.  Kept in the
 * game's folder, each with its reason; `rules coverage` leaves them out of
 * the normative count and lists them with --excluded. */
typedef struct ga_rule_skip {
    const char *page;     /* "Gamehelpheat" */
    const char *section;  /* a section title or path; NULL = any section */
    const char *phrase;   /* text of the sentence; NULL = the whole section */
    const char *reason;   /* why it is not normative */
} ga_rule_skip;

typedef struct ga_game {
    const char *name;        /* "backgammon" */
    const char *title;       /* "Backgammon" */
    const char *wiki_page;   /* "Gamehelpbackgammon" */
    const char *const *more_pages; /* further wiki pages it enforces, NULL-terminated, or NULL */
    const char *summary;     /* what the engine checks, one line for `games` */
    int (*new)(ga_engine **out, const ga_header *setup, const ga_ruleset *rules, ga_error *err);
    /* Receives every move: for a Board Game Arena log (ga_header_is_bga),
     * the BGA events as they are; else moves of the game's vocabulary,
     * already checked against `actions` by the reader. */
    int (*apply)(ga_engine *e, const ga_move *m, ga_findings *out);
    int (*finish)(ga_engine *e, ga_findings *out);
    int (*dump)(const ga_engine *e, ga_buf *out);
    void (*free)(ga_engine *e);
    const ga_rule_ref *refs;      /* every rule the engine cites */
    size_t nrefs;
    const ga_rule_const *consts;  /* every wiki-stated constant it keeps */
    size_t nconsts;
    const ga_action *actions;     /* the stream vocabulary, sorted; NULL = not checked */
    size_t nactions;
    const ga_check_def *checks;   /* every finding code it reports, sorted */
    size_t nchecks;
    const ga_rule_skip *skips;    /* non-normative sentences of its pages */
    size_t nskips;
    const char *tested_on;        /* the real data the engine was tested on */
    const char *example;          /* a small valid stream (header, setup, a few moves) */
    int reads_bga;                /* decodes Board Game Arena events (the bga-* formats) */
} ga_game;

/* Returns 1 when h is a Board Game Arena log: read by a bga-* format, or a
 * stream whose setup says "site":"bga" (as `import` writes one). */
int ga_header_is_bga(const ga_header *h);
/* Returns the action of g named name, or NULL (binary search). */
const ga_action *ga_game_action(const ga_game *g, const char *name);
/* Returns the check of g with code, or NULL (binary search). */
const ga_check_def *ga_game_check(const ga_game *g, const char *code);
/* Checks m against g's vocabulary: a known action, every required arg
 * present, every arg of its declared type, no undeclared arg (unless "*").
 * Returns 0, or GA_EINPUT with err positioned at the move (file, line, col
 * from m->src when known, else offset). */
int ga_game_check_move(const ga_game *g, const ga_move *m, const char *file, ga_error *err);
/* Adds a finding for check code of g about move m: severity and rule come
 * from the check table (a code missing from it is a bug: GA_EINTERNAL is
 * returned via NULL and a finding of code "internal.unknown-check").
 * Returns the finding (owned by out) or NULL when out of memory. */
ga_finding *ga_report(ga_findings *out, const ga_game *g, const ga_move *m, const char *code,
                      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* As ga_report, citing refs[rule], which must be the check's rule or one of
 * its `also` (else the finding is internal.unknown-check). */
ga_finding *ga_report_rule(ga_findings *out, const ga_game *g, const ga_move *m,
                           const char *code, int rule, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* Returns 1 when check c may cite refs[rule] (its rule or one of `also`). */
int ga_check_cites(const ga_check_def *c, int rule);

/* Fills a ga_game table field and its count from an array:
 * GA_TABLE(checks, checks) is `.checks = checks, .nchecks = <its length>`. */
#define GA_TABLE(field, array) .field = (array), .n##field = sizeof(array) / sizeof((array)[0])

extern const ga_game *const ga_games[];
extern const size_t ga_ngames;
/* Returns the game named name, or NULL (also for name NULL). */
const ga_game *ga_game_find(const char *name);
/* Returns the engine that audits a log with header h: the game named by
 * `game` (a --game override, may be NULL) or by the header, else the
 * generic "bga" audit for a Board Game Arena log; NULL with err set
 * (GA_EINPUT, positioned at file 1:1) when there is none. */
const ga_game *ga_game_select(const ga_header *h, const char *game, const char *file,
                              ga_error *err);

/* ---------------------------------------------------------------- checking */

typedef struct ga_check_opts {
    const char *game;         /* --game, or NULL */
    const char *format;       /* --input-format, or NULL */
    const char *rules_at;     /* --rules-at, or NULL */
    const ga_ruleset *rules;  /* borrowed, may be NULL (no citations) */
    size_t max_findings;      /* findings kept per file (0 = GA_MAX_FINDINGS_DEFAULT) */
} ga_check_opts;

/* The verdict on one file. */
typedef struct ga_result {
    ga_source *src;       /* owned; kept for printing raw lines */
    char *path;           /* owned */
    ga_header header;     /* owned */
    ga_findings findings; /* owned */
    ga_error err;         /* set when status < 0 */
    int status;           /* 0 or GA_E* */
    long games, moves;
} ga_result;

/* Audits path: read, sniff, parse, replay, and resolve citations when
 * opts->rules is set.  Always fills res (the caller frees with
 * ga_result_clear), returns res->status. */
int ga_check_file(const char *path, const ga_check_opts *opts, ga_result *res);
/* Resolves the citation of every finding of res not yet cited, from rules
 * as in force at rules_at (NULL: the stream's ruleset date, else the game's
 * date).  A rule the wiki does not state, or rules NULL, cites the ref's
 * page/section or its published source. */
void ga_result_cite(ga_result *res, const ga_ruleset *rules, const char *rules_at);
void ga_result_clear(ga_result *res);

#ifdef __cplusplus
}
#endif
#endif
