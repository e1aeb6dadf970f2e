/* wiki.h — the wiki rule pages inside libgameaudit (not installed).
 *
 * Three readers turn a file into revisions (parsers/wiki_dump.c: plain-text
 * "User contributions" dumps; parsers/wiki_feed.c: the Atom feed, flattened
 * to text or as real XML); parsers/wikitext.c turns a revision's wikitext
 * into sections of paragraphs, list items and tables; src/ruleset.c keeps
 * pages × revisions ordered by time and answers "in force at D".
 */
#ifndef GA_WIKI_H
#define GA_WIKI_H

#include "../src/internal.h"

/* MediaWiki's own page size limit ($wgMaxArticleSize, 2 MiB): a body over it
 * is not a wiki revision. */
#define GA_WIKI_MAX_BODY (2u * 1024u * 1024u)
/* Bounds of one parsed body, beyond any real page. */
#define GA_WIKI_MAX_SECTIONS 4096
#define GA_WIKI_MAX_BLOCKS 65536
#define GA_WIKI_MAX_CELLS 65536

/* ---------------------------------------------------------------- wikitext */

enum ga_wiki_block_kind { GA_WIKI_PARA = 1, GA_WIKI_ITEM, GA_WIKI_TABLE };

typedef struct ga_wiki_row {
    char **cells;    /* owned, ncells plain-text strings */
    size_t ncells, cap;
    int header;      /* every cell was a `!` cell */
} ga_wiki_row;

typedef struct ga_wiki_table {
    char *caption;   /* owned plain text, "" when the table has none */
    ga_wiki_row *rows;  /* owned; the header row (if any) included */
    size_t nrows, cap;
    int line;        /* 1-based line of `{|` in the body */
} ga_wiki_table;

typedef struct ga_wiki_block {
    int kind;        /* ga_wiki_block_kind */
    int depth;       /* items: nesting depth, 1 = top level */
    int ordered;     /* items: `#` or <ol> */
    int line;        /* 1-based line in the body where the block starts */
    char *text;      /* owned plain text (paragraph, item); NULL for a table */
    ga_wiki_table *table;  /* owned, tables only */
} ga_wiki_block;

typedef struct ga_wiki_section {
    char *title;     /* owned plain text; "" for the lead (before any heading) */
    char *path;      /* owned; titles from the top joined with " > " */
    int level;       /* 0 for the lead, 1..6 */
    long parent;     /* index of the enclosing section, -1 for top level */
    int line;        /* 1-based line of the heading (1 for the lead) */
    int end_line;    /* first line after the section's own text */
    ga_wiki_block *blocks;  /* owned, in order */
    size_t nblocks, cap;
} ga_wiki_section;

typedef struct ga_wiki_doc {
    ga_wiki_section *sections;  /* owned; [0] is the lead section, always present */
    size_t nsections, cap;
} ga_wiki_doc;

/* Parses wikitext (len bytes, need not be NUL-terminated) into *out (caller
 * frees with ga_wikitext_free).  Comments are stripped, headings make the
 * section tree, inline markup is reduced to plain text.  Returns 0, GA_ENOMEM,
 * or GA_EINPUT (line in err, file left empty) past the GA_WIKI_MAX_* bounds. */
int ga_wikitext_parse(ga_wiki_doc **out, const char *text, size_t len, ga_error *err);
void ga_wikitext_free(ga_wiki_doc *doc);
/* Reduces one line of wikitext to plain text: bold/italic marks, links,
 * files, HTML tags and the common entities go; runs of spaces collapse.
 * Returns a new string (caller frees) or NULL when out of memory. */
char *ga_wikitext_plain(const char *s, size_t n);
/* Returns the index of the section whose own text holds body line `line`. */
size_t ga_wikitext_section_at(const ga_wiki_doc *doc, int line);

/* ---------------------------------------------------------------- revisions */

