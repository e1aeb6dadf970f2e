/* coverage.c — how much of a rules page the engines enforce.
 *
 * A page's revision in force is cut into units: each sentence of a
 * paragraph or list item (the splitter quotes use), each data row of a
 * table (header rows and captions are not units).  A unit is normative when
 * it is a table row, or a sentence holding a digit or one of the words of
 * normative_words[] (an obligation, limit, cost, gain, score, order or end
 * condition) — unless a game's skips[] excludes it, with its reason.
 * A unit is covered when some game's check cites a rule ref whose phrase
 * stands in it (the first occurrence in the ref's section, as citations
 * find it) and that check is proven: its code is expected by a `.expect`
 * file under the fixtures directory.
 */
#include "coverage.h"
#include "../parsers/wiki.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Words that make a sentence normative (whole words, ASCII case ignored).
 * Documented in README.md, "Rule coverage". */
static const char *const normative_words[] = {
    "after",    "all",      "allowed",  "always",   "at least", "at most",  "before",
    "cannot",   "can",      "choose",   "cost",     "costs",    "discard",  "discards",
    "draw",     "draws",    "each",     "earn",     "earns",    "end",      "ends",
    "every",    "first",    "gain",     "gains",    "get",      "gets",     "if",
    "instead",  "last",     "limit",    "lose",     "loses",    "maximum",  "may",
    "minimum",  "move",     "moves",    "must",     "need",     "needs",    "never",
    "next",     "no",       "not",      "once",     "only",     "pay",      "pays",
    "per",      "place",    "places",   "point",    "points",   "receive",  "receives",
    "remove",   "removes",  "return",   "returns",  "roll",     "rolls",    "round",
    "score",    "scores",   "scored",   "spend",    "spends",   "take",     "takes",
    "tie",      "ties",     "turn",     "turns",    "unless",   "until",    "up to",
    "vp",       "when",     "win",      "wins",     "winner",   "one",      "two",
    "three",    "four",     "five",     "six",      "seven",    "eight",    "nine",
    "ten",      "twice",    "double",   "required", "forbidden", "safe",    "immediately",
};

/* Returns 1 when word w (n bytes) stands in t as a whole word. */
static int has_word(const char *t, size_t len, const char *w)
{
    size_t n = strlen(w);
    for (size_t i = 0; i + n <= len; i++) {
        if ((i > 0 && isalnum((unsigned char)t[i - 1])) || strncasecmp(t + i, w, n))
            continue;
        if (i + n == len || !isalnum((unsigned char)t[i + n]))
            return 1;
    }
    return 0;
}

int ga_coverage_is_normative(const char *t, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (isdigit((unsigned char)t[i]))
            return 1;
    for (size_t k = 0; k < sizeof normative_words / sizeof *normative_words; k++)
        if (has_word(t, len, normative_words[k]))
            return 1;
    return 0;
}

/* ---------------------------------------------------------------- proof */

static int proof_add(ga_coverage_proof *p, const char *code, size_t n, const char *rule,
                     size_t rn)
{
    for (size_t i = 0; i < p->n; i++)
        if (strlen(p->codes[i]) == n && !strncmp(p->codes[i], code, n) &&
            (p->rules[i] ? rn && strlen(p->rules[i]) == rn && !strncmp(p->rules[i], rule, rn)
                         : !rn))
            return 0;
    size_t cap = p->cap;
    if (GA_GROW(p->codes, p->cap, p->n + 1, 64) || GA_GROW(p->rules, cap, p->n + 1, 64))
        return GA_ENOMEM;
    p->cap = cap;
    p->codes[p->n] = ga_strndup(code, n);
    p->rules[p->n] = rn ? ga_strndup(rule, rn) : NULL;
    if (!p->codes[p->n] || (rn && !p->rules[p->n])) {
        free(p->codes[p->n]);
        free(p->rules[p->n]);
        return GA_ENOMEM;
    }
    p->n++;
    return 0;
}

