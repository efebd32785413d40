// The text forms the search index reads (search-index.ts): the tsquery text that toQuery writes
// (search-terms.ts), and PostgreSQL's text form of a search document's tsvector.

/** A parsed tsquery: the words (a prefix when `prefix`), and-ed and or-ed. */
export type QueryNode = { op: '&' | '|'; args: QueryNode[] } | { lexeme: string; prefix: boolean };

/**
 * Parses the tsquery text that toQuery writes: quoted lexemes, optionally `:*` (a prefix) and
 * weights (ignored here: the caller chooses the postings), `&`, `|` and parentheses; `&` binds
 * tighter than `|`, as in PostgreSQL.
 */
export function parseQuery(text: string): QueryNode {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const fail = (): never => {
    throw new Error(`unexpected tsquery text at ${i}: ${text}`);
  };
  const factor = (): QueryNode => {
    skip();
    if (text[i] === '(') {
      i++;
      const node = expression();
      skip();
      if (text[i++] !== ')') fail();
      return node;
    }
    if (text[i] !== "'") fail();
    const { lexeme, end } = quoted(text, i);
    if (end > text.length) fail();
    i = end;
    let prefix = false;
    if (text[i] === ':') {
      i++;
      while (/[*A-Da-d]/.test(text[i] ?? '')) if (text[i++] === '*') prefix = true;
    }
    return { lexeme, prefix };
  };
  const chain = (op: '&' | '|', next: () => QueryNode): QueryNode => {
    const args = [next()];
    for (skip(); text[i] === op; skip()) {
      i++;
      args.push(next());
    }
    return args.length === 1 ? args[0]! : { op, args };
  };
  const term = () => chain('&', factor);
  const expression = (): QueryNode => chain('|', term);
  const node = expression();
  skip();
  if (i < text.length) fail();
  return node;
}

/**
 * The lexeme quoted at `start` ('it''s'), and where it ends (past the text when unterminated). Most
 * have nothing escaped and are taken as one slice, not built up letter by letter.
 */
function quoted(text: string, start: number): { lexeme: string; end: number } {
  let i = start + 1;
  let from = i;
  let lexeme = '';
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      lexeme += text.slice(from, i);
      from = ++i;
    } else if (ch === "'") {
      if (text[i + 1] !== "'") return { lexeme: lexeme + text.slice(from, i), end: i + 1 };
      lexeme += text.slice(from, i + 1);
      from = ++i + 1;
    }
  }
  return { lexeme, end: text.length + 1 };
}

/**
 * Reads PostgreSQL's text form of a tsvector ('word':1A,4 'other':2C ...): each lexeme, and whether
 * any of its positions has weight A or B.
 */
export function parseVector(text: string): { words: string[]; title: string[] } {
  const words: string[] = [];
  const title: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    const { lexeme, end } = quoted(text, i);
    i = end;
    let titled = false;
    if (text[i] === ':') {
      for (i++; i < text.length && text[i] !== ' '; i++) if (text[i] === 'A' || text[i] === 'B') titled = true;
    }
    words.push(lexeme);
    if (titled) title.push(lexeme);
  }
  return { words, title };
}