typedef struct ga_wiki_rev {
    char *page;      /* owned page title */
    char ts[21];     /* "YYYY-MM-DDTHH:MM:SSZ" */
    char *author;    /* owned */
    char *summary;   /* owned edit summary, "" when none */
    char *body;      /* owned wikitext, "" when the listing had no text */
    size_t body_len;
    long revid;      /* the feed's `diff=` id, 0 when unknown */
    char *file;      /* owned path it was read from */
    int line;        /* 1-based line where the revision starts */
    size_t order;    /* load order, for stable sorting */
    ga_wiki_doc *doc;   /* owned parsed body, NULL when the body is empty */
} ga_wiki_rev;

typedef struct ga_wiki_revlist {
    ga_wiki_rev *v;  /* owned */
    size_t n, cap;
} ga_wiki_revlist;

/* Appends a copy of the strings of r (the list owns them).  Returns 0 or GA_ENOMEM. */
int ga_wiki_revlist_add(ga_wiki_revlist *l, const char *page, size_t page_len, const char *ts,
                        const char *author, size_t author_len, const char *summary,
                        size_t summary_len, const char *body, size_t body_len, long revid,
                        const char *file, int line);
void ga_wiki_rev_clear(ga_wiki_rev *r);
void ga_wiki_revlist_clear(ga_wiki_revlist *l);

/* Returns 1 when s (n bytes) is a UTC timestamp "YYYY-MM-DDTHH:MM:SSZ" with
 * fields in range. */
int ga_wiki_ts_valid(const char *s, size_t n);

/* Readers: each appends the revisions of src to out.  Return 0, GA_ENOMEM, or
 * GA_EINPUT with err positioned (file, line, col) in src. */
/* The plain-text dump ("Board Game Arena - User contributions [en]", then
 * title / timestamp / "User: summary" / body blocks). */
int ga_wiki_dump_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err);
/* The Atom feed with its XML tags stripped (the 002 file). */
int ga_wiki_feedtext_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err);
/* The Atom feed as XML (libxml2, no network, no DTD, no entity expansion). */
int ga_wiki_atom_parse(const ga_source *src, ga_wiki_revlist *out, ga_error *err);
/* Splits one entry's HTML description (`<p>user: summary</p><hr /><div>wikitext</div>`)
 * with libxml2's HTML parser into summary and wikitext (both owned by the
 * caller).  escaped = 0 when the wikitext's own markup arrives unescaped (the
 * flattened feed).  Returns 0, GA_ENOMEM or GA_EINPUT (no <div>). */
int ga_wiki_entry_html(const char *html, size_t len, int escaped, const char *author,
                       char **summary, char **body, size_t *body_len);

enum ga_wiki_kind { GA_WIKI_UNKNOWN = 0, GA_WIKI_DUMP, GA_WIKI_FEEDTEXT, GA_WIKI_ATOM };
/* Returns which reader a file's first bytes call for. */
int ga_wiki_sniff(const char *data, size_t len);

/* ---------------------------------------------------------------- the store */

typedef struct ga_wiki_page {
    char *title;          /* borrowed from revs[0]->page */
    ga_wiki_rev **revs;   /* owned array of borrowed revisions, oldest first */
    size_t nrevs;
} ga_wiki_page;

/* ga_ruleset is the store: every revision once, pages sorted by title. */
struct ga_ruleset {
    ga_wiki_revlist revs;   /* owned; sorted by page, time, revid, load order */
    ga_wiki_page *pages;    /* owned, sorted by title */
    size_t npages;
    size_t duplicates;      /* revisions seen more than once (kept once) */
    size_t files;           /* files read */
    char *refused;          /* owned or NULL: "file:line:col: why" per refused file */
};

/* Builds a store from revisions (taken: l is left empty).  Sorts, drops
 * duplicates, parses each body.  Returns 0, GA_ENOMEM or GA_EINPUT (a body
 * over the bounds, positioned at its revision). */
int ga_ruleset_from_revs(ga_ruleset **out, ga_wiki_revlist *l, ga_error *err);
/* Loads one file into *l (the reader chosen by ga_wiki_sniff). */
int ga_ruleset_read_file(ga_wiki_revlist *l, const char *path, ga_error *err);

