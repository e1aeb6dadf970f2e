/* test_parks.c — the Parks engine (validators/parks/engine.c): the example
 * stream, a finding reported at the end of a turn names the turn's hike
 * line, the campfire rules by player count setting, resynchronisation after
 * a finding, malformed args, and the state dump. */
#include <criterion/criterion.h>

#include "../src/internal.h"
#include "../validators/validators.h"
#include "streamtest.h"

#include <stdlib.h>
#include <string.h>

#define audit stream_audit

#define HEADER(setup)                                                                         \
    "{\"stream\":\"gameaudit/1\",\"game\":\"parks\",\"date\":\"2025-06-01\",\"players\":[{\"id\":" \
    "\"1\",\"name\":\"ann\"},{\"id\":\"2\",\"name\":\"bob\"}],\"setup\":" setup "}\n"
#define SEASON1                                                                               \
    "{\"seq\":1,\"player\":null,\"action\":\"season\",\"args\":{\"season\":1,\"sites\":[\"forest\"," \
    "\"sun\",\"die\",\"gear\",\"parks\",\"photo\",\"water\",\"wildlife\",\"mountain\"],\"weather\":"  \
    "[\"none\",\"sun\",\"water\",\"sun\",\"water\",\"sun\",\"water\",\"sun\",\"water\"],\"die\":"     \
    "\"sun\",\"shutterbug\":2}}\n"

Test(parks, example_stream_passes)
{
    char *got = audit(ga_game_parks.example, NULL, NULL);
    cr_assert_str_eq(got, "");
    free(got);
}

/* The forest site's gain left out: reported on the hike's line (3) when the
 * next hike (line 4) closes the turn, not on the closing line. */
Test(parks, missing_site_gain_is_reported_at_the_turns_hike)
{
    const char *s = HEADER("{}") SEASON1
        "{\"seq\":2,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":1}}\n"
        "{\"seq\":3,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":9}}\n"
        "{\"seq\":4,\"player\":\"2\",\"action\":\"gain\",\"args\":{\"resource\":\"water\","
        "\"from\":\"weather\"}}\n"
        "{\"seq\":5,\"player\":\"2\",\"action\":\"gain\",\"args\":{\"resource\":\"mountain\","
        "\"from\":\"site\"}}\n";
    char *got = audit(s, NULL, NULL);
    cr_assert_str_eq(got, "parks.site.action@3 ");
    free(got);
}

/* Sharing a site: legal with the campfire lit (it goes out), a finding when
 * it is out; with campfire_lit false in the setup the first share is one. */
static const char *SHARE_TWICE =
    "{\"seq\":2,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":1}}\n"
    "{\"seq\":3,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"forest\","
    "\"from\":\"site\"}}\n"
    "{\"seq\":4,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":1}}\n"
    "{\"seq\":5,\"player\":\"2\",\"action\":\"gain\",\"args\":{\"resource\":\"forest\","
    "\"from\":\"site\"}}\n"
    "{\"seq\":6,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":2,\"to\":3}}\n"
    "{\"seq\":7,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"water\","
    "\"from\":\"weather\"}}\n"
    "{\"seq\":8,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":2,\"to\":3}}\n";

/* Audits SHARE_TWICE under a header with setup; checks the findings. */
static void share_twice(const char *header, const char *want)
{
    ga_buf b = {0};
    ga_buf_printf(&b, "%s%s%s", header, SEASON1, SHARE_TWICE);
    char *got = audit(b.data, NULL, NULL);
    cr_assert_str_eq(got, want);
    free(got);
    ga_buf_free(&b);
}

Test(parks, campfire_out_blocks_the_second_share)
{
    share_twice(HEADER("{}"), "parks.campfire.out@9 ");
}

Test(parks, campfire_unlit_at_start_blocks_the_first_share)
{
    share_twice(HEADER("{\"campfire_lit\":false}"), "parks.campfire.out@5 parks.campfire.out@9 ");
}

/* A hike out of turn is one finding: the engine follows the log and the next
 * player in clockwise order from the one who hiked is expected. */
Test(parks, out_of_turn_hike_resynchronises)
{
    const char *s = HEADER("{}") SEASON1
        "{\"seq\":2,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":3}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":4}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"sun\","
        "\"from\":\"weather\"}}\n"
        "{\"seq\":5,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":2,\"to\":5}}\n"
        "{\"seq\":6,\"player\":\"2\",\"action\":\"gain\",\"args\":{\"resource\":\"water\","
        "\"from\":\"weather\"}}\n";
    char *got = audit(s, NULL, NULL);
    /* bob's first hike also leaves the weather water of site 3 uncollected */
    cr_assert_str_eq(got, "parks.turn.order@3 parks.weather.gain@3 ");
    free(got);
}

