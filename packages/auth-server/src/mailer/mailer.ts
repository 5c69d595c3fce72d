/** The mailer interface. SMTP when configured, else the log; an in-memory one for tests. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Only for the console mailer: the mail's link and code on one line, easy to spot in the log. */
  note?: string | null;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
  /** True for the console mailer: the mail service then records each mail's link and code for the log. */
  readonly logsNotes?: boolean;
}
