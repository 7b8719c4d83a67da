"""A module whose last statement is an `if`: 3.10+ copies the module's
implicit exit into its body, which is no `return` of the source (CPython's
test modules end in `if __name__ == "__main__": unittest.main()`)."""

import sys


def main():
    return 0


if __name__ == "__main__":
    sys.exit(main())
