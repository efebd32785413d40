// Sentences for the rules that carry no message of their own. A schema's own message always wins;
// this only replaces zod's built-in English ("Too small: expected number to be >=1"), which is
// written for programmers, with a sentence that names the field ("Page size must be at least 1").
import type { z } from 'zod';
import { MESSAGES } from '../messages';

type Issue = z.core.$ZodRawIssue;

/** "PageSize" -> "Page size", "transactionId" -> "Transaction id"; names in capitals stay as they are. */
export function fieldLabel(key: string): string {
  if (!/[a-z]/.test(key)) return key;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : /^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase())).join(' ');
}

/** The field an issue is about: the last named step of its path (a list's position is skipped). */
function labelOf(issue: Issue): string | null {
  const path = issue.path ?? [];
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'string' && key.trim()) return fieldLabel(key);
  }
  return null;
}

const limit = (n: unknown) => (n instanceof Date ? n.toISOString().slice(0, 10) : String(n));
const unitOf = (origin: unknown) => (origin === 'string' ? 'character' : origin === 'array' || origin === 'set' ? 'item' : origin === 'file' ? 'byte' : null);
/** "1 character", "64 characters". */
const count = (n: unknown, unit: string) => `${limit(n)} ${unit}${Number(n) === 1 ? '' : 's'}`;

function sentence(issue: Issue, field: string): string {
  const missing = issue.input === undefined || (issue.input === null && issue.code === 'invalid_type');
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) return `${field} is required`;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      if (expected === 'int') return `${field} must be a whole number`;
      if (expected === 'number' || expected === 'bigint') return `${field} must be a number`;
      if (expected === 'string') return `${field} must be text`;
      if (expected === 'boolean') return `${field} must be true or false`;
      if (expected === 'array') return `${field} must be a list`;
      if (expected === 'date') return `${field} must be a date`;
      return `${field} is not valid`;
    }
    case 'too_small': {
      const unit = unitOf(issue.origin);
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${field} is required`;
      if (unit) return `${field} must have ${issue.exact ? 'exactly' : 'at least'} ${count(issue.minimum, unit)}`;
      if (issue.exact) return `${field} must be exactly ${limit(issue.minimum)}`;
      return `${field} must be ${issue.inclusive === false ? 'greater than' : 'at least'} ${limit(issue.minimum)}`;
    }
    case 'too_big': {
      const unit = unitOf(issue.origin);
      if (unit) return `${field} must have ${issue.exact ? 'exactly' : 'at most'} ${count(issue.maximum, unit)}`;
      if (issue.exact) return `${field} must be exactly ${limit(issue.maximum)}`;
      return `${field} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${limit(issue.maximum)}`;
    }
    case 'invalid_value': {
      const choices = issue.values.filter((v) => ['string', 'number', 'boolean'].includes(typeof v)).map(String);
      if (choices.length === 0 || choices.length !== issue.values.length || choices.length > 10) return `${field} is not valid`;
      if (choices.length === 1) return `${field} must be ${choices[0]}`;
      return `${field} must be one of ${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${limit(issue.divisor)}`;
    default:
      // invalid_format, invalid_union, invalid_key, invalid_element and custom rules without a message.
      return `${field} is not valid`;
  }
}

/** The message for an issue whose rule has none of its own; installed with z.config in common.ts. */
export function issueMessage(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') return 'The request has fields the shop does not accept';
  const field = labelOf(issue);
  return field ? sentence(issue, field) : MESSAGES.unknown;
}
