// Listens to the database's catalogue_changed channel (a trigger announces every change), so
// that every app instance drops its cached copies at once, whichever instance made the change.
import pg from 'pg';
import type { Database } from '../db/client';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface ChangeFeed {
  close(): Promise<void>;
}

export async function listenForChanges(
  database: Database,
  databaseUrl: string | undefined,
  onChange: (payload: string) => void,
  onReset: () => void,
): Promise<ChangeFeed> {
  if (database.kind === 'pglite') {
    const unsubscribe = await database.pglite!.listen(CATALOGUE_CHANNEL, onChange);
    return { close: async () => unsubscribe() };
  }
  // A dedicated connection outside the pool: LISTEN lives as long as its session.
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => msg.channel === CATALOGUE_CHANNEL && onChange(msg.payload ?? 'all'));
    c.on('error', () => {
      // Changes may have been missed while disconnected: forget everything, then listen again.
      onReset();
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, 1000);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      client = c;
      onReset();
    } catch {
      onReset();
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, 1000);
    }
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
