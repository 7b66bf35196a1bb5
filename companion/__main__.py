import sys

from .cli import main

if __name__ == "__main__":  # not when a worker process started afresh imports the main module again
    sys.exit(main())
