#!/usr/bin/env python3
"""Writes validators/memoir44/rules.c and rules.h: the rules the Memoir '44
engine cites (refs), the finding codes it reports (checks), and the terrain
catalogue of Gamehelpmemoir as data (m44_tdefs): for each terrain section,
which unit classes must stop on entering, may not battle after moving in,
may not enter, the attacker's dice reductions, the dice a unit battling out
of it loses, whether it blocks line of sight and whether a flag may be
ignored there -- each with the page's sentence it comes from (read from the
rule page by `gameaudit rules show Gamehelpmemoir`).  Run from the repo root
after `make`:  python3 tests/memoir44/gen_rules.py"""
import re, subprocess, sys
sys.path.insert(0, 'tests/memoir44')
import troops as TR

PAGE_TEXT = subprocess.run(['build/gameaudit', 'rules', 'show', 'Gamehelpmemoir', '--rules',
                            'fixtures/wiki'], capture_output=True, text=True, check=True).stdout

# ---- the core rules (hand-picked phrases of the page, or a published source)
HAND_REFS = [
    ('R_ORDER_LIMIT', 'memoir44.order.limit', 'GAME TURN', 'within the limits of the command card played'),
    ('R_ORDER_ONLY', 'memoir44.order.only', 'PLAY A COMMAND CARD & ORDER', 'Only those units that are issued an order may move, battle'),
    ('R_STRADDLE', 'memoir44.order.straddle', 'PLAY A COMMAND CARD & ORDER', 'Units on a hex straddling sections may be ordered from either section'),
    ('R_MOVE_ONCE', 'memoir44.move.once', 'MOVE', 'Move units one at a time and only once per unit per turn'),
    ('R_MOVE_OCCUPIED', 'memoir44.move.occupied', 'MOVE', 'Units may not move onto or through a hex occupied by a friendly or enemy unit'),
    ('R_MOVE_INF', 'memoir44.move.infantry', 'MOVE', 'Infantry - Move up to 1 hex and battle or 2 hexes and not battle'),
    ('R_MOVE_SF', 'memoir44.move.special-forces', 'MOVE', 'Special Forces (except French Resistance) may move up to 2 hexes and battle'),
    ('R_MOVE_ARM', 'memoir44.move.armor', 'MOVE', 'Armor - Move up to 3 hexes and battle'),
    ('R_MOVE_ART', 'memoir44.move.artillery', 'MOVE', 'Artillery - Move up to 1 hex or battle'),
    ('R_BATTLE_ONCE', 'memoir44.battle.once', 'BATTLE', 'Resolve battles one at a time and only once per unit per turn'),
    ('R_CLOSE_ASSAULT', 'memoir44.battle.close-assault', 'BATTLE', 'A unit adjacent to an enemy must close assault that unit if it chooses to battle'),
    ('R_RANGE_INF', 'memoir44.dice.infantry', 'Range and hit dice rolled', 'Infantry 3 2 1'),
    ('R_RANGE_ARM', 'memoir44.dice.armor', 'Range and hit dice rolled', 'Armor 3 3 3'),
    ('R_RANGE_ART', 'memoir44.dice.artillery', 'Range and hit dice rolled', 'Artillery 3 3 2 2 1 1'),
    ('R_LOS', 'memoir44.los', 'Line of sight', 'All units require line of sight (LOS) to the enemy except artillery'),
    ('R_HITS', 'memoir44.hits', 'Resolving battles', 'The attacker scores 1 hit for each dice symbol rolled that matches the unit type targeted'),
    ('R_HIT_INF', 'memoir44.hits.infantry', 'Resolving battles', 'Infantry (2 sides of dice) - HIT: Score 1 hit on infantry'),
    ('R_HIT_ARM', 'memoir44.hits.armor', 'Resolving battles', 'Armor - HIT: Score 1 hit on armor'),
    ('R_HIT_GRENADE', 'memoir44.hits.grenade', 'Resolving battles', 'Grenade - HIT: Score 1 hit on infantry, armor or artillery'),
    ('R_STAR', 'memoir44.star', 'Resolving battles', 'Star - MISS: This is a miss'),
    ('R_FIGURES', 'memoir44.figures', 'Resolving battles', 'For each hit scored 1 figure is removed from the target unit'),
    ('R_MEDAL', 'memoir44.medal', 'Resolving battles', 'place it on one of the medal stands on the attacker'),
    ('R_RETREAT', 'memoir44.retreat', 'Resolving battles', 'for each flag rolled the target unit must move one hex back towards its side of the battlefield'),
    ('R_RETREAT_BLOCKED', 'memoir44.retreat.blocked', 'RETREATING', 'one figure must be removed for each uncompleted retreat move'),
    ('R_RETREAT_OCCUPIED', 'memoir44.retreat.occupied', 'RETREATING', 'A unit may not move onto or through a hex with any other unit in it'),
    ('R_TAKE_GROUND', 'memoir44.take-ground', 'TAKING GROUND & ARMOR OVERRUN', 'An ordered infantry unit in close assault may advance into a hex from which it has eliminated a unit or forced it to retreat'),
    ('R_ART_GROUND', 'memoir44.take-ground.artillery', 'TAKING GROUND & ARMOR OVERRUN', 'An artillery unit may not take ground'),
    ('R_TROOP_INF_MOVE', 'memoir44.troops.infantry-move', 'Standard Units', 'Move 0-1 and battle, or move 2 and no battle'),
    ('R_TROOP_INF_RANGE', 'memoir44.troops.infantry-range', 'Standard Units', 'Battle Dice/Range: 3 2 1'),
    ('R_TROOP_ART_MOVE', 'memoir44.troops.artillery-move', 'Standard Units', 'Move 1 or battle'),
    ('R_DEPLETED', 'memoir44.units.depleted', 'Depleted Units', 'A depleted unit may never gain back more figures than it had at game start'),
    ('R_RETREAT_IMPASSABLE', 'memoir44.retreat.impassable', 'RETREATING', 'however impassable terrain cannot be moved through'),
    ('R_OVERRUN_ONCE', 'memoir44.overrun.once', 'TAKING GROUND & ARMOR OVERRUN', 'may only make one overrun combat per turn'),
    ('R_TIGER_REROLL', 'memoir44.tigers.reroll', 'Tigers', 'Enemy re-rolls all battle dice that score a hit'),
    ('R_TIGER_KILL', 'memoir44.tigers.kill', 'Tigers', 'If at least one re-roll is a Grenade, kill is confirmed'),
    ('R_SF_RESIST_BATTLE', 'memoir44.special-forces.resistance-battle', 'SPECIAL FORCES', 'cannot battle if they move 2 hexes'),
    ('R_OVERRUN_ARMOR', 'memoir44.overrun.armor', 'TAKING GROUND & ARMOR OVERRUN', 'An armor unit may take the ground and claim an armor overrun combat'),
    ('R_OVERRUN_CLOSE', 'memoir44.overrun.close-assault', 'TAKING GROUND & ARMOR OVERRUN', 'If the hex is adjacent to an enemy unit, this new combat must be close assault'),
    ('R_CASUALTIES', 'memoir44.battle.casualties', 'BATTLE', 'Casualties do not affect a unit'),
    ('R_TWO_UNITS', 'memoir44.move.two-units', 'MOVE', 'Two units cannot occupy the same hex'),
    ('R_BEST_REDUCTION', 'memoir44.terrain.best-reduction', '***TERRAIN TYPES***', 'only the best of the battle dice reductions matters'),
    ('RT_BUNKERS_OWNER', 'memoir44.bunkers.owner-only', 'Bunkers', "Protects original owner's units only"),
    ('RT_CLIFFS_BELOW', 'memoir44.cliffs-sea-bluffs.from-below', 'Cliffs & Sea Bluffs', 'Only applies to units battling from below'),
    ('RT_ERGS_BELOW', 'memoir44.ergs-ridges.from-below', 'Ergs & Ridges', 'Only applies to units battling from below'),
    ('RT_HILLS_BELOW', 'memoir44.hills.from-below', 'Hills', 'Only applies to units battling from below'),
    ('RT_STEEP_HILLS_BELOW', 'memoir44.steep-hills.from-below', 'Steep Hills', 'Only applies to units battling from below'),
    ('RT_SANDBAGS_WHERE', 'memoir44.sandbags.countryside', 'Sandbags', 'When on countryside or beach hex only'),
    ('R_TROOP_ARM_RANGE', 'memoir44.troops.armor-range', 'Standard Units', 'Battle Dice/Range: 3 3 3'),
    ('R_TROOP_ART_RANGE', 'memoir44.troops.artillery-range', 'Standard Units', 'Battle Dice/Range: 3 3 2 2 1 1'),
    ('R_TROOP_ART_IGNORE', 'memoir44.troops.artillery-ignore', 'Standard Units', 'Ignore Line of Sight and Terrain protections'),
    ('R_TIGER_MOVE', 'memoir44.tigers.move', 'Tigers', 'Move 0-3 and battle like normal Armor'),
    ('R_SF_RESIST_RETREAT', 'memoir44.special-forces.resistance-retreat', 'SPECIAL FORCES', 'They may also retreat up to 3 hexes instead of the standard 1 on any retreat flag rolled'),
    ('RT_BUNKERS_HOLD', 'memoir44.bunkers.artillery-hold', 'Bunkers', 'Artillery in bunker may not retreat, must take loss instead'),
    ('RT_FIELD_BUNKERS_HOLD', 'memoir44.field-bunkers.hold', 'Field Bunkers', 'Armor & Artillery in field bunker may not retreat, must take loss instead'),
    ('RT_ROADS_BONUS', 'memoir44.roads.bonus', 'Roads', 'Unit that starts its move on a Road and stays on it may move 1 additional hex'),
    ('RT_MOUNTAINS_UP', 'memoir44.mountains.up', 'Mountains', 'Infantry may only move up or retreat onto a mountain from adjacent hill or mountain'),
    ('RT_MOUNTAINS_DOWN', 'memoir44.mountains.down', 'Mountains', 'Infantry may only move down or retreat from a mountain to an adjacent hill or mountain'),
    ('RT_CAVES_MOUNTAINS_UP', 'memoir44.caves-on-mountains.up', 'Caves on Mountains', 'Infantry may only move up or retreat onto a mountain from adjacent hill or mountain'),
    ('RT_CAVES_MOUNTAINS_DOWN', 'memoir44.caves-on-mountains.down', 'Caves on Mountains', 'Infantry may only move down or retreat from a mountain to an adjacent hill or mountain'),
    ('RT_CLIFFS_2HEX', 'memoir44.cliffs-sea-bluffs.two-hex', 'Cliffs & Sea Bluffs', 'Moving up from/down on beach hex is a 2 hex move for Infantry'),
    ('RT_CLIFFS_VEHICLES', 'memoir44.cliffs-sea-bluffs.no-vehicles', 'Cliffs & Sea Bluffs', 'Armor/Artillery may not move up/down from the beach'),
    ('RT_CLIFFS_GROUND', 'memoir44.cliffs-sea-bluffs.no-ground', 'Cliffs & Sea Bluffs', 'Cliffs only - Infantry may not Take ground from the beach'),
    ('RT_STEEP_UP', 'memoir44.steep-hills.up', 'Steep Hills', 'Movement up onto steep hill is a 2 hex move'),
    ('RT_WADIS_ADJ', 'memoir44.wadis-gullies.adjacent-only', 'Wadis & Gullies', 'Infantry or Armor battling in or out of Wadi or Gully must be adjacent to target'),
    ('R_TROOP_GROUND', 'memoir44.troops.take-ground', 'Standard Units', 'May Take Ground on successful Close Assault'),
    ('RT_PIERS_FROM', 'memoir44.piers.entry', 'Piers', 'Movement onto only allowed from Land or Beach, not from Ocean hex'),
    ('RT_BALKAS_BRIDGE', 'memoir44.balkas.bridge', 'Balkas', 'Unit may move out of a Balka directly onto a Bridge and vice versa, but must stop when doing so'),
    ('RT_ERGS_UP', 'memoir44.ergs-ridges.up', 'Ergs & Ridges', 'Unit moving up the ridge must stop and may move no further on that turn'),
    ('RT_SEA_WALL_STAYS', 'memoir44.sea-wall.stays', 'Sea Wall', 'If initial occupant leaves, do not remove sandbags'),
    ('R_PLAY_CARD', 'memoir44.order.card-first', 'PLAY A COMMAND CARD & ORDER', 'Play one command card at the start of a your turn, then announce which corresponding unit(s) you intend to order'),
    ('RA_RESUPPLY_WHO', 'memoir44.actions.resupply-who', 'Re-supply', 'any vehicle with this ability may Re-supply any weakened adjacent friendly unit'),
    ('RA_RESUPPLY_SWAP', 'memoir44.actions.resupply-swap', 'Re-supply', 'Figures are exchanged 1 for 1, at no medal cost'),
    ('RA_RESUPPLY_MAX', 'memoir44.actions.resupply-max', 'Re-supply', 'Unit re-supplied cannot gain more figures than it had at the game start'),
    ('RA_RESUPPLY_BATTLE', 'memoir44.actions.resupply-battle', 'Re-supply', 'Supply vehicle and re-supplied unit(s) cannot battle this turn'),
    ('RA_WINTER_MOVE', 'memoir44.actions.winter-move', 'Winter Weather', 'Armor and Vehicle move 2 hexes max'),
    ('RA_WINTER_ROAD', 'memoir44.actions.winter-road', 'Winter Weather', 'If entire move is on a road, move 1 additional hex to a max of 3'),
    ('RA_WINTER_AIR', 'memoir44.actions.winter-air', 'Winter Weather', 'Both Allied and Axis forces roll only 1 battle die when playing an Air Power'),
    ('RA_BLITZ_MOVE', 'memoir44.actions.blitz-move', 'Blitz Rules', 'Allied Armor move 2 hexes max and Axis Armor move 3 hexes max'),
    ('RA_AIRBLITZ_MOVE', 'memoir44.actions.air-strikes-blitz-move', 'Air Strikes & Blitz', 'Allied Armor can move a maximum of 2 hexes and battle'),
    ('RA_RV_SYMBOL', 'memoir44.actions.reduced-visibility', 'Reduced Visibility', "Dice symbols matching a unit's symbol only score hits in Close Assault"),
    ('RA_RV_GRENADE', 'memoir44.actions.reduced-visibility-grenades', 'Reduced Visibility', 'Grenades still score hits as normal'),
    ('RA_RV_STAR', 'memoir44.actions.reduced-visibility-stars', 'Reduced Visibility', 'Stars still score hits, when applicable'),
    ('RA_RV_BARRAGE', 'memoir44.actions.reduced-visibility-barrage', 'Reduced Visibility', "The Barrage command card is unaffected, still scores hits on unit's symbol"),
    ('RA_NIGHT_CHART', 'memoir44.actions.night-chart', 'Night Attacks', 'Use Night Visibility Chart to determine maximum attack range'),
    ('RA_NIGHT_ROLL', 'memoir44.actions.night-roll', 'Night Attacks', 'Each turn Allied player rolls 4 dice, each Star increases visibility'),
    ('RA_NIGHT_START', 'memoir44.actions.night-start', 'Night Attacks', 'Visibility starts at 1, meaning only close-assault attacks can occur'),
    ('RA_NIGHT_DAY', 'memoir44.actions.night-day', 'Night Attacks', 'When full daylight (6) is reached, chart is set aside; normal visibility conditions resume'),
    ('RA_NIGHT_CARDS', 'memoir44.actions.night-cards', 'Night Attacks', 'Before full daylight (6), cards such as Air Power and Barrage can not be used with their original attack'),
    ('RA_HOSP_WHO', 'memoir44.actions.hospital-who', 'Hospital Recovery', 'an Ordered Infantry with no adjacent enemy may recover lost figures'),
    ('RA_HOSP_STILL', 'memoir44.actions.hospital-still', 'Hospital Recovery', 'The unit cannot move or battle this turn'),
    ('RA_HOSP_DICE', 'memoir44.actions.hospital-dice', 'Hospital Recovery', 'Roll 6 battle dice'),
    ('RA_HOSP_MATCH', 'memoir44.actions.hospital-match', 'Hospital Recovery', "For each die matching the unit's symbol or a star, 1 lost figure is returned to the unit"),
    ('RA_HOSP_MAX', 'memoir44.actions.hospital-max', 'Hospital Recovery', 'The unit may not gain more figures than it originally had'),
    ('RA_OASIS_WHO', 'memoir44.actions.oasis-who', 'Oasis Recovery', 'an Ordered Infantry with no adjacent enemy may recover lost figures'),
    ('RA_OASIS_STILL', 'memoir44.actions.oasis-still', 'Oasis Recovery', 'The unit cannot move or battle this turn'),
    ('RA_OASIS_MATCH', 'memoir44.actions.oasis-match', 'Oasis Recovery', "For each die matching the unit's symbol or a star, 1 lost figure is returned to the unit"),
    ('RA_OASIS_MAX', 'memoir44.actions.oasis-max', 'Oasis Recovery', 'The unit may not gain more figures than it originally had'),
    ('RA_OASIS_DICE', 'memoir44.actions.oasis-dice', 'Oasis Recovery', 'Roll 1 battle die for each Command card you have'),
    ('RA_PARA_STILL', 'memoir44.actions.paradrop-still', 'Paradrop', 'Unit may not move or battle the turn it lands'),
    ('RA_PARA_FAIL', 'memoir44.actions.paradrop-fail', 'Paradrop', 'If a figure lands on an impassable hex, on a hex with other figure(s), or out of the board, it fails to land safely'),
    ('RA_PARA_FULL', 'memoir44.actions.paradrop-full', 'Paradrop', 'add the # of figures required to form a full Unit in that hex'),
    ('RA_BT_ENTER', 'memoir44.actions.breakthrough-enter', 'Armor Breakthrough', "Units must enter through Opponent's baseline"),
    ('RA_BT_STOP', 'memoir44.actions.breakthrough-stop', 'Armor Breakthrough', 'Units must stop on baseline hex; they may battle and Take Ground this turn, but not Armor Overrun'),
    ('RA_BT_RETREAT', 'memoir44.actions.breakthrough-retreat', 'Armor Breakthrough', "When retreating, Units must retreat toward controlling player's baseline"),
    ('RT_PONTOON_RULE', 'memoir44.pontoon-bridges.rule', 'Pontoon Bridges', "May only be built when specified by scenario's Special Rules"),
    ('RT_PONTOON_HOW', 'memoir44.pontoon-bridges.how', 'Pontoon Bridges', 'To build a pontoon bridge, play an Attack command card, but order no units'),
    ('RT_JUNGLE_OVERRUN', 'memoir44.jungles.overrun', 'Jungles', 'If Armor unit starts its move in adjacent hex and makes a successful combat against unit on a Jungle hex, it may Take Ground and do an Armor Overrun'),
    ('RT_SANDBAGS_GONE', 'memoir44.sandbags.gone', 'Sandbags', 'If occupant leaves, remove sandbags'),
    ('RT_MINES_ROLL', 'memoir44.minefields.roll', 'Minefields', "roll dice equal to Minefield value; unit's symbol and grenade score hits; all other symbols are ignored"),
    ('RT_MINES_DECOY', 'memoir44.minefields.decoy', 'Minefields', 'Decoys (0 strength) removed; other strength mines remain in hex, face up'),
    ('RT_MINES_RETREAT', 'memoir44.minefields.retreat', 'Minefields', 'Retreat through or onto a minefield does not trigger it'),
    ('RT_FROZEN', 'memoir44.frozen-rivers.roll', 'Frozen Rivers', 'Moving or retreating onto Frozen River hex, roll 2 Battle dice; for each star rolled, lose 1 figure'),
    ('RT_MOUNTAIN_ART', 'memoir44.mountains.artillery', 'Mountains', 'Artillery set on mountain fires at: X3322111'),
    ('RT_MOUNTAINS_RANGE', 'memoir44.mountains.range', 'Mountains', 'Only applies to units battling from below or not on same range'),
    ('RT_CAVES_HILLS_JAPANESE', 'memoir44.caves-on-hills.japanese', 'Caves on Hills', 'Only applies to units battling against Japanese from below or from another range'),
    ('RT_CAVES_MOUNTAINS_JAPANESE', 'memoir44.caves-on-mountains.japanese', 'Caves on Mountains', 'Only applies to units battling against Japanese from below or from another range'),
    ('RT_SEA_WALL_BEHIND', 'memoir44.sea-wall.behind', 'Sea Wall', 'Only protects units behind Sea Wall'),
    ('RT_CAVES_MOUNTAINS_FLAGS', 'memoir44.caves-on-mountains.flags', 'Caves on Mountains', 'Japanese unit in cave must ignore all flags'),
    ('R_BATTLE_DONE', 'memoir44.battle.done', 'BATTLE', 'battle must be completed before the next battle'),
    ('R_BATTLES_DONE', 'memoir44.battle.all-done', 'TAKING GROUND & ARMOR OVERRUN', 'All battles, close assault and overrun combats must be completed before the next unit may battle'),
    ('R_OVERRUN_AGAIN', 'memoir44.overrun.again', 'TAKING GROUND & ARMOR OVERRUN', 'It may move into the vacated hex and then battle again'),
    ('R_OBSTACLE_FLAG', 'memoir44.retreat.obstacle-flag', 'RETREATING', 'Some obstacles allow some units to ignore the first flag rolled against them'),
    ('R_LOS_LINE', 'memoir44.los.line', 'Line of sight', 'LOS is blocked if any part of a hex containing an obstruction or unit crosses this line'),
    ('R_LOS_EDGE', 'memoir44.los.edge', 'Line of sight', 'If the line runs along the edge of one or more hexes it is only blocked if they stand along both sides of the line segment'),
    ('RA_REINF_LAND', 'memoir44.actions.reinforcements', 'Reinforcements', 'if the airfield is vacant, you may land an Infantry unit on it, at the cost of one order, when playing a Direct from HQ card'),
    ('RA_REINF_STILL', 'memoir44.actions.reinforcements-still', 'Reinforcements', 'This unit cannot move or battle this turn'),
    ('RA_BT_ORDER', 'memoir44.actions.breakthrough-order', 'Armor Breakthrough', 'Order must be valid and issued as normal'),
    ('RA_SMOKE_PLACE', 'memoir44.actions.smoke-screen', 'Smoke Screen', 'Place Smoke Screen markers on 3 adjacent contiguous hexes'),
    ('RA_SMOKE_REMOVE', 'memoir44.actions.smoke-screen-remove', 'Smoke Screen', 'Once your 2nd turn has elapsed, remove Smoke Screen markers'),
    ('RA_SCREEN_LOS', 'memoir44.actions.smoke-screen-los', 'Smoke Screen', 'Smoke Screen blocks line of sight'),
    ('RA_SHELLS_PLACE', 'memoir44.actions.smoke-shells', 'Smoke Shells', 'Use Smoke Screen markers; place them on 3 adjacent contiguous hexes'),
    ('RA_SHELLS_LAST', 'memoir44.actions.smoke-shells-last', 'Smoke Shells', "Lasts 2 full turns; after opponent's first turn, flip markers over; after opponent's second turn, remove them"),
    ('RA_SHELLS_STOP', 'memoir44.actions.smoke-shells-stop', 'Smoke Shells', 'Units moving into smoke shelled hex must stop'),
    ('RA_SHELLS_DICE', 'memoir44.actions.smoke-shells-dice', 'Smoke Shells', 'Units battle into and out of smoke shelled hex at -1 die'),
    ('RA_SHELLS_LOS', 'memoir44.actions.smoke-shells-los', 'Smoke Shells', 'Blocks all line of sight, even for Artillery'),
    ('RT_BRIDGE_DESTROYED', 'memoir44.bridges.destroyed', 'Bridges', 'No movement restrictions, unless the bridge is destroyed'),
    ('R_TURN_BATTLE', 'memoir44.turn.battle', 'GAME TURN', 'Battle Battle one ordered unit at a time'),
    ('RA_LEADER', 'memoir44.actions.heroic-leader', 'Heroic Leader', 'When Infantry unit with heroic leader is eliminated, roll two Battle Dice; if at least 1 star is rolled, leader is lost and counts as a Victory medal'),
    ('R_TROOP_ARM_OVERRUN', 'memoir44.troops.armor-overrun', 'Standard Units', 'May Overrun on successful Close Assault'),
    ('R_LC_LANDED', 'memoir44.troops.landing-craft-landed', 'Landing Craft (LC)', 'When landing on beach, remove LC, leave unit'),
    # Armor's row repeats Infantry's sentence word for word: its 2nd occurrence in Standard Units
    ('R_TROOP_ARM_GROUND', 'memoir44.troops.armor-take-ground', 'Standard Units', 'May Take Ground on successful Close Assault#2'),
    ('RA_SABOTAGE_ROLL', 'memoir44.actions.sabotage', 'Sabotage', "Roll 2 dice at the start of any turn during which at least one of the saboteur's units is on the Landmark"),
    ('RA_SABOTAGE_COUNT', 'memoir44.actions.sabotage-count', 'Sabotage', 'Once the scenario-specified number of Battle stars has been rolled, the Landmark is demolished'),
    ('RA_SABOTAGE_RESET', 'memoir44.actions.sabotage-reset', 'Sabotage', 'If the Landmark is captured before the sabotage is completed, the count must be restarted from zero'),
    ('RA_BLOW_ROLL', 'memoir44.actions.blow-bridge', 'Blowing Up Bridges', 'Roll 2 dice - a star blows Bridge'),
    ('RA_BLOW_CARD', 'memoir44.actions.blow-bridge-card', 'Blowing Up Bridges', "Play Section card matching Bridge's section"),
    ('RA_AIR_CAPABLE', 'memoir44.actions.air-strike', 'Air Strikes & Blitz', 'When a player is capable of making Air Strikes, in conditions specified by the scenario, any Recon 1 card he plays may be played as an Air Power card instead'),
    ('RA_AIR_SECTION', 'memoir44.actions.air-strike-section', 'Air Strikes & Blitz', 'The Air Strike must target at least one hex in the section designated on the Recon 1 card played as the Air Power'),
    ('RA_AIR_AXIS', 'memoir44.actions.air-strike-axis', 'Air Strikes & Blitz', 'The Axis player can make Air Strikes at will when playing a Recon 1 card'),
    ('RA_BLITZ_AIR', 'memoir44.actions.blitz-air', 'Blitz Rules', 'Axis may play a Recon 1 card as an Air Power card in same section'),
    ('RA_TRAIN_REINF', 'memoir44.actions.supply-train', 'Supply Train/Reinforcements', 'when a Supply Train reaches a Station, units on board may disembark onto adjacent hexes'),
    ('RA_TRAIN_STILL', 'memoir44.actions.supply-train-still', 'Supply Train/Reinforcements', 'They may not move or battle this turn'),
    ('R_TURN_MOVE', 'memoir44.turn.move', 'GAME TURN', 'Move Move ordered units'),
    ('RA_DESERT', 'memoir44.actions.desert', 'North African Desert Rules', 'On successful Close Assault, Armor may move into vacated hex and move 1 additional hex before battling again'),
    # ---- scenario objectives and terrain mechanics (objectives.c)
    ('RO_EXIT', 'memoir44.actions.exit', 'Exit Markers', 'When a unit successfully exits, place 1 of its figures on your Victory track'),
    ('RO_EQUIP_PICK', 'memoir44.actions.capture-equipment', 'Capturing Equipment', 'a unit capturing a scenario-specified hex picks up the equipment represented by a Battle Star'),
    ('RO_EQUIP_END', 'memoir44.actions.capture-equipment-end', 'Capturing Equipment', 'To pick up the equipment, the unit capturing it must end its move on the specified hex'),
    ('RO_EQUIP_LEFT', 'memoir44.actions.capture-equipment-left', 'Capturing Equipment', 'If the unit is eliminated, the battle star representing the captured equipment is left in the hex where the unit was when it was killed'),
    ('RO_PRISON_PICK', 'memoir44.actions.free-prisoners', 'Freeing Prisoners', 'the unit capturing a Fortress, Prison Camp, or other Scenario-specified hex picks up the Prisoners represented by a Battle Star'),
    ('RO_PRISON_LOST', 'memoir44.actions.free-prisoners-lost', 'Freeing Prisoners', 'If a unit that frees up Prisoners is eliminated, those are lost too'),
    ('RO_SPOT', 'memoir44.actions.forward-spotting', 'Forward Spotting', 'the player occupying specific Scenario-defined hexes can use their Artillery units like Big Guns'),
    ('RO_SUPPLIES', 'memoir44.actions.destroy-supplies', 'Destroy Supplies', 'destroying a Supply Depot using the Sabotage rules reduces movement of all enemy Armor units by 1 hex'),
    ('RO_CAVE_MOVE', 'memoir44.caves-on-hills.cave-move', 'Caves on Hills', 'Japanese Infantry may move from cave to empty cave as full turn move and still battle'),
    ('RO_CAVE_MOVE_MTN', 'memoir44.caves-on-mountains.cave-move', 'Caves on Mountains', 'Japanese Infantry may move from cave to empty cave as full turn move and still battle'),
    ('RO_CAVE_SEAL', 'memoir44.caves-on-hills.seal', 'Caves on Hills', 'Allied Infantry moving onto Cave hex may seal it by rolling a Star in Close Assault, in lieu of battling, if adjacent hexes are clear of enemy'),
    ('RO_CAVE_SEAL_MTN', 'memoir44.caves-on-mountains.seal', 'Caves on Mountains', 'Allied Infantry moving onto Cave hex may seal it by rolling a Star in Close Assault, in lieu of battling, if adjacent hexes are clear of enemy'),
    ('RO_BOBBIN', 'memoir44.troops.bobbin', "Hobart's Funnies", 'Bobbin - Ignore movement restrictions of Beach, March, & Wire; when moving onto or through Wire, remove it'),
    ('RO_FASCINE', 'memoir44.troops.fascine', "Hobart's Funnies", 'Fascine - Ignore movement restrictions of Fords & Trenches; may battle from Trenches'),
    ('R_DRAW', 'memoir44.turn.draw', 'GAME TURN', 'Draw a command card'),
    # ---- command-card hands (cards.c)
    ('R_ITALIAN', 'memoir44.italian.hand', 'Italian Royal Army', 'Start with 6 Command cards; discard one for each unit lost, but never go below 3'),
    ('R_HQ_LOSE', 'memoir44.actions.hq-lose', 'Capture HQ/Supply Tent', 'owner of captured HQ/Supply Tent immediately loses 1 random Command Card'),
    ('R_HQ_REFILL', 'memoir44.actions.hq-refill', 'Capture HQ/Supply Tent', 'If owner reclaims HQ/Supply Tent, they replenish their hand'),
    ('RA_BLOW_LOST', 'memoir44.actions.blow-bridge-lost', 'Blowing Up Bridges', 'Bridge is removed, card is lost and never replaced!'),
    ('RA_BLOW_DRAW', 'memoir44.actions.blow-bridge-draw', 'Blowing Up Bridges', 'Draw replacement card, regardless of outcome'),
    ('R_RADAR_PLACE', 'memoir44.actions.radar-place', 'Radar Alert', 'opponent cannot use an Air Sortie card (or equivalent) unless they first place it face up on the board at the end of the turn prior to it being played'),
    ('R_RADAR_NEXT', 'memoir44.actions.radar-next', 'Radar Alert', 'Once on the board, the card must be played the next turn'),
    ('R_CAR_DRAW', 'memoir44.troops.command-cars.discard-draw', 'Command Cars', 'When Command car is ordered by a Recon 1, player may draw 1 Command card from the discard pile at the end of their turn instead of drawing 2 from the draw pile'),
    ('R_MAR_COUNTER', 'memoir44.troops.us-marine-corps.counter', 'US Marine Corps', 'Marines counter-attack with +1 ordered unit against Japanese Command card'),
    ('R_MAR_OPPOSITE', 'memoir44.troops.us-marine-corps.opposite', 'US Marine Corps', 'Opposite not true'),
    # ---- end of the hands' refs
    ('R_TACTIC', 'memoir44.order.tactic', None, None),
    ('R_RECON_DRAW', 'memoir44.recon.draw', None, None),
    ('R_DEAL', 'memoir44.setup.hand', None, None),
    ('R_VICTORY', 'memoir44.victory', None, None),
    ('R_OBJECTIVE', 'memoir44.objective', None, None),
]
VICTORY_SOURCE = ("Memoir '44 rulebook, Victory: the first side to gain the number of Victory "
                  "Medals the scenario states wins")
