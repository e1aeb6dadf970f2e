"""The special units of Gamehelpmemoir as data: the TROOPS, SPECIAL WEAPONS
ASSETS and NATIONS sections (and the Specialized Units / SPECIAL FORCES
entries), each entry a list of traits (kind, values, the page's sentence the
trait comes from).  gen_rules.py checks that every phrase stands in its
section of the revision in fixtures/wiki and writes the table m44_troops[]
(rules.c) and a rule ref per trait.  Read by the engine through a unit's
troop, special weapon, nation or marker (setup.board, see the README).

Kinds (the values v[0..] each one reads):
  FIGS      v0..v1 starting figures; v2 the figures of German (axis) and
            Russian units when they differ
  CLASS     v0 the class it is treated as (1 infantry 2 armor 3 artillery)
  MOVE      v0 hexes it may move and still battle (-1 never battles, 0 move or
            battle), v1 hexes it may move at all, v2 more on a road
  NOBATTLE  it may not battle
  DICE      dice by range 1..8
  DICE_MOVED dice by range when it moved this turn
  DICE_STILL dice by range when it did not move
  GROUND    v0 0 never takes ground, 1 only after a close assault
  OVERRUN   v0 0 never battles again after taking ground, 1 may (once)
  RETREAT   v0 hexes it may retreat per flag
  IGNORE    v0 flags it may ignore
  MUST      v0 context (0 anywhere, 1 in terrain that lets a flag go, 2 in
            caves), v1 flags it must ignore (9 all)
  NOIGNORE  (attacker) the target may ignore no flag
  GRENADE   only grenades hit it
  STARS     (attacker) stars hit classes v0 (mask 1 infantry 2 armor); v1 1
            only when it did not move
  NOMEDAL   its elimination gives no medal
  XMEDAL    it gives no medal beyond the unit's own
  REROLL, KILL   the enemy re-rolls the dice that hit; a Grenade kills
  NOARMOR   it may not target armor
  OCEAN     it moves on ocean hexes only
  BEACH     it may not move next to a beach
  ANYTERRAIN it may battle after moving onto any terrain, but obeys the
            terrain's movement restrictions
  NOTERRAIN (attacker) terrain reductions do not apply: v0 1 always, 2 in
            close assault, 3 when it did not move
  CAP       (attacker) v0 at most this reduction in close assault
  UNPROTECTED (target) terrain never protects it
  ZERO, ZPLACE, ZCUM  zeroing in: +1 die on a zeroed-in target; the marker is
            placed when a hit is scored; markers are not cumulative
  NOLOS     it ignores line of sight: v0 1 always, 3 when it did not move
  ORDER     one more unit ordered: v0 1 on a section card played in its
            section, 2 on any section card, 3 on a tactic card that orders 1 to 4
  PLUS      v0 more dice; v1 1 in close assault at full strength
  ASSAULT   v0 hexes it may move and still close assault
  RESUPPLY  it may re-supply an adjacent weakened friendly unit instead of
            battling
  LCSTART   it starts on its baseline on an ocean hex
  HEDGEHOG  it may never move onto hedgehogs
  RAIL      it moves along railroad tracks only
  MINES     in a minefield it clears the mines instead of battling
  WIRE      in wire it may remove the wire and still battle, at -1 die
  INFONLY   only an infantry unit may have it
  NORETREAT it does not retreat: a figure lost for each flag instead
  CLOSEONLY it may be targeted in close assault only
  ANYSECTION it may be ordered in any section
  SMOKE     it may place up to 3 smoke markers in range instead of battling
  WAGON     (armored trains) its artillery is lost with the wagon, after v0 hits
  CARRY, ONBOARD, DISEMBARK_AT  (supply trains) what it carries, no battle aboard, leaving it at a
            station only
  RIVER     in its boat it may enter rivers, and stops there
  DISEMBARK once off the river, its boat is gone
  ACCESSORY only a Hobart's Funnies unit carries an accessory
  DIGGER    it enters a minefield without setting it off
  ABRIDGE   it places a bridge instead of battling
  COMMISSAR (Red Army) the card under the commissar chip is the card of the
            turn: v0 the sentence (0 none played from hand, 1 a card goes
            under the chip, 3 the chip's card is played)
  PLUS      ... v1 2: in close assault on a bunker
  BRAND     Brandenburgers in disguise (their enemy figure): v0 the sentence (0
            one die re-rolled, 1 no loss on a failed re-roll, 2 the enemy
            figure and the roll's hits on a success, 4 special forces only
            once undisguised)
  BACK      (BCF) it may battle back with 1 die: v0 the sentence (0 who may,
            1 no terrain reduction, 2 not during an Ambush)
  SECOND    (French Army) a second close assault: v0 the sentence (0 after
            a successful close assault, 1 not after taking ground, 2 another
            adjacent unit, 3 one die, 4 no third attack)
A trait's optional 4th field is the class it applies to; a 5th, the section
its sentence stands in when not the entry's.
"""

