/* test_core.c — buffers, sources, the normalized stream, the registries. */
#include "../src/internal.h"
#include "../parsers/parsers.h"

#include <criterion/criterion.h>
#include <string.h>

Test(buf, grows_and_formats)
{
    ga_buf b = {0};
    for (int i = 0; i < 1000; i++)
        cr_assert_eq(ga_buf_printf(&b, "%d,", i), 0);
    cr_assert_eq(b.len, strlen(b.data));
    cr_assert(strncmp(b.data, "0,1,2,", 6) == 0);
    cr_assert(strstr(b.data, ",999,") != NULL);
    ga_buf_free(&b);
    ga_buf_free(NULL);
}

Test(source, line_and_column_from_offset)
{
    ga_source *s;
    ga_error err;
    const char text[] = "ab\ncde\r\n\nxyz";
    cr_assert_eq(ga_source_from_mem(&s, "t", text, sizeof text - 1, &err), 0);
    int line, col;
    ga_source_linecol(s, 0, &line, &col);
    cr_assert(line == 1 && col == 1);
    ga_source_linecol(s, 4, &line, &col); /* 'd' */
    cr_assert(line == 2 && col == 2, "got %d:%d", line, col);
    ga_source_linecol(s, 10, &line, &col); /* 'y' */
    cr_assert(line == 4 && col == 2, "got %d:%d", line, col);
    /* Asked out of order (the cache of the last answer must not mislead). */
    ga_source_linecol(s, 4, &line, &col);
    cr_assert(line == 2 && col == 2, "got %d:%d", line, col);
    ga_source_linecol(s, 11, &line, &col);
    cr_assert(line == 4 && col == 3, "got %d:%d", line, col);
    ga_source_linecol(s, 0, &line, &col);
    cr_assert(line == 1 && col == 1, "got %d:%d", line, col);
    size_t n;
    const char *l = ga_source_line(s, 5, &n);
    cr_assert(n == 3 && strncmp(l, "cde", 3) == 0, "CR is not part of the line");
    ga_source_free(s);
}

Test(source, missing_file_is_an_input_error)
{
    ga_source *s;
    ga_error err;
    cr_assert_eq(ga_source_open(&s, "/nonexistent/x.mat", &err), GA_EINPUT);
    cr_assert(s == NULL);
    cr_assert_str_eq(err.file, "/nonexistent/x.mat");
    cr_assert_eq(ga_exit_code(err.code), 3);
}

typedef struct collect {
    ga_buf out;
    int headers, moves;
} collect;

static int c_header(void *ctx, const ga_header *h, ga_error *err)
{
    (void)err;
    collect *c = ctx;
    c->headers++;
    ga_stream_write_header(&c->out, h);
    ga_buf_puts(&c->out, "\n");
    return 0;
}

static int c_move(void *ctx, const ga_move *m, ga_error *err)
{
    (void)err;
    collect *c = ctx;
    c->moves++;
    ga_stream_write_move(&c->out, m);
    ga_buf_puts(&c->out, "\n");
    return 0;
}

/* Parses text as a stream; returns the parse status and fills c. */
static int parse_stream(const char *text, collect *c, ga_error *err)
{
    ga_source *s;
    memset(c, 0, sizeof *c);
    cr_assert_eq(ga_source_from_mem(&s, "s.jsonl", text, strlen(text), err), 0);
    ga_sink sink = {c, c_header, c_move};
    int rc = ga_format_stream.parse(s, &sink, err);
    ga_source_free(s);
    return rc;
}

/* Asserts that two streams hold the same lines once "src" (the position in
 * whichever file was read) is set aside. */
static void same_but_positions(const char *a, const char *b)
{
    json_error_t je;
    const char *pa = a, *pb = b;
    int n = 0;
    while (*pa && *pb) {
        const char *ea = strchr(pa, '\n'), *eb = strchr(pb, '\n');
        cr_assert(ea && eb);
        json_t *ja = json_loadb(pa, (size_t)(ea - pa), 0, &je);
        json_t *jb = json_loadb(pb, (size_t)(eb - pb), 0, &je);
        cr_assert(ja && jb);
        json_object_del(ja, "src");
        json_object_del(jb, "src");
        cr_assert(json_equal(ja, jb), "line %d differs", n + 1);
        json_decref(ja);
        json_decref(jb);
        pa = ea + 1;
        pb = eb + 1;
        n++;
    }
    cr_assert(!*pa && !*pb && n == 3);
}

