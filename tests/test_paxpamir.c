/* test_paxpamir.c — the Pax Pamir engine: hand-fed stream moves (purchase
 * cost, dominance ties, favoured-suit actions), the BGA decoder (undo by
 * clearTurn uids, a purchase event, malformed events) and the example. */
#include "../src/internal.h"
#include "../validators/validators.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

typedef struct bench {
    ga_engine *e;
    ga_findings f;
    long seq;
} bench;

static void bench_open(bench *b, const char *format, int nplayers)
{
    memset(b, 0, sizeof *b);
    static ga_player players[3] = {{"1", "ann"}, {"2", "bob"}, {"3", "cid"}};
    json_t *setup = json_pack("{s:[[iiiiii][iiiiii]], s:i}", "market", 36, 7, 73, 71, 110, 12,
                              13, 81, 40, 6, 43, 83, "deck", 60);
    ga_header h = {.game = "paxpamir", .format = (char *)format, .players = players,
                   .nplayers = (size_t)nplayers, .setup = setup};
    ga_error err;
    cr_assert_eq(ga_game_paxpamir.new(&b->e, &h, NULL, &err), 0);
    json_decref(setup);
}

/* Feeds the engine one move whose args are JSON text; the findings it added. */
static size_t play(bench *b, const char *player, const char *action, const char *args)
{
    json_error_t je;
    ga_move m = {0};
    json_t *a = json_loads(args, 0, &je);
    cr_assert(a, "bad test args %s: %s", args, je.text);
    b->seq++;
    cr_assert_eq(ga_move_set(&m, b->seq, 1, player, action, a,
                             (ga_span){0, 0, (int)b->seq, 1}, NULL, 0), 0);
    size_t n0 = b->f.n;
    int rc = ga_game_paxpamir.apply(b->e, &m, &b->f);
    ga_move_clear(&m);
    cr_assert_eq(rc, 0);
    return b->f.n - n0;
}

static int has_code(const bench *b, const char *code)
{
    for (size_t i = 0; i < b->f.n; i++)
        if (!strcmp(b->f.v[i].code, code))
            return 1;
    return 0;
}

static void bench_close(bench *b)
{
    ga_game_paxpamir.free(b->e);
    ga_findings_clear(&b->f);
}

static void opening(bench *b)
{
    play(b, "1", "loyalty", "{\"coalition\":\"british\"}");
    play(b, "2", "loyalty", "{\"coalition\":\"afghan\"}");
    play(b, "1", "turn", "{}");
}

Test(paxpamir, purchase_costs_one_rupee_per_card_to_the_left)
{
    bench b;
    bench_open(&b, "gameaudit-stream", 2);
    opening(&b);
    cr_assert_eq(play(&b, "1", "purchase",
                      "{\"card\":73,\"row\":0,\"col\":2,\"paid\":[[0,0],[0,1]]}"), 0);
    cr_assert_eq(play(&b, "1", "state", "{\"rupees\":2}"), 0);
    /* the next card costs 3 but only 2 are paid */
    cr_assert_eq(play(&b, "1", "purchase",
                      "{\"card\":110,\"row\":0,\"col\":4,\"paid\":[[0,0],[0,1]]}"), 1);
    cr_assert(has_code(&b, "paxpamir.purchase.cost"));
    bench_close(&b);
}

Test(paxpamir, military_favoured_doubles_the_purchase_cost)
{
    bench b;
    bench_open(&b, "gameaudit-stream", 2);
    opening(&b);
    play(&b, "1", "favour", "{\"suit\":\"military\"}");
    cr_assert_eq(play(&b, "1", "purchase",
                      "{\"card\":7,\"row\":0,\"col\":1,\"paid\":[[0,0],[0,0]]}"), 0);
    cr_assert_eq(play(&b, "1", "state", "{\"rupees\":2}"), 0);
    bench_close(&b);
}

Test(paxpamir, tied_influence_shares_the_places_rounded_down)
{
    bench b;
    bench_open(&b, "gameaudit-stream", 3);
    play(&b, "1", "loyalty", "{\"coalition\":\"british\"}");
    play(&b, "2", "loyalty", "{\"coalition\":\"british\"}");
    play(&b, "3", "loyalty", "{\"coalition\":\"british\"}");
    for (int i = 0; i < 5; i++)
        play(&b, NULL, "place", "{\"piece\":\"army\",\"at\":\"kabul\",\"coalition\":\"british\"}");
    /* all three at influence 1: (5 + 3 + 1) / 3 = 3 each */
    cr_assert_eq(play(&b, NULL, "check",
                      "{\"coalition\":\"british\",\"points\":{\"1\":3,\"2\":3,\"3\":3}}"), 0);
    cr_assert_eq(play(&b, NULL, "check",
                      "{\"coalition\":\"british\",\"points\":{\"1\":5,\"2\":3,\"3\":1}}"), 2);
    bench_close(&b);
}

