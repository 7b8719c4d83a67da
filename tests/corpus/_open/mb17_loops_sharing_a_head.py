"""3.12, 3.13 (a wrong reading; 3.10 a mismatch): a while loop whose body
starts with another while loop ending in `if c: continue` then `break`:
the outer loop is tested at the bottom, its body starting at the inner
loop's test, so both loops' heads fall on one instruction; the inner
`continue`'s jump back is folded into the `if` test (3.12: POP_JUMP_IF_FALSE
over a JUMP_BACKWARD) and that test was dropped, the inner loop read as
`while b: ...; continue`. Found writing break_continue.py::case_mb17_*
(eighteenth session, stmt18)."""


def case_mb17_continue_then_break_ending_inner_while():
    def f(a, b, log):
        while a < b:
            while b:
                log.append(b)
                b -= 1
                if b % 2:
                    continue
                break
            a += 2
        return a, b, log

    return [f(a, 7, []) for a in (0, 2, 3, 8)]