Test(stream, round_trips_through_the_writer)
{
    const char *in =
        "{\"stream\":\"gameaudit/1\",\"game\":\"backgammon\",\"date\":\"2024-05-01\","
        "\"players\":[{\"id\":\"1\",\"name\":\"alice\"},{\"id\":\"2\",\"name\":\"bob\"}],"
        "\"setup\":{\"match_length\":5}}\n"
        "\n"
        "{\"seq\":1,\"player\":\"1\",\"action\":\"roll\",\"args\":{\"dice\":[3,1]},\"raw\":\"31:\"}\n"
        "{\"seq\":2,\"game\":2,\"player\":\"1\",\"action\":\"move\",\"args\":{\"steps\":[[8,5],[6,5]]}}\n";
    collect c1, c2;
    ga_error err;
    cr_assert_eq(parse_stream(in, &c1, &err), 0, "%s", err.text);
    cr_assert_eq(c1.headers, 1);
    cr_assert_eq(c1.moves, 2);
    cr_assert(strstr(c1.out.data, "\"match_length\":5"));
    cr_assert(strstr(c1.out.data, "\"game\":2"));
    /* What the writer wrote reads back to the same stream. */
    cr_assert_eq(parse_stream(c1.out.data, &c2, &err), 0, "%s", err.text);
    same_but_positions(c1.out.data, c2.out.data);
    ga_buf_free(&c1.out);
    ga_buf_free(&c2.out);
}

Test(stream, move_set_again_copies_each_field_even_from_the_move_itself)
{
    ga_move m = {0};
    ga_span sp = {0, 4, 1, 1};
    cr_assert_eq(ga_move_set(&m, 1, 1, "1", "roll", NULL, sp, "52: 13/8 13/11", 14), 0);
    cr_assert_str_eq(m.raw, "52: 13/8 13/11");
    /* a shorter raw, the same player, another action, args given */
    cr_assert_eq(ga_move_set(&m, 2, 1, "1", "move", json_pack("{s:i}", "n", 2), sp, "13/8", 4), 0);
    cr_assert_str_eq(m.raw, "13/8");
    cr_assert_str_eq(m.player, "1");
    cr_assert_str_eq(m.action, "move");
    cr_assert_eq(json_integer_value(json_object_get(m.args, "n")), 2);
    /* fields taken from the move itself (its own buffers) */
    cr_assert_eq(ga_move_set(&m, 3, 2, m.player, m.action, NULL, sp, m.raw + 3, 1), 0);
    cr_assert_str_eq(m.raw, "8");
    cr_assert_str_eq(m.player, "1");
    cr_assert_str_eq(m.action, "move");
    cr_assert_eq(json_object_size(m.args), 0);
    /* a longer raw, no player, no raw */
    cr_assert_eq(ga_move_set(&m, 4, 2, NULL, "game-start", NULL, sp, "Game 2 with a long line", 23), 0);
    cr_assert_str_eq(m.raw, "Game 2 with a long line");
    cr_assert_null(m.player);
    cr_assert_eq(ga_move_set(&m, 5, 2, "2", "result", NULL, sp, NULL, 0), 0);
    cr_assert_null(m.raw);
    cr_assert_str_eq(m.player, "2");
    cr_assert_eq(m.seq, 5);
    cr_assert_eq(m.game, 2);
    ga_move_clear(&m);
}

