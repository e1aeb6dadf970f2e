/* engine.h — the Memoir '44 engine's state and the handlers the BGA decoder
 * (bga.c) calls; internal to validators/memoir44/. */
#ifndef GA_VALIDATORS_MEMOIR44_ENGINE_H
#define GA_VALIDATORS_MEMOIR44_ENGINE_H

#include "../../src/internal.h"
#include "memoir44.h"

#define MAXU 200
#define BW 25 /* doubled columns 0..24 */
#define BH 9  /* rows 0..8 */

/* ---------------------------------------------------------------- state */

typedef struct unit {
    int id, x, y, cls, figs, fig0, side, flags, alive;
    int ordered;        /* ordered this turn */
    int steps;          /* hexes moved this turn */
    int sx, sy;         /* where this turn's move started */
    const char *stopped;  /* check code of the terrain that stopped it, or NULL */
    const char *stopped_in;
    const char *nobattle; /* check code of terrain forbidding battle after moving in */
    const char *nobattle_in;
    int battles;        /* battles this turn */
    int took_ground;    /* took ground this turn (an overrun may follow); 2 after a battle at range */
    int overruns;       /* overrun combats this turn */
    const char *ground_noverrun; /* the ground taken forbids an overrun: its check code */
    const char *ground_noverrun_in;
    const char *removed;  /* removed an obstacle instead of battling: its check code */
    const char *removed_what;
    int road;           /* started this turn's move on a road and stayed on it */
    int road_start;     /* started this turn's move on a road */
    int cliff;          /* infantry climbed between beach and cliff this turn (a 2-hex step) */
    int steep;          /* climbed onto a steep hill this turn (a 2-hex step) */
    /* what makes it a special unit (troops.py): its marker (a landing craft,
     * a depleted unit), its special weapon, its troop, its nation, and the
     * special weapon rules that go with any weapon */
    const m44_troop *src[5];
    const m44_troop *mark[5]; /* markers of ACTIONS: heroic leader, boat, camouflage, on the move;
                                 a Hobart's Funnies accessory */
    int bridged;        /* placed an assault bridge this turn: no battle */
    int dropped;        /* landed (paradrop) this turn: no move, no battle */
    int breakthrough;   /* entered the board by an armor breakthrough; 2 this turn */
    int recovered;      /* recovered figures this turn (Hospital/Oasis Recovery): no move, no battle */
    int ca_ok;          /* its last battle was a close assault that eliminated or pushed back its target */
    int first_target;   /* the unit that battle was against */
    int second;         /* made a French Army second close assault this turn */
    int disguised;      /* Brandenburgers still carrying their enemy figure */
    int desert;         /* hexes moved after taking ground (North African Desert rules) */
    int disembarked;    /* left the river its boat carried it on: the boat is gone */
    int smoked;         /* placed smoke instead of battling this turn (screaming meemies) */
    int aboard;         /* the supply train it rides (its id), 0 none: it takes no hex of its own */
    int off_train;      /* left its train this turn */
    int zeroed;         /* a cross-hair marker on its hex (zeroed in) */
    int landed;         /* left its landing craft this turn: no battle */
    int unmasked;       /* Brandenburgers ordered to battle: the enemy figure is gone */
    int ashore;         /* left its landing craft on a beach: the craft is gone */
    int resupplied;     /* 1 re-supplied a unit this turn, 2 was re-supplied: no battle */
    int exchanged;      /* its last figures went to a re-supplied unit: no medal */
    const char *trail;  /* the troop stop rule it moved on past (ANYTERRAIN), or NULL */
} unit;

/* Set-up extras of a unit of a stream's own board (setup.board). */
typedef struct unit_x {
    short troop, swa, nation, marker; /* m44_troops index + 1, 0 none */
    short mark[5];                    /* leader, boat, camouflage, on the move, accessory: index + 1 */
    int aboard;                       /* the supply train it rides, 0 none */
} unit_x;

