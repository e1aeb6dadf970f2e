/* cmd_events.c — placeholder until the BGA reader lands (issue 4). */
#include "cli.h"
int cmd_events(int argc, char **argv)
{
    (void)argc; (void)argv;
    return ga_cli_usage("events: the BGA reader is not built yet");
}
