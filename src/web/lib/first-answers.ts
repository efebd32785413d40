// The answers the server put into the page for the API calls the page starts with (see the
// server's page-hints). Each one answers the first request for its address only; every later
// request goes to the server.
import { FIRST_ANSWERS_ID } from '@shared/api-path';

interface FirstAnswer {
  headers: Record<string, string>;
  body: unknown;
}

const answers = new Map<string, FirstAnswer>(Object.entries(read()));

function read(): Record<string, FirstAnswer> {
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (!el?.textContent) return {};
  try {
    return JSON.parse(el.textContent) as Record<string, FirstAnswer>;
  } catch {
    return {};
  }
}

/**
 * The first answer for an address as data, for a query's initial data: the page then draws with it
 * in its first render, without a loading state (and without a request).
 */
export function takeFirstData<T>(url: string): { body: T; headers: Record<string, string> } | undefined {
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  return { body: answer.body as T, headers: answer.headers };
}

/** The first answer for an address as a response, for the API client. */
export function takeFirstAnswer(url: string): Response | null {
  const answer = takeFirstData(url);
  return answer ? new Response(JSON.stringify(answer.body), { status: 200, headers: { 'content-type': 'application/json', ...answer.headers } }) : null;
}
