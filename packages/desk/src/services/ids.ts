/**
 * Ids and cursors as the desk hands them out, parsed strictly before any query (issue 31, item 4):
 * a value that only looks like one (36 hex-and-dash characters that are not a UUID, a date that
 * PostgreSQL cannot hold) is refused as a 400 or 404 here, never reaches SQL, never answers 5xx.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A UUID in the form the database writes it (lower case), or undefined. */
export function readUuid(value: unknown): string | undefined {
  return isUuid(value) ? value.toLowerCase() : undefined;
}

/** `Date.toISOString()` with a four-digit year: the only form the queue's cursor is written in. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The staff queue's keyset cursor, `<ISO instant>_<uuid>`, as `next_before` writes it; else undefined. */
export function readCursor(value: string): { key: Date; id: string } | undefined {
  const parts = value.split("_");
  if (parts.length !== 2) return undefined;
  const [key = "", idText = ""] = parts;
  const id = readUuid(idText);
  if (!id || !ISO_INSTANT.test(key)) return undefined;
  const d = new Date(key);
  // A date that does not exist (30 February) comes back as another day.
  if (Number.isNaN(d.getTime()) || d.toISOString() !== key) return undefined;
  return { key: d, id };
}