SOURCES = {'R_VICTORY': VICTORY_SOURCE,
           'R_RECON_DRAW': "Memoir '44 Recon command card, as printed and as bga-devs/bga-memoir shows it: "
                           '"When drawing a new Command card, draw two, choose one and discard the other"',
           'R_DEAL': "Memoir '44 scenario briefing: the number of command cards each side is dealt (the "
                     "scenario facts' command_cards)",
           'R_TACTIC': "Memoir '44 command cards, as printed and as bga-devs/bga-memoir shows them: Direct from HQ "
                       "orders 4 units of your choice; Move Out and Dig In 4 infantry units, Armor Assault 4 "
                       "armor units, Behind Enemy Lines 1 infantry unit (with none of that class, 1 unit of your "
                       "choice); Firefight 4 units not adjacent to an enemy, which may not move",
           'R_OBJECTIVE': "Memoir '44 rulebook, Victory Medals: an objective medal is gained by "
                          "occupying the hex the scenario marks with it (kept while the unit "
                          "stays, unless the scenario makes it permanent)"}

E, W = 'GA_ERROR', 'GA_WARNING'
# the further sentences a check cites by case (ga_check_def.also)
ALSO = {
    'memoir44.battle.adjacent-fire': ['R_OVERRUN_CLOSE'],
    'memoir44.battle.after-move': ['R_SF_RESIST_BATTLE', 'RT_CLIFFS_2HEX', 'RT_STEEP_UP'],
    'memoir44.battle.once': ['R_OVERRUN_ARMOR', 'R_OVERRUN_AGAIN'],
    'memoir44.battle.dice': ['R_CASUALTIES', 'R_BEST_REDUCTION'],
    'memoir44.battle.armor-dice': ['R_CASUALTIES', 'R_BEST_REDUCTION'],
    'memoir44.battle.artillery-dice': ['R_CASUALTIES', 'R_TROOP_ART_IGNORE', 'RT_MOUNTAIN_ART'],
    'memoir44.mountains.dice': ['RT_MOUNTAINS_RANGE'],
    'memoir44.battle.range': ['R_TROOP_ARM_RANGE', 'R_TROOP_ART_RANGE', 'RT_MOUNTAIN_ART'],
    'memoir44.move.occupied': ['R_TWO_UNITS'],
    'memoir44.take-ground.close-assault': ['R_TROOP_ARM_GROUND'],
    'memoir44.oceans.no-retreat': ['R_LC_LANDED'],
    'memoir44.hits.count': ['R_HITS'],
    'memoir44.move.armor': ['R_TIGER_MOVE', 'RT_ROADS_BONUS', 'RT_STEEP_UP'],
    'memoir44.move.infantry': ['RT_ROADS_BONUS', 'RT_CLIFFS_2HEX', 'RT_STEEP_UP'],
    'memoir44.move.artillery': ['RT_ROADS_BONUS', 'RT_STEEP_UP'],
    'memoir44.move.special-forces': ['RT_ROADS_BONUS', 'RT_STEEP_UP'],
    'memoir44.retreat.flags': ['R_SF_RESIST_RETREAT', 'R_OBSTACLE_FLAG'],
    'memoir44.actions.winter-move': ['RA_WINTER_ROAD'],
    'memoir44.actions.blitz-move': ['RA_AIRBLITZ_MOVE'],
    'memoir44.actions.reduced-visibility': ['RA_RV_GRENADE', 'RA_RV_STAR', 'RA_RV_BARRAGE'],
    'memoir44.actions.night-range': ['RA_NIGHT_CHART'],
    'memoir44.actions.night-roll': ['RA_NIGHT_DAY'],
    'memoir44.actions.recovery': ['RA_HOSP_STILL', 'RA_HOSP_DICE', 'RA_HOSP_MATCH', 'RA_HOSP_MAX', 'RA_OASIS_WHO',
                                  'RA_OASIS_STILL', 'RA_OASIS_MATCH', 'RA_OASIS_MAX', 'RA_OASIS_DICE'],
    'memoir44.actions.paradrop': ['RA_PARA_FAIL', 'RA_PARA_FULL'],
    'memoir44.actions.breakthrough': ['RA_BT_STOP', 'RA_BT_RETREAT', 'RA_BT_ORDER'],
    'memoir44.actions.reinforcements': ['RA_REINF_STILL'],
    'memoir44.actions.sabotage': ['RA_SABOTAGE_COUNT', 'RA_SABOTAGE_RESET'],
    'memoir44.actions.blow-bridge': ['RA_BLOW_CARD'],
    'memoir44.actions.supply-train': ['RA_TRAIN_STILL'],
    'memoir44.actions.air-strike': ['RA_AIR_SECTION', 'RA_AIR_AXIS', 'RA_BLITZ_AIR'],
    'memoir44.actions.smoke': ['RA_SMOKE_REMOVE', 'RA_SCREEN_LOS', 'RA_SHELLS_PLACE', 'RA_SHELLS_LAST',
                               'RA_SHELLS_DICE', 'RA_SHELLS_LOS'],
    'memoir44.pontoon-bridges.build': ['RT_PONTOON_HOW'],
    'memoir44.battle.interleaved': ['R_BATTLES_DONE', 'R_TURN_BATTLE'],
    'memoir44.rivers-waterways.impassable': ['RT_BRIDGE_DESTROYED'],
    'memoir44.order.tactic': ['RX_US_MARINE_CORPS_ORDER_1'],
    'memoir44.turn.draw': ['R_RECON_DRAW'],
    'memoir44.minefields.roll': ['RT_MINES_DECOY', 'RT_MINES_RETREAT'],
    'memoir44.battle.los': ['R_LOS_LINE', 'R_LOS_EDGE'],
    # a reduction the log applies where its footnote's condition does not hold
    'memoir44.bunkers.dice': ['RT_BUNKERS_OWNER'],
    'memoir44.cliffs-sea-bluffs.dice': ['RT_CLIFFS_BELOW'],
    'memoir44.ergs-ridges.dice': ['RT_ERGS_BELOW'],
    'memoir44.hills.dice': ['RT_HILLS_BELOW'],
    'memoir44.steep-hills.dice': ['RT_STEEP_HILLS_BELOW'],
    'memoir44.sandbags.dice': ['RT_SANDBAGS_WHERE', 'RT_SANDBAGS_GONE'],
    'memoir44.caves-on-hills.dice': ['RT_CAVES_HILLS_JAPANESE'],
    'memoir44.caves-on-mountains.dice': ['RT_CAVES_MOUNTAINS_JAPANESE'],
    'memoir44.sea-wall.dice': ['RT_SEA_WALL_BEHIND'],
    # ---- scenario objectives and terrain mechanics (objectives.c)
    'memoir44.actions.capture-equipment': ['RO_EQUIP_END', 'RO_EQUIP_LEFT'],
    'memoir44.actions.free-prisoners': ['RO_PRISON_LOST'],
    'memoir44.caves.move': ['RO_CAVE_MOVE_MTN'],
    'memoir44.caves.seal': ['RO_CAVE_SEAL_MTN'],
}
HAND_CHECKS = [
    ('memoir44.actions.winter-move', E, 'RA_WINTER_MOVE', 'Winter Weather: armor moved more than 2 hexes (3 along a road)'),
    ('memoir44.actions.winter-air', E, 'RA_WINTER_AIR', 'Winter Weather: an Air Power roll of other than 1 die'),
    ('memoir44.actions.blitz-move', E, 'RA_BLITZ_MOVE', 'Blitz: allied armor moved more than 2 hexes'),
    ('memoir44.actions.reduced-visibility', E, 'RA_RV_SYMBOL', 'Reduced Visibility: hits at range differ from grenades (and stars) only'),
    ('memoir44.actions.night-range', E, 'RA_NIGHT_START', 'Night Attacks: a battle further than the visibility reached'),
    ('memoir44.actions.night-roll', E, 'RA_NIGHT_ROLL', 'Night Attacks: a visibility roll not of 4 allied dice before daylight'),
    ('memoir44.actions.night-cards', E, 'RA_NIGHT_CARDS', 'Night Attacks: Air Power or Barrage attacked before full daylight'),
    ('memoir44.actions.recovery', E, 'RA_HOSP_WHO', 'Hospital or Oasis Recovery: a recovery the rules do not allow, or figures not as the dice say'),
    ('memoir44.actions.reinforcements', E, 'RA_REINF_LAND', 'Reinforcements: an infantry unit landed off a vacant airfield, without Direct from HQ, or moved or battled the turn it landed'),
    ('memoir44.actions.smoke', E, 'RA_SMOKE_PLACE', 'Smoke: markers placed other than on 3 contiguous hexes, removed early, or their line of sight or dice ignored'),
    ('memoir44.actions.smoke-stop', E, 'RA_SHELLS_STOP', 'Smoke Shells: a unit moved on after entering a smoke-shelled hex'),
    ('memoir44.actions.heroic-leader', E, 'RA_LEADER', "Heroic Leader: the roll for the leader of an eliminated unit is not 2 dice, or its medal not as the Stars say"),
    ('memoir44.actions.sabotage', E, 'RA_SABOTAGE_ROLL', 'Sabotage: a sabotage roll the rule does not allow, or a landmark demolished before its stars were rolled'),
    ('memoir44.actions.blow-bridge', E, 'RA_BLOW_ROLL', "Blowing Up Bridges: not 2 dice, a bridge blown without a Star, or with a card of another section"),
    ('memoir44.actions.air-strike', E, 'RA_AIR_CAPABLE', 'Air Strikes: a Recon played as Air Power by a side not capable of it, or striking no hex of its section'),
    ('memoir44.actions.supply-train', E, 'RA_TRAIN_REINF', 'Supply Train/Reinforcements: units left the train off a station, or moved or battled the turn they left it'),
    ('memoir44.actions.paradrop', E, 'RA_PARA_STILL', 'Paradrop: a unit landed where it may not, not at full strength, or moved or battled the turn it landed'),
    ('memoir44.actions.breakthrough', E, 'RA_BT_ENTER', "Armor Breakthrough: armor entered off the opponent's baseline, moved on, overran or retreated the wrong way"),
    ('memoir44.pontoon-bridges.build', E, 'RT_PONTOON_RULE', 'Pontoon Bridges: a pontoon bridge built without the rule, the Attack card or on a hex it may not'),
    ('memoir44.jungles.overrun', E, 'RT_JUNGLE_OVERRUN', 'Jungles: armor that did not start its move next to the jungle overran from it'),
    ('memoir44.minefields.roll', E, 'RT_MINES_ROLL', 'Minefields: the roll for an enemy unit entering is not as many dice as the mines, its losses not its symbols and grenades, or a roll where none is due'),
    ('memoir44.frozen-rivers.roll', E, 'RT_FROZEN', 'Frozen Rivers: the roll for a unit entering it is not 2 dice, or its losses not the stars'),
    ('memoir44.overrun.after-fire', E, 'R_TROOP_ARM_OVERRUN', 'armor overran after taking ground from a battle at range'),
    ('memoir44.order.tactic', E, 'R_TACTIC', "more units ordered than the tactic card orders, or units it does not order"),
    # ---- scenario objectives and terrain mechanics (objectives.c)
    ('memoir44.actions.exit', E, 'RO_EXIT', 'Exit Markers: a unit left the board off its side\'s exit hexes, or its exit not scored as 1 medal of its side'),
    ('memoir44.actions.capture-equipment', E, 'RO_EQUIP_PICK', 'Capturing Equipment: equipment picked up where no Battle Star lies, or the unit moved on after picking it up'),
    ('memoir44.actions.free-prisoners', E, 'RO_PRISON_PICK', 'Freeing Prisoners: prisoners picked up where none are, or after they were lost with their unit'),
    ('memoir44.actions.forward-spotting', E, 'RO_SPOT', 'Forward Spotting: artillery fired beyond its range (like Big Guns) with no unit of its side on a forward-spotting hex'),
    ('memoir44.actions.destroy-supplies', E, 'RO_SUPPLIES', "Destroy Supplies: armor moved its full allowance after its side's supply depot was destroyed"),
    ('memoir44.caves.move', E, 'RO_CAVE_MOVE', 'Caves: a cave-to-cave move by other than Japanese infantry, to a cave not empty, or not as its full turn move'),
    ('memoir44.caves.seal', E, 'RO_CAVE_SEAL', 'Caves: a roll to seal a cave by other than allied infantry that moved onto it, with enemy adjacent, or followed by a battle'),
    ('memoir44.troops.bobbin', E, 'RO_BOBBIN', "Hobart's Funnies: a unit with a bobbin left wire it moved onto in place"),
    ('memoir44.troops.fascine', E, 'RO_FASCINE', "Hobart's Funnies: a Churchill AVRE without a fascine moved on from fords or trenches, or battled from trenches"),
    ('memoir44.turn.order', E, 'R_TURN_MOVE', 'a unit moved after the turn\'s battles began'),
    ('memoir44.turn.draw', E, 'R_DRAW', 'a turn ended without its command card drawn, or a draw of another count '
                                         '(one a card; two keeping one after a Recon)'),
    ('memoir44.setup.hand', E, 'R_DEAL', 'a side dealt another number of command cards than its scenario gives'),
    # ---- command-card hands (cards.c)
    ('memoir44.hand.size', E, 'R_ITALIAN', "a hand at the end of a turn not the size its rules leave it (the Italian "
                                           "High Command, a captured or reclaimed HQ)"),
    ('memoir44.hand.radar', E, 'R_RADAR_PLACE', 'Radar Alert: an air card played without being put face up on the '
                                                'board the turn before, or not played the turn after'),
    # ---- end of the hands' checks
    ('memoir44.actions.desert', E, 'RA_DESERT', 'North African Desert: armor moved more than 1 hex after taking ground'),
    ('memoir44.battle.interleaved', E, 'R_BATTLE_DONE', "a unit's battle went on after another unit battled"),
    ('memoir44.actions.resupply-who', E, 'RA_RESUPPLY_WHO', 'a re-supply by a unit without the ability, or of a unit not adjacent, friendly and weakened'),
    ('memoir44.actions.resupply-swap', E, 'RA_RESUPPLY_SWAP', 'a re-supply not figure for figure, or a medal scored for the figures exchanged'),
    ('memoir44.actions.resupply-max', E, 'RA_RESUPPLY_MAX', 'a re-supplied unit given more figures than it started with'),
    ('memoir44.actions.resupply-battle', E, 'RA_RESUPPLY_BATTLE', 'a supply vehicle or a re-supplied unit battled the same turn'),
    ('memoir44.bunkers.artillery-retreat', E, 'RT_BUNKERS_HOLD', 'Bunkers: artillery in a bunker retreated'),
    ('memoir44.field-bunkers.retreat', E, 'RT_FIELD_BUNKERS_HOLD', 'Field Bunkers: armor or artillery in a field bunker retreated'),
    ('memoir44.mountains.climb', E, 'RT_MOUNTAINS_UP', 'Mountains: infantry moved or retreated onto a mountain from a hex not a hill or mountain'),
    ('memoir44.mountains.descend', E, 'RT_MOUNTAINS_DOWN', 'Mountains: infantry moved or retreated from a mountain to a hex not a hill or mountain'),
    ('memoir44.caves-on-mountains.climb', E, 'RT_CAVES_MOUNTAINS_UP', 'Caves on Mountains: infantry moved or retreated onto it from a hex not a hill or mountain'),
    ('memoir44.caves-on-mountains.descend', E, 'RT_CAVES_MOUNTAINS_DOWN', 'Caves on Mountains: infantry moved or retreated from it to a hex not a hill or mountain'),
    ('memoir44.cliffs-sea-bluffs.vehicles', E, 'RT_CLIFFS_VEHICLES', 'Cliffs & Sea Bluffs: armor or artillery moved between the beach and the cliff'),
    ('memoir44.cliffs-sea-bluffs.take-ground', E, 'RT_CLIFFS_GROUND', 'Cliffs & Sea Bluffs: infantry took ground from the beach onto the cliff'),
    ('memoir44.wadis-gullies.fire', E, 'RT_WADIS_ADJ', 'Wadis & Gullies: infantry or armor fired into or out of a wadi or gully at a target not adjacent'),
    ('memoir44.take-ground.close-assault', E, 'R_TROOP_GROUND', 'a unit took ground after firing at range (not a close assault)'),
    ('memoir44.piers.from-ocean', E, 'RT_PIERS_FROM', 'Piers: a unit moved onto a pier from an ocean hex'),
    ('memoir44.balkas.bridge-stop', E, 'RT_BALKAS_BRIDGE', 'Balkas: a unit moved on after stepping between a balka and a bridge'),
    ('memoir44.ergs-ridges.stop', E, 'RT_ERGS_UP', 'Ergs & Ridges: a unit moved on after moving up the ridge'),
    ('memoir44.sea-wall.removed', E, 'RT_SEA_WALL_STAYS', 'Sea Wall: the log removes a sea wall'),
    ('memoir44.order.no-card', E, 'R_PLAY_CARD', 'units ordered with no command card played that turn'),
    ('memoir44.battle.adjacent-fire', E, 'R_CLOSE_ASSAULT', 'a unit adjacent to an enemy fired at a more distant enemy'),
    ('memoir44.battle.after-move', E, 'R_TROOP_INF_MOVE', 'infantry battled after moving 2 hexes (not special forces)'),
    ('memoir44.battle.armor-dice', E, 'R_RANGE_ARM', 'armor rolled other than 3 dice (terrain and cards aside)'),
    ('memoir44.battle.artillery-dice', E, 'R_RANGE_ART', 'artillery rolled other than its dice by range (3 3 2 2 1 1)'),
    ('memoir44.battle.artillery-moved', E, 'R_TROOP_ART_MOVE', 'artillery battled after moving'),
    ('memoir44.battle.dice', E, 'R_RANGE_INF', 'infantry rolled other than its dice by range (3 2 1), terrain and cards aside'),
    ('memoir44.battle.los', E, 'R_LOS', 'a unit fired through a unit standing between it and its target'),
    ('memoir44.battle.once', E, 'R_BATTLE_ONCE', 'a unit battled twice in one turn (no armor overrun)'),
    ('memoir44.battle.range', E, 'R_TROOP_INF_RANGE', "target out of the attacker's range"),
    ('memoir44.battle.unordered', E, 'R_ORDER_ONLY', 'a unit battled without an order'),
    ('memoir44.hits.armor', E, 'R_HIT_ARM', 'damage logged differs from the hits on an armor target'),
    ('memoir44.hits.count', E, 'R_HIT_GRENADE', 'damage logged differs from the hits the logged dice score (grenades counted)'),
    ('memoir44.hits.infantry', E, 'R_HIT_INF', 'damage logged differs from the hits on an infantry target'),
    ('memoir44.hits.star', E, 'R_STAR', 'a Star counted as a hit with no card that makes it one'),
    ('memoir44.medal.missing', E, 'R_MEDAL', "an eliminated unit gave the attacker's side no medal"),
    ('memoir44.medal.unearned', E, 'R_MEDAL', 'a unit medal scored for a unit that was not eliminated'),
    ('memoir44.move.adjacent', E, 'R_MOVE_INF', 'a move step to a hex that is not adjacent'),
    ('memoir44.move.armor', E, 'R_MOVE_ARM', 'armor moved more than 3 hexes'),
    ('memoir44.move.artillery', E, 'R_MOVE_ART', 'artillery moved more than 1 hex'),
    ('memoir44.move.infantry', E, 'R_MOVE_INF', 'infantry moved more than 2 hexes'),
    ('memoir44.move.occupied', E, 'R_MOVE_OCCUPIED', 'a unit moved onto or through an occupied hex'),
    ('memoir44.move.once', E, 'R_MOVE_ONCE', 'a unit moved again after another unit moved'),
    ('memoir44.move.special-forces', E, 'R_MOVE_SF', 'special forces moved more than 2 hexes'),
    ('memoir44.move.unordered', E, 'R_ORDER_ONLY', 'a unit moved without an order'),
    ('memoir44.overrun.once', E, 'R_OVERRUN_ONCE', 'armor made a second overrun combat in one turn'),
    ('memoir44.order.section', E, 'R_ORDER_LIMIT', 'more units ordered in a section than the section card allows'),
    ('memoir44.order.straddle', E, 'R_STRADDLE', 'a section card ordered a unit outside its section(s)'),
    ('memoir44.order.twice', E, 'R_ORDER_ONLY', 'a unit ordered twice in one turn'),
    ('memoir44.medal.objective', E, 'R_OBJECTIVE', 'an objective medal scored with no unit of that side on one of its objective hexes'),
    ('memoir44.result.after-victory', E, 'R_VICTORY', 'the game went on after a side reached its medal count'),
    ('memoir44.result.score', E, 'R_VICTORY', 'final score differs from the medals won'),
    ('memoir44.result.winner', E, 'R_VICTORY', "winner is not the side that reached the scenario's medal count"),
    ('memoir44.retreat.blocked', E, 'R_RETREAT_BLOCKED', 'losses for a blocked retreat differ from the retreat hexes not moved'),
    ('memoir44.retreat.direction', E, 'R_RETREAT', "a retreat step not toward the unit's own side"),
    ('memoir44.retreat.flags', E, 'R_RETREAT', 'retreat hexes (and losses for blocked ones) differ from the flags rolled'),
    ('memoir44.retreat.impassable', E, 'R_RETREAT_IMPASSABLE', 'a unit retreated into terrain impassable to it'),
    ('memoir44.retreat.occupied', E, 'R_RETREAT_OCCUPIED', 'a unit retreated onto an occupied hex'),
    ('memoir44.setup.scenario', W, None, 'the scenario could not be told: board checks are off'),
    ('memoir44.take-ground.artillery', E, 'R_ART_GROUND', 'artillery took ground'),
    ('memoir44.take-ground.hex', E, 'R_TAKE_GROUND', 'ground taken into a hex other than the vacated target hex'),
    ('memoir44.tigers.kill', E, 'R_TIGER_KILL', 'a Tiger lost its figure without a Grenade in the re-roll, or kept it with one'),
    ('memoir44.tigers.reroll', E, 'R_TIGER_REROLL', 'the re-roll against a Tiger has not as many dice as the first roll scored hits'),
    ('memoir44.units.figures', E, 'R_FIGURES', 'damage to a unit with no figures left, or an unknown unit'),
    ('memoir44.units.heal', E, 'R_DEPLETED', 'a unit healed beyond the figures it started with'),
]
# ---- the hands' by-case rules (cards.c)
ALSO['memoir44.turn.draw'] += ['RA_BLOW_LOST', 'RA_BLOW_DRAW', 'R_ITALIAN', 'R_CAR_DRAW']
ALSO['memoir44.setup.hand'] = ['R_ITALIAN']
ALSO['memoir44.hand.size'] = ['R_HQ_LOSE', 'R_HQ_REFILL']
ALSO['memoir44.hand.radar'] = ['R_RADAR_NEXT']
ALSO['memoir44.order.section'] = ['R_MAR_OPPOSITE']
ALSO['memoir44.troops.order'] = ['R_MAR_COUNTER']
# ---- end of the hands' by-case rules