typedef struct attack {
    int active;
    int attacker;       /* unit id, 0 = none (air power, barrage, ambush) */
    int target;         /* unit id */
    int tx, ty;         /* target hex */
    int dist;
    int rolled;
    int nd, faces[16];  /* 0 infantry, 1 armor, 2 grenade, 3 flag, 4 star */
    int dmg;            /* damage logged (not from blocked retreat) */
    int blocked;        /* damage logged for a blocked retreat */
    int steps;          /* retreat steps logged */
    int figs_before;
    int tiger;          /* a re-roll rule follows: no hit count */
    int star_hits;      /* the card makes stars hit */
    int skip_hits;
    int flags_free;     /* a card or rule lets the target answer flags its own way */
    const struct m44_tdef *ignore_in; /* the terrain letting the target ignore a flag */
    int rerolled, nre, refaces[16]; /* the re-roll against a Tiger */
    int back;           /* a BCF battle back (1 die) */
    int second;         /* a French Army second close assault (1 die) */
    ga_move mv;         /* the roll, kept for findings */
    int have_mv;
} attack;

/* ---- scenario objectives and terrain mechanics (objectives.c): exit
 * markers, captured equipment and freed prisoners, forward spotting,
 * destroyed supplies, caves, Hobart's bobbin and fascine */
typedef struct m44_obj_unit {
    int exited;         /* 1 left the board from an exit hex of its side, 2 from another hex */
    int exit_medals;    /* medals scored for its exit */
    int picked_turn;    /* the turn it picked up equipment (it must end its move there) */
    int spotted;        /* fires like Big Guns (Forward Spotting): its troop was set so */
    int cave_turn;      /* the turn it moved cave to cave (its full move) */
    int seal_turn;      /* the turn it rolled to seal a cave (in lieu of battling) */
    int wire_x, wire_y; /* a wire hex its bobbin entered, not yet removed (-1 none) */
} m44_obj_unit;
/* a Battle Star of Capturing Equipment (kind 1) or Freeing Prisoners (kind 2): the hex it lies
 * on (ox, oy its scenario hex), the unit carrying it (0 none), the unit killed carrying it, lost
 * with it (prisoners) */
typedef struct m44_star {
    int kind, x, y, ox, oy, carrier, lost, killed;
} m44_star;
typedef struct m44_obj {
    unsigned char exit[BH][BW];   /* exit markers: 1 axis units exit here, 2 allied, 3 both */
    m44_star star[8];
    int nstar;
    unsigned char spot[BH][BW];   /* a forward-spotting hex */
    unsigned char sealed[BH][BW]; /* a cave sealed by allied infantry */
    int short_of[2];              /* a supply depot of this side was destroyed: its armor moves 1 less */
    int depot_x[2], depot_y[2];   /* that depot's hex */
    m44_obj_unit u[MAXU];         /* by index in ga_engine.u */
    int pend[8], npend;           /* units exited awaiting their medal */
    ga_move pend_mv;
} m44_obj;