/* Wrong-shaped values inside args (the reader checks only the top-level
 * types) give findings or nothing, never a crash. */
Test(parks, malformed_args_do_not_crash)
{
    const char *s = HEADER("{\"first\":7}")
        "{\"seq\":1,\"player\":null,\"action\":\"season\",\"args\":{\"season\":1,\"sites\":[1,"
        "null,{}],\"weather\":[true],\"die\":\"moose\",\"shutterbug\":99}}\n"
        "{\"seq\":2,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":9,\"to\":-4}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"visit\",\"args\":{\"park\":\"x\",\"from\":"
        "\"reserve\",\"cost\":{\"gold\":3,\"sun\":-1},\"paid\":{\"sun\":\"2\"},\"points\":5}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"water\","
        "\"from\":\"canteen\",\"row\":77}}\n"
        "{\"seq\":5,\"player\":\"9\",\"action\":\"score\",\"args\":{\"parks\":1,\"photos\":0,"
        "\"photo_bonus\":0,\"seasons\":0,\"passion\":0,\"first_hiker\":0,\"total\":1}}\n";
    static const char *const want[] = {"parks.season.tiles@2", "parks.season.weather@2",
                                       "parks.season.shutterbug@2", "parks.park.reserve-own@4"};
    char *got = audit(s, NULL, NULL);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_assert(strstr(got, want[i]), "%s not in %s", want[i], got);
    free(got);
}

Test(parks, dump_names_hikers_and_tokens)
{
    ga_header h = {0};
    ga_player pl[2] = {{"1", "ann"}, {"2", "bob"}};
    h.players = pl;
    h.nplayers = 2;
    ga_engine *e = NULL;
    ga_error err;
    cr_assert_eq(ga_game_parks.new(&e, &h, NULL, &err), 0);
    ga_buf b = {0};
    cr_assert_eq(ga_game_parks.dump(e, &b), 0);
    cr_assert(strstr(b.data, "ann: hikers at 0 and 0, campfire lit"), "%s", b.data);
    cr_assert(strstr(b.data, "First Hiker Token"), "%s", b.data);
    ga_buf_free(&b);
    ga_game_parks.free(e);
}

/* The Gear Market slides right and refills on the left: after bob buys the
 * middle card B of [A, B, C] with refill D, the market is [D, A, C]; ann
 * buying A is legal, and B (gone) is a finding. */
Test(parks, gear_market_slides_right_and_refills_left)
{
    const char *s = HEADER("{\"gear_market\":[\"A\",\"B\",\"C\"]}")
        "{\"seq\":1,\"player\":null,\"action\":\"season\",\"args\":{\"season\":1,\"sites\":[\"gear\","
        "\"sun\",\"die\",\"forest\",\"parks\",\"photo\",\"water\",\"wildlife\",\"mountain\"],"
        "\"weather\":[\"none\",\"sun\",\"water\",\"sun\",\"water\",\"sun\",\"water\",\"sun\","
        "\"water\"],\"die\":\"sun\",\"shutterbug\":2}}\n"
        "{\"seq\":2,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":10,"
        "\"area\":\"gear\"}}\n"
        "{\"seq\":3,\"player\":\"1\",\"action\":\"gain\",\"args\":{\"resource\":\"sun\","
        "\"from\":\"trailend\"}}\n"
        "{\"seq\":4,\"player\":\"1\",\"action\":\"gear\",\"args\":{\"id\":\"B\",\"from\":"
        "\"market\",\"cost\":1,\"paid\":{\"sun\":1},\"refill\":\"D\"}}\n"
        "{\"seq\":5,\"player\":\"2\",\"action\":\"hike\",\"args\":{\"hiker\":1,\"to\":10,"
        "\"area\":\"gear\"}}\n"
        "{\"seq\":6,\"player\":\"2\",\"action\":\"gear\",\"args\":{\"id\":\"A\",\"from\":"
        "\"market\",\"cost\":0,\"paid\":{},\"refill\":\"E\"}}\n"
        "{\"seq\":7,\"player\":\"1\",\"action\":\"hike\",\"args\":{\"hiker\":2,\"to\":10,"
        "\"area\":\"gear\"}}\n"
        "{\"seq\":8,\"player\":\"1\",\"action\":\"gear\",\"args\":{\"id\":\"B\",\"from\":"
        "\"market\",\"cost\":0,\"paid\":{}}}\n";
    char *got = audit(s, NULL, NULL);
    cr_assert_str_eq(got, "parks.gear.market@9 ");
    free(got);
}
