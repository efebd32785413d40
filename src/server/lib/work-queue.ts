// A small bounded queue for heavy work (decoding pictures): at most `running` jobs at once, at
// most `waiting` more in line; beyond that a job is refused at once rather than piling up memory.

export class QueueFullError extends Error {
  constructor() {
    super('the queue is full');
    this.name = 'QueueFullError';
  }
}

export type WorkQueue = <T>(job: () => Promise<T>) => Promise<T>;

export function workQueue({ running, waiting }: { running: number; waiting: number }): WorkQueue {
  let active = 0;
  const line: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= running) {
      if (line.length >= waiting) throw new QueueFullError();
      // The finishing job hands its place over directly, so `active` stays counted.
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      active++;
    }
    try {
      return await job();
    } finally {
      if (line.length > 0) line.shift()!();
      else active--;
    }
  };
}
