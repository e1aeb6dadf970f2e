/* rallyman.h — what Rallyman GT and Rallyman DIRT share: the dice (gear,
 * coast, leader, brake, boost), gears, caution symbols, focus/second tokens,
 * the turn's dice plan, the order of play, rounds and total times.  Not a
 * game of its own (no games.def line): validators/rallymangt/ and
 * validators/rallymandirt/ call it, each with its own rule citations and
 * check table.  Findings are reported as "<game>.<suffix>", so each game's
 * check table lists every shared suffix it can trigger. */
#ifndef GA_RALLYMAN_H
#define GA_RALLYMAN_H

#include "../../src/gameaudit.h"

#define RM_MAXCARS 8
#define RM_MAXDICE 24
#define RM_GEAR00 (-1) /* GT 'gear' 00: off the track, loses a turn */

enum rm_kind { RM_GEAR, RM_COAST, RM_LEADER, RM_BRAKE, RM_BOOST, RM_NKIND };
enum rm_zero { RM_ZERO_START, RM_ZERO_SISU, RM_ZERO_LOSS, RM_ZERO_PIT, RM_ZERO_CRASH };
enum rm_outcome { RM_MOVED, RM_BLOCKED, RM_LOSS };
enum rm_cause { RM_NOCAUSE, RM_CAUSE_CAUTION, RM_CAUSE_CORNER, RM_CAUSE_JUMP, RM_CAUSE_JUMP_AIR,
                RM_CAUSE_LINE, RM_CAUSE_MINUS };

/* One die of the plan, as the log states it. */
typedef struct rm_die {
    int kind;         /* rm_kind */
    int gear;         /* RM_GEAR: 1..6; else the gear the car is in after it (computed) */
    long space;       /* distance along the track, in spaces */
    int limit;        /* the space's speed limit, 0 = none */
    int caution;      /* the rolled face shows a caution symbol */
    int protect;      /* secured with focus/second tokens instead of rolled */
    long cost;        /* tokens paid for it, -1 = not stated */
    int hazard;       /* extra caution results the space gives (inside line, triangle) */
    int inside;       /* -1 unknown, 0 outside, 1 inside lane */
    int shortcut;     /* DIRT: the shortcut's limit, 0 = none */
    int jump;         /* DIRT: the jump's number, 0 = none */
    int water;        /* DIRT: a water hazard */
    int token;        /* DIRT: the shortcut token drawn (rm_token), 0 = none */
    int unplaced;     /* rolled flat out but not placed after a loss of control */
    int beside;       /* gear of the car it moves alongside (-1 none, RM_GEAR00) */
    int zone;         /* id of the corner or slide zone of the space, 0 none */
    int slide;        /* DIRT: -1 unknown, 0 entered normally, 1 sliding */
    long jump_at;     /* DIRT: the space of the jump the die was placed on, -1 none */
    int line;         /* GT: limit of the dotted inside line crossed to reach it, 0 none */
    int triangle;     /* GT: the gear whose caution triangle this space shows, 0 none */
    int tri_hit;      /* GT: the triangle gave this die an extra caution */
    int tile;         /* DIRT: id of the track tile (for -1 shortcut tokens), 0 none */
    int zone_car;     /* DIRT: method of a car already in the zone (rm_zcar) */
    int zone_n;       /* DIRT: spaces of its slide zone the car has stopped on sliding, this one
                       * included (0 when not sliding) */
    int obstacle;     /* DIRT: the log marks the space as holding an obstacle */
} rm_die;

enum rm_zcar { RM_ZC_NONE, RM_ZC_INSIDE, RM_ZC_OUTSIDE, RM_ZC_SLIDE, RM_ZC_NORMAL };
#define RM_MAXTILES 64
enum rm_token { RM_TOK_NONE, RM_TOK_OK, RM_TOK_COAST, RM_TOK_MINUS1 };

/* The turn as the engine worked it out. */
typedef struct rm_turn {
    rm_die d[RM_MAXDICE];
    int n;
    int flat;         /* flat out (1) or one at a time (0) */
    int outcome;      /* rm_outcome, as logged */
    int loss_at;      /* index of the die where control is lost, -1 none */
    int loss_cause;   /* rm_cause */
    int loss_gear;    /* gear the car was in at the loss */
    int end_gear;     /* gear after the last die */
    int last_black;   /* gear of the last black die, 0 = coast only */
    int cautions;
    int flying_stop;  /* GT: a Flying Start gear 2 caution ended the turn */
    long spent, gained_expected;
} rm_turn;

