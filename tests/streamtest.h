/* streamtest.h — audits a stream given as text (written to a temporary file
 * and checked like `gameaudit check`), for the tests of stream-only engines
 * (test_celestia.c, test_hadara.c).  Header-only: each test file includes it
 * once. */
#ifndef GA_STREAMTEST_H
#define GA_STREAMTEST_H

#include <criterion/criterion.h>

#include "../src/internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Returns the findings of text as "code@line " items (caller frees); rules
 * and rules_at as in ga_check_opts (may be NULL). */
static char *stream_audit(const char *text, const ga_ruleset *rules, const char *rules_at)
{
    char path[] = "/tmp/gameaudit-streamXXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    ga_check_opts o = {.rules = rules, .rules_at = rules_at};
    ga_result res;
    int rc = ga_check_file(path, &o, &res);
    unlink(path);
    cr_assert_eq(rc, 0, "%s", res.err.text);
    ga_buf b = {0};
    ga_buf_puts(&b, "");
    for (size_t i = 0; i < res.findings.n; i++) {
        int line, col;
        ga_source_linecol(res.src, res.findings.v[i].src.offset, &line, &col);
        ga_buf_printf(&b, "%s@%d ", res.findings.v[i].code, line);
    }
    ga_result_clear(&res);
    return ga_buf_detach(&b);
}

#endif
