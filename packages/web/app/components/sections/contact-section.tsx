import { Icon } from "../icons.tsx";
import { useState, type ChangeEvent } from "react";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { notify } from "../../lib/toast-store.ts";
import { ContactLines } from "../contact-details.tsx";
import { SupportHoursList } from "../support-hours-list.tsx";
import { UrgentHelpBlock } from "../crisis-lines.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

/** SPEC.md section 3: local form state only; supportType defaults to student. */
export type ContactFormState = {
  name: string;
  email: string;
  subject: string;
  message: string;
  supportType: "student" | "patient" | "general";
};

const initialForm: ContactFormState = {
  name: "",
  email: "",
  subject: "",
  message: "",
  supportType: "student",
};

const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base";

export function ContactForm() {
  const { locale, m } = useI18n();
  const [form, setForm] = useState(initialForm);
  const update =
    (field: keyof ContactFormState) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      aria-label={m.sections.contactForm}
      className="grid gap-4"
      onSubmit={(event) => {
        // Not connected (SPEC.md section 4): nothing is sent anywhere.
        event.preventDefault();
        notify(locale, (texts) => texts.notices.contactForm);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="font-semibold">
          {m.sections.name}
          <input
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={update("name")}
            className={fieldClass}
          />
        </label>
        <label className="font-semibold">
          {m.sections.email}
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={update("email")}
            className={fieldClass}
          />
        </label>
      </div>
      <label className="font-semibold">
        {m.sections.subject}
        <input
          name="subject"
          value={form.subject}
          onChange={update("subject")}
          className={fieldClass}
        />
      </label>
      <label className="font-semibold">
        {m.sections.supportType}
        <select
          name="supportType"
          value={form.supportType}
          onChange={update("supportType")}
          className={fieldClass}
        >
          <option value="student">{m.sections.supportTypes.student}</option>
          <option value="patient">{m.sections.supportTypes.patient}</option>
          <option value="general">{m.sections.supportTypes.general}</option>
        </select>
      </label>
      <label className="font-semibold">
        {m.sections.message}
        <textarea
          name="message"
          rows={5}
          value={form.message}
          onChange={update("message")}
          className={fieldClass}
        />
      </label>
      <Button type="submit" className="justify-self-start">
        {m.sections.send}
      </Button>
    </form>
  );
}

export function ContactSection({ heading, intro }: Extract<Section, { kind: "contact" }>) {
  const { locale, m } = useI18n();
  return (
    <SectionShell id="contact" heading={heading} intro={intro} className="scroll-mt-20">
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <ContactForm />
        </Card>
        <div className="grid content-start gap-5 max-lg:order-first">
          <Card>
            <h3 className="text-lg font-bold">{m.sections.contactDetails}</h3>
            <ContactLines />
            <SupportHoursList />
          </Card>
          <Card>
            <h3 className="text-lg font-bold">{m.sections.quickActions}</h3>
            <div className="grid gap-2">
              <Button
                variant="secondary"
                onClick={() => notify(locale, (texts) => texts.notices.liveChat)}
              >
                <Icon name="message-circle" />
                {m.sections.liveChat}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  notify(locale, (texts) => texts.comingSoon(m.sections.bookAppointment))
                }
              >
                <Icon name="calendar-check" />
                {m.sections.bookAppointment}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  notify(locale, (texts) => texts.comingSoon(m.sections.joinSupportGroup))
                }
              >
                <Icon name="users" />
                {m.sections.joinSupportGroup}
              </Button>
            </div>
          </Card>
          <UrgentHelpBlock headingLevel={3} />
        </div>
      </div>
    </SectionShell>
  );
}
