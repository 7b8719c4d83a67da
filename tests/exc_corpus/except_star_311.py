def case_star():
    out = []
    try:
        raise ExceptionGroup('g', [KeyError(1), ValueError(2)])
    except* KeyError as e:
        out.append(len(e.exceptions))
    except* ValueError:
        out.append('v')
    return out


def case_star_reraise():
    out = []
    try:
        try:
            raise ExceptionGroup('g', [KeyError(1), TypeError(2)])
        except* KeyError:
            out.append('k')
    except* TypeError:
        out.append('t')
    return out
