/* test_wiki.c — the wiki rule store on the real seed pages (fixtures/wiki)
 * and on malformed inputs (tests/data/wiki). */
#include "../src/internal.h"
#include "../parsers/wiki.h"

#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#define WIKI "fixtures/wiki"
#define DUMP000 WIKI "/000_2d964db19ca2c7ce.txt"
#define DUMP001 WIKI "/001_7e0cabe417b0a971.txt"
#define FEED002 WIKI "/002_dc476dcdf7ec6406.txt"
#define ATOM002 WIKI "/002_dc476dcdf7ec6406.atom.xml"
#define DUMP003 WIKI "/003_6d28eeecf3b89188.txt"
#define BAD "tests/data/wiki"

static ga_ruleset *load_seed(void)
{
    ga_ruleset *rs = NULL;
    ga_error err = {0};
    int rc = ga_ruleset_load_dir(&rs, WIKI, &err);
    cr_assert_eq(rc, 0, "load %s: %s:%d: %s", WIKI, err.file, err.line, err.text);
    return rs;
}

static size_t read_count(const char *path, ga_wiki_revlist *l)
{
    ga_error err = {0};
    size_t before = l->n;
    int rc = ga_ruleset_read_file(l, path, &err);
    cr_assert_eq(rc, 0, "%s:%d:%d: %s", err.file, err.line, err.col, err.text);
    return l->n - before;
}

/* Returns the revision of page at exactly ts, or NULL. */
static const ga_wiki_rev *rev_at(const ga_ruleset *rs, const char *page, const char *ts)
{
    const ga_wiki_page *pg = ga_wiki_page_find(rs, page);
    cr_assert_not_null(pg, "page %s", page);
    for (size_t i = 0; i < pg->nrevs; i++)
        if (!strcmp(pg->revs[i]->ts, ts))
            return pg->revs[i];
    return NULL;
}

/* ---------------------------------------------------------------- counts */

Test(wiki_dump, seed_dumps_hold_46_revisions_by_file)
{
    ga_wiki_revlist l = {0};
    cr_expect_eq(read_count(DUMP000, &l), 37);
    cr_expect_eq(read_count(DUMP001, &l), 3);
    cr_expect_eq(read_count(DUMP003, &l), 6);
    cr_expect_eq(l.n, 46);
    size_t empty = 0;
    for (size_t i = 0; i < l.n; i++)
        empty += l.v[i].body_len == 0;
    cr_expect_eq(empty, 10, "ten listings without text, got %zu", empty);
    ga_wiki_revlist_clear(&l);
}

Test(wiki_feed, flattened_feed_holds_7_revisions_with_ids)
{
    static const long ids[] = {8763, 4839, 4838, 4837, 4836, 4835, 4285};
    static const char *const ts[] = {"2021-07-11T19:19:04Z", "2020-07-01T17:34:11Z",
                                     "2020-07-01T17:33:33Z", "2020-07-01T17:30:08Z",
                                     "2020-07-01T17:29:40Z", "2020-07-01T17:29:18Z",
                                     "2020-05-05T18:57:05Z"};
    ga_wiki_revlist l = {0};
    cr_assert_eq(read_count(FEED002, &l), 7);
    for (size_t i = 0; i < 7; i++) {
        cr_expect_eq(l.v[i].revid, ids[i], "entry %zu id %ld", i, l.v[i].revid);
        cr_expect_str_eq(l.v[i].ts, ts[i]);
        cr_expect_str_eq(l.v[i].author, "Geddy19");
        cr_expect_gt(l.v[i].body_len, 100);
        cr_expect_null(strstr(l.v[i].body, "<br"), "feed markup left in entry %zu", i);
        cr_expect_null(strstr(l.v[i].body, "</div>"), "author glued into entry %zu", i);
    }
    cr_expect_str_eq(l.v[0].page, "Gamehelprallymangt");
    cr_expect_str_eq(l.v[0].summary,
                     "/* Planning Your Turn */ Added Show Overspeed Alarm Option section.");
    cr_expect_str_eq(l.v[6].summary, "Added Game End exception when the Fast Play option is "
                                     "enabled. See https://boardgamearena.com/bug?id=6998");
    cr_expect(!strncmp(l.v[0].body, "== Rounds ==\nA game of Rallyman: GT", 35));
    /* the last body ends where its </div> was, before the author */
    const char *b6 = l.v[6].body;
    const char *tail = "to determine a winner.";
    cr_expect_str_eq(b6 + l.v[6].body_len - strlen(tail), tail);
    ga_wiki_revlist_clear(&l);
}

/* The flattened file's <div> texts with the feed's line-end <br /> removed:
 * the wikitext as a plain string operation computes it. */
static size_t raw_bodies(char **out, size_t max)
{
    ga_source *src = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_source_open(&src, FEED002, &err), 0);
    char *all = ga_strndup(src->data, src->len);
    size_t n = 0;
    for (char *p = strstr(all, "<div>"); p && n < max; p = strstr(p, "<div>")) {
        p += 5;
        char *e = strstr(p, "</div>");
        cr_assert_not_null(e);
        ga_buf b = {0};
        for (char *q = p; q < e;) {
            if (!strncmp(q, "<br />\n", 7)) {
                ga_buf_add(&b, "\n", 1);
                q += 7;
            } else {
                ga_buf_add(&b, q, 1);
                q++;
            }
        }
        out[n++] = ga_buf_detach(&b);
        p = e;
    }
    free(all);
    ga_source_free(src);
    return n;
}

Test(wiki_feed, entry_bodies_are_the_div_text_without_feed_markup)
{
    char *want[8];
    cr_assert_eq(raw_bodies(want, 8), 7);
    ga_wiki_revlist l = {0};
    cr_assert_eq(read_count(FEED002, &l), 7);
    for (size_t i = 0; i < 7; i++) {
        cr_expect_str_eq(l.v[i].body, want[i], "entry %zu", i);
        free(want[i]);
    }
    cr_expect(strstr(l.v[0].body, "each round. \n\nThe Round marker has") != NULL,
              "blank wikitext lines kept");
    ga_wiki_revlist_clear(&l);
}

