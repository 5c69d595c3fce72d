/**
 * The words of the mails a person receives, one table per language (en.ts, hi.ts, bn.ts, mr.ts):
 * mail-text.ts fills in what a request says and picks the table by the person's language. A new
 * language is a new table and one line in index.ts. Everything given here is already cleaned
 * (text.ts); numbers a table writes in prose it writes in its own digits, never the reference,
 * links or phone numbers.
 */

/** A mail's subject and its lines (joined with newlines). */
export type Letter = { subject: string; lines: string[] };

export type AcknowledgementWords = {
  name: string;
  siteName: string;
  teamName: string;
  reference: string;
  /** What was asked for, in this language. */
  kind: string;
  /** When the reply is promised (formatIst in this language). */
  due: string;
  /** The opening hours line (`hours`). */
  hoursLine: string;
  link: string;
  /** The urgent lines, first too when the request speaks of a danger now (`dangerNow`). */
  urgentLines: string[];
  possibleRisk: boolean;
};

export type MailWords = {
  /** "We are open Monday to Friday, 09:00 to 18:00 IST." (`opens`, `closes`: "HH:MM" in IST). */
  hours: (days: string, opens: string, closes: string) => string;
  acknowledgement: (a: AcknowledgementWords) => Letter;
  staffReply: (a: {
    name: string;
    teamName: string;
    who: string;
    reference: string;
    body: string;
    link: string;
  }) => Letter;
  confirmSubscription: (a: { siteName: string; link: string; unsubscribe: string }) => Letter;
  digest: (a: { siteName: string; guides: string[]; unsubscribe: string }) => Letter;
  reminder: (a: {
    siteName: string;
    teamName: string;
    exam: string;
    when: string;
    daysLeft: number;
    site: string;
    calendar: string;
    stress: string;
  }) => Letter;
  closed: (a: { name: string; teamName: string; reference: string; link: string }) => Letter;
};

/** Western digits written in a script's own ten digits ("0123456789" order). */
export function digitsIn(tenDigits: string): (text: string | number) => string {
  return (text) => String(text).replace(/[0-9]/g, (d) => tenDigits[Number(d)]!);
}