/* Returns the page titled title (exact, else ignoring ASCII case), or NULL. */
const ga_wiki_page *ga_wiki_page_find(const ga_ruleset *rs, const char *title);
/* Sets *rev (borrowed) to the revision of page in force at date (NULL = the
 * latest): the latest at or before it with a body, else the earliest with a
 * body and *before_first = 1.  pg, before_first may be NULL.  Returns 0,
 * GA_EINPUT (bad date) or GA_ENOTFOUND, with err set. */
int ga_wiki_in_force(const ga_ruleset *rs, const char *page, const char *date,
                     const ga_wiki_page **pg, const ga_wiki_rev **rev, int *before_first,
                     ga_error *err);
/* A revision named on the command line: "N" (1-based, oldest first, at most
 * 4 digits), an exact timestamp, or a date (the revision in force then). */
int ga_wiki_rev_pick(const ga_ruleset *rs, const char *page, const char *spec,
                     const ga_wiki_rev **out, ga_error *err);
/* Returns the first section whose path ends with name ("Setup > Dice", or a
 * bare title at any depth; ASCII case ignored), 0 for NULL/"" (the whole
 * page), or -1. */
long ga_wiki_section_find(const ga_wiki_doc *doc, const char *name);
/* Returns the index after the last subsection of section idx. */
size_t ga_wiki_section_end(const ga_wiki_doc *doc, size_t idx);
/* Returns the table of sections [s0, s1) named by spec: its caption (case
 * ignored) or its 1-based number there; *sec gets its section.  NULL if none. */
const ga_wiki_table *ga_wiki_table_find(const ga_wiki_doc *doc, size_t s0, size_t s1,
                                        const char *spec, size_t *sec);
/* Returns the cell at 1-based row (data rows only, header rows skipped) and
 * column, or NULL. */
const char *ga_wiki_table_cell(const ga_wiki_table *t, int row, int col);
/* Returns a copy of s with runs of white space made one space, trimmed
 * (how rule phrases are compared), or NULL when out of memory. */
char *ga_wiki_collapse(const char *s);
/* Where a phrase stands in a parsed body: the section and block, for a
 * table the row and cell (row -2: the caption; -1: not a table), and the
 * byte offset in the text or cell. */
typedef struct ga_wiki_loc {
    size_t section, block;
    long row, cell;
    size_t offset;
} ga_wiki_loc;
/* Finds phrase (already whitespace-collapsed; ASCII case ignored) first in
 * the blocks of sections [s0, s1), as citations do.  A phrase holding "|"
 * is looked for in table rows, their cells joined by " | " (loc.cell is
 * then -1), and only there.  A phrase ending in "#N" (N 2..9) names its
 * Nth occurrence, for a sentence or row that repeats an earlier one word
 * for word.  Returns 0 with *loc set, or GA_ENOTFOUND. */
int ga_wiki_phrase_find(const ga_wiki_doc *doc, size_t s0, size_t s1, const char *phrase, ga_wiki_loc *loc);
/* The length of phrase without its "#N" occurrence suffix. */
size_t ga_wiki_phrase_len(const char *phrase);
/* The cells of row joined by " | " (malloc'd), or NULL when out of memory. */
char *ga_wiki_row_text(const ga_wiki_row *row);
/* The sentence of plain text t that starts at or after from (leading
 * spaces skipped): [*a, *z), the stop included.  Sentences end at '.', '!'
 * or '?' followed by a space or the end, not after "e.g.", "etc." and the
 * like (the splitter quotes use).  Returns 0 when no text is left. */
int ga_wiki_sentence_next(const char *t, size_t from, size_t *a, size_t *z);
/* Appends to o a unified diff of two revisions' wikitext (no context lines),
 * each hunk headed "@@ -a,n +b,m @@ <section path>".  *nhunks counts them. */
int ga_wiki_diff(const ga_wiki_rev *a, const ga_wiki_rev *b, ga_buf *o, size_t *nhunks);

#endif
