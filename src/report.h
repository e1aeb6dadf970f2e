/* report.h — findings written as text, JSON Lines or JUnit XML (internal). */
#ifndef GA_REPORT_H
#define GA_REPORT_H

#include "gameaudit.h"

enum ga_report_format { GA_REPORT_TEXT, GA_REPORT_JSON, GA_REPORT_JUNIT };

typedef struct ga_totals {
    long files, games, moves, errors, warnings, unreadable;
    long capped;   /* findings counted past the per-file cap, not shown */
} ga_totals;

/* Adds res to t. */
void ga_totals_add(ga_totals *t, const ga_result *res);

/* Text: compiler-style diagnostics with the raw line, a caret, the position
 * in game terms and the rule citation.  color: ANSI colours. */
int ga_report_text(ga_buf *out, const ga_result *res, int color);
/* JSON Lines: one object per finding (and one for an unreadable file). */
int ga_report_json(ga_buf *out, const ga_result *res);
/* The final summary line, text or JSON. */
int ga_report_summary(ga_buf *out, const ga_totals *t, int json);

/* JUnit XML of every result: a test case per file and game, a failure per
 * error finding, an error per unreadable file.  Written with libxml2. */
int ga_report_junit(ga_buf *out, ga_result *const *res, size_t n, const ga_totals *t);

/* The line and column of a finding in its source (parser-given ones win). */
void ga_finding_linecol(const ga_result *res, const ga_finding *fd, int *line, int *col);

#endif
