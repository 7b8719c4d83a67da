DATA = [1, 2, 3]
xs = [i * 2 for i in DATA if i]
ys = {i: j for i, j in zip(DATA, xs)}
zs = {i for i in DATA}
g = sum(i for i in DATA)
nested = [[j for j in range(i)] for i in DATA]
i = 7
ws = [i for i in range(i)]
[print(i) for i in ()]
