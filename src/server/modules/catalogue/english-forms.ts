// The english form of each word a shopper types ("speakers" -> speaker, "the" -> nothing): what the
// database's english text search configuration makes of it, so that a search matches the stemmed
// words of the catalogue's search documents. The database is the authority; asking it is a round
// trip, so a word's form is asked once and kept, and a word not known yet is guessed with the
// Porter2 stemmer (the algorithm of that configuration) and checked by the database in the
// statement that ranks what the search found. A wrong guess is learnt and the search is run again
// (docs/catalogue.md, "Search").
import { stem } from 'porter2';
import * as repo from './catalogue.repo';
import type { Db } from '../../db/client';

export interface Forms {
  /** Each word's form ('' for a word the configuration leaves out). */
  forms: Map<string, string>;
  /** The words whose form is a guess, still to be checked. */
  guessed: string[];
}

/** What the stemmer makes of a lower-case word of letters a-z; any other word is guessed as itself. */
const porter2 = (word: string) => (/^[a-z]+$/.test(word) ? stem(word) : word);

export class EnglishForms {
  private known = new Map<string, string>();
  /** The words the configuration leaves out: few, and kept however many other words come and go. */
  private stopWords = new Set<string>();
  private static readonly STOP_WORDS_KEPT = 1_000;

  constructor(
    private readonly guess: (word: string) => string = porter2,
    private readonly kept = 20_000,
  ) {}

  /** The form of each word: known, or guessed (listed in `guessed`). */
  of(words: readonly string[]): Forms {
    const forms = new Map<string, string>();
    const guessed: string[] = [];
    for (const word of words) {
      const known = this.stopWords.has(word) ? '' : this.known.get(word);
      if (known === undefined) guessed.push(word);
      forms.set(word, known ?? this.guess(word));
    }
    return { forms, guessed };
  }

  /** The form of each word, asking the database for any not known yet (no guess). */
  async sure(db: Db, words: readonly string[]): Promise<Map<string, string>> {
    const found = this.of(words);
    if (found.guessed.length) this.check(found, await repo.englishForms(db, found.guessed));
    return this.of(words).forms;
  }

  /**
   * Learns the database's forms of the guessed words (`answers`); true if every guess was right, so
   * that what was found with them stands.
   */
  check(found: Forms, answers: ReadonlyMap<string, string>): boolean {
    let right = true;
    for (const word of found.guessed) {
      const form = answers.get(word);
      if (form === undefined) return false;
      this.learn(word, form);
      if (form !== found.forms.get(word)) right = false;
    }
    return right;
  }

  private learn(word: string, form: string) {
    // Bounded, so that searching for ever new words cannot grow memory without end.
    if (form === '') {
      if (this.stopWords.size >= EnglishForms.STOP_WORDS_KEPT) this.stopWords.clear();
      this.stopWords.add(word);
      return;
    }
    if (this.known.size >= this.kept) this.known.clear();
    this.known.set(word, form);
  }
}
