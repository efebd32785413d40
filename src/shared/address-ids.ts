// Ids in the shop's page addresses (/product/12, /order/detail/<uuid>). Each thing has one
// address: an id is written one way only, so /product/012, /product/0x10, /product/1e3 and an id
// beyond the database's range name no page (the not-found page answers them, with 404).

/** The largest id the database holds (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id a page address carries: plain decimal digits without a leading zero, 1 to MAX_ID; else null. */
export function idOfAddress(text: string | undefined): number | null {
  if (text === undefined || !DECIMAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A uuid as the shop writes it (lower case, with its hyphens). */
export const isAddressUuid = (text: string | undefined): boolean => text !== undefined && UUID.test(text);

/**
 * An address only the not-found page answers: the web app draws it for a path that matches no
 * route (one with a line break in it, /x-%0A), and the server for one it cannot even decode.
 */
export const NO_PAGE = '/not-found';