/* Reads the (code, rule) pairs of one .expect file. */
static int proof_file(ga_coverage_proof *p, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    char line[1024];
    int rc = 0;
    while (!rc && fgets(line, sizeof line, f)) {
        const char *s = line + strspn(line, " \t");
        if (*s == '#' || *s == '\n' || !*s)
            continue;
        size_t n = strcspn(s, " \t\r\n");
        const char *t = s + n;
        t += strspn(t, " \t");
        t += strcspn(t, " \t\r\n"); /* the line number */
        t += strspn(t, " \t");
        size_t rn = strcspn(t, " \t\r\n");
        rc = proof_add(p, s, n, t, rn);
    }
    fclose(f);
    return rc;
}

static int proof_walk(ga_coverage_proof *p, const char *dir, int depth)
{
    if (depth > 32)
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *de;
    int rc = 0;
    while (!rc && (de = readdir(d))) {
        if (de->d_name[0] == '.')
            continue;
        ga_buf path = {0};
        if (ga_buf_printf(&path, "%s/%s", dir, de->d_name)) {
            rc = GA_ENOMEM;
            break;
        }
        struct stat st;
        if (lstat(path.data, &st) == 0) {
            size_t n = strlen(de->d_name);
            if (S_ISDIR(st.st_mode))
                rc = proof_walk(p, path.data, depth + 1);
            else if (S_ISREG(st.st_mode) && n > 7 && !strcmp(de->d_name + n - 7, ".expect")) {
                rc = proof_file(p, path.data);
                p->files++;
            }
        }
        ga_buf_free(&path);
    }
    closedir(d);
    return rc;
}

int ga_coverage_proof_load(ga_coverage_proof *p, const char *dir)
{
    memset(p, 0, sizeof *p);
    return dir ? proof_walk(p, dir, 0) : 0;
}

int ga_coverage_proven(const ga_coverage_proof *p, const ga_game *g, const ga_check_def *c,
                       int rule)
{
    if (rule < 0 || (size_t)rule >= g->nrefs)
        return 0;
    const char *id = g->refs[rule].id;
    for (size_t i = 0; i < p->n; i++) {
        if (strcmp(p->codes[i], c->code))
            continue;
        if (p->rules[i] ? id && !strcmp(p->rules[i], id) : rule == c->rule && !c->also)
            return 1;
    }
    return 0;
}

void ga_coverage_proof_clear(ga_coverage_proof *p)
{
    for (size_t i = 0; i < p->n; i++) {
        free(p->codes[i]);
        free(p->rules[i]);
    }
    free(p->codes);
    free(p->rules);
    memset(p, 0, sizeof *p);
}

/* ---------------------------------------------------------------- units */

static int unit_add(ga_coverage *cv, size_t section, size_t block, long row, size_t a, size_t z,
                    const char *text, size_t len)
{
    if (GA_GROW(cv->v, cv->cap, cv->n + 1, 64))
        return GA_ENOMEM;
    ga_coverage_unit *u = &cv->v[cv->n];
    memset(u, 0, sizeof *u);
    u->section = section;
    u->block = block;
    u->row = row;
    u->a = a;
    u->z = z;
    if (!(u->text = ga_strndup(text, len)))
        return GA_ENOMEM;
    cv->n++;
    return 0;
}

/* Cuts the doc into units. */
static int cut_units(ga_coverage *cv, const ga_wiki_doc *doc)
{
    for (size_t i = 0; i < doc->nsections; i++) {
        const ga_wiki_section *s = &doc->sections[i];
        for (size_t k = 0; k < s->nblocks; k++) {
            const ga_wiki_block *b = &s->blocks[k];
            if (b->text) {
                size_t a, z, from = 0;
                while (ga_wiki_sentence_next(b->text, from, &a, &z)) {
                    if (unit_add(cv, i, k, -1, a, z, b->text + a, z - a))
                        return GA_ENOMEM;
                    from = z;
                }
                continue;
            }
            const ga_wiki_table *t = b->table;
            for (size_t r = 0; r < t->nrows; r++) {
                if (t->rows[r].header)
                    continue;
                char *row = ga_wiki_row_text(&t->rows[r]);
                int rc = !row || unit_add(cv, i, k, (long)r, 0, 0, row, strlen(row));
                free(row);
                if (rc)
                    return GA_ENOMEM;
            }
        }
    }
    return 0;
}