Test(wiki_feed, atom_xml_gives_the_same_7_revisions_as_the_flattened_feed)
{
    ga_wiki_revlist a = {0}, b = {0};
    cr_assert_eq(read_count(FEED002, &a), 7);
    cr_assert_eq(read_count(ATOM002, &b), 7);
    for (size_t i = 0; i < 7; i++) {
        cr_expect_str_eq(a.v[i].page, b.v[i].page);
        cr_expect_str_eq(a.v[i].ts, b.v[i].ts);
        cr_expect_str_eq(a.v[i].author, b.v[i].author);
        cr_expect_str_eq(a.v[i].summary, b.v[i].summary);
        cr_expect_eq(a.v[i].revid, b.v[i].revid);
        cr_expect_eq(a.v[i].body_len, b.v[i].body_len, "entry %zu: %zu vs %zu bytes", i,
                     a.v[i].body_len, b.v[i].body_len);
        cr_expect_str_eq(a.v[i].body, b.v[i].body, "entry %zu bodies differ", i);
    }
    ga_wiki_revlist_clear(&a);
    ga_wiki_revlist_clear(&b);
}

Test(ruleset, seed_holds_53_revisions_in_20_pages_the_xml_copy_kept_once)
{
    ga_ruleset *rs = load_seed();
    cr_expect_eq(ga_ruleset_nrevisions(rs), 53);
    cr_expect_eq(ga_ruleset_npages(rs), 20);
    cr_expect_eq(rs->duplicates, 7, "the Atom copy of 002 repeats its 7 revisions");
    static const struct { const char *page; size_t n; } counts[] = {
        {"Gamehelpheat", 11}, {"Gamehelprallymandirt", 13}, {"Gamehelprallymangt", 4},
        {"Gamehelpdiceforge", 5}, {"Gamehelphadara", 3}, {"Gamehelplimit", 2},
        {"Gamehelpparks", 2}, {"Tips heat", 1}, {"File:Rallyman DIRT R6 gravel dashboard.JPG", 1},
    };
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        const ga_wiki_page *pg = ga_wiki_page_find(rs, counts[i].page);
        cr_assert_not_null(pg, "%s", counts[i].page);
        cr_expect_eq(pg->nrevs, counts[i].n, "%s: %zu", counts[i].page, pg->nrevs);
        for (size_t k = 1; k < pg->nrevs; k++)
            cr_expect_leq(strcmp(pg->revs[k - 1]->ts, pg->revs[k]->ts), 0, "%s in time order",
                          counts[i].page);
    }
    /* three editors' revisions of Rallyman GT, ordered across files */
    const ga_wiki_page *gt = ga_wiki_page_find(rs, "Gamehelprallymangt");
    cr_expect_str_eq(gt->revs[0]->author, "TimKirk");
    cr_expect_str_eq(gt->revs[2]->author, "Geddy19");
    cr_expect_str_eq(gt->revs[3]->author, "Magnus3740");
    ga_ruleset_free(rs);
}

Test(ruleset, same_revision_loaded_twice_is_kept_once)
{
    ga_wiki_revlist l = {0};
    read_count(DUMP003, &l);
    read_count(DUMP003, &l);
    read_count(FEED002, &l);
    cr_assert_eq(l.n, 19);
    ga_ruleset *rs = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_ruleset_from_revs(&rs, &l, &err), 0, "%s", err.text);
    cr_expect_eq(ga_ruleset_nrevisions(rs), 13);
    cr_expect_eq(rs->duplicates, 6);
    ga_ruleset_free(rs);
}

Test(wiki_dump, creation_summary_quote_is_summary_not_body)
{
    ga_ruleset *rs = load_seed();
    const ga_wiki_rev *r = rev_at(rs, "Gamehelplimit", "2026-03-01T07:42:03Z");
    cr_assert_not_null(r);
    cr_expect(!strncmp(r->summary, "Created page with \"==Card Descriptions== {|", 43), "%s",
              r->summary);
    cr_expect(!strncmp(r->body, "==Card Descriptions==\n\n{| class=", 32), "%.40s", r->body);
    const ga_wiki_rev *e = rev_at(rs, "Gamehelphadara", "2023-10-17T00:07:53Z");
    cr_assert_not_null(e);
    cr_expect_eq(e->body_len, 0);
    cr_expect_str_eq(e->summary, "/* Game End Scoring */");
    /* the last revision of a file runs to its end (no final newline) */
    const ga_wiki_rev *last = rev_at(rs, "Gamehelphadara", "2023-10-16T03:52:14Z");
    cr_assert_not_null(last);
    cr_expect(!strncmp(last->body, "[[File:Hadara reference sheet en.png|left]]\n\n==Game End", 55));
    const char *end = "the tied players share the victory.";
    cr_expect_str_eq(last->body + last->body_len - strlen(end), end);
    cr_expect_eq(last->line, 432);
    ga_ruleset_free(rs);
}

/* ---------------------------------------------------------------- citations */