INF, ARM, ART = 1, 2, 3

# (name as the page's section or entry title, section, class, [(kind, values, phrase)])
TROOPS = [
    ('Special Forces', 'Specialized Units', INF, [
        ('MOVE', [2, 2], 'May move 2 and still battle')]),
    ('Elite Armor', 'Specialized Units', ARM, [
        ('FIGS', [4, 4], 'Starts with 4 tanks per unit')]),
    # a unit given the special forces badge (SPECIAL FORCES): armor so marked is elite armor
    ('Special Forces badge', 'SPECIAL FORCES', 0, [
        ('FIGS', [4, 4], 'Elite armor - Units start with 4 tank figures', ARM)]),
    ('French Resistance (Special Forces)', 'SPECIAL FORCES', INF, [
        ('FIGS', [3, 3], 'French resistance - Forces start with 3 figures per unit'),
        ('RETREAT', [3], 'They may also retreat up to 3 hexes instead of the standard 1 on any retreat flag rolled')]),
    ('Aircraft Carriers', 'Aircraft Carriers', ART, [
        ('MOVE', [-1, 2], 'Move 0-2 Ocean hexes'),
        ('OCEAN', [], 'Move 0-2 Ocean hexes'),
        ('BEACH', [], 'Cannot move adjacent to Beach'),
        ('GRENADE', [], 'Hit by grenades only -- Takes 3 hits to sink'),
        ('IGNORE', [1], 'May ignore 1 flag, takes hit if cannot retreat')]),
    ('Big Guns', 'Big Guns', ART, [
        ('DICE', [3, 3, 2, 2, 1, 1, 1, 1], 'Combat Dice/Range: 3 3 2 2 1 1 1 1'),
        ('ZPLACE', [], 'Place cross-hair marker on hex of target when hit is scored to Zero In.'),
        ('ZERO', [1], 'Until moved or destroyed, Zeroed-In units take fire at +1 in future rounds.'),
        ('ZCUM', [], 'Cross-hair markers are not cumulative')]),
    ('Brandenburgers', 'Brandenburgers', INF, [
        ('FIGS', [4, 4], '3 figures +1 enemy figure'),
        ('BRAND', [0], 'If hits are scored against Brandenburgers, opponenet re-rolls a single die, looking for an Infantry symbol'),
        ('BRAND', [1], 'If re-roll fails, initial roll is ignored & Brandenburgers take no casualties'),
        ('BRAND', [2], 'If re-roll succeeds, enemy figure is removed & initial roll is applied as normal'),
        ('BRAND', [4], 'Brandenburgers with no enemy figure act like Special Forces Infantry'),
        ('BRAND', [3], 'When Brandenburgers are ordered to battle, remove the enemy figure from within')]),
    ('Cavalry', 'Cavalry', INF, [
        ('FIGS', [4, 4], '4 Figures'),
        ('MOVE', [3, 3], 'Move 0-3 and battle'),
        ('DICE', [2, 1], 'Combat Dice/Range: 2 1'),
        ('GROUND', [1], 'On successful Close Assault, may Take Ground and battle again like an Armor Overrun combat'),
        ('OVERRUN', [1], 'On successful Close Assault, may Take Ground and battle again like an Armor Overrun combat')]),
    ('Combat Engineers', 'Combat Engineers', INF, [
        ('FIGS', [4, 4], '4 Infantry figures'),
        ('NOTERRAIN', [2], 'Ignore all terrain Battle dice reductions in Close Assault'),
        ('WIRE', [], 'In wire, may battle out at -1 die and still remove the wire'),
        ('MINES', [], 'In minefield, must clear the mines instead of battling')]),
    ('Command Cars', 'Command Cars', INF, [
        ('FIGS', [1, 1], '1 figure'),
        ('CLASS', [INF], 'Treated as Infantry for all purposes'),
        ('MOVE', [-1, 3], 'Move 0-3, no battle'),
        ('REROLL', [], 'Enemy re-rolls all battle dice that score a hit'),
        ('KILL', [], 'If at least one re-roll is a Grenade, kill is confirmed'),
        ('ORDER', [1], 'Order 1 more unit than indicated by Section card when played in same section as Command Car')]),
    ('Depleted Units', 'Depleted Units', 0, [
        ('NOMEDAL', [], 'A depleted unit moves and battles as normal, but does not count as a Medal when eliminated')]),
    ('Destroyers', 'Destroyers', ART, [
        ('MOVE', [2, 2], 'Move 0-2 Ocean hexes and battle'),
        ('OCEAN', [], 'Move 0-2 Ocean hexes and battle'),
        ('DICE', [3, 3, 2, 2, 1, 1, 1, 1], 'Combat Dice/Range: 3 3 2 2 1 1 1 1'),
        ('BEACH', [], 'Cannot move adjacent to Beach'),
        ('GRENADE', [], 'Hit by grenades only -- Takes 3 hits to sink'),
        ('IGNORE', [1], 'May ignore 1 flag, takes hit if cannot retreat'),
        ('ZPLACE', [], 'Place cross-hair marker on hex of target when hit is scored to Zero In.'),
        ('ZERO', [1], 'Until moved or destroyed, Zeroed-In units take fire at +1 in future rounds.'),
        ('ZCUM', [], 'Cross-hair markers are not cumulative')]),
    ('Flame Thrower Tanks', 'Flame Thrower Tanks', ARM, [
        ('FIGS', [3, 3], '3 figures'),
        ('DICE', [3, 3, 3], 'Combat Dice/Range: 3 3 3'),
        ('MOVE', [3, 3], 'Move 0-3 and battle'),
        ('CAP', [1], 'Terrain Battle dice reduction limited to 1 max in Close Assault')]),
    ('Half-Tracks', 'Half-Tracks', ARM, [
        ('FIGS', [1, 3], '1-3 figures, as specified in the scenario'),
        ('CLASS', [ARM], 'Treated as Armor for all purposes'),
        ('MOVE', [2, 2], 'Move 0-2 and battle'),
        ('DICE', [2, 2], 'Combat Dice/Range: 2 2'),
        ('GROUND', [1], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('OVERRUN', [0], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('RESUPPLY', [], 'When ordered & adjacent to a weakened friendly unit, may Re-supply it instead of battling')]),
    ('Heavy Anti-Tank Guns', 'Heavy Anti-Tank Guns', ART, [
        ('CLASS', [ART], 'Treated as Artillery for all purposes'),
        ('MOVE', [0, 1], 'Move 0-1 or battle'),
        ('DICE', [2, 2, 2, 2], 'Combat Dice/Range: 2 2 2 2'),
        ('STARS', [2, 0], 'Stars hit on Armor or Vehicle')]),
    ("Hobart's Funnies", "Hobart's Funnies", ARM, [
        ('MOVE', [3, 3], 'Move and Battle like standard Armor unit'),
        ('RETREAT', [2], 'May retreat 1 to 2 hexes per flag')]),
    ('Landing Craft (LC)', 'Landing Craft (LC)', 0, [
        ('LCSTART', [], 'LC always start on baseline ocean hexes with units in them'),
        ('MOVE', [-1, 2], 'LC may move up to 2 hexes, but never onto hedgehogs'),
        ('HEDGEHOG', [], 'LC may move up to 2 hexes, but never onto hedgehogs'),
        ('NOBATTLE', [], 'Unit may not battle while in LC or when landing'),
        ('XMEDAL', [], 'If unit in LC is eliminated, LC is also removed but yields no additional medal')]),
    ('Long-Range Patrol Cars', 'Long-Range Patrol Cars', INF, [
        ('FIGS', [1, 3], '1-3 figures, as specified in the scenario'),
        ('CLASS', [INF], 'Treated as Infantry for all purposes'),
        ('MOVE', [4, 4], 'Move 0-4 and battle'),
        ('DICE', [3, 2, 1], 'Combat Dice/Range: 3 2 1'),
        ('GROUND', [1], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('OVERRUN', [0], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('REROLL', [], 'Enemy re-rolls all battle dice that score a hit'),
        ('KILL', [], 'If at least one re-roll is a Grenade, kill is confirmed')]),
    ('Mobile Artillery', 'Mobile Artillery', ART, [
        ('FIGS', [2, 2], '2 figures'),
        ('DICE', [3, 3, 2, 2, 1, 1], 'Combat Dice/Range: 3 3 2 2 1 1'),
        ('MOVE', [1, 2], 'Move 0-1 and battle, or move 2 and no battle'),
        ('NOLOS', [1], 'Ignore line of sight and terrain protections'),
        ('NOTERRAIN', [1], 'Ignore line of sight and terrain protections')]),
    ('Screaming Meemies', 'Screaming Meemies', ART, [
        ('MOVE', [0, 1], 'Move 1 or battle'),
        ('DICE', [3, 3, 2, 2, 1, 1], 'Combat Dice/Range: 3 3 2 2 1 1'),
        ('NOIGNORE', [], 'Incendiary shells - Flags cannot be ignored'),
        ('SMOKE', [], 'Smoke shells - Place Smoke Screen markers on up to 3 contiguously adjacent hexes within firing range instead of battling'),
        ('UNPROTECTED', [], 'Never benefit from terrain protection'),
        ('NOLOS', [1], 'Ignore line of sight and terrain protections'),
        ('NOTERRAIN', [1], 'Ignore line of sight and terrain protections')]),
    ('Ski Troops', 'Ski Troops', INF, [
        ('FIGS', [3, 3], '3 Figures'),
        ('DICE', [3, 2], 'Combat Dice/Range: 3 2'),
        ('MOVE', [3, 3], 'Move 0-3 and battle'),
        ('ANYTERRAIN', [], 'Move onto any terrain and may still battle, but must still obey terrain movement restrictions'),
        ('RETREAT', [3], 'May retreat 1 to 3 hexes on flag')]),
    ('Snipers', 'Snipers', INF, [
        ('DICE', [1, 1, 1, 1, 1], 'Combat Dice/Range: 1 1 1 1 1'),
        ('MOVE', [2, 2], 'Move 0-2 and battle; Retreat up to 3 hex/flag'),
        ('RETREAT', [3], 'Move 0-2 and battle; Retreat up to 3 hex/flag'),
        ('ANYTERRAIN', [], 'Move onto any terrain and may still battle, but must still obey terrain movement restrictions'),
        ('NOARMOR', [], 'May not target an Armor unit'),
        ('STARS', [3, 0], 'Hit enemy on symbol & star, ignore terrain protection'),
        ('NOTERRAIN', [1], 'Hit enemy on symbol & star, ignore terrain protection'),
        ('GRENADE', [], 'Sniper is only hit on Grenade (& Star exceptions)'),
        ('NOMEDAL', [], 'Sniper does not count as Victory medal')]),
    ('Supply Trucks', 'Supply Trucks', INF, [
        ('FIGS', [1, 3], '1-3 figures, as specified in the scenario'),
        ('CLASS', [INF], 'Treated as Infantry for all purposes'),
        ('MOVE', [-1, 2, 2], 'Move 0-2, +2 hexes when on a road'),
        ('NOBATTLE', [], 'Cannot battle'),
        ('RESUPPLY', [], 'When ordered & adjacent to a weakened friendly unit, may Re-supply it')]),
    ('Tank Destroyers', 'Tank Destroyers', ARM, [
        ('FIGS', [3, 3, 4], '3 figures (4 for Germans and Russians)'),
        ('CLASS', [ARM], 'Treated as Armor for all purposes'),
        ('MOVE', [2, 2], 'Move 0-2 and battle'),
        ('DICE', [2, 2, 2, 2], 'Combat Dice/Range: 2 2 2 2'),
        ('STARS', [2, 0], 'Stars hit on Armor or Vehicle'),
        ('NOTERRAIN', [3], 'When it does not move, ignore all terrain battle restrictions'),
        ('GROUND', [1], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('OVERRUN', [0], 'On successful Close Assault, may Take Ground but not Overrun'),
        ('RETREAT', [2], 'May retreat 1 to 2 hexes per flag')]),
    ('Tigers', 'Tigers', ARM, [
        ('FIGS', [1, 1], '1 figure')]),
    ('Trains', 'Trains', ARM, [
        ('MOVE', [3, 3], 'Move 1-3 hexes either way, along empty tracks'),
        ('RAIL', [], 'Move 1-3 hexes either way, along empty tracks'),
        ('IGNORE', [1], 'Train may ignore 1 flag'),
        ('GRENADE', [], 'Hit on Grenade symbol'),
        ('FIGS', [4, 4], 'Wagon destroyed on 3rd hit, Locomotive on 4th hit')]),
    # an armored train: a train whose wagon carries an artillery piece
    ('Armored Trains', 'Armored Trains', ART, [
        ('DICE', [3, 3, 2, 2, 1, 1], 'Armored Train carries one Artillery piece on its Wagon'),
        ('MOVE', [3, 3], 'Move 1-3 hexes either way, along empty tracks', 0, 'Trains'),
        ('WAGON', [3], 'Artillery on Wagon is destroyed when wagon is destroyed (3 hits)'),
        ('RAIL', [], 'Move 1-3 hexes either way, along empty tracks', 0, 'Trains'),
        ('IGNORE', [1], 'Train may ignore 1 flag', 0, 'Trains'),
        ('GRENADE', [], 'Hit on Grenade symbol', 0, 'Trains'),
        ('FIGS', [4, 4], 'Wagon destroyed on 3rd hit, Locomotive on 4th hit', 0, 'Trains')]),
    # a supply train: it carries infantry or armor units (`aboard` the train's id)
    ('Supply Trains', 'Supply Trains', ARM, [
        ('CARRY', [], 'May carry Infantry or Armor reinforcement units'),
        ('ONBOARD', [], 'Units cannot battle while on Train'),
        ('DISEMBARK_AT', [], 'When Locomotive is at Station, units may disembark on hexes adjacent to Locomotive or Wagon'),
        ('MOVE', [-1, 3], 'Move 1-3 hexes either way, along empty tracks', 0, 'Trains'),
        ('RAIL', [], 'Move 1-3 hexes either way, along empty tracks', 0, 'Trains'),
        ('GRENADE', [], 'Hit on Grenade symbol', 0, 'Trains'),
        ('FIGS', [4, 4], 'Wagon destroyed on 3rd hit, Locomotive on 4th hit', 0, 'Trains')]),
    # ---- markers of ACTIONS (a unit's `leader`, `boat`, `camouflage`, `on_the_move`)
    ('Heroic Leader', 'Heroic Leader', 0, [
        ('IGNORE', [1], 'Infantry unit with heroic leader may ignore on flag', INF),
        ('PLUS', [1, 0], 'Infantry unit with heroic leader battles at +1 die', INF)]),
    ('Collapsible Rafts & Boats', 'Collapsible Rafts & Boats', 0, [
        ('INFONLY', [], 'Available to Infantry only'),
        ('PLUS', [-1, 0], 'Unit battles out at -1 die'),
        ('NORETREAT', [], 'Unit does on retreat, instead loses 1 figure for each flag'),
        ('RIVER', [], 'Unit in boat may move on Rivers & Waterways, but must stop and may move no further on that turn'),
        ('DISEMBARK', [], 'When unit disembarks, boat may no longer be used')]),
    ('Camouflage', 'Camouflage', 0, [
        ('CLOSEONLY', [], 'A Camouflaged unit may only be targeted in Close Assault')]),
    ('On the Move', 'On the Move', 0, [
        ('NOBATTLE', [], 'They move as normal, but may not battle this turn'),
        ('ANYSECTION', [], 'Units that are On the Move may be ordered in ANY section of the battlefield')]),
    # ---- the accessory of a Hobart's Funnies unit (a unit's `accessory`)
    ('Petard Mortar', "Hobart's Funnies", 0, [
        ('ACCESSORY', [], 'Replace 1 Tank figure with Churchill AVRE & accessory of choice before game start'),
        ('PLUS', [1, 2], 'Petard Mortar - Battle at +1 die when Close Assaulting a Bunker')]),
    ('Mine Digger', "Hobart's Funnies", 0, [
        ('ACCESSORY', [], 'Replace 1 Tank figure with Churchill AVRE & accessory of choice before game start'),
        ('DIGGER', [], 'Mine Digger - Must stop upon entering minefield; remove it without detonating and battle as normal')]),
    ('Assault Bridge', "Hobart's Funnies", 0, [
        ('ACCESSORY', [], 'Replace 1 Tank figure with Churchill AVRE & accessory of choice before game start'),
        ('ABRIDGE', [], 'Assault Bridge - Place Bridge over river instead of battling')]),
    # Bobbin and Fascine: their terrain rules are objectives.c's (movement restrictions lifted, wire removed)
    ('Bobbin', "Hobart's Funnies", 0, [
        ('ACCESSORY', [], 'Replace 1 Tank figure with Churchill AVRE & accessory of choice before game start')]),
    ('Fascine', "Hobart's Funnies", 0, [
        ('ACCESSORY', [], 'Replace 1 Tank figure with Churchill AVRE & accessory of choice before game start')]),
    # ---- special weapon assets (a unit's `swa`; the general rules apply to all)
    ('Special Weapon Assets Rules', 'Special Weapon Assets Rules', INF, [
        ('CLASS', [INF], 'Unit with SWA is treated as Infantry for all purposes'),
        ('GROUND', [0], 'Unit with SWA may not Take Ground'),
        ('XMEDAL', [], 'SWA does not count as an additional Medal')]),
    ('Anti-Tank Gun', 'Anti-Tank Gun', INF, [
        ('MOVE', [0, 2], 'May only move or battle'),
        ('STARS', [2, 0], 'Stars hit on Armor')]),
    ('Anti-Tank Gun (Late War - 1942+)', 'Anti-Tank Gun (Late War - 1942+)', INF, [
        ('MOVE', [1, 2], 'Treated as Infantry for all purposes, e.g. can Move 0-1 and attack or Move 2 and not attack'),
        ('DICE_MOVED', [3, 2, 1], 'When it moves, battles like Infantry (3 2 1)'),
        ('STARS', [2, 1], 'When it does not move, Stars hit on Armor or Vehicle')]),
    ('Machine Gun', 'Machine Gun', INF, [
        ('MOVE', [0, 2], 'May only move or battle'),
        ('STARS', [1, 0], 'Stars hit on Infantry')]),
    ('Machine Gun (Late War - 1942+)', 'Machine Gun (Late War - 1942+)', INF, [
        ('MOVE', [1, 2], 'Treated as Infantry for all purposes, e.g. can Move 0-1 and attack or Move 2 and not attack'),
        ('DICE_MOVED', [3, 2, 1], 'When it moves, battles like normal Infantry (3 2 1 + Line of Sight)'),
        ('STARS', [1, 1], 'When it does not move, Stars hit on Infantry')]),
    ('Mortar', 'Mortar', INF, [
        ('MOVE', [0, 2], 'May only move or battle'),
        ('NOLOS', [1], 'Ignores line of sight and terrain protections'),
        ('NOTERRAIN', [1], 'Ignores line of sight and terrain protections')]),
    ('Mortar (Late War - 1942+)', 'Mortar (Late War - 1942+)', INF, [
        ('MOVE', [1, 2], 'Treated as Infantry for all purposes, e.g. can Move 0-1 and attack or Move 2 and not attack'),
        ('DICE_MOVED', [3, 2, 1], 'When it moves, battles like normal Infantry (3 2 1 + Line of Sight)'),
        ('DICE_STILL', [3, 2, 1, 1], 'Increase range to 3 2 1 1'),
        ('NOLOS', [3], 'Ignore all terrain battle protections and line of sight'),
        ('NOTERRAIN', [3], 'Ignore all terrain battle protections and line of sight')]),
    # ---- nations (setup.board.nations by side, or a unit's `nation`); the
    # class a trait applies to is the last field of the trait when given
    ('French Resistance', 'French Resistance', INF, [
        ('FIGS', [3, 3], '3 figures only'),
        ('MOVE', [1, 2], 'Move 0-1 and battle, or move 2 no battle'),
        ('DICE', [3, 2, 1], 'Fire at X321'),
        ('ANYTERRAIN', [], 'Move onto any terrain and may still battle, but must still obey terrain movement restrictions'),
        ('GROUND', [1], 'May Take Ground on successful Close Assault'),
        ('RETREAT', [3], 'May retreat 1 to 3 hexes per flag')]),
    ('Imperial Japanese Army', 'Imperial Japanese Army', 0, [
        ('MUST', [0, 1], 'Infantry must always ignore 1 flag', INF),
        ('MUST', [1, 2], 'When in terrain that ignores a flag, must ignore 2 flags instead', INF),
        ('MUST', [2, 9], 'When in caves, must ignore all flags', INF),
        ('PLUS', [1, 1], 'Infantry at full strength in Close Assault battles at +1 die', INF),
        ('ASSAULT', [2], 'Infantry may move 2 hexes to combat into Close Assault', INF)]),
    ('Red Army (RKKA)', 'Red Army (RKKA)', 0, [
        ('COMMISSAR', [0], 'A Command card cannot be played directly from hand.'),
        ('COMMISSAR', [1], 'Instead, it must be placed under the Commissar chip in preparation for a future turn.'),
        ('COMMISSAR', [3], "Otherwise, the Command card already under the Commissar chip is the player's Command card for the turn")]),
    ('US Marine Corps', 'US Marine Corps', 0, [
        ('ORDER', [2], 'Order 1 more unit than indicated on any Section card played'),
        ('ORDER', [3], 'All Tactic cards that activate 1 to 4 units activate 2 to 5 instead')]),
    ('British Commonwealth Forces (BCF)', 'British Commonwealth Forces (BCF)', 0, [
        ('BACK', [0], 'A BCF ground unit that survives an enemy\'s Close Assault combat without retreating and is down to a single figure may immediately battle that enemy back with 1 die'),
        ('BACK', [1], 'A battle back ignores all terrain battle dice reductions'),
        ('BACK', [2], 'The unit cannot battle back during an Ambush')]),
    ('French Army', 'French Army', 0, [
        ('SECOND', [0], 'Any French Standard Infantry unit that successfully eliminates an enemy unit or forces it to retreat following a close assault may:', INF),
        ('SECOND', [1], 'Take Ground and not battle', INF),
        ('SECOND', [2], 'Stay in place and make a second Close Assault against another adjacent enemy unit', INF),
        ('SECOND', [3], 'This second attack is made with 1 die, ignoring any Terrain battle reductions.', INF),
        ('SECOND', [4], 'The Infantry unit may Take Ground following this 2nd attack, if eligible, but cannot attack again this turn.', INF)]),
    ('Italian Royal Army', 'Italian Royal Army', 0, [
        ('RETREAT', [3], 'All Italian ground units may retreat 1 to 3 hexes per flag'),
        ('IGNORE', [1], 'All Italian Artillery units may ignore 1 flag', ART)]),
]

# the check code of each kind, and what it reports
CODES = {
    'FIGS': ('figures', 'a unit starts with other figures than its entry gives'),
    'CLASS': ('hits', 'damage differs from the hits the dice score on the unit as its entry treats it'),
    'GRENADE': ('hits', None), 'STARS': ('hits', None),
    'MOVE': ('move', 'a unit moved more hexes than its entry allows'),
    'OCEAN': ('ocean', 'a unit that moves on ocean hexes only moved off them'),
    'BEACH': ('beach', 'a ship moved next to a beach'),
    'HEDGEHOG': ('hedgehog', 'a landing craft moved onto hedgehogs'),
    'RAIL': ('rail', 'a train moved off the railroad tracks'),
    'NOBATTLE': ('battle', 'a unit battled when its entry forbids it (or after moving more than it allows)'),
    'MINES': ('battle', None), 'ASSAULT': ('battle', None),
    'DICE': ('dice', "a unit's dice differ from its entry's dice by range and battle rules"),
    'DICE_MOVED': ('dice', None), 'DICE_STILL': ('dice', None), 'NOTERRAIN': ('dice', None),
    'CAP': ('dice', None), 'UNPROTECTED': ('dice', None), 'ZERO': ('dice', None), 'ZPLACE': ('dice', None),
    'ZCUM': ('dice', None), 'PLUS': ('dice', None),
    'GROUND': ('take-ground', 'a unit took ground its entry does not let it take'),
    'OVERRUN': ('overrun', 'a unit battled again after taking ground, which its entry forbids'),
    'RETREAT': ('retreat', 'a unit retreated more hexes per flag than its entry allows'),
    'IGNORE': ('flags', 'a unit answered fewer flags than its entry lets it ignore, or ignored one it must not'),
    'MUST': ('flags', None), 'NOIGNORE': ('flags', None),
    'NOMEDAL': ('medal', 'a medal scored for a unit whose entry gives none (or more than one)'),
    'XMEDAL': ('medal', None),
    'REROLL': ('reroll', 'the re-roll against the unit has not as many dice as the first roll scored hits'),
    'KILL': ('kill', 'the unit lost a figure without a Grenade in the re-roll, or kept it with one'),
    'NOARMOR': ('target', 'a unit targeted an armor unit, which its entry forbids'),
    'ANYTERRAIN': ('terrain', 'a unit moved on after entering terrain that stops movement'),
    'NOLOS': ('dice', None),
    'ORDER': ('order', 'more units ordered than the section card and the unit or nation allow'),
    'RESUPPLY': ('resupply', 'a unit battled after re-supplying instead of battling'),
    'LCSTART': ('setup', 'a landing craft does not start on its baseline on an ocean hex'),
    'INFONLY': ('setup', None),
    'NORETREAT': ('retreat', None),
    'CLOSEONLY': ('target', None),
    'WIRE': ('dice', None),
    'ANYSECTION': ('order', None),
    'ACCESSORY': ('setup', None),
    'SMOKE': ('smoke', "screaming meemies' smoke placed beyond their range or more than 3 markers, or the meemies then battled"),
    'WAGON': ('wagon', 'an armored train fired after its wagon (3 hits) was destroyed'),
    'CARRY': ('train', 'a supply train carrying other than infantry or armor, a unit battling aboard, or leaving it off a station'),
    'ONBOARD': ('train', None),
    'DISEMBARK_AT': ('train', None),
    'RIVER': ('boat', 'a unit in a boat moved on after entering a river, or took to the water after disembarking'),
    'DISEMBARK': ('boat', None),
    'DIGGER': ('digger', 'a mine digger set off the minefield it entered'),
    'ABRIDGE': ('assault-bridge', 'a unit with an assault bridge placed a bridge and battled the same turn'),
    'COMMISSAR': ('commissar', 'a Red Army command card played from hand, or not the one under the commissar chip'),
    'BRAND': ('brandenburgers', 'a roll against disguised Brandenburgers not re-rolled as a single die, losses not as the re-roll says, or a move they may make only undisguised'),
    'BACK': ('battle-back', 'a battle back the rules do not allow, or not with 1 die'),
    'SECOND': ('second-assault', "a French infantry unit's second close assault the rules do not allow, or not with 1 die"),
}

# a kind whose sentence another check cites too (a unit that may move only
# so far and battle, or never battle, breaks its move sentence by battling)
ALSO_CODES = {'MOVE': ('battle',)}
# further sentences a troops check cites by case (gen_rules.py refs)
ALSO_REFS = {'memoir44.troops.flags': ['RT_CAVES_MOUNTAINS_FLAGS']}

# the field of setup.board that may name each entry: troop (the default), swa, nation, marker,
# accessory; the general special-weapon rules are named by none (they go with any swa)
GROUP = {
    'Special Weapon Assets Rules': 'rules',
    'Anti-Tank Gun': 'swa', 'Anti-Tank Gun (Late War - 1942+)': 'swa', 'Machine Gun': 'swa',
    'Machine Gun (Late War - 1942+)': 'swa', 'Mortar': 'swa', 'Mortar (Late War - 1942+)': 'swa',
    'French Resistance': 'nation', 'Imperial Japanese Army': 'nation', 'Red Army (RKKA)': 'nation',
    'US Marine Corps': 'nation', 'British Commonwealth Forces (BCF)': 'nation', 'French Army': 'nation',
    'Italian Royal Army': 'nation',
    'Heroic Leader': 'marker', 'Collapsible Rafts & Boats': 'marker', 'Camouflage': 'marker',
    'On the Move': 'marker', 'Depleted Units': 'marker', 'Landing Craft (LC)': 'marker',
    'Petard Mortar': 'accessory', 'Mine Digger': 'accessory', 'Assault Bridge': 'accessory',
    'Bobbin': 'accessory', 'Fascine': 'accessory',
}
