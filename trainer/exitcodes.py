"""The exit codes of every command (FORMATS §4), named once."""
OK = 0  # everything valid / passed
INVALID = 1  # a file is invalid, or (grading) a sheet failed
USAGE = 2  # wrong command-line use (click's own code)
INTERRUPTED = 130  # Ctrl-C during a training session: 128 + SIGINT, as shells report it
