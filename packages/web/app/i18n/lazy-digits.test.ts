/**
 * Issue 36: the lazily loaded catalogues (account, staff, reminders) put the numbers their code
 * gives them into their sentences themselves, so on a Bengali or Marathi page each of those
 * numbers must come out in that language's digits (lib/digits.ts). The root catalogue's are the
 * caller's to convert (its values travel as placeholders, wire.ts), and the pages that show them
 * are checked as built (scripts/check-digits.ts).
 */
import { describe, expect, it } from "vitest";
import { accountCatalogues } from "./account-catalogues.ts";
import { reminders as bnReminders } from "./bn/reminders.ts";
import { reminders as mrReminders } from "./mr/reminders.ts";
import { staffCatalogues } from "./staff-catalogues.ts";

const reminders = { bn: bnReminders, mr: mrReminders };

describe.each(["bn", "mr"] as const)("the %s lazily loaded catalogues", (locale) => {
  it("write every number they are given in the language's digits", () => {
    const account = accountCatalogues[locale];
    const staff = staffCatalogues[locale];
    const { pages, dashboard } = staff.insights;
    const sentences = [
      account.recoveryCodes.left(3, 10),
      account.deleteAccount.signInAgain(5),
      account.lifetime.days(2),
      account.lifetime.hours(24),
      account.lifetime.minutes(10),
      account.lifetime.seconds(30),
      account.errors.weakPassword("12"),
      account.errors.emailSendWait("45"),
      staff.tools.savedHeading("7"),
      staff.queue.count("12"),
      staff.due.minutes("45"),
      staff.due.hoursMinutes("3", "20"),
      staff.due.daysHours("2", "5"),
      pages.answers("4"),
      dashboard.open.total("9"),
      dashboard.firstReply.median("", "6"),
      dashboard.targets.count("2"),
      dashboard.didItHelp.counts("14", "3"),
      dashboard.risk.intro("30"),
      reminders[locale].days("7"),
    ];
    for (const sentence of sentences) expect(sentence).not.toMatch(/[0-9]/);
  });
});
