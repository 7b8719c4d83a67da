"""match/case patterns (3.10+): one ``p_<NodeName>(node, level)`` per node.

Patterns have their own small precedence: AS (``p as name``) binds loosest,
then OR (``p | q``), then CLOSED (everything else)."""

AS, OR, CLOSED = 0, 1, 2


class PatternPrinter:
    def pattern(self, node, level=AS):
        getattr(self, "p_" + type(node).__name__)(node, level)

    def p_MatchValue(self, node, level):
        self.expr(node.value)

    def p_MatchSingleton(self, node, level):
        self.write(repr(node.value))

    def p_MatchSequence(self, node, level):
        with self.delimit("[", "]"):
            self.items(node.patterns, self.pattern)

    def p_MatchStar(self, node, level):
        self.write("*" + (node.name if node.name is not None else "_"))

    def p_MatchMapping(self, node, level):
        def item(pair):
            key, pattern = pair
            self.expr(key)
            self.write(": ")
            self.pattern(pattern)

        entries = [lambda p=p: item(p) for p in zip(node.keys, node.patterns)]
        if node.rest is not None:
            entries.append(lambda: self.write("**" + node.rest))
        with self.delimit("{", "}"):
            self.items(entries, lambda write_entry: write_entry())

    def p_MatchClass(self, node, level):
        self.expr(node.cls)
        entries = [lambda p=p: self.pattern(p) for p in node.patterns]
        for name, pattern in zip(node.kwd_attrs, node.kwd_patterns):
            def keyword(name=name, pattern=pattern):
                self.write(name + "=")
                self.pattern(pattern)
            entries.append(keyword)
        with self.delimit("(", ")"):
            self.items(entries, lambda write_entry: write_entry())

    def p_MatchAs(self, node, level):
        if node.pattern is None:
            self.write(node.name if node.name is not None else "_")
            return
        with self.parens_if(level > AS):
            self.pattern(node.pattern, OR)
            self.write(" as " + node.name)

    def p_MatchOr(self, node, level):
        with self.parens_if(level > OR):
            self.items(node.patterns, lambda p: self.pattern(p, CLOSED), " | ")
