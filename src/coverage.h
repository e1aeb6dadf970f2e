/* coverage.h — rule coverage: the normative sentences of a wiki page and the
 * proven checks that enforce them (src/coverage.c).  Not installed. */
#ifndef GA_COVERAGE_H
#define GA_COVERAGE_H

#include "internal.h"

/* What the known-bad fixtures prove: each `code line [rule-id]` line of
 * every `.expect` file under a directory, as (code, rule id or NULL). */
typedef struct ga_coverage_proof {
    char **codes;   /* owned */
    char **rules;   /* owned; NULL where the line names no rule */
    size_t n, cap;
    size_t files;   /* .expect files read */
} ga_coverage_proof;

/* Reads every .expect under dir (NULL: none).  Returns 0 or GA_ENOMEM. */
int ga_coverage_proof_load(ga_coverage_proof *p, const char *dir);
/* Returns 1 when a fixture proves that check c of g cites refs[rule]: a
 * line names c's code and that ref's id, or names the code alone and the
 * check cites nothing else (no `also`). */
int ga_coverage_proven(const ga_coverage_proof *p, const ga_game *g, const ga_check_def *c,
                       int rule);
void ga_coverage_proof_clear(ga_coverage_proof *p);

/* One unit of a page: a sentence of a paragraph or list item (row -1,
 * [a, z) in the block's text), or a table data row (row >= 0). */
typedef struct ga_coverage_unit {
    size_t section, block;
    long row;
    size_t a, z;
    char *text;                 /* owned; a row's cells joined with " | " */
    int normative;
    const ga_rule_skip *skip;   /* borrowed: the skip that excludes it, or NULL */
    const char *covered_by;     /* borrowed: the first proven check citing it, or NULL */
} ga_coverage_unit;

typedef struct ga_coverage {
    const char *page;        /* borrowed from the rule set */
    const char *revision;    /* borrowed: the revision's timestamp */
    const struct ga_wiki_doc *doc;  /* borrowed: its parsed body (section paths) */
    ga_coverage_unit *v;     /* owned */
    size_t n, cap;
    size_t normative, covered;
} ga_coverage;

/* Returns 1 when the sentence t (len bytes) states a rule by the keyword
 * test: a digit, or a word of the documented list. */
int ga_coverage_is_normative(const char *t, size_t len);
/* Measures page as in force at date (NULL: the latest) against every
 * registered game's checks proven by proof.  *cv borrows from rs; clear it
 * with ga_coverage_clear.  Returns 0, GA_ENOTFOUND/GA_EINPUT (page, date) or
 * GA_ENOMEM, with err set. */
int ga_coverage_page(const ga_ruleset *rs, const char *page, const char *date,
                     const ga_coverage_proof *proof, ga_coverage *cv, ga_error *err);
void ga_coverage_clear(ga_coverage *cv);

#endif
