/* fuzz_wikitext.c — wikitext to sections, lists and tables, then every
 * lookup that walks the tree (section by name, table by number, diff). */
#include "../../src/internal.h"
#include "../../parsers/wiki.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ga_wiki_doc *doc = NULL;
    ga_error err;
    if (ga_wikitext_parse(&doc, (const char *)data, size, &err))
        return 0;
    size_t sec;
    for (size_t i = 0; i < doc->nsections; i++) {
        long s = ga_wiki_section_find(doc, doc->sections[i].path);
        if (s >= 0)
            ga_wiki_table_find(doc, (size_t)s, ga_wiki_section_end(doc, (size_t)s), "1", &sec);
    }
    const ga_wiki_table *t = ga_wiki_table_find(doc, 0, doc->nsections, "1", &sec);
    if (t)
        ga_wiki_table_cell(t, 1, 1);
    ga_wikitext_section_at(doc, 3);
    /* a diff of the input against itself minus its first line */
    const char *nl = memchr(data, '\n', size);
    ga_wiki_rev a = {0}, b = {0};
    a.page = b.page = "fuzz";
    memcpy(a.ts, "2024-01-01T00:00:00Z", 21);
    memcpy(b.ts, "2024-01-02T00:00:00Z", 21);
    a.body = (char *)data;
    a.body_len = size;
    a.doc = doc;
    b.body = nl ? (char *)nl + 1 : (char *)data;
    b.body_len = nl ? size - (size_t)(nl + 1 - (const char *)data) : 0;
    ga_buf o = {0};
    size_t n;
    if (size < 4096)
        ga_wiki_diff(&a, &b, &o, &n);
    ga_buf_free(&o);
    ga_wikitext_free(doc);
    return 0;
}