typedef struct rm_car {
    char id[32], name[48];
    int gear;          /* 0..6, RM_GEAR00 */
    long space;
    int inside;        /* -1 unknown */
    int placed;        /* on the track (has a position) */
    long tokens;       /* focus (GT) / second (DIRT) tokens held */
    long card_secs;    /* DIRT: seconds of the time card on top of the pile, 0 = none */
    long total;        /* DIRT: seconds of all cards taken */
    int lost[RM_NKIND];/* dice lost to damage tokens, per kind */
    int setup_kind;    /* GT class (4,5,6) / DIRT dashboard (rm_dash) */
    int tyres;         /* GT: 0 asphalt, 1 rain, -1 not yet known */
    int pit_tyres;     /* GT: the last pit stop changed tyres */
    int zero_why;      /* why the car is in gear 0: rm_zero */
    int short_coast;   /* DIRT: coast damage tokens drawn on shortcuts */
    int limit;         /* speed limit of the space it stands on, 0 none */
    int zone, slide;   /* the zone it stands in and its lane/slide there */
    int zone_n;        /* DIRT: spaces of that zone it stopped on sliding (rm_die.zone_n) */
    int off_track;     /* DIRT: crashed and not moved since: impedes no one */
    int orange_all;    /* DIRT snow: the orange dice are every car's coast dice */
    int finished;
    int in_round;      /* played in the current round */
    int turns;
} rm_car;

typedef struct rm_variant rm_variant;

struct ga_engine {
    const rm_variant *v;
    rm_car car[RM_MAXCARS];
    int ncars;
    int round;         /* current round number, 0 = none yet */
    int round_turns;   /* turns taken in it */
    int weather_wet;   /* GT weather: 0 dry, 1 wet */
    int weather_turned;/* GT: a Weather token has changed it since the start */
    int flying;        /* GT Flying Start option */
    int r5;            /* DIRT: an R5 race (setup "r5": true): the green boost die */
    int leader;        /* index of the car that played first this round, -1 */
    int yellow;        /* GT: the car whose yellow flag is out, -1 none */
    int minus[RM_MAXTILES]; /* DIRT: -1 shortcut tokens on each tile */
    int result_seen;
};

/* What differs between the two games. */
struct rm_variant {
    const ga_game *g;
    int dirt;          /* DIRT: order DISTANCE > SPEED; else GT: SPEED > DISTANCE */
    /* Reads the per-turn setup (class/tyres or dashboard) from m into c. */
    void (*turn_setup)(ga_engine *e, rm_car *c, const ga_move *m, ga_findings *out);
    /* Dice of each kind the car may use this turn (before damage), its
     * caution limit, and its highest gear die. */
    void (*avail)(const ga_engine *e, const rm_car *c, int avail[RM_NKIND], int *loc,
                  int *top);
    /* A die's own features (DIRT shortcut, jump, water): may end the turn
     * (returns 1) or set a loss cause in t. */
    int (*die_features)(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t, int i,
                        ga_findings *out);
    /* The end of the turn: time card, loss of control card, damage, pit. */
    void (*end_turn)(ga_engine *e, rm_car *c, const ga_move *m, rm_turn *t, ga_findings *out);
    /* Extra moves (weather, …); returns 1 when handled. */
    int (*other)(ga_engine *e, const ga_move *m, ga_findings *out);
    /* The rule a shared finding cites in this case (a table row), or -1 for
     * the check's own rule.  what: the finding suffix; arg: its case. */
    int (*cite)(const ga_engine *e, const rm_car *c, const char *what, int arg);
    /* The result: totals and ranking. */
    void (*result)(ga_engine *e, const ga_move *m, ga_findings *out);
};

/* Reports "<game>.<suffix>" about m through ga_report. */
ga_finding *ga_rm_report(const ga_engine *e, ga_findings *out, const ga_move *m,
                      const char *suffix, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* As ga_rm_report, citing the rule the variant's cite() picks for (what, arg). */
ga_finding *ga_rm_report_case(const ga_engine *e, ga_findings *out, const ga_move *m,
                              const rm_car *c, const char *suffix, int arg, const char *fmt,
                              ...) __attribute__((format(printf, 7, 8)));
/* Reads an integer / string arg; def when absent or of another type. */
long ga_rm_arg_int(const json_t *o, const char *key, long def);
const char *ga_rm_arg_str(const json_t *o, const char *key);
/* The name of a gear ("00", "0", "4"). */
const char *ga_rm_gear_name(int gear);
const char *ga_rm_kind_name(int kind);

/* The shared hooks of a ga_game (both games use them as they are). */
int ga_rm_new(ga_engine **out, const ga_header *h, const rm_variant *v, ga_error *err);
int ga_rm_apply(ga_engine *e, const ga_move *m, ga_findings *out);
int ga_rm_finish(ga_engine *e, ga_findings *out);
int ga_rm_dump(const ga_engine *e, ga_buf *out);
void ga_rm_free(ga_engine *e);
/* Returns the index of the car of player id, or -1. */
int ga_rm_car_index(const ga_engine *e, const char *id);

#endif
