// What a database rule's refusal means to the caller. Every check, length, range, unique key and
// reference a request can reach has its rule in the shared schemas or in a service, which refuse
// first with their own sentence (docs/input-limits.md). Should one ever be missed, the error
// handler still answers with one of these instead of a failure: PostgreSQL's SQLSTATE classes 22
// (a value the column cannot hold) and 23 (a rule between rows or columns), as the driver, PGlite
// or Drizzle (which wraps it as the cause) report them.

/** The SQLSTATE of a database error, looked for through the errors that wrap it. */
export function sqlStateOf(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (typeof e.code === 'string' && /^[0-9]{2}[0-9A-Z]{3}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const CONSTRAINT_MESSAGES = {
  taken: 'This was saved already, perhaps a moment ago by someone else: reload the page and try again',
  reference: 'This names something that no longer exists, or something still in use: reload the page and try again',
  missing: 'A required value is missing',
  outside: 'A value is outside what the shop accepts',
  tooLong: 'A text is longer than the shop can keep',
  outOfRange: 'A number is too large or too small for the shop to keep',
  unreadable: 'A value is not written in a form the shop can read',
} as const;

/** The answer for a database rule's refusal: 409 when rows disagree, 400 when a value cannot be kept; null for any other error. */
export function constraintRefusal(err: unknown): { status: 400 | 409; message: string } | null {
  const state = sqlStateOf(err);
  if (!state) return null;
  switch (state) {
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return { status: 409, message: CONSTRAINT_MESSAGES.taken };
    case '23503': // foreign_key_violation
    case '23001': // restrict_violation
      return { status: 409, message: CONSTRAINT_MESSAGES.reference };
    case '23502': // not_null_violation
      return { status: 400, message: CONSTRAINT_MESSAGES.missing };
    case '22001': // string_data_right_truncation
      return { status: 400, message: CONSTRAINT_MESSAGES.tooLong };
    case '22003': // numeric_value_out_of_range
      return { status: 400, message: CONSTRAINT_MESSAGES.outOfRange };
  }
  if (state.startsWith('23')) return { status: 400, message: CONSTRAINT_MESSAGES.outside };
  if (state.startsWith('22')) return { status: 400, message: CONSTRAINT_MESSAGES.unreadable };
  return null;
}
