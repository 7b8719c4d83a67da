"""3.8/3.9 wrong reading (found by tryNewM while sampling the 3.12+ co_names
order of a dead try else, dead_code_names.py::_dead_else_names_first): the
else of a try whose body returns is dead, but 3.8/3.9 keep its code, laid
out after the clauses; depyf reads it as code after the try statement, run
after a clause that goes on (here: `log.append('else')` after the except
clause, whose jump goes back to the loop's head)."""


def case_dead_else_runs_after_clause():
    log = []

    def parse(text):
        while text:
            try:
                return int(text)
            except ValueError:
                text = text[:-1]
            else:
                log.append("else")
        return None

    return parse("3x"), parse(""), log
