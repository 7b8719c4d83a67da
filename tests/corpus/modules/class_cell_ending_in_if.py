"""A class body with a `__class__` cell whose last statement is an `if`: the
cell's hand-over (`__classcell__`) and 3.13's `__static_attributes__` are
copied into the branch with the implicit exit, none of them source."""

flag = True


class Celled:
    def get(self):
        return __class__

    if flag:
        value = 1
    else:
        value = 2
