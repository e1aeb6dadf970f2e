/* parsers.h — the formats the registry lists (one per file in parsers/). */
#ifndef GA_PARSERS_H
#define GA_PARSERS_H

#include "../src/gameaudit.h"

extern const ga_format ga_format_bga_archive;
extern const ga_format ga_format_bga_replay_html;
extern const ga_format ga_format_bga_replay_text;
extern const ga_format ga_format_gaia_engine;
extern const ga_format ga_format_harmonies_snapshot; /* parsers/harmonies_snapshot.c */
extern const ga_format ga_format_mat;     /* parsers/mat.c: "jellyfish-mat" */
extern const ga_format ga_format_rtt_replay; /* parsers/rtt.c: "rtt-replay" */
extern const ga_format ga_format_sgf;     /* parsers/sgf.c: "gnubg-sgf" */
extern const ga_format ga_format_stream;

#endif
