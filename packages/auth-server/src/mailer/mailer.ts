/** The mailer interface. SMTP when configured, else the log; an in-memory one for tests. */
export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
