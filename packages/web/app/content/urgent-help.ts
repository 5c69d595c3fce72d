/**
 * India's urgent-help lines: the one module that owns these numbers. No page types
 * them; pages, the footer, the mobile menu and the notices all read this list.
 * Checked against the Ministry of Home Affairs (ERSS 112), the National Health
 * Mission (108 emergency response) and Tele-MANAS (telemanas.mohfw.gov.in).
 * What each line is for, in words, and the block's heading are in the message catalogue
 * (`m.content.urgentLines`, `m.content.urgentHelpHeading`), in every language.
 */
export type UrgentLine = {
  id: "emergency" | "ambulance" | "tele-manas";
  /** The number as people read and dial it. */
  number: string;
  /** Digits for the tel: link. */
  tel: string;
  /** Another number for the same service (Tele-MANAS's toll-free form). */
  alternative?: { number: string; tel: string };
};

export const urgentLines: readonly UrgentLine[] = [
  { id: "emergency", number: "112", tel: "112" },
  { id: "ambulance", number: "108", tel: "108" },
  {
    id: "tele-manas",
    number: "14416",
    tel: "14416",
    alternative: { number: "1-800-891-4416", tel: "18008914416" },
  },
];

export function urgentLine(id: UrgentLine["id"]): UrgentLine {
  const line = urgentLines.find((l) => l.id === id);
  if (!line) throw new Error(`Unknown urgent-help line "${id}"`);
  return line;
}
