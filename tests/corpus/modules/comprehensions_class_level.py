class C:
    n = 3
    xs = [i for i in range(n)]
    ys = {k: v for k, v in enumerate(xs)}
    zs = [[j for j in range(i)] for i in xs]

    def method(self):
        return [x for x in self.xs]
