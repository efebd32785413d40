// PostgreSQL's answer when a unique index refuses a row (SQLSTATE 23505), as the driver or Drizzle
// (which wraps it as the cause) reports it.

/** Whether a unique index refused the row: another request saved the same key at the same moment. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