# ---- the terrain catalogue
def sections():
    out, cur, on = [], None, False
    for line in PAGE_TEXT.split('\n'):
        if line.startswith('== ') and 'TERRAIN TYPES' in line:
            on = True
            continue
        if line.startswith('== ') and on:
            break
        if not on:
            continue
        m = re.match(r'^==== (.*) ====$', line)
        if m:
            cur = (m.group(1), [])
            out.append(cur)
        elif cur and line.startswith('* '):
            cur[1].append(line[2:].strip())
    return out

CLS = {'Unit': 7, 'Infantry': 1, 'Armor': 2, 'Artillery': 4, 'Infantry or Armor': 3,
       'Infantry and Armor': 3, 'Armor and Artillery': 6, 'Occupant': 7,
       "Original owner's units": 7, 'Unit behind Sea Wall': 7, 'Train': 0}
HEIGHT = {'Hills': 1, 'Steep Hills': 1, 'Cliffs & Sea Bluffs': 1, 'Hills with Forests': 1,
          'Hills with Villages': 1, 'Ergs & Ridges': 1, 'Mountains': 2, 'Caves on Hills': 1,
          'Caves on Mountains': 2}


def classify(name, bullets):
    d = {'name': name, 'stop': 0, 'nobattle': 0, 'imp': 0, 'red': [0, 0, 0], 'cond': 0, 'red_else': [0, 0, 0],
         'out': [0, 0, 0], 'los': 0, 'flag': 0, 'height': HEIGHT.get(name, 0), 'ph': {},
         'exit': 0, 'adj': 0, 'battlein': 0, 'maxmove': 0, 'noverrun': 0, 'noretreat': 0,
         'farbattle': 0, 'remove': 0, 'inout': 0}
    notes = ' '.join(b for b in bullets if b.startswith('*'))
    for b in bullets:
        m = re.match(r'^(Unit|Infantry|Infantry or Armor|Infantry and Armor) (moving in|moving in/out|moving in, or exiting, a Balka hex|entering Ford or Fordable River|entering Fordable Stream) must stop', b) \
            or re.match(r'^(Unit|Infantry|Infantry or Armor|Infantry and Armor) (moving in|moving in/out|moving in, or exiting, a Balka hex|entering [A-Za-z ]+?) must stop', b)
        if m and 'stop' not in d['ph']:
            d['stop'] = CLS[m.group(1)]; d['ph']['stop'] = b; continue
        m = re.match(r'^(Armor and Artillery) moving onto must stop', b)
        if m and 'stop' not in d['ph']:
            d['stop'] = 6; d['ph']['stop'] = b; continue
        if re.match(r'^Unit moving in cannot battle', b) and 'nobattle' not in d['ph']:
            d['nobattle'] = 7; d['ph']['nobattle'] = b; continue
        if re.match(r'^Armor moving in/out cannot battle', b) and 'nobattle' not in d['ph']:
            d['nobattle'] = 2; d['ph']['nobattle'] = b; continue
        if re.match(r'^Infantry moving onto a .* hex cannot battle', b) and 'nobattle' not in d['ph']:
            d['nobattle'] = 1; d['ph']['nobattle'] = b; continue
        # armor may not battle the turn it moves in or out (a sentence of its own next to
        # the infantry one on Fish Ponds; Flooded Fields words it the other way round)
        if (re.match(r'^Armor moving in/out cannot battle', b) or
                re.match(r'^Armor cannot battle the turn it moves in/out', b)) and 'inout' not in d['ph']:
            d['inout'] = 2; d['ph']['inout'] = b; continue
        m = re.match(r'^Impassable(?: (?:by|to) (Armor (?:&|and) Artillery|Artillery))?(, except over bridges| Terrain)?$', b)
        if m and 'imp' not in d['ph']:
            d['imp'] = {None: 7, 'Artillery': 4}.get(m.group(1), 6)
            d['ph']['imp'] = b; continue
        m = re.match(r'^Attacker: (.*)$', b)
        if m and '/' not in b and 'dice' not in d['ph']:
            for who, n, star in re.findall(r'(Infantry|Armor|Artillery) -(\d)\*? ?(?:die|dice)?(\*)?', m.group(1)):
                d['red'][{'Infantry': 0, 'Armor': 1, 'Artillery': 2}[who]] = int(n)
            if '*' in b:
                d['cond'] = 5 if 'against Japanese' in notes else 1 if 'from below' in notes else \
                    2 if 'original owner' in notes or 'behind Sea Wall' in notes else \
                    3 if 'countryside' in notes else 4
            d['ph']['dice'] = b; continue
        # caves on hills: -2 against Japanese from below, -1 otherwise (its own condition, 5)
        m = re.match(r'^Attacker: Infantry -(\d)\*/-(\d) dice, Armor -(\d)\*/-(\d) dice$', b)
        if m and 'dice' not in d['ph']:
            d['red'] = [int(m.group(1)), int(m.group(3)), 0]
            d['red_else'] = [int(m.group(2)), int(m.group(4)), 0]
            d['cond'] = 5
            d['ph']['dice'] = b; continue
        m = re.match(r'^(?:In wire, )?(Unit|Armor|Infantry)(?: in [A-Za-z ]+?)? battles out at -(\d)', b)
        if m and 'out' not in d['ph']:
            n = int(m.group(2))
            for i, bit in enumerate((1, 2, 4)):
                if CLS[m.group(1)] & bit:
                    d['out'][i] = n
            d['ph']['out'] = b; continue
        if re.match(r'^(Blocks? line of sight|Two or more contiguous adjacent Lake hexes block line of sight)', b) \
           and 'los' not in d['ph']:
            d['los'] = 1; d['ph']['los'] = b; continue
        m = re.match(r'^(Infantry or Armor) (?:leaving hex must stop on adjacent hex|moving out may only move onto an adjacent hex)', b)
        if m and 'exit' not in d['ph']:
            d['exit'] = CLS[m.group(1)]; d['ph']['exit'] = b; continue
        if re.match(r'^(Unit moving in must start its move from adjacent hex|To enter or take ground, unit must stop on adjacent hex)', b) \
           and 'adj' not in d['ph']:
            d['adj'] = 7; d['ph']['adj'] = b; continue
        if re.match(r'^Armor that makes successful combat against unit on (?:a|an|flooded) ?[A-Za-z ]* may Take Ground,? but (?:may )?not (?:do )?Armor Overrun', b) \
           and 'noverrun' not in d['ph']:
            d['noverrun'] = 2; d['ph']['noverrun'] = b; continue
        if re.match(r'^Unit cannot retreat onto', b) and 'noretreat' not in d['ph']:
            d['noretreat'] = 7; d['ph']['noretreat'] = b; continue
        if re.match(r'^Unit moving into may battle if unit starts its move in adjacent hex', b) \
           and 'farbattle' not in d['ph']:
            d['farbattle'] = 7; d['ph']['farbattle'] = b; continue
        if re.match(r'^Infantry may remove [A-Za-z]+ instead of battling', b) and 'remove' not in d['ph']:
            d['remove'] = 1; d['ph']['remove'] = b; continue
        m = re.match(r'^(Unit|Armor) cannot battle when in', b)
        if m and 'battlein' not in d['ph']:
            d['battlein'] = CLS[m.group(1)]; d['ph']['battlein'] = b; continue
        m = re.match(r'^Maximum movement (?:onto|in) [a-z]+ is (\d) hex', b)
        if m and 'maxmove' not in d['ph']:
            d['maxmove'] = int(m.group(1)); d['ph']['maxmove'] = b; continue
        m = re.match(r"^(Unit|Occupant|Infantry|Original owner's units|Unit behind Sea Wall|Infantry in hedgehogs) may ignore 1 flag", b)
        if m and 'flag' not in d['ph']:
            d['flag'] = 1 if m.group(1).startswith('Infantry') else 7
            d['ph']['flag'] = b; continue
    return d