struct ga_engine {
    const m44_scenario *sc;
    int is_bga;
    short ter[BH][BW], obs[BH][BW]; /* catalogue entries (m44_tdefs), -1 none */
    unsigned char sand[BH][BW];    /* sandbags, a layer of their own (Dig In puts them anywhere) */
    unsigned char sand_gone[BH][BW]; /* sandbags removed when their occupant left */
    unsigned char bridge_gone[BH][BW]; /* a bridge destroyed (removed) over a river */
    unsigned char bridge_kept[BH][BW]; /* a roll to blow it showed no Star this turn */
    /* Sabotage: a landmark's stars needed (+1, 0 none), the side defending it, the stars rolled
     * since the count last started, and before it was restarted */
    signed char land_need[BH][BW], land_own[BH][BW];
    unsigned char land_stars[BH][BW], land_before[BH][BW];
    signed char mine[BH][BW];        /* a minefield's strength (0 a decoy), -1 none */
    signed char mine_own[BH][BW];    /* the side that laid it, -1 unknown */
    /* a roll the terrain entered calls for: 1 frozen river (2 dice, a figure a
     * star), 2 minefield (its strength in dice, symbol and grenades hit), 3 a
     * decoy (no roll) */
    struct { int unit, kind, want, rolled, nd, hits, dmg, figs; ga_move mv; } hz;
    int mine_retreat;                /* a unit that retreated onto a minefield: no roll */
    /* smoke markers: 1 a smoke screen, 2 smoke shells (the ACTIONS rule in
     * effect, or screaming meemies' shells); the turn they were placed */
    unsigned char smoke[BH][BW];
    short smoke_turn[BH][BW];
    int turn_no;
    int smoke_n, smoke_x[8], smoke_y[8], smoke_by; /* placed this turn; by a meemies unit (its id) */
    ga_move smoke_mv;
    /* the heroic leader of an eliminated unit: 2 dice rolled on its hex, a
     * Star makes him a medal too */
    struct { int unit, x, y, rolled, nd, star, medals; ga_move mv; } lead;
    unsigned char special[BH][BW]; /* a scenario behaviour changes this hex's rules */
    signed char own[BH][BW];
    unit u[MAXU];
    int nu;
    int id_base, ids_used;   /* unit ids of this round start after id_base */
    char *pid[2];
    int side_of[2];          /* side of each player this round, -1 unknown */
    int score[2];            /* medals of each player over the game */
    int medals[2];           /* medals of each side this round */
    int round;
    int winner_side[4];      /* side that reached its count, by round */
    /* the turn */
    int tp;                  /* player index on turn, -1 none */
    int card;                /* BGA card type, -1 none */
    int section;             /* 0 left 1 center 2 right, -1 none */
    int star_hits;           /* the card in play makes stars hit (air power) */
    int last_mover;          /* unit id that moved last this turn */
    attack at;
    int elim[32], nelim;     /* eliminated unit ids awaiting their medal */
    ga_move elim_mv;
    int have_elim_mv;
    int ended;
    int ambush;              /* an Ambush was played: its roll comes before the attack */
    int after_victory;       /* result.after-victory reported this round */
    int turn_card;           /* a command card was played since the last end of turn */
    /* command cards, judged once the log shows the deal (BGA's drawCards) */
    int dealt;               /* the round's deal was logged: every draw is judged */
    int played_any;          /* a card was played this round (a draw before is the deal) */
    int owed[2];             /* cards a player played since their last draw */
    int recon[2];            /* one of them was a Recon: draw two, keep one */
    int extra[2];            /* cards more the scenario lets a player draw (a growing hand) */
    int extra_ok[2];         /* one of them may be drawn after the player's current turn */
    int dealt_n[2];          /* cards dealt, until judged against the scenario (-1: judged) */
    json_t *setup_terrain;   /* setup.terrain: hexes a stream sets over the scenario's */
    m44_scenario custom;     /* setup.board: a board the stream describes itself */
    m44_unit0 *custom_units;
    int *custom_ids;
    unit_x *custom_x;
    short nation[2];         /* setup.board.nations: m44_troops index + 1 by side */
    unsigned rules;          /* setup.rules: the ACTIONS rules in effect (RULE_*) */
    int visibility;          /* Night Attacks: the visibility reached (1..6) */
    int last_battler;        /* the unit whose battle came last this turn */
    struct { int attacker, target, dist, retreated; } last; /* the battle resolved last */
    int ambush_turn;         /* an Ambush was played this turn */
    int battled_turn;        /* a battle was declared this turn: the moves are over */
    int chip[2];             /* Red Army: the card type under the commissar chip + 1, by side; 0 none */
    int strike_section;      /* an Air Strike (a Recon played as Air Power): its section, -1 none */
    int strike_hit;          /* it struck a hex of that section */
    ga_move strike_mv;
    int setup_checked;
    int medal_unit;          /* the unit the last unit medal was for, and its move */
    long medal_seq;
    m44_obj obj;             /* objectives.c's state */
    /* command-card hands (cards.c), once the deal is logged; by player */
    int hand[2];             /* cards held: dealt + kept - played - discarded */
    int hand_want[2];        /* the size the rules leave it at the end of a turn */
    int hand_why[2];         /* the rule that last changed that size (R_*), -1 none */
    int it_dead[2];          /* Italian Royal Army: its units lost, as counted last */
    int it_due[2];           /* cards it still sheds for them (never below 3) */
    int refill[2];           /* an HQ reclaimed: cards to draw back */
    int blew[2];             /* rolled to blow a bridge this turn: its card is replaced */
    int card_lost[2];        /* blew a bridge outright this turn: its card is never replaced */
    unsigned char hq_taken[BH][BW]; /* an HQ/Supply Tent held by the enemy (Capture HQ/Supply Tent) */
    int radar_side;          /* Radar Alert: the side holding the radar (setup.radar), -1 none */
    int radar_up[2];         /* an air card put face up on the board for the next turn */
    int last_type[2], last_section[2]; /* the card each played last (a Counter-Attack copies it) */
    int counter_from;        /* the turn's card copies that side's (a Counter-Attack), -1 none */
};

