// The english forms of typed words: guessed as the database makes them, and learnt from it when not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as repo from './catalogue.repo';
import { EnglishForms } from './english-forms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// Words shoppers of an audio shop type, in the forms they type them, run together too.
const TYPED = `headphones headphone earbuds earphones speakers speaker soundbars subwoofers amplifiers amplifier
  microphones microphone cables cable batteries battery chargers charging wireless wired bluetooth portable
  noise cancelling cancellation studio monitors monitoring turntables recording gaming party travelling
  waterproof rechargeable accessories stereo surround cinema bass boosted tubes valves condenser dynamic
  adapters adapter connectors stands mounting mounts cases covers replacement cushions tips foam lightweight
  foldable professional wireless compatible universal digital analogue optical coaxial powered passive
  active tarang swara naada veena sruti laya soundbar partyspeakers studioheadphones bassboosted
  happily easily quickly running jumped bigger biggest generously fairly skiing dying lying news`
  .split(/\s+/)
  .filter(Boolean);

describe('english forms', () => {
  it('guesses each typed word as the database makes it', async () => {
    const english = new EnglishForms();
    const { forms, guessed } = english.of(TYPED);
    expect(guessed).toEqual(TYPED);
    const answers = await repo.englishForms(t.ctx.db, TYPED);
    const wrong = TYPED.filter((w) => forms.get(w) !== answers.get(w)).map((w) => `${w}: ${forms.get(w)} / ${answers.get(w)}`);
    expect(wrong).toEqual([]);
    expect(english.check({ forms, guessed }, answers)).toBe(true);
    expect(english.of(TYPED).guessed).toEqual([]);
  });

  it('learns the database’s form when a guess is wrong, and knows it from then on', async () => {
    const english = new EnglishForms((w) => `${w}!`);
    const words = ['speakers', 'the', '2024', 'हेडफ़ोन'];
    const first = english.of(words);
    expect(first.forms.get('speakers')).toBe('speakers!');
    expect(english.check(first, await repo.englishForms(t.ctx.db, first.guessed))).toBe(false);
    const again = english.of(words);
    expect(again.guessed).toEqual([]);
    expect(again.forms.get('speakers')).toBe('speaker');
    // A word the configuration leaves out has no form; a number is kept as typed.
    expect(again.forms.get('the')).toBe('');
    expect(again.forms.get('2024')).toBe('2024');
    expect(await english.sure(t.ctx.db, ['speakers', 'earbuds'])).toEqual(
      new Map([
        ['speakers', 'speaker'],
        ['earbuds', 'earbud'],
      ]),
    );
  });

  it('keeps a bounded number of words', async () => {
    const english = new EnglishForms(undefined, 3);
    const words = ['alpha', 'bravo', 'charlie', 'delta'];
    english.check(english.of(words), await repo.englishForms(t.ctx.db, words));
    expect(english.of(words).guessed.length).toBeGreaterThan(0);
  });
});