def section_text(title):
    """The bullets and lines of a ==== section ==== (or === / ==) of the page."""
    out, on = [], False
    for line in PAGE_TEXT.split('\n'):
        m = re.match(r'^=+ (.*?) =+$', line)
        if m:
            on = m.group(1) == title
            continue
        if on:
            out.append(line)
    if not out:
        raise SystemExit('no section %s on the page' % title)
    return '\n'.join(out)


def slug(name):
    s = name.lower().replace('&', ' ').replace("'", '')
    return re.sub(r'[^a-z0-9]+', '-', s).strip('-')


def cstr(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


KINDS = [('stop', 'stop', 'a unit moved on after entering'),
         ('nobattle', 'no-battle', 'a unit battled the turn it moved in'),
         ('imp', 'impassable', 'a unit moved in that may not'),
         ('dice', 'dice', "the attacker's dice against a unit here differ from the reduction"),
         ('out', 'battle-out', 'a unit battling out of here rolled other than the reduction'),
         ('los', 'los', 'a unit fired through it (it blocks line of sight)'),
         ('flag', 'flag', 'a unit here retreated less than the flags rolled, less the 1 it may ignore'),
         ('exit', 'exit', 'a unit that started its move here moved more than 1 hex'),
         ('adj', 'adjacent', 'a unit entered without starting its move next to it'),
         ('battlein', 'battle-in', 'a unit battled from here'),
         ('maxmove', 'max-move', 'a unit entered after moving more hexes than allowed'),
         ('noverrun', 'no-overrun', 'armor that took ground here battled again (an overrun)'),
         ('noretreat', 'no-retreat', 'a unit retreated onto it'),
         ('farbattle', 'far-battle', 'a unit that entered without starting its move next to it battled'),
         ('remove', 'remove', 'infantry removed it and battled the same turn'),
         ('inout', 'armor-no-battle', 'armor battled the turn it moved in or out')]
ORDER = ('stop', 'nobattle', 'imp', 'dice', 'out', 'los', 'flag', 'exit', 'adj', 'battlein', 'maxmove',
         'noverrun', 'noretreat', 'farbattle', 'remove', 'inout')

SCEN_KIND = {'M44_T_VILLAGE': 'Towns & Villages', 'M44_T_FOREST': 'Forests', 'M44_T_HEDGEROW': 'Hedgerows',
             'M44_T_HILL': 'Hills', 'M44_T_CHURCH': 'Churches', 'M44_T_CLIFF': 'Cliffs & Sea Bluffs',
             'M44_T_SEABLUFF': 'Cliffs & Sea Bluffs', 'M44_T_STEEPHILL': 'Steep Hills',
             'M44_T_MOUNTAIN': 'Mountains', 'M44_T_OASIS': 'Oasis', 'M44_T_RIVER': 'Rivers & Waterways',
             'M44_T_ROAD': 'Roads', 'M44_T_AIRFIELD': 'Airfields', 'M44_T_WADI': 'Wadis & Gullies'}
SCEN_OBS = {'M44_O_SANDBAG': 'Sandbags', 'M44_O_SEAWALL': 'Sea Wall', 'M44_O_WIRE': 'Wire',
            'M44_O_HEDGEHOG': 'Hedgehogs', 'M44_O_BUNKER': 'Bunkers', 'M44_O_FIELDBUNKER': 'Field Bunkers',
            'M44_O_BRIDGE': 'Bridges'}


def main():
    tdefs = [classify(n, b) for n, b in sections()]
    names = [t['name'] for t in tdefs]
    refs = [(e, i, s, p, None) for e, i, s, p in HAND_REFS]
    checks = [(c, sev, r, doc) for c, sev, r, doc in HAND_CHECKS]
    for t in tdefs:
        t['code'] = {}
        for key, word, doc in KINDS:
            # a reduction under a condition not modelled (the sea wall's "behind")
            # is no check: it would never be reported
            if key == 'dice' and t['cond'] == 4:
                continue
            if key in t['ph']:
                rid = 'memoir44.%s.%s' % (slug(t['name']), word)
                enum = 'RT_%s_%s' % (slug(t['name']).upper().replace('-', '_'), word.upper().replace('-', '_'))
                refs.append((enum, rid, t['name'], t['ph'][key], None))
                t['code'][key] = rid
                checks.append((rid, E, enum, '%s: %s' % (t['name'], doc)))
    # the special units: a ref per trait, a check per kind (troops.py)
    kinds = list(TR.CODES)
    troop_rows = []
    tcodes = {}
    for name, sec, cls, traits in TR.TROOPS:
        rows = []
        for j, tr in enumerate(traits):
            kind, vals, ph = tr[0], tr[1], tr[2]
            tcls = {1: 1, 2: 2, 3: 4}.get(tr[3], 0) if len(tr) > 3 else 0
            tsec = sec if len(tr) < 5 else {'MOVE': 'MOVE'}.get(tr[4], tr[4])
            if ph not in section_text(tsec):
                raise SystemExit('troops.py: %r not in section %s' % (ph, tsec))
            enum = 'RX_%s_%s_%d' % (slug(name).upper().replace('-', '_'), kind, j)
            rid = 'memoir44.troops.%s.%s' % (slug(name), kind.lower().replace('_', '-'))
            if any(r[1] == rid for r in refs):
                rid += '-%d' % j
            refs.append((enum, rid, tsec, ph, None))
            word, doc = TR.CODES[kind][:2]
            for w2 in [word] + list(TR.ALSO_CODES.get(kind, ())):
                code = 'memoir44.troops.' + w2
                tcodes.setdefault(code, [doc if w2 == word else None, []])
                if doc and w2 == word and not tcodes[code][0]:
                    tcodes[code][0] = doc
                tcodes[code][1].append(enum)
            rows.append((kind, tcls, vals, enum))
        troop_rows.append((name, cls, rows))
    for code, (doc, enums) in tcodes.items():
        doc = doc or next(TR.CODES[k][1] for k in TR.CODES if 'memoir44.troops.' + TR.CODES[k][0] == code
                          and TR.CODES[k][1])
        checks.append((code, E, enums[0], doc))
        more = enums[1:] + TR.ALSO_REFS.get(code, [])
        if more:
            ALSO[code] = ALSO.get(code, []) + more
    checks.sort(key=lambda c: c[0])
    idx = {r[0]: i for i, r in enumerate(refs)}
    h = ['/* rules.h — GENERATED by tests/memoir44/gen_rules.py; do not edit. */',
         '#ifndef GA_VALIDATORS_MEMOIR44_RULES_H', '#define GA_VALIDATORS_MEMOIR44_RULES_H',
         '#include "../../src/gameaudit.h"', '#include "memoir44.h"', '', 'enum {']
    h += ['    %s = %d,' % (r[0], i) for i, r in enumerate(refs)]
    h += ['    M44_NREFS = %d' % len(refs), '};', '',
          'extern const ga_rule_ref m44_refs[M44_NREFS];',
          '#define M44_NCHECKS %d' % len(checks),
          'extern const ga_check_def m44_checks[M44_NCHECKS];', '']
    for i, t in enumerate(tdefs):
        h.append('#define M44_TD_%s %d' % (slug(t['name']).upper().replace('-', '_'), i))
    h += ['', '/* trait kinds of the special units (tests/memoir44/troops.py) */', 'enum {']
    h += ['    M44_X_%s,' % k for k in kinds]
    h += ['    M44_NX', '};', 'extern const char *const m44_trait_code[M44_NX];']
    for i, (name, cls, rows) in enumerate(troop_rows):
        h.append('#define M44_TR_%s %d' % (slug(name).upper().replace('-', '_'), i))
    h += ['', '#endif', '']
    c = ['/* rules.c — GENERATED by tests/memoir44/gen_rules.py from the rules the engine',
         ' * cites and the terrain catalogue of Gamehelpmemoir (revision in',
         ' * fixtures/wiki); do not edit. */', '#include "../../src/gameaudit.h"',
         '#include "rules.h"', '', 'static const char PAGE[] = "Gamehelpmemoir";', '',
         'const ga_rule_ref m44_refs[M44_NREFS] = {']
    for e, rid, sec, ph, _ in refs:
        if ph is None:
            c.append('    [%s] = {%s, NULL, NULL, NULL, %s, NULL},' % (e, cstr(rid), cstr(SOURCES[e])))
        else:
            c.append('    [%s] = {%s, PAGE, %s, %s, NULL, NULL},' % (e, cstr(rid), cstr(sec), cstr(ph)))
    c += ['};', '', 'const ga_check_def m44_checks[] = {']
    for code, sev, r, doc in checks:
        also = ', .also = GA_ALSO(%s)' % ', '.join(ALSO[code]) if code in ALSO else ''
        c.append('    {%s, %s, %s, %s%s},' % (cstr(code), sev, r if r else '-1', cstr(doc), also))
    c += ['};', '',
          'const m44_tdef m44_tdefs[] = {']
    for t in tdefs:
        codes = ', '.join(cstr(t['code'][k]) if k in t['code'] else 'NULL'
                          for k in ORDER)
        c.append('    {%s, %d, %d, %d, {%d, %d, %d}, %d, {%d, %d, %d}, {%d, %d, %d}, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, {%s}},' % (
            cstr(t['name']), t['stop'], t['nobattle'], t['imp'], *t['red'], t['cond'], *t['red_else'], *t['out'],
            t['los'], t['flag'], t['height'], t['exit'], t['adj'], t['battlein'], t['maxmove'],
            t['noverrun'], t['noretreat'], t['farbattle'], t['remove'], t['inout'], codes))
    c += ['};', 'const size_t m44_ntdefs = sizeof m44_tdefs / sizeof m44_tdefs[0];', '',
          '/* the scenario facts\' terrain and obstacle kinds as catalogue entries */',
          'const short m44_terrain_td[M44_T_NTERRAIN] = {']
    c.append('    [M44_T_NONE] = -1,')
    for k, n in SCEN_KIND.items():
        c.append('    [%s] = %d, /* %s */' % (k, names.index(n), n))
    c += ['};', 'const short m44_obstacle_td[M44_O_NOBSTACLE] = {', '    [M44_O_NONE] = -1,']
    for k, n in SCEN_OBS.items():
        c.append('    [%s] = %d, /* %s */' % (k, names.index(n), n))
    c += ['};', '', '/* the special units of TROOPS, SPECIAL WEAPONS ASSETS and NATIONS */']
    for i, (name, cls, rows) in enumerate(troop_rows):
        c.append('static const m44_trait traits_%d[] = {' % i)
        for kind, tcls, vals, enum in rows:
            v = (list(vals) + [0] * 8)[:8]
            c.append('    {M44_X_%s, %d, {%s}, %s},' % (kind, tcls, ', '.join(str(x) for x in v), enum))
        c.append('};')
    c.append('const m44_troop m44_troops[] = {')
    groups = {'troop': 'M44_G_TROOP', 'swa': 'M44_G_SWA', 'nation': 'M44_G_NATION', 'marker': 'M44_G_MARKER',
              'accessory': 'M44_G_ACCESSORY', 'rules': 'M44_G_RULES'}
    for i, (name, cls, rows) in enumerate(troop_rows):
        c.append('    {%s, %d, traits_%d, %d, %s},' % (cstr(name), cls, i, len(rows),
                                                     groups[TR.GROUP.get(name, 'troop')]))
    c += ['};', 'const size_t m44_ntroops = sizeof m44_troops / sizeof m44_troops[0];',
          'const char *const m44_trait_code[M44_NX] = {']
    for k in kinds:
        c.append('    [M44_X_%s] = "memoir44.troops.%s",' % (k, TR.CODES[k][0]))
    c += ['};', '']
    open('validators/memoir44/rules.h', 'w').write('\n'.join(h))
    open('validators/memoir44/rules.c', 'w').write('\n'.join(c))
    n = sum(len(t['code']) for t in tdefs)
    print('%d terrain sections, %d terrain rules, %d refs, %d checks' % (len(tdefs), n, len(refs),
                                                                         len(checks)), file=sys.stderr)


main()
