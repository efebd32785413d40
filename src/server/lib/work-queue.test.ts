import { describe, expect, it } from 'vitest';
import { QueueFullError, workQueue } from './work-queue';

/** A job that runs until the test lets it finish, recording how many ran at once. */
function jobs() {
  let now = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const job = (value: number) => async () => {
    now++;
    most = Math.max(most, now);
    await new Promise<void>((resolve) => finishers.push(resolve));
    now--;
    return value;
  };
  const settle = () => new Promise((r) => setImmediate(r));
  return { job, finishOne: () => finishers.shift()?.(), running: () => now, most: () => most, settle };
}

describe('the image queue', () => {
  it('runs at most `running` jobs at once, the others in their turn, and refuses beyond `waiting`', async () => {
    const q = workQueue({ running: 2, waiting: 3 });
    const j = jobs();
    const answers = [1, 2, 3, 4, 5].map((n) => q(j.job(n)));
    await j.settle();
    expect(j.running()).toBe(2);
    await expect(q(j.job(6))).rejects.toBeInstanceOf(QueueFullError);
    for (let i = 0; i < 5; i++) {
      j.finishOne();
      await j.settle();
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(j.most()).toBe(2);
    // Room again once the line is empty.
    const again = q(j.job(7));
    await j.settle();
    j.finishOne();
    expect(await again).toBe(7);
  });

  it('a job that fails gives its place to the next', async () => {
    const q = workQueue({ running: 1, waiting: 1 });
    const failing = q(async () => {
      throw new Error('not a picture');
    });
    const next = q(async () => 'ok');
    await expect(failing).rejects.toThrow('not a picture');
    expect(await next).toBe('ok');
  });
});
