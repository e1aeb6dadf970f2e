/* fuzz_wiki_dump.c — the plain-text contributions dump reader, then the store
 * built from what it read (sorting, dedupe, wikitext of every body). */
#include "../../src/internal.h"
#include "../../parsers/wiki.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_source *src = NULL;
    ga_error err;
    if (ga_source_from_mem(&src, "fuzz.txt", (const char *)data, size, &err))
        return 0;
    ga_wiki_revlist l = {0};
    if (ga_wiki_dump_parse(src, &l, &err) == 0) {
        ga_ruleset *rs = NULL;
        if (ga_ruleset_from_revs(&rs, &l, &err) == 0 && rs->npages) {
            ga_rule_ref ref = {"fuzz", rs->pages[0].title, "", "the", NULL};
            ga_citation c;
            if (ga_ruleset_cite(rs, &ref, "2024-01-01", &c, &err) == 0)
                ga_citation_clear(&c);
        }
        ga_ruleset_free(rs);
    }
    ga_wiki_revlist_clear(&l);
    ga_source_free(src);
    return 0;
}