/* Returns the skip of games for unit u of page, or NULL. */
static const ga_rule_skip *find_skip(const char *page, const ga_wiki_doc *doc,
                                     const ga_coverage_unit *u)
{
    for (size_t g = 0; g < ga_ngames; g++) {
        const ga_game *gm = ga_games[g];
        for (size_t i = 0; i < gm->nskips; i++) {
            const ga_rule_skip *sk = &gm->skips[i];
            if (!sk->page || strcasecmp(sk->page, page))
                continue;
            if (sk->section) {
                long s = ga_wiki_section_find(doc, sk->section);
                if (s < 0 || u->section < (size_t)s ||
                    u->section >= ga_wiki_section_end(doc, (size_t)s))
                    continue;
            }
            if (!sk->phrase)
                return sk;
            char *ph = ga_wiki_collapse(sk->phrase);
            int hit = ph && strcasestr(u->text, ph) != NULL;
            free(ph);
            if (hit)
                return sk;
        }
    }
    return NULL;
}

/* Marks the unit holding the phrase of ref (as a citation finds it) as
 * covered by check code. */
static void cover_ref(ga_coverage *cv, const ga_wiki_doc *doc, const ga_rule_ref *ref,
                      const char *code)
{
    long s = ga_wiki_section_find(doc, ref->section);
    char *phrase = ga_wiki_collapse(ref->phrase ? ref->phrase : "");
    ga_wiki_loc loc;
    if (s < 0 || !phrase || !*phrase ||
        ga_wiki_phrase_find(doc, (size_t)s, ga_wiki_section_end(doc, (size_t)s), phrase, &loc)) {
        free(phrase);
        return;
    }
    free(phrase);
    for (size_t i = 0; i < cv->n; i++) {
        ga_coverage_unit *u = &cv->v[i];
        if (u->section != loc.section || u->block != loc.block || u->row != loc.row)
            continue;
        if (loc.row < 0 && (loc.offset < u->a || loc.offset >= u->z))
            continue;
        if (!u->covered_by)
            u->covered_by = code;
        return;
    }
}

int ga_coverage_page(const ga_ruleset *rs, const char *page, const char *date,
                     const ga_coverage_proof *proof, ga_coverage *cv, ga_error *err)
{
    const ga_wiki_page *pg;
    const ga_wiki_rev *rev;
    memset(cv, 0, sizeof *cv);
    int rc = ga_wiki_in_force(rs, page, date, &pg, &rev, NULL, err);
    if (rc)
        return rc;
    cv->page = pg->title;
    cv->revision = rev->ts;
    if (!rev->doc)
        return 0;
    if ((rc = cut_units(cv, rev->doc)))
        return ga_error_set(err, rc, NULL, 0, "out of memory");
    for (size_t i = 0; i < cv->n; i++) {
        ga_coverage_unit *u = &cv->v[i];
        u->skip = find_skip(pg->title, rev->doc, u);
        u->normative = !u->skip && (u->row >= 0 || ga_coverage_is_normative(u->text, strlen(u->text)));
    }
    for (size_t g = 0; g < ga_ngames; g++) {
        const ga_game *gm = ga_games[g];
        for (size_t c = 0; c < gm->nchecks; c++) {
            const ga_check_def *ck = &gm->checks[c];
            for (const int *r = &ck->rule; r;) {
                if (*r >= 0 && (size_t)*r < gm->nrefs) {
                    const ga_rule_ref *ref = &gm->refs[*r];
                    if (ref->page && !strcasecmp(ref->page, pg->title) &&
                        ga_coverage_proven(proof, gm, ck, *r))
                        cover_ref(cv, rev->doc, ref, ck->code);
                }
                r = r == &ck->rule ? ck->also : r + 1;
                if (r && *r < 0)
                    r = NULL;
            }
        }
    }
    for (size_t i = 0; i < cv->n; i++) {
        cv->normative += cv->v[i].normative;
        cv->covered += cv->v[i].normative && cv->v[i].covered_by;
    }
    cv->doc = rev->doc;
    return 0;
}

void ga_coverage_clear(ga_coverage *cv)
{
    for (size_t i = 0; i < cv->n; i++)
        free(cv->v[i].text);
    free(cv->v);
    memset(cv, 0, sizeof *cv);
}
