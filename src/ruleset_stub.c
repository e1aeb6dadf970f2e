/* ruleset_stub.c — placeholder until the wiki store lands (issue 2). */
#include "internal.h"
#include <stdlib.h>
int ga_ruleset_load_dir(ga_ruleset **out, const char *dir, ga_error *err)
{
    *out = NULL;
    return ga_error_set(err, GA_ENOTFOUND, dir, 0, "rule store not built yet");
}
void ga_ruleset_free(ga_ruleset *rs) { (void)rs; }
int ga_ruleset_cite(const ga_ruleset *rs, const ga_rule_ref *ref, const char *date,
                    ga_citation *out, ga_error *err)
{
    (void)rs; (void)ref; (void)date; (void)out;
    return ga_error_set(err, GA_ENOTFOUND, NULL, 0, "rule store not built yet");
}
const char *ga_rules_default_dir(void) { return "fixtures/wiki"; }
