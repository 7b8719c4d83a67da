"""Open: a bare `raise` after a try nested in a handler (3.10 reads it
into the nested clause). See README.md."""


def reraise_after_try_in_handler():
    # test_raise.test_except_reraise (3.10): the bare `raise` after a try
    # nested in a handler re-raises the handler's exception; it was read
    # into the nested try's clause (re-raising the inner one).
    try:
        raise TypeError("outer")
    except TypeError:
        try:
            raise KeyError("inner")
        except KeyError:
            pass
        raise
