/* cmd_rules.c — placeholder until the wiki store lands (issue 2). */
#include "cli.h"
int cmd_rules(int argc, char **argv)
{
    (void)argc; (void)argv;
    return ga_cli_usage("rules: the wiki store is not built yet");
}