Test(paxpamir, favoured_suit_card_actions_are_free)
{
    bench b;
    bench_open(&b, "gameaudit-stream", 2);
    opening(&b);
    play(&b, "1", "hand", "{\"count\":1,\"cards\":[9]}");
    play(&b, "1", "play", "{\"card\":9}");
    play(&b, "1", "place", "{\"piece\":\"road\",\"at\":\"herat_kabul\",\"coalition\":\"british\"}");
    play(&b, "1", "favour", "{\"suit\":\"economic\"}"); /* Afghan Handicrafts: economic */
    play(&b, "1", "pass", "{}");
    play(&b, "2", "turn", "{}");
    play(&b, "2", "pass", "{}");
    play(&b, "1", "turn", "{}");
    play(&b, "1", "action", "{\"card\":9,\"kind\":\"tax\"}");
    cr_assert_eq(play(&b, "1", "state", "{\"actions\":2}"), 0);
    bench_close(&b);
}

/* A BGA event as the reader gives it: {log, args, uid}. */
static size_t bga(bench *b, const char *type, const char *uid, const char *args)
{
    char buf[2048];
    snprintf(buf, sizeof buf, "{\"log\":\"\",\"uid\":\"%s\",\"args\":%s}", uid, args);
    return play(b, NULL, type, buf);
}

/* Joseph Wolff bought from column 4 paying one rupee (it costs 3). */
static void underpaid_purchase(bench *b, const char *uid, const char *player)
{
    char args[512];
    snprintf(args, sizeof args,
             "{\"card\":{\"id\":\"card_71\"},\"marketLocation\":\"market_0_3\","
             "\"newLocation\":\"hand_%s\",\"rupeesOnCards\":[{\"row\":0,\"column\":0}],"
             "\"receivedRupees\":0,\"playerId\":\"%s\"}", player, player);
    bga(b, "purchaseCard", uid, args);
}

Test(paxpamir, bga_undone_events_are_dropped)
{
    bench b;
    bench_open(&b, "bga-archive", 2);
    bga(&b, "changeLoyalty", "1", "{\"coalition\":\"british\",\"playerId\":\"1\"}");
    bga(&b, "changeLoyalty", "2", "{\"coalition\":\"afghan\",\"playerId\":\"2\"}");
    bga(&b, "gameStateChange", "3", "{\"name\":\"playerActions\",\"active_player\":\"1\"}");
    /* a purchase paying nothing for column 3: undone, so no finding */
    underpaid_purchase(&b, "4", "1");
    bga(&b, "clearTurn", "5", "{\"notifIds\":[\"4\"],\"playerId\":\"1\"}");
    bga(&b, "gameStateChange", "6", "{\"name\":\"nextPlayer\"}");
    cr_assert_eq(b.f.n, 0);
    /* the same event not undone is reported */
    bga(&b, "gameStateChange", "7", "{\"name\":\"playerActions\",\"active_player\":\"2\"}");
    underpaid_purchase(&b, "8", "2");
    cr_assert_eq(ga_game_paxpamir.finish(b.e, &b.f), 0);
    cr_assert(has_code(&b, "paxpamir.purchase.cost"));
    bench_close(&b);
}

Test(paxpamir, bga_malformed_events_do_not_crash)
{
    bench b;
    bench_open(&b, "bga-archive", 2);
    bga(&b, "purchaseCard", "1", "{\"card\":7,\"marketLocation\":3,\"rupeesOnCards\":\"x\"}");
    bga(&b, "playCard", "2", "{\"card\":null,\"side\":5}");
    bga(&b, "moveToken", "3", "{\"move\":{\"from\":\"armies_nowhere\",\"to\":\"spies_card_999\"}}");
    bga(&b, "dominanceCheckScores", "4", "{\"scores\":[1,2],\"resultLog\":7}");
    bga(&b, "smallRefreshInterface", "5", "{\"market\":{\"cards\":3},\"paxPamirPlayers\":[]}");
    bga(&b, "clearTurn", "6", "{\"notifIds\":[1,{}]}");
    bga(&b, "payRupeesToMarket", "7", "{\"rupeesOnCards\":[{\"row\":9,\"column\":-1}]}");
    cr_assert_eq(ga_game_paxpamir.finish(b.e, &b.f), 0);
    bench_close(&b);
}

/* Audits text written to a scratch file; r is the caller's to clear. */
static void check_text(const char *text, ga_result *r)
{
    char path[] = "/tmp/paxpamir-test-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *f = fdopen(fd, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
    ga_check_opts o = {0};
    int rc = ga_check_file(path, &o, r);
    unlink(path);
    cr_assert_eq(rc, 0, "%s", r->err.text);
}