/* BGA card types (bga-memoir, modules/php/Cards): section cards. */
enum { C_RECON = 0, C_PROBE = 3, C_ATTACK = 6, C_GENERAL = 9, C_RECON_FORCE = 10, C_PINCER = 11,
       C_ASSAULT = 12, C_AIRPOWER = 20, C_AMBUSH = 21, C_ARMOR_ASSAULT = 22, C_BOMBARD = 24,
       C_BARRAGE = 25, C_BEHIND = 26, C_CLOSE = 27, C_COUNTER = 28, C_DIGIN = 30, C_HQ = 31,
       C_FIREFIGHT = 33, C_INF_ASSAULT = 34, C_MEDICS = 36, C_MOVEOUT = 37, C_FINEST = 39 };

/* The handlers (engine.c): each applies one event of the game and appends
 * its findings to out; 0 or a negative GA_E* (out of memory). */
void m44_add_unit(ga_engine *e, long long id, int x, int y, int cls, int figs, int side);
int m44_attack_unit(ga_engine *e, const ga_move *m, long long aid, long long tid, int back, ga_findings *out);
int m44_check_medals_pending(ga_engine *e, ga_findings *out);
/* The game's result line: its scores and ranks against the medals (after the last battle). */
int m44_check_result(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_end_of_step(ga_engine *e, ga_findings *out);
int m44_face_of(const char *s);
int m44_heal_unit(ga_engine *e, const ga_move *m, long long id, long long n, ga_findings *out);
long long m44_jint(json_t *o, const char *k, long long dflt);
const char *m44_jstr(json_t *o, const char *k);
void m44_lose_medals(ga_engine *e, int side, int n);
int m44_move_unit(ga_engine *e, const ga_move *m, long long id, int fx, int fy, int x, int y,
                  int kind, ga_findings *out);
void m44_next_round(ga_engine *e);
void m44_obstacle_removed(ga_engine *e, int x, int y);
int m44_on_board(int x, int y);
int m44_order_units(ga_engine *e, const ga_move *m, int player, const long long *ids, int n,
                    ga_findings *out);
int m44_draw_cards(ga_engine *e, const ga_move *m, int player, long long nb, long long keep, ga_findings *out);
int m44_draw_check(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_play_card(ga_engine *e, const ga_move *m, int player, int type, int section, int reaction,
                  ga_findings *out);
int m44_player_index(ga_engine *e, const ga_move *m, json_t *args);
int m44_roll_dice(ga_engine *e, const ga_move *m, int cx, int cy, const int *faces, int nd, ga_findings *out);
int m44_score_medal(ga_engine *e, const ga_move *m, int side, int n, long long unit_id, ga_findings *out);
int m44_section_of_text(const char *s);
int m44_side_of_text(const char *s);
int m44_take_damage(ga_engine *e, const ga_move *m, long long id, long long hits, int blocked,
                    ga_findings *out);

/* Shared by engine.c and troops.c (the special units, the scenario rules). */
int m44_air_strike(ga_engine *e, const ga_move *m, int p, const char *name, const char *as, ga_findings *out);
int m44_blow_bridge(ga_engine *e, const ga_move *m, int p, int x, int y, const int *faces, int nd,
                    int dice, ga_findings *out);
const int *m44_card_limits(int type, int section, int lim[3]);
int m44_card_type_of(const char *name);
int m44_check_setup(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_cls_bit(int cls);
const char *m44_cls_name(int cls);
int m44_commissar_play(ga_engine *e, const ga_move *m, int p, const char *name, ga_findings *out);
int m44_demolished(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out);
const m44_trait *m44_entry_trait(int troop, int kind);
int m44_hazard_close(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_hex_dist(int x1, int y1, int x2, int y2);
int m44_hex_has(const ga_engine *e, int x, int y, int td);
int m44_hex_tdefs(const ga_engine *e, int x, int y, const m44_tdef *out[3]);
int m44_ignores_los(const unit *a);
int m44_japanese(const unit *u);
int m44_keep_move(ga_move *dst, const ga_move *src);
const char *m44_label(int x, int y, char buf[8]);
int m44_landing(ga_engine *e, const ga_move *m, int cls, int x, int y, int figs, int side, ga_findings *out);
int m44_leader_close(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_naval(const unit *u, const m44_tdef *d);
int m44_night_roll(ga_engine *e, const ga_move *m, int player, const int *faces, int nd, ga_findings *out);
const m44_trait *m44_no_terrain(const unit *a, const unit *t, int d);
int m44_order_tactic(ga_engine *e, const ga_move *m, ga_findings *out);
int m44_place_smoke(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out);
int m44_plus_applies(const ga_engine *e, const m44_trait *x, const unit *a, const unit *t, int dist);
int m44_pontoon(ga_engine *e, const ga_move *m, int x, int y, ga_findings *out);
int m44_recover(ga_engine *e, const ga_move *m, long long id, const int *faces, int nd, long long n,
                ga_findings *out);
int m44_report(ga_engine *e, ga_findings *out, const ga_move *m, const char *code, const char *fmt,
               ...) __attribute__((format(printf, 5, 6)));
int m44_report_rule(ga_findings *out, const ga_move *m, const char *code, int rule, const char *fmt,
                    ...) __attribute__((format(printf, 5, 6)));
int m44_resupply(ga_engine *e, const ga_move *m, long long sid, long long tid, long long n, ga_findings *out);
int m44_sabotage(ga_engine *e, const ga_move *m, int p, int x, int y, const int *faces, int nd,
                 ga_findings *out);
int m44_sections_of(const ga_engine *e, int side, int x);
const char *m44_side_name(int s);
int m44_smoke_check(ga_engine *e, ga_findings *out);
int m44_strike_check(ga_engine *e, ga_findings *out);
const char *m44_td_name(const m44_tdef *t);
const m44_tdef *m44_tdef_of(short td);
int m44_terrain_reduction(const ga_engine *e, const unit *a, const unit *t, const m44_tdef **why);
const m44_trait *m44_trait_of(const unit *u, int kind);
const m44_trait *m44_trait_v(const unit *u, int kind, int v0);
int m44_troop_battle(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out, int *decided);
int m44_troop_dice(const unit *a, int d, const m44_trait **why);
int m44_troop_dice_finding(const ga_engine *e, const ga_move *m, const unit *a, const unit *t, int dist,
                           int nd, int want, ga_findings *out);
int m44_troop_dice_rule(const ga_engine *e, const unit *a, const unit *t, int dist, int nd, int want);
int m44_troop_flags(ga_engine *e, const attack *A, const unit *a, const unit *t, int flags,
                    const m44_tdef *ign, int *may_ignore, ga_findings *out);
int m44_troop_hits(ga_engine *e, const attack *A, const unit *a, const unit *t, int hits,
                   const m44_trait *st, const m44_trait *gr, ga_findings *out);
int m44_troop_range(const m44_trait *t);
int m44_troop_step(ga_engine *e, const ga_move *m, const unit *u, int x, int y, ga_findings *out);
void m44_uncover(unit *u);
unit *m44_unit_at(ga_engine *e, int x, int y);
unit *m44_unit_by_id(ga_engine *e, long long id);
const char *m44_who(const unit *u);
int m44_wire_cut(const unit *u);

int m44_train_step(ga_engine *e, const ga_move *m, unit *u, int x, int y, ga_findings *out);

/* ---- scenario objectives and terrain mechanics (objectives.c): the hooks */
void m44_obj_load(ga_engine *e);
int m44_obj_action(ga_engine *e, const ga_move *m, int p, ga_findings *out);
int m44_obj_move(ga_engine *e, const ga_move *m, unit *u, int x, int y, int kind, int *done,
                 ga_findings *out);
int m44_obj_attack(ga_engine *e, const ga_move *m, unit *a, const unit *t, ga_findings *out);
int m44_obj_medal(ga_engine *e, const ga_move *m, int side, int n, long long unit_id, int *done,
                  ga_findings *out);
void m44_obj_eliminated(ga_engine *e, const unit *u);
void m44_obj_demolished(ga_engine *e, int x, int y);
int m44_obj_pending(ga_engine *e, ga_findings *out);
int m44_obj_end_turn(ga_engine *e, const ga_move *m, ga_findings *out);
void m44_obj_free(ga_engine *e);
/* 1 when the unit's Hobart's accessory lifts the terrain's movement restrictions (a bobbin:
 * beaches, marshes, wire; a fascine: fords, trenches, and battling from trenches) */
int m44_obj_ignores(const unit *u, const struct m44_tdef *d);
extern const ga_arg_spec m44_a_exit[], m44_a_pickup[], m44_a_seal[];
/* Command-card hands (cards.c): the deal, plays, draws and discards move the
 * hand; the end of a turn judges its size. */
int m44_hand_check(ga_engine *e, const ga_move *m, int p, ga_findings *out);
int m44_hand_counter_rule(const ga_engine *e, int side, int dflt);
int m44_hand_deal(const ga_engine *e, int side, int *rule);
void m44_hand_dealt(ga_engine *e, int p, int n);
void m44_hand_blow(ga_engine *e, int p, int dice);
int m44_hand_discard(ga_engine *e, const ga_move *m, int p, long long n, ga_findings *out);
int m44_hand_draw(ga_engine *e, int p, long long keep);
int m44_hand_draw_discard(ga_engine *e, const ga_move *m, int p, long long nb, ga_findings *out);
void m44_hand_follow(ga_engine *e, int p, int n);
int m44_hand_held(const ga_engine *e, int side);
int m44_hand_italian(const ga_engine *e, int side);
int m44_hand_missing_rule(const ga_engine *e, int p);
int m44_hand_play(ga_engine *e, const ga_move *m, int p, int *type, int *section, int reaction,
                  ga_findings *out);
void m44_hand_reset(ga_engine *e);
int m44_hand_reveal(ga_engine *e, const ga_move *m, int p, const char *name, ga_findings *out);
void m44_hand_settle(ga_engine *e, int p);
void m44_hand_setup(ga_engine *e, json_t *setup);
int m44_hand_undue_rule(const ga_engine *e, int p);

/* Decodes one event of a BGA archive into the handlers above (bga.c). */
int m44_apply_bga(ga_engine *e, const ga_move *m, ga_findings *out);

#endif
