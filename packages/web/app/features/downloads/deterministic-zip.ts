/**
 * DOCX and XLSX files are zip archives that their libraries stamp with the time they were made
 * (docx writes `new Date()` into docProps/core.xml with no option to change it, and both zip
 * their parts with today's file times). The build makes each file twice, once for the page's
 * loader (which shows its size) and once to write it (scripts/downloads.ts), and the two must be
 * the same bytes. So each archive is re-packed here with one fixed date: the document's dates in
 * core.xml and every entry's time, in the archive's own order.
 */
import { unzipSync, zipSync } from "fflate";

const CORE_DATES = /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g;

export function withFixedDate(archive: Uint8Array, isoDay: string): Uint8Array {
  const when = new Date(`${isoDay}T00:00:00Z`);
  const stamp = `${isoDay}T00:00:00Z`;
  const entries = unzipSync(archive);
  const core = entries["docProps/core.xml"];
  if (core) {
    const xml = new TextDecoder().decode(core).replace(CORE_DATES, `$1${stamp}$3`);
    entries["docProps/core.xml"] = new TextEncoder().encode(xml);
  }
  return zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([name, data]) => [name, [data, { mtime: when }]]),
    ),
    { level: 6 },
  );
}