Test(stream, errors_name_the_line)
{
    collect c;
    ga_error err;
    const char *bad_json = "{\"stream\":\"gameaudit/1\",\"players\":[]}\n{\"seq\":1,\"action\":\"roll\"}\n{\"seq\":2,\n";
    cr_assert_eq(parse_stream(bad_json, &c, &err), GA_EINPUT);
    cr_assert_eq(err.line, 3);
    cr_assert_eq(c.moves, 1);
    ga_buf_free(&c.out);

    const char *back = "{\"stream\":\"gameaudit/1\",\"players\":[]}\n{\"seq\":5,\"action\":\"a\"}\n{\"seq\":5,\"action\":\"b\"}\n";
    cr_assert_eq(parse_stream(back, &c, &err), GA_EINPUT);
    cr_assert_eq(err.line, 3);
    cr_assert(strstr(err.text, "seq"), "%s", err.text);
    ga_buf_free(&c.out);

    cr_assert_eq(parse_stream("{\"seq\":1}\n", &c, &err), GA_EINPUT);
    cr_assert_eq(err.line, 1);
    ga_buf_free(&c.out);
    cr_assert_eq(parse_stream("", &c, &err), GA_EINPUT);
    ga_buf_free(&c.out);
}

Test(registry, formats_sorted_unique_and_complete)
{
    cr_assert_gt(ga_nformats, 0);
    for (size_t i = 0; i < ga_nformats; i++) {
        const ga_format *f = ga_formats[i];
        cr_assert(f->name && f->description && f->sniff && f->parse, "format %zu", i);
        if (i)
            cr_assert_lt(strcmp(ga_formats[i - 1]->name, f->name), 0, "%s after %s", f->name,
                         ga_formats[i - 1]->name);
        cr_assert_eq(ga_format_find(f->name), f);
        if (f->game)
            cr_assert_not_null(ga_game_find(f->game), "format %s names unknown game %s",
                               f->name, f->game);
    }
    cr_assert_null(ga_format_find("no-such-format"));
}

Test(registry, games_sorted_unique_and_complete)
{
    for (size_t i = 0; i < ga_ngames; i++) {
        const ga_game *g = ga_games[i];
        cr_assert(g && g->name && g->title && g->wiki_page && g->summary, "game %zu", i);
        cr_assert(g->new && g->apply && g->finish && g->dump && g->free, "%s hooks", g->name);
        if (i)
            cr_assert_lt(strcmp(ga_games[i - 1]->name, g->name), 0, "%s after %s", g->name,
                         ga_games[i - 1]->name);
        cr_assert_eq(ga_game_find(g->name), g);
        for (size_t k = 0; k < g->nrefs; k++) {
            const ga_rule_ref *r = &g->refs[k];
            cr_assert(r->id && (r->page ? r->section && r->phrase : r->source != NULL),
                      "%s ref %zu needs page+section+phrase or a source", g->name, k);
        }
    }
    cr_assert_null(ga_game_find("no-such-game"));
}

#include <sys/resource.h>
#include <unistd.h>

Test(check, a_stream_of_a_hundred_thousand_faulty_moves_audits_in_bounded_memory, .timeout = 120)
{
    /* Every move breaks a rule: without the per-file cap each finding (with
     * its board diagram) would be kept, hundreds of megabytes in all. */
    char path[] = "/tmp/gameaudit-faulty-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("{\"stream\":\"gameaudit/1\",\"game\":\"backgammon\",\"players\":[{\"id\":\"1\","
          "\"name\":\"a\"},{\"id\":\"2\",\"name\":\"b\"}],\"setup\":{\"match_length\":0}}\n", f);
    for (int i = 1; i <= 100000; i++)
        fprintf(f, "{\"seq\":%d,\"player\":\"%d\",\"action\":\"move\",\"args\":{\"steps\":[]}}\n",
                i, 1 + i % 2);
    fclose(f);
    struct rusage r0, r1;
    getrusage(RUSAGE_SELF, &r0);
    ga_check_opts o = {0};
    ga_result res;
    cr_assert_eq(ga_check_file(path, &o, &res), 0, "%s", res.err.text);
    getrusage(RUSAGE_SELF, &r1);
    cr_assert_eq(res.findings.n, GA_MAX_FINDINGS_DEFAULT);
    cr_assert_eq(ga_findings_count(&res.findings, GA_ERROR), 100000);
#if !defined(__SANITIZE_ADDRESS__)
    cr_assert_lt(r1.ru_maxrss - r0.ru_maxrss, 64 * 1024, "RSS grew by %ld KiB",
                 r1.ru_maxrss - r0.ru_maxrss);
#endif
    ga_result_clear(&res);
    unlink(path);
}