Test(ruleset, hadara_coins_follow_the_revision_in_force)
{
    ga_ruleset *rs = load_seed();
    ga_rule_ref drop = {"hadara.coins", "Gamehelphadara", "Remaining Coins", "drop any remainder",
                        NULL};
    ga_rule_ref pay = {"hadara.coins.old", "Gamehelphadara", "Game End Scoring > Remaining Coins",
                       "pay coins during final scoring", NULL};
    ga_citation c;
    ga_error err = {0};
    cr_assert_eq(ga_ruleset_cite(rs, &drop, "2023-10-17T00:08:35Z", &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.revision, "2023-10-17T00:08:35Z");
    cr_expect_str_eq(c.section, "Game End Scoring > Remaining Coins");
    cr_expect_str_eq(c.quote, "Score 1 point for every 5 coins remaining (drop any remainder).");
    cr_expect_eq(c.before_first, 0);
    ga_citation_clear(&c);
    cr_expect_eq(ga_ruleset_cite(rs, &drop, "2023-10-16T03:52:14Z", &c, &err), GA_ENOTFOUND);
    cr_expect(strstr(err.text, "drop any remainder") != NULL, "%s", err.text);
    cr_assert_eq(ga_ruleset_cite(rs, &pay, "2023-10-16", &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.revision, "2023-10-16T03:52:14Z");
    cr_expect_str_eq(c.quote,
                     "You can pay coins during final scoring to score 1 point for every 5 coins "
                     "you pay.");
    ga_citation_clear(&c);
    /* 00:07:53 is an edit listed without text: 00:08:00 still sees 10-16 */
    cr_assert_eq(ga_ruleset_cite(rs, &pay, "2023-10-17T00:08:00Z", &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.revision, "2023-10-16T03:52:14Z");
    ga_citation_clear(&c);
    /* a game older than the page: the earliest revision, and the citation says so */
    cr_assert_eq(ga_ruleset_cite(rs, &pay, "2019-06-01", &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.revision, "2023-10-16T03:52:14Z");
    cr_expect_eq(c.before_first, 1);
    ga_citation_clear(&c);
    cr_assert_eq(ga_ruleset_cite(rs, &drop, NULL, &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.revision, "2023-10-17T00:08:35Z");
    ga_citation_clear(&c);
    ga_ruleset_free(rs);
}

Test(ruleset, a_quote_is_the_whole_sentence_past_abbreviations)
{
    ga_ruleset *rs = load_seed();
    ga_rule_ref gear = {"heat.gear", "Gamehelpheat", "Shifting up/down 2 positions",
                        "you have to pay 1 Heat immediately", NULL};
    ga_citation c;
    ga_error err = {0};
    cr_assert_eq(ga_ruleset_cite(rs, &gear, "2025-01-30", &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.quote, "If you want to move your Gear pawn an extra step up or down (e.g. "
                              "between gears 1&3 or 2&4) during step 1: Shift Gears, you have to "
                              "pay 1 Heat immediately.");
    ga_citation_clear(&c);
    ga_ruleset_free(rs);
}

Test(ruleset, missing_page_section_or_phrase_is_an_error)
{
    ga_ruleset *rs = load_seed();
    ga_citation c;
    ga_error err = {0};
    ga_rule_ref nopage = {"x", "Gamehelpnosuchgame", "Play", "roll", NULL};
    ga_rule_ref nosec = {"x", "Gamehelphadara", "Setup", "coins", NULL};
    ga_rule_ref nosrc = {"x", NULL, "Play", "roll", NULL};
    ga_rule_ref src = {"x", NULL, "Play", NULL, "standard rules of backgammon, Movement"};
    cr_expect_eq(ga_ruleset_cite(rs, &nopage, NULL, &c, &err), GA_ENOTFOUND);
    cr_expect(strstr(err.text, "Gamehelpnosuchgame") != NULL, "%s", err.text);
    cr_expect_eq(ga_ruleset_cite(rs, &nosec, NULL, &c, &err), GA_ENOTFOUND);
    cr_expect(strstr(err.text, "no section \"Setup\"") != NULL, "%s", err.text);
    cr_expect_eq(ga_ruleset_cite(rs, &nosrc, NULL, &c, &err), GA_ENOTFOUND);
    cr_expect_eq(ga_ruleset_cite(rs, &src, NULL, &c, &err), 0);
    cr_expect_str_eq(c.source, "standard rules of backgammon, Movement");
    cr_expect_null(c.page);
    ga_citation_clear(&c);
    cr_expect_eq(ga_ruleset_cite(rs, &nosec, "2023-10-32", &c, &err), GA_EINPUT);
    ga_ruleset_free(rs);
}

Test(ruleset, dates_normalise_to_utc_timestamps)
{
    char out[21];
    cr_assert_eq(ga_rules_date("2023-10-17", out), 0);
    cr_expect_str_eq(out, "2023-10-17T23:59:59Z");
    cr_assert_eq(ga_rules_date("2023-10-17T02:08:35+02:00", out), 0);
    cr_expect_str_eq(out, "2023-10-17T00:08:35Z");
    cr_assert_eq(ga_rules_date("2023-12-31 23:30", out), 0);
    cr_expect_str_eq(out, "2023-12-31T23:30:00Z");
    cr_assert_eq(ga_rules_date("2024-01-01T00:30:00.250-01:00", out), 0);
    cr_expect_str_eq(out, "2024-01-01T01:30:00Z");
    cr_expect_eq(ga_rules_date("2023-02-29", out), GA_EINPUT);
    cr_expect_eq(ga_rules_date("17/10/2023", out), GA_EINPUT);
    cr_expect_eq(ga_rules_date("2023-10-17Tnoon", out), GA_EINPUT);
}

/* ---------------------------------------------------------------- tables */

Test(ruleset, rallyman_dirt_time_card_reads_50_40_30_20_15_10)
{
    static const char *const secs[] = {"50", "40", "30", "20", "15", "10"};
    ga_ruleset *rs = load_seed();
    for (int gear = 1; gear <= 6; gear++) {
        char *cell = NULL;
        ga_citation where;
        ga_error err = {0};
        cr_assert_eq(ga_ruleset_cell(rs, "Gamehelprallymandirt",
                                     "If a player has finished their movement or is blocked",
                                     "Time Card", gear, 1, NULL, &cell, NULL, &err),
                     0, "%s", err.text);
        cr_expect_eq(atoi(cell), gear, "row %d gear %s", gear, cell);
        free(cell);
        cr_assert_eq(ga_ruleset_cell(rs, "Gamehelprallymandirt", NULL, "Time Card", gear, 2,
                                     NULL, &cell, &where, &err),
                     0, "%s", err.text);
        cr_expect_str_eq(cell, secs[gear - 1]);
        cr_expect_str_eq(where.revision, "2022-12-07T14:22:59Z");
        cr_expect_str_eq(where.section,
                         "End of the turn > If a player has finished their movement or is blocked");
        free(cell);
        ga_citation_clear(&where);
    }
    ga_ruleset_free(rs);
}

Test(ruleset, rallyman_gt_tire_tables_read_as_numbers)
{
    static const char *const caps[] = {"GT6 Tires", "GT5 Tires", "GT4 Tires"};
    static const int gear[] = {6, 5, 4};
    ga_ruleset *rs = load_seed();
    const ga_wiki_rev *rev;
    ga_error err = {0};
    cr_assert_eq(ga_wiki_in_force(rs, "Gamehelprallymangt", NULL, NULL, &rev, NULL, &err), 0);
    size_t sec;
    for (size_t t = 0; t < 3; t++) {
        const ga_wiki_table *tab = ga_wiki_table_find(rev->doc, 0, rev->doc->nsections, caps[t],
                                                      &sec);
        cr_assert_not_null(tab, "%s", caps[t]);
        cr_expect_str_eq(rev->doc->sections[sec].title, "Tire Dashboards");
        cr_assert(tab->rows[0].header);
        cr_expect_str_eq(tab->rows[0].cells[1], "Asphalt-Dry");
        size_t data = 0;
        for (size_t r = 1; r < tab->nrows; r++) {
            cr_assert_eq(tab->rows[r].ncells, 5, "%s row %zu", caps[t], r);
            for (size_t c = 1; c < 5; c++) {
                char *end;
                long v = strtol(tab->rows[r].cells[c], &end, 10);
                cr_expect(*tab->rows[r].cells[c] && !*end && v >= 0 && v <= 6,
                          "%s row %zu col %zu \"%s\" is no number", caps[t], r, c + 1,
                          tab->rows[r].cells[c]);
            }
            data++;
        }
        cr_expect_geq(data, 4);
        cr_expect_str_eq(ga_wiki_table_cell(tab, 2, 1), "Gear");
        for (int c = 2; c <= 5; c++)
            cr_expect_eq(atoi(ga_wiki_table_cell(tab, 2, c)), gear[t]);
    }
    ga_ruleset_free(rs);
}

/* ---------------------------------------------------------------- diff */

Test(ruleset, limit_diff_is_exactly_three_changes)
{
    ga_ruleset *rs = load_seed();
    const ga_wiki_rev *a, *b;
    ga_error err = {0};
    cr_assert_eq(ga_wiki_rev_pick(rs, "Gamehelplimit", "2026-03-01", &a, &err), 0);
    cr_assert_eq(ga_wiki_rev_pick(rs, "Gamehelplimit", "2026-03-03T03:23:22Z", &b, &err), 0);
    ga_buf o = {0};
    size_t n = 0;
    cr_assert_eq(ga_wiki_diff(a, b, &o, &n), 0);
    cr_expect_eq(n, 3, "%s", o.data);
    const char *want =
        "--- Gamehelplimit @ 2026-03-01T07:42:03Z\n"
        "+++ Gamehelplimit @ 2026-03-03T03:23:22Z\n"
        "@@ -4,1 +4,1 @@ Card Descriptions\n"
        "-|+ Society Cards\n"
        "+|+ Society Cards (Purple)\n"
        "@@ -14,1 +14,1 @@ Card Descriptions\n"
        "-| Graduate Studies|| Lose 2$ per population || Increase social class(es) of your "
        "choice by 3E, respecting the rule of A>=B>=C>=D>=E. ||\n"
        "+| Graduate Studies|| Lose 2$ per population || Increase social class(es) of your "
        "choice by 3, respecting the rule of A>=B>=C>=D>=E. ||\n"
        "@@ -40,1 +40,1 @@ Card Descriptions\n"
        "-|Recycling ||Decrease your Industrial Production level by 1. ||When you consume 10 "
        "or more industrial resources in one step, take 1O from the Limit box. || Permanent "
        "effect card\n"
        "+|Recycling ||Decrease your Industrial Production level by 1. ||When you consume 10 "
        "or more industrial resources in one step, take 1 oil from the Limit box. || Permanent "
        "effect card\n";
    cr_expect_str_eq(o.data, want);
    /* and the parsed tables agree: caption and the two cells */
    size_t sec;
    cr_expect_not_null(ga_wiki_table_find(b->doc, 0, b->doc->nsections, "Society Cards (Purple)",
                                          &sec));
    cr_expect_not_null(ga_wiki_table_find(a->doc, 0, a->doc->nsections, "Society Cards", &sec));
    ga_buf_free(&o);
    ga_ruleset_free(rs);
}

/* ---------------------------------------------------------------- wikitext */

static ga_wiki_doc *parse(const char *text)
{
    ga_wiki_doc *d = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_wikitext_parse(&d, text, strlen(text), &err), 0, "%s", err.text);
    return d;
}

Test(wikitext, headings_unbalanced_marks_stay_in_the_title)
{
    ga_wiki_doc *d = parse("lead\n== A ==\n=== Corners ====\ntext\n==B==\n====\n");
    cr_assert_eq(d->nsections, 5);
    cr_expect_str_eq(d->sections[2].title, "Corners =");
    cr_expect_eq(d->sections[2].level, 3);
    cr_expect_str_eq(d->sections[2].path, "A > Corners =");
    cr_expect_eq(d->sections[3].level, 2);
    cr_expect_str_eq(d->sections[4].title, "==");
    cr_expect_eq(d->sections[4].level, 1);
    cr_expect_str_eq(d->sections[0].blocks[0].text, "lead");
    ga_wikitext_free(d);
}

Test(wikitext, seed_heading_quirks)
{
    ga_ruleset *rs = load_seed();
    const ga_wiki_rev *r = rev_at(rs, "Gamehelprallymandirt", "2022-11-15T16:06:13Z");
    cr_assert_not_null(r);
    cr_expect_geq(ga_wiki_section_find(r->doc, "Corners ="), 1, "=== Corners ==== is level 3");
    const ga_wiki_rev *tm;
    ga_error err = {0};
    cr_assert_eq(ga_wiki_in_force(rs, "Gamehelpterraformingmars", NULL, NULL, &tm, NULL, &err), 0);
    size_t longest = 0;
    for (size_t i = 0; i < tm->doc->nsections; i++)
        if (strlen(tm->doc->sections[i].title) > longest)
            longest = strlen(tm->doc->sections[i].title);
    cr_expect_gt(longest, 250, "the 270-character heading is one title (%zu)", longest);
    const ga_wiki_rev *pk;
    cr_assert_eq(ga_wiki_in_force(rs, "Gamehelpparks", NULL, NULL, &pk, NULL, &err), 0);
    cr_expect_geq(ga_wiki_section_find(pk->doc, "HIKING"), 1, "bold stripped from headings");
    ga_ruleset_free(rs);
}

Test(wikitext, inline_markup_reduces_to_plain_text)
{
    static const struct { const char *in, *out; } cases[] = {
        {"'''Trail Site Tiles'''", "Trail Site Tiles"},
        {"''Compulsory'' move", "Compulsory move"},
        {"[[File:Hadara reference sheet en.png|left]]Score", "Score"},
        {"see [[Gamehelpheat|the Heat page]] and [[Tips heat]]", "see the Heat page and Tips heat"},
        {"[https://boardgamegeek.com/thread/1 the thread]", "the thread"},
        {"A&gt;=B &amp; C&nbsp;D", "A>=B & C D"},
        {"x  <span style=\"a\">y</span>\tz", "x y z"},
        {"A>=B>=C", "A>=B>=C"},
        {"'''''both'''''", "both"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *t = ga_wikitext_plain(cases[i].in, strlen(cases[i].in));
        cr_expect_str_eq(t, cases[i].out, "case %zu", i);
        free(t);
    }
}

Test(wikitext, lists_html_lists_and_comments)
{
    ga_wiki_doc *d = parse("== L ==\n"
                           "* one\n"
                           "** '''two'''\n"
                           "# first\n"
                           "<!-- hidden\n"
                           "comment -->\n"
                           "<ul>\n"
                           "<li>• Move the car</li>\n"
                           "<li>Protect any occupant\n"
                           "<li>Artillery fires at:\n"
                           " X3322111</li>\n"
                           "bare text\n"
                           "</ul>\n"
                           "after");
    ga_wiki_section *s = &d->sections[1];
    cr_assert_eq(s->nblocks, 8, "%zu blocks", s->nblocks);
    cr_expect_str_eq(s->blocks[0].text, "one");
    cr_expect_eq(s->blocks[1].depth, 2);
    cr_expect_str_eq(s->blocks[1].text, "two");
    cr_expect(s->blocks[2].ordered);
    cr_expect_str_eq(s->blocks[3].text, "Move the car");
    cr_expect_str_eq(s->blocks[4].text, "Protect any occupant");
    cr_expect_str_eq(s->blocks[5].text, "Artillery fires at: X3322111");
    cr_expect_eq(s->blocks[5].line, 10, "comment lines keep line numbers");
    cr_expect_str_eq(s->blocks[6].text, "bare text");
    cr_expect_eq(s->blocks[7].kind, GA_WIKI_PARA);
    cr_expect_str_eq(s->blocks[7].text, "after");
    ga_wikitext_free(d);
}

Test(wikitext, table_forms_of_the_seed)
{
    ga_wiki_doc *d = parse("{| class=\"wikitable\" style=\"width:auto;\" border=\"2\"\n"
                           "|+ Society Cards\n"
                           "|- style=\"font-weight:bold;\"\n"
                           "! # !! Effect !! Notes\n"
                           "|-\n"
                           "| 1 || Shift Gears || ''Compulsory''\n"
                           "|-\n"
                           "| 4 || Adrenaline ||\n"
                           "|-\n"
                           "| style=\"vertical-align:bottom;\" | Terrans\n"
                           "| second\n"
                           "line\n"
                           "|-\n"
                           "|}\n");
    cr_assert_eq(d->sections[0].nblocks, 1);
    const ga_wiki_table *t = d->sections[0].blocks[0].table;
    cr_assert_not_null(t);
    cr_expect_str_eq(t->caption, "Society Cards");
    cr_assert_eq(t->nrows, 4);
    cr_expect(t->rows[0].header);
    cr_expect_str_eq(t->rows[0].cells[2], "Notes");
    cr_expect_str_eq(t->rows[1].cells[2], "Compulsory");
    cr_assert_eq(t->rows[2].ncells, 3, "empty trailing cell kept");
    cr_expect_str_eq(t->rows[2].cells[2], "");
    cr_assert_eq(t->rows[3].ncells, 2);
    cr_expect_str_eq(t->rows[3].cells[0], "Terrans");
    cr_expect_str_eq(t->rows[3].cells[1], "second line");
    cr_expect_str_eq(ga_wiki_table_cell(t, 1, 2), "Shift Gears");
    ga_wikitext_free(d);
}

Test(wikitext, a_phrase_ending_in_hash_n_names_its_nth_occurrence)
{
    ga_wiki_doc *d = parse("* Alternate Route -- reroll. (However players must stay.)\n"
                           "* Wind Gust -- reroll blanks. (However players must stay.)\n"
                           "{|\n| Infantry || May Take Ground\n|-\n| Armor || May Take Ground\n|}\n");
    size_t end = ga_wiki_section_end(d, 0);
    ga_wiki_loc loc;
    cr_expect_eq(ga_wiki_phrase_len("must stay#2"), strlen("must stay"));
    cr_expect_eq(ga_wiki_phrase_len("must stay#1"), strlen("must stay#1"), "#1 is no suffix");
    cr_expect_eq(ga_wiki_phrase_len("#2"), 2, "a bare suffix is a phrase");
    cr_assert_eq(ga_wiki_phrase_find(d, 0, end, "must stay", &loc), 0);
    cr_expect_eq(loc.block, 0);
    cr_assert_eq(ga_wiki_phrase_find(d, 0, end, "must stay#2", &loc), 0);
    cr_expect_eq(loc.block, 1);
    cr_expect_eq(loc.offset, strlen("Wind Gust -- reroll blanks. (However players "));
    cr_expect_eq(ga_wiki_phrase_find(d, 0, end, "must stay#3", &loc), GA_ENOTFOUND);
    cr_assert_eq(ga_wiki_phrase_find(d, 0, end, "may take ground#2", &loc), 0);
    cr_expect_eq(loc.row, 1);
    cr_expect_eq(loc.cell, 1);
    /* a row by its cells: the first row holding "May Take Ground" is Infantry's */
    cr_assert_eq(ga_wiki_phrase_find(d, 0, end, "Armor | May Take Ground", &loc), 0);
    cr_expect_eq(loc.row, 1);
    cr_expect_eq(loc.cell, -1);
    cr_expect_eq(ga_wiki_phrase_find(d, 0, end, "stay.) | ", &loc), GA_ENOTFOUND, "rows only");
    cr_assert_eq(ga_wiki_phrase_find(d, 0, end, "| May Take Ground#2", &loc), 0);
    cr_expect_eq(loc.row, 1);
    ga_wikitext_free(d);
}

/* ---------------------------------------------------------------- malformed input */

static int read_err(const char *path, ga_error *err)
{
    ga_wiki_revlist l = {0};
    memset(err, 0, sizeof *err);
    int rc = ga_ruleset_read_file(&l, path, err);
    ga_wiki_revlist_clear(&l);
    return rc;
}

Test(wiki_feed, truncated_feed_is_a_positioned_error)
{
    ga_error err;
    cr_assert_eq(read_err(BAD "/truncated_feed.txt", &err), GA_EINPUT);
    cr_expect_eq(err.line, 102, "%d:%d %s", err.line, err.col, err.text);
    cr_expect_gt(err.col, 1);
    cr_expect(strstr(err.text, "Gamehelpdiceforge") != NULL, "%s", err.text);
}

Test(wiki_dump, bad_timestamp_is_a_positioned_error_not_a_merge)
{
    ga_error err;
    cr_assert_eq(read_err(BAD "/bad_timestamp.txt", &err), GA_EINPUT);
    cr_expect_eq(err.line, 14);
    cr_expect_eq(err.col, 1);
    cr_expect(strstr(err.text, "\"2024-01-01 00:00:00\"") != NULL, "%s", err.text);
    cr_expect(strstr(err.file, "bad_timestamp.txt") != NULL);
}

Test(wiki_feed, billion_laughs_is_refused_at_its_doctype)
{
    ga_error err;
    time_t t0 = time(NULL);
    cr_assert_eq(read_err(BAD "/billion_laughs.atom.xml", &err), GA_EINPUT);
    cr_expect_eq(err.line, 2, "%s", err.text);
    cr_expect(strstr(err.text, "DOCTYPE") != NULL, "%s", err.text);
    cr_expect_leq(time(NULL) - t0, 2);
    cr_assert_eq(read_err(BAD "/undeclared_entity.atom.xml", &err), GA_EINPUT);
    cr_expect_eq(err.line, 7);
    cr_expect(strstr(err.text, "lol9") != NULL, "%s", err.text);
}

Test(wiki_dump, unclosed_table_ends_at_the_next_heading)
{
    ga_wiki_revlist l = {0};
    cr_assert_eq(read_count(BAD "/unclosed_table.txt", &l), 2);
    ga_ruleset *rs = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_ruleset_from_revs(&rs, &l, &err), 0, "%s", err.text);
    char *cell = NULL;
    cr_assert_eq(ga_ruleset_cell(rs, "Gamehelptest", "Dice", "Damage", 2, 2, "2024-06-01", &cell,
                                 NULL, &err), 0, "%s", err.text);
    cr_expect_str_eq(cell, "1");
    free(cell);
    ga_citation c;
    ga_rule_ref after = {"t", "Gamehelptest", "After", "text after", NULL};
    cr_assert_eq(ga_ruleset_cite(rs, &after, NULL, &c, &err), 0, "%s", err.text);
    cr_expect_str_eq(c.quote, "Text after the table.");
    ga_citation_clear(&c);
    ga_ruleset_free(rs);
}

/* "=a=\n==b==\n…======f======\n" repeated to 10 MB. */
static char *nested_headings(size_t *len)
{
    const char *unit = "=a=\n==b==\n===c===\n====d====\n=====e=====\n======f======\n";
    size_t u = strlen(unit), n = 10u * 1024u * 1024u / u;
    char *s = malloc(n * u + 1);
    cr_assert_not_null(s);
    for (size_t i = 0; i < n; i++)
        memcpy(s + i * u, unit, u);
    s[n * u] = '\0';
    *len = n * u;
    return s;
}

Test(wikitext, ten_megabytes_of_nested_headings_stop_at_the_section_bound)
{
    size_t len;
    char *s = nested_headings(&len);
    ga_wiki_doc *d = NULL;
    ga_error err = {0};
    clock_t c0 = clock();
    cr_expect_eq(ga_wikitext_parse(&d, s, len, &err), GA_EINPUT);
    cr_expect_null(d);
    cr_expect_eq(err.line, GA_WIKI_MAX_SECTIONS, "%d %s", err.line, err.text);
    cr_expect(strstr(err.text, "sections") != NULL, "%s", err.text);
    cr_expect_lt((double)(clock() - c0) / CLOCKS_PER_SEC, 2.0);
    /* below the bound the tree is six deep and sane */
    cr_assert_eq(ga_wikitext_parse(&d, s, 1200, &err), 0, "%s", err.text);
    cr_expect_eq(d->sections[6].level, 6);
    cr_expect_str_eq(d->sections[6].path, "a > b > c > d > e > f");
    ga_wikitext_free(d);
    free(s);
}

Test(wiki_dump, ten_megabyte_revision_is_over_the_page_limit)
{
    size_t len;
    char *body = nested_headings(&len);
    const char *head = "Board Game Arena - User contributions [en]\n\nGamehelpbig\n\n"
                       "2024-01-01T00:00:00Z\n\nMallory:\n\n";
    ga_buf b = {0};
    cr_assert_eq(ga_buf_puts(&b, head), 0);
    cr_assert_eq(ga_buf_add(&b, body, len), 0);
    free(body);
    ga_source *src = NULL;
    ga_error err = {0};
    cr_assert_eq(ga_source_from_mem(&src, "big.txt", b.data, b.len, &err), 0);
    ga_wiki_revlist l = {0};
    cr_expect_eq(ga_wiki_dump_parse(src, &l, &err), GA_EINPUT);
    cr_expect_eq(err.line, 3, "%s", err.text);
    cr_expect(strstr(err.text, "page limit") != NULL, "%s", err.text);
    ga_wiki_revlist_clear(&l);
    ga_source_free(src);
    ga_buf_free(&b);
}

Test(wiki_dump, not_a_dump_is_refused_on_line_one)
{
    ga_source *src = NULL;
    ga_error err = {0};
    const char *text = "hello\n\nworld";
    cr_assert_eq(ga_source_from_mem(&src, "x.txt", text, strlen(text), &err), 0);
    ga_wiki_revlist l = {0};
    cr_expect_eq(ga_wiki_dump_parse(src, &l, &err), GA_EINPUT);
    cr_expect_eq(err.line, 1);
    ga_source_free(src);
}

/* ---------------------------------------------------------------- verify */

static const ga_rule_ref fake_refs[] = {
    {"hadara.coins", "Gamehelphadara", "Remaining Coins", "drop any remainder", NULL},
    {"dirt.time", "Gamehelprallymandirt", "End of the turn", "takes a Time card", NULL},
    {"bg.bar", NULL, "Entering", NULL, "standard rules of backgammon, entering from the bar"},
};

static const ga_rule_const fake_consts[] = {
    {"dirt.time.gear1", "Gamehelprallymandirt", "End of the turn", "Time Card", 1, 2, "50"},
    {"dirt.time.gear6", "Gamehelprallymandirt", "End of the turn", "Time Card", 6, 2, "10"},
    {"gt.gt5.boost", "Gamehelprallymangt", "Tire Dashboards", "GT5 Tires", 5, 2, "1"},
    {"limit.recycling", "Gamehelplimit", "Card Descriptions", NULL, 0, 0, "take 1 oil"},
};

Test(ruleset, verify_passes_true_refs_and_constants)
{
    ga_ruleset *rs = load_seed();
    ga_buf rep = {0};
    size_t failed = 0;
    cr_assert_eq(ga_ruleset_verify(rs, fake_refs, 3, fake_consts, 4, NULL, &rep, &failed), 0);
    cr_expect_eq(failed, 0, "%s", rep.data ? rep.data : "");
    ga_buf_free(&rep);
    ga_ruleset_free(rs);
}

Test(ruleset, verify_fails_a_wrong_constant_and_a_stale_citation)
{
    static const ga_rule_const wrong[] = {
        {"dirt.time.gear6", "Gamehelprallymandirt", "End of the turn", "Time Card", 6, 2, "15"},
        {"limit.recycling", "Gamehelplimit", "Card Descriptions", NULL, 0, 0, "take 1O"},
        {"gt.none", "Gamehelprallymangt", "Tire Dashboards", "GT7 Tires", 1, 1, "3"},
    };
    static const ga_rule_ref stale[] = {
        {"hadara.pay", "Gamehelphadara", "Remaining Coins", "pay coins", NULL},
        {"nosource", NULL, "Play", NULL, NULL},
    };
    ga_ruleset *rs = load_seed();
    ga_buf rep = {0};
    size_t failed = 0;
    cr_assert_eq(ga_ruleset_verify(rs, stale, 2, wrong, 3, NULL, &rep, &failed), 0);
    cr_expect_eq(failed, 5, "%s", rep.data);
    cr_expect(strstr(rep.data, "constant dirt.time.gear6: Gamehelprallymandirt §End of the turn > "
                               "If a player has finished their movement or is blocked @ "
                               "2022-12-07T14:22:59Z table \"Time Card\" row 6 col 2 reads "
                               "\"10\", the engine has \"15\"\n") != NULL,
              "%s", rep.data);
    cr_expect(strstr(rep.data, "constant limit.recycling: phrase \"take 1O\" not in "
                               "Gamehelplimit §Card Descriptions @ 2026-03-03T03:23:22Z") != NULL,
              "%s", rep.data);
    cr_expect(strstr(rep.data, "no table \"GT7 Tires\"") != NULL, "%s", rep.data);
    cr_expect(strstr(rep.data, "citation hadara.pay: phrase \"pay coins\"") != NULL, "%s",
              rep.data);
    cr_expect(strstr(rep.data, "citation nosource: rule \"nosource\" has neither") != NULL, "%s",
              rep.data);
    /* at the older date the stale phrase holds again */
    rep.len = 0;
    failed = 0;
    cr_assert_eq(ga_ruleset_verify(rs, stale, 1, NULL, 0, "2023-10-16", &rep, &failed), 0);
    cr_expect_eq(failed, 0, "%s", rep.data);
    ga_buf_free(&rep);
    ga_ruleset_free(rs);
}

/* ---------------------------------------------------------------- the CLI */

/* Runs the gameaudit built beside this test binary; returns its output and
 * sets *status to its exit status. */
static char *run_cli(const char *args, int *status)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    cr_assert_gt(n, 0);
    self[n] = '\0';
    char *slash = strrchr(self, '/');
    cr_assert_not_null(slash);
    *slash = '\0';
    ga_buf cmd = {0}, out = {0};
    cr_assert_eq(ga_buf_printf(&cmd, "%s/gameaudit %s 2>&1", self, args), 0);
    FILE *p = popen(cmd.data, "r");
    cr_assert_not_null(p);
    char chunk[4096];
    size_t k;
    while ((k = fread(chunk, 1, sizeof chunk, p)) > 0)
        cr_assert_eq(ga_buf_add(&out, chunk, k), 0);
    int st = pclose(p);
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    ga_buf_free(&cmd);
    if (!out.data)
        ga_buf_add(&out, "", 0);
    return ga_buf_detach(&out);
}

Test(rules_cli, show_hadara_at_each_date)
{
    int st;
    char *a = run_cli("rules show Gamehelphadara --rules " WIKI " --at 2023-10-16T03:52:14Z "
                      "--section 'Remaining Coins'", &st);
    cr_expect_eq(st, 0, "%s", a);
    cr_expect_str_eq(a, "Gamehelphadara @ 2023-10-16T03:52:14Z by BryTheBeav02 (Add a summary "
                        "of Game End Scoring)\n"
                        "section: Game End Scoring > Remaining Coins\n\n"
                        "==== Remaining Coins ====\n\n"
                        "You can pay coins during final scoring to score 1 point for every 5 "
                        "coins you pay.\n\n");
    free(a);
    char *b = run_cli("rules show Gamehelphadara --rules " WIKI " --at 2023-10-17T00:08:35Z", &st);
    cr_expect_eq(st, 0, "%s", b);
    cr_expect(strstr(b, "Gamehelphadara @ 2023-10-17T00:08:35Z by BryTheBeav02") == b, "%s", b);
    cr_expect(strstr(b, "Score 1 point for every 5 coins remaining (drop any remainder).\n"));
    cr_expect_null(strstr(b, "pay coins"));
    free(b);
    char *c = run_cli("rules show Gamehelphadara --rules " WIKI " --at 2001-01-01", &st);
    cr_expect(strstr(c, "note: 2001-01-01 predates the page's first revision") != NULL, "%s", c);
    free(c);
}

Test(rules_cli, diff_limit_shows_three_changes_only)
{
    int st;
    char *o = run_cli("rules diff Gamehelplimit 2026-03-01T07:42:03Z 2026-03-03T03:23:22Z --rules "
                      WIKI, &st);
    cr_expect_eq(st, 0);
    int minus = 0, plus = 0, hunks = 0;
    for (char *l = o; l && *l;) {
        if (!strncmp(l, "@@ ", 3))
            hunks++;
        else if (*l == '-' && strncmp(l, "--- ", 4))
            minus++;
        else if (*l == '+' && strncmp(l, "+++ ", 4))
            plus++;
        char *nl = strchr(l, '\n');
        l = nl ? nl + 1 : NULL;
    }
    cr_expect_eq(hunks, 3, "%s", o);
    cr_expect_eq(minus, 3);
    cr_expect_eq(plus, 3);
    cr_expect(strstr(o, "\n+|+ Society Cards (Purple)\n") != NULL);
    cr_expect(strstr(o, "by 3, respecting") != NULL);
    cr_expect(strstr(o, "take 1 oil from") != NULL);
    free(o);
    char *same = run_cli("rules diff Gamehelplimit 2 2 --rules " WIKI, &st);
    cr_expect_null(strstr(same, "@@"), "%s", same);
    free(same);
}

Test(rules_cli, tables_json_and_list_and_verify)
{
    int st;
    char *t = run_cli("rules tables Gamehelprallymandirt --rules " WIKI " --section 'End of the "
                      "turn'", &st);
    cr_expect_eq(st, 0);
    json_error_t je;
    json_t *j = json_loads(t, 0, &je);
    cr_assert_not_null(j, "%s", je.text);
    json_t *tabs = json_object_get(j, "tables");
    cr_assert_eq(json_array_size(tabs), 2, "%s", t);
    json_t *tc = json_array_get(tabs, 0);
    cr_expect_str_eq(json_string_value(json_object_get(tc, "caption")), "Time Card");
    json_t *rows = json_object_get(tc, "rows");
    static const int secs[] = {50, 40, 30, 20, 15, 10};
    cr_assert_eq(json_array_size(rows), 6);
    for (size_t r = 0; r < 6; r++) {
        cr_expect_eq(json_integer_value(json_array_get(json_array_get(rows, r), 0)), (int)r + 1);
        cr_expect_eq(json_integer_value(json_array_get(json_array_get(rows, r), 1)), secs[r]);
    }
    json_decref(j);
    free(t);
    char *l = run_cli("rules list --format json --rules " WIKI, &st);
    j = json_loads(l, 0, &je);
    cr_assert_not_null(j, "%s", je.text);
    cr_expect_eq(json_array_size(j), 20);
    json_int_t total = 0;
    for (size_t i = 0; i < json_array_size(j); i++)
        total += json_integer_value(json_object_get(json_array_get(j, i), "revisions"));
    cr_expect_eq(total, 53);
    json_decref(j);
    free(l);
    char *v = run_cli("rules verify --rules " WIKI, &st);
    unsigned refs, consts, failed;
    const char *last = strstr(v, "rules verify: ");
    while (last && strstr(last + 1, "rules verify: "))
        last = strstr(last + 1, "rules verify: ");
    cr_assert_not_null(last, "%s", v);
    cr_expect_eq(sscanf(last, "rules verify: %u citations, %u constants checked, %u failed",
                        &refs, &consts, &failed), 3, "%s", v);
    cr_expect_eq(st, failed ? 1 : 0, "%s", v);
    free(v);
    /* A page named on the command line that does not exist is a usage error,
     * the same for show, list and diff. */
    const char *nopage[] = {"show", "list", "tables", "diff"};
    for (size_t i = 0; i < 4; i++) {
        char cmd[256];
        snprintf(cmd, sizeof cmd, "rules %s Gamehelpnosuch%s --rules " WIKI, nopage[i],
                 i == 3 ? " 1 2" : "");
        char *bad = run_cli(cmd, &st);
        cr_expect_eq(st, 2, "%s: %s", cmd, bad);
        cr_expect(strstr(bad, "no wiki page \"Gamehelpnosuch\"") != NULL, "%s", bad);
        free(bad);
    }
    char *usage = run_cli("rules show Gamehelphadara --at yesterday --rules " WIKI, &st);
    cr_expect_eq(st, 2, "%s", usage);
    free(usage);
}

Test(wikitext, a_cell_of_many_lines_parses_in_linear_time)
{
    ga_buf b = {0};
    cr_assert_eq(ga_buf_puts(&b, "{|\n| first\n"), 0);
    for (int i = 0; i < 200000; i++)
        cr_assert_eq(ga_buf_puts(&b, "more words\n"), 0);
    cr_assert_eq(ga_buf_puts(&b, "|}\n"), 0);
    ga_wiki_doc *d = NULL;
    ga_error err = {0};
    clock_t c0 = clock();
    cr_assert_eq(ga_wikitext_parse(&d, b.data, b.len, &err), 0, "%s", err.text);
    cr_expect_lt((double)(clock() - c0) / CLOCKS_PER_SEC, 2.0);
    const ga_wiki_table *t = d->sections[0].blocks[0].table;
    cr_assert_eq(t->nrows, 1);
    cr_expect_eq(strlen(t->rows[0].cells[0]), strlen("first") + 200000 * strlen(" more words"));
    ga_wikitext_free(d);
    ga_buf_free(&b);
}

Test(ruleset, default_dir_prefers_the_environment)
{
    setenv("GAMEAUDIT_RULES", "/tmp/somewhere/wiki", 1);
    cr_expect_str_eq(ga_rules_default_dir(), "/tmp/somewhere/wiki");
    unsetenv("GAMEAUDIT_RULES");
    const char *d = ga_rules_default_dir();
    cr_expect(!strcmp(d, GA_DATADIR "/wiki") || !strcmp(d, "fixtures/wiki"), "%s", d);
}

Test(wikitext, a_line_of_sixty_thousand_header_cells_splits_in_linear_time, .timeout = 10)
{
    /* Each `!!` cell once scanned the rest of the line for `||` first: 60,000
     * cells took seconds of quadratic work.  Now one pass finds either. */
    ga_buf b = {0};
    ga_buf_puts(&b, "{| class=\"wikitable\"\n! h0");
    for (int i = 1; i < 60000; i++)
        ga_buf_printf(&b, " !! h%d", i);
    ga_buf_puts(&b, "\n|-\n| a || b\n|}\n");
    ga_wiki_doc *d = NULL;
    ga_error err;
    cr_assert_eq(ga_wikitext_parse(&d, b.data, b.len, &err), 0, "%s", err.text);
    const ga_wiki_table *t = d->sections[0].blocks[0].table;
    cr_assert_eq(t->rows[0].ncells, 60000);
    cr_assert_str_eq(t->rows[0].cells[59999], "h59999");
    cr_assert_eq(t->rows[1].ncells, 2);
    ga_wikitext_free(d);
    ga_buf_free(&b);
}