Test(paxpamir, example_stream_is_clean)
{
    cr_assert(ga_game_paxpamir.example);
    ga_result r;
    check_text(ga_game_paxpamir.example, &r);
    cr_assert_eq(r.findings.n, 0);
    ga_result_clear(&r);
}

/* A two-player Rally the Troops replay cut after the loyalties and one
 * purchase: read as rtt-replay, every snapshot agrees. */
Test(paxpamir, rtt_replay_is_read_and_snapshots_agree)
{
    static const char head[] =
        "{\"engine\":\"rally-the-troops/pax-pamir rules.js\",\"roles\":[\"Gray\",\"Blue\"],"
        "\"deck\":{\"market\":[[78,95,80,43,114,85],[33,93,11,3,18,41]],\"deck\":[71,82]},"
        "\"replay\":[[\"Gray\",\"loyalty_afghan\",null],[\"Blue\",\"loyalty_russian\",null],"
        "[\"Gray\",\"card\",%d]],\"states\":[";
    static const char st[] =
        "{\"state\":\"%s\",\"active\":\"%s\",\"actions_left\":%d,\"favored\":\"Political\","
        "\"players\":{\"Gray\":{\"rupees\":%d,\"vp\":0,\"loyalty\":\"Afghan\",\"prizes\":0,"
        "\"court\":[],\"hand_size\":%d,\"cylinders\":{\"tribes\":{},\"spies\":{},\"gifts\":[]}},"
        "\"Blue\":{\"rupees\":4,\"vp\":0,\"loyalty\":%s,\"prizes\":0,\"court\":[],"
        "\"hand_size\":0,\"cylinders\":{\"tribes\":{},\"spies\":{},\"gifts\":[]}}},"
        "\"blocks\":{\"regions\":{},\"borders\":{}},\"market_cards\":[[78,95,80,43,114,85],"
        "[33,%d,11,3,18,41]],\"market_rupees\":[[0,0,0,0,0,0],[%d,0,0,0,0,0]],"
        "\"deck_size\":2,\"dominance_checks_done\":0}";
    char text[8192];
    for (int bad = 0; bad < 2; bad++) {
        int n = snprintf(text, sizeof text, head, bad ? 11 : 93);
        n += snprintf(text + n, sizeof text - (size_t)n, st, "loyalty", "Blue", 0, 4, 0, "null",
                      93, 0);
        text[n++] = ',';
        n += snprintf(text + n, sizeof text - (size_t)n, st, "actions", "Gray", 2, 4, 0,
                      "\"Russian\"", 93, 0);
        text[n++] = ',';
        n += snprintf(text + n, sizeof text - (size_t)n, st, "actions", "Gray", 1, 3, 1,
                      "\"Russian\"", 0, 1);
        snprintf(text + n, sizeof text - (size_t)n, "]}");
        ga_result r;
        check_text(text, &r);
        cr_assert_str_eq(r.header.format, "rtt-replay");
        /* a row naming another card than the one that left the market is caught */
        if (bad)
            cr_assert_gt(ga_findings_count(&r.findings, GA_ERROR), 0);
        else
            cr_assert_eq(r.findings.n, 0);
        ga_result_clear(&r);
    }
}

/* Persian Influence (Ghaem Magham Farahani, card 68): its holder does not
 * pay for Persia cards in the market; without it the same purchase is unpaid. */
Test(paxpamir, persian_influence_makes_persia_cards_free)
{
    for (int with = 0; with < 2; with++) {
        bench b;
        bench_open(&b, "gameaudit-stream", 2);
        opening(&b);
        if (with) {
            play(&b, "1", "hand", "{\"count\":1,\"cards\":[68]}");
            play(&b, "1", "play", "{\"card\":68}");
        }
        /* Jean-François Allard (73, Persia) from column 3: 2 rupees unless free */
        play(&b, "1", "purchase", "{\"card\":73,\"row\":0,\"col\":2,\"paid\":[]}");
        cr_assert_eq(has_code(&b, "paxpamir.purchase.unpaid"), !with, "with card 68: %d", with);
        bench_close(&b);
    }
}

/* Charismatic Courtiers (Barakzai Sadars, card 42): its holder pays no bribe
 * to play a card into a region another player rules. */
