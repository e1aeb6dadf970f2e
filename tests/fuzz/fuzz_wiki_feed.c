/* fuzz_wiki_feed.c — both feed readers (flattened text and Atom XML) on the
 * same bytes, whatever their first line says. */
#include "../../src/internal.h"
#include "../../parsers/wiki.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_source *src = NULL;
    ga_error err;
    if (ga_source_from_mem(&src, "fuzz.feed", (const char *)data, size, &err))
        return 0;
    ga_wiki_revlist l = {0};
    ga_wiki_feedtext_parse(src, &l, &err);
    ga_wiki_atom_parse(src, &l, &err);
    ga_ruleset *rs = NULL;
    if (ga_ruleset_from_revs(&rs, &l, &err) == 0)
        ga_ruleset_free(rs);
    ga_wiki_revlist_clear(&l);
    ga_source_free(src);
    return 0;
}
