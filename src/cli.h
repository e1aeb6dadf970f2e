/* cli.h — the subcommands of the gameaudit program (not installed). */
#ifndef GA_CLI_H
#define GA_CLI_H

#include "gameaudit.h"

/* Each subcommand gets argv after its own name (argv[0] = the subcommand)
 * and returns the process exit status (0..4). */
int cmd_check(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_games(int argc, char **argv);
int cmd_formats(int argc, char **argv);
int cmd_rules(int argc, char **argv);   /* src/cmd_rules.c */
int cmd_events(int argc, char **argv);  /* src/cmd_events.c */

/* One option of a subcommand: `name` (and `alias`, e.g. "-j"), which either
 * takes a value (stored in *value, borrowed from argv) or is a flag (*flag
 * set to 1).  A table ends with a NULL name. */
typedef struct ga_cli_opt {
    const char *name, *alias;
    const char **value;
    int *flag;
} ga_cli_opt;

/* Parses argv[first..argc) against opts: `--opt value`, `--opt=value` and
 * `-jN` for a short alias; other words are stored in pos (up to maxpos, in
 * order; *npos counts them).  Returns 0, or prints the usage error naming
 * cmd and returns 2. */
int ga_cli_parse(const char *cmd, int argc, char **argv, int first, const ga_cli_opt *opts,
                 const char **pos, size_t maxpos, size_t *npos);
/* Reads a whole number 0..1000000 from s (an option's value) into *out;
 * returns 0, or prints the usage error and returns 2. */
int ga_cli_number(const char *cmd, const char *opt, const char *s, long *out);

/* Prints "gameaudit: <msg>" to stderr and returns 2. */
int ga_cli_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Prints a positioned error "file:line:col: error: text" to stderr; returns the exit code. */
int ga_cli_error(const ga_error *err);
/* Writes b to stdout; returns 0, or 4 on a write error. */
int ga_cli_flush(ga_buf *b);
/* Opens path into *src (caller frees with ga_source_free, also on failure)
 * and sets *fmt to the format named fmtname, or sniffed when NULL.  Returns
 * 0, or prints the error (a usage error prefixed "cmd: " when cmd is not
 * NULL) and returns its exit code. */
int ga_cli_open_log(const char *cmd, const char *path, const char *fmtname, ga_source **src,
                    const ga_format **fmt);
/* Copies h into *dst (caller clears with ga_header_clear, also on failure),
 * its game replaced by game (--game) when not NULL.  Returns 0 or GA_ENOMEM. */
int ga_cli_header_copy(ga_header *dst, const ga_header *h, const char *game);
/* Prints err from parsing src, its line and column taken from its offset
 * when it has none; returns the exit code. */
int ga_cli_parse_error(const ga_source *src, ga_error *err);

/* Reads the options of a listing (`games`, `formats`): --format text|json.
 * Returns 0 or prints the usage error and returns 2. */
int ga_cli_listing_opts(int argc, char **argv, int *json);
/* Appends arr (stolen; NULL when listing as text) to out, prints out and
 * frees it; returns the exit code. */
int ga_cli_finish_listing(ga_buf *out, json_t *arr);

#endif