Test(paxpamir, charismatic_courtiers_pay_no_bribe)
{
    for (int with = 0; with < 2; with++) {
        bench b;
        bench_open(&b, "gameaudit-stream", 2);
        opening(&b);
        play(&b, "1", "place", "{\"piece\":\"tribe\",\"at\":\"herat\"}");
        play(&b, NULL, "ruler", "{\"region\":\"herat\",\"ruler\":\"1\"}");
        play(&b, "1", "pass", "{}");
        play(&b, "2", "turn", "{}");
        play(&b, "2", "hand", "{\"count\":2,\"cards\":[42,61]}");
        if (with)
            play(&b, "2", "play", "{\"card\":42}"); /* Kandahar: nobody rules it */
        play(&b, "2", "play", "{\"card\":61}");    /* Herat, ruled by ann with 1 tribe */
        cr_assert_eq(has_code(&b, "paxpamir.play.ruler-unpaid"), !with, "with card 42: %d", with);
        bench_close(&b);
    }
}

/* A build whose coalition has every block on the map takes blocks from the
 * map: paying for 2 and showing 1 placed is no finding then, and is with
 * blocks left in the supply. */
Test(paxpamir, build_with_an_empty_supply_is_not_short)
{
    for (int empty = 0; empty < 2; empty++) {
        bench b;
        bench_open(&b, "gameaudit-stream", 2);
        opening(&b);
        play(&b, "1", "place", "{\"piece\":\"tribe\",\"at\":\"kabul\"}");
        play(&b, NULL, "ruler", "{\"region\":\"kabul\",\"ruler\":\"1\"}");
        for (int i = 0; i < (empty ? 10 : 5); i++)
            play(&b, NULL, "place", "{\"piece\":\"road\",\"at\":\"kabul_punjab\",\"coalition\":\"british\"}");
        play(&b, "1", "hand", "{\"count\":1,\"cards\":[17]}");
        play(&b, "1", "play", "{\"card\":17}");
        play(&b, "1", "place", "{\"piece\":\"army\",\"at\":\"kabul\",\"coalition\":\"british\"}");
        play(&b, "1", "pass", "{}");
        play(&b, "2", "turn", "{}");
        play(&b, "2", "pass", "{}");
        play(&b, "1", "turn", "{}");
        play(&b, "1", "state", "{\"rupees\":6}");
        play(&b, "1", "action", "{\"card\":17,\"kind\":\"build\"}");
        play(&b, "1", "pay", "{\"cells\":[[0,5],[1,5],[0,4],[1,4]]}");
        play(&b, "1", "place", "{\"piece\":\"army\",\"at\":\"kabul\",\"coalition\":\"british\"}");
        play(&b, "1", "pass", "{}");
        cr_assert_eq(has_code(&b, "paxpamir.action.build-cost"), !empty, "supply empty: %d", empty);
        bench_close(&b);
    }
}

/* A spy's move counts the cards it passes along the ring of courts (ann's
 * 9, 61, X then bob's 12, 14): from Afghan Handicrafts (9, a rank-1 move) to
 * X is two cards either way round; with X Yar Mohammad Alikozai (56), whose
 * Well Connected moves a spy two cards a point, it is one point. */
Test(paxpamir, a_spy_move_counts_cards_along_the_courts)
{
    for (int wide = 0; wide < 2; wide++) {
        bench b;
        char hand[64], place[64];
        int x = wide ? 56 : 10; /* 10: Balkh Arsenic Mine, no special ability */
        bench_open(&b, "gameaudit-stream", 2);
        opening(&b);
        snprintf(hand, sizeof hand, "{\"count\":3,\"cards\":[9,61,%d]}", x);
        play(&b, "1", "hand", hand);
        play(&b, "1", "play", "{\"card\":9}");
        play(&b, "1", "play", "{\"card\":61}");
        snprintf(hand, sizeof hand, "{\"card\":%d}", x);
        play(&b, "1", "play", hand);
        play(&b, "1", "pass", "{}");
        play(&b, "2", "turn", "{}");
        play(&b, "2", "hand", "{\"count\":2,\"cards\":[12,14]}");
        play(&b, "2", "play", "{\"card\":12}");
        play(&b, "2", "play", "{\"card\":14}");
        play(&b, "2", "pass", "{}");
        play(&b, "1", "turn", "{}");
        play(&b, "1", "place", "{\"piece\":\"spy\",\"at\":\"card_9\",\"owner\":\"1\"}");
        play(&b, "1", "action", "{\"card\":9,\"kind\":\"move\"}");
        play(&b, "1", "remove", "{\"piece\":\"spy\",\"at\":\"card_9\",\"owner\":\"1\"}");
        snprintf(place, sizeof place, "{\"piece\":\"spy\",\"at\":\"card_%d\",\"owner\":\"1\"}", x);
        play(&b, "1", "place", place);
        cr_expect_eq(has_code(&b, "paxpamir.action.move-excess"), !wide, "Well Connected: %d",
                     wide);
        cr_expect(!has_code(&b, "paxpamir.action.spy-off-court"));
        bench_close(&b);
    }
}
