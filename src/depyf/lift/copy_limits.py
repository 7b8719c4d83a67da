"""How far the readers look for the blocks the compiler copies."""


# Longest exit block read as a copy of another (a copied finally body).
COPIED_EXIT_MAX = 64


# Most instructions of an exit block with a line the compiler copies to
# each jump reaching it (CPython's MAX_COPY_SIZE).
MAX_COPY_SIZE = 4
