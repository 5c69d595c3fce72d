/**
 * Issue 24's sections as people see them, in both languages: the exam calendar (each exam with
 * its date or expected months, its sources and a calendar file; the feed) and the templates'
 * real download links with their sizes.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { examEntries } from "../../content/exam-dates.ts";
import type { Section, Template } from "../../content/types.ts";
import type { Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { follow } from "../../features/exam-calendar/state-live.ts";
import { ExamCalendarSection } from "./exam-calendar-section.tsx";
import { TemplatesSection } from "./templates-section.tsx";

afterEach(cleanup);

function calendar(locale: Locale): Extract<Section, { kind: "exam-calendar" }> {
  return { kind: "exam-calendar", heading: "Exams", exams: examEntries(locale) };
}

const template: Template = {
  file: "weekly-study-planner",
  title: "Weekly study planner",
  description: "Plan the week.",
  category: "Planning",
  formats: ["PDF", "XLSX"],
  includes: ["Seven days by hour"],
  downloads: [
    { format: "PDF", href: "/downloads/templates/weekly-study-planner.pdf", bytes: 14_055 },
    { format: "XLSX", href: "/downloads/templates/weekly-study-planner.xlsx", bytes: 300 },
  ],
};

describe("exam calendar section", () => {
  it("lists every exam with its calendar file, and the whole year in one", () => {
    const { container } = render(withI18n(<ExamCalendarSection {...calendar("en")} />));
    // Every exam's card is in the markup (a state's own hidden by app.css until its state is kept).
    expect(container.querySelectorAll("li[data-kind]")).toHaveLength(examEntries("en").length);
    const feed = screen.getByRole("link", { name: "Add all exams to calendar (.ics file)" });
    expect(feed).toHaveAttribute("href", "/exam-calendar.ics");
    expect(feed).toHaveAttribute("download");
    const nda = within(document.getElementById("nda-1-2027")!);
    expect(nda.getByRole("heading", { level: 4 })).toHaveTextContent(
      "NDA & NA Examination (I) 2027",
    );
    expect(nda.getByText("Announced")).toBeInTheDocument();
    expect(nda.getByText("11 April 2027")).toHaveAttribute("dateTime", "2027-04-11");
    expect(nda.getByRole("link", { name: /UPSC Examination Calendar 2027/ })).toHaveAttribute(
      "href",
      "https://upsc.gov.in/examinations/exam-calendar",
    );
    const add = nda.getByRole("link", {
      name: "Add to calendar: NDA & NA Examination (I) 2027 (.ics file)",
    });
    expect(add).toHaveAttribute("href", "/downloads/exam-calendar/nda-1-2027.ics");
    expect(add).toHaveAttribute("download");
    // A reminder by mail: a button whose dialog loads when pressed (frame/enhancers.ts).
    const remind = nda.getByRole("button", {
      name: "Email me a reminder: NDA & NA Examination (I) 2027",
    });
    expect(remind).toHaveTextContent("Email me a reminder");
    expect(remind).toHaveAttribute("data-enhance", "reminder");
    expect(remind).toHaveAttribute("data-exam", "nda-1-2027");
    expect(remind).toHaveAttribute("data-exam-status", "announced");
  });

  it("issue 35: a state's own exams are in the markup, hidden, and the kept state's join the list and the filter", () => {
    const { container } = render(withI18n(<ExamCalendarSection {...calendar("en")} />));
    const root = container.querySelector<HTMLElement>("[data-exam-calendar]")!;
    expect(root).toHaveAttribute("data-live", "exam-state");
    expect(root).toHaveAttribute("data-kept-by", "saathi-your-state");
    const kcet = document.getElementById("kcet-2027")!;
    expect(kcet).toHaveAttribute("data-state-only");
    expect(kcet).toHaveAttribute("data-states", "karnataka");
    // The state boards the calendar always had stay listed for everyone.
    expect(document.getElementById("up-board-2027")).not.toHaveAttribute("data-state-only");
    const all = screen.getByRole("radio", { name: "All (16)" });
    const option = container.querySelector<HTMLElement>("[data-state-option]")!;
    expect(option.hidden).toBe(true);
    // The note links every state's page with its exams (no script needed).
    expect(screen.getByRole("link", { name: "Karnataka" })).toHaveAttribute(
      "href",
      "/state/karnataka#exams",
    );
    expect(screen.getByRole("link", { name: "Choose your state" })).toHaveAttribute(
      "href",
      "/state",
    );

    // A state with no exams of its own leaves the list as it is.
    follow(root, "delhi");
    expect(root.querySelectorAll("[data-mine]")).toHaveLength(0);
    expect(option.hidden).toBe(true);

    follow(root, "karnataka");
    expect(kcet).toHaveAttribute("data-mine");
    expect(document.getElementById("karnataka-2-puc-2027")).toHaveAttribute("data-mine");
    expect(document.getElementById("keam-2027")).not.toHaveAttribute("data-mine");
    expect(option.hidden).toBe(false);
    expect(screen.getByRole("radio", { name: "Karnataka's exams (2)" })).toBeInTheDocument();
    expect(all).toHaveAccessibleName("All (18)");
    expect(screen.getByRole("radio", { name: "Engineering (5)" })).toBeInTheDocument();
    const april = container.querySelector<HTMLElement>('[data-month="2027-04"]')!;
    expect(april).toHaveAttribute("data-mine");
    expect(april.dataset.kinds!.split(" ")).toContain("engineering");
    expect(container.querySelector("[data-state-kept]")!.textContent).toBe(
      "The list below holds Karnataka's own exams too, each marked with its name.",
    );
    expect(screen.getByRole("link", { name: "Change or forget your state" })).toBeInTheDocument();
  });

  it("counts the filter's choices in the page's digits, before and after the kept state's join", () => {
    const { container } = render(withI18n(<ExamCalendarSection {...calendar("bn")} />, "bn"));
    const root = container.querySelector<HTMLElement>("[data-exam-calendar]")!;
    expect(screen.getByRole("radio", { name: "সব (১৬)" })).toBeInTheDocument();
    follow(root, "karnataka", "bn");
    expect(screen.getByRole("radio", { name: "সব (১৮)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "ইঞ্জিনিয়ারিং (৫)" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /-এর পরীক্ষা \(২\)$/ })).toBeInTheDocument();
    const filter = container.querySelector("fieldset")!.textContent!;
    expect(filter).not.toMatch(/[0-9]/);
    // A source's own title is English, and marked so (lib/english-title.ts).
    const nda = document.getElementById("nda-1-2027")!;
    expect(
      within(nda).getByRole("link", { name: /UPSC Examination Calendar 2027/ }),
    ).toHaveAttribute("lang", "en");
  });

  it("issue 35: on a state's page the cards all show, with no filter, file of all or note", () => {
    const section = {
      ...calendar("en"),
      exams: examEntries("en").filter((exam) => exam.states?.includes("kerala")),
      onStatePage: true as const,
    };
    const { container } = render(withI18n(<ExamCalendarSection {...section} />));
    expect(container.querySelectorAll("li[data-kind]")).toHaveLength(2);
    expect(container.querySelector("[data-state-only], [data-exam-calendar], fieldset")).toBeNull();
    expect(screen.queryByRole("link", { name: /Add all exams/ })).toBeNull();
    // Shared from the state's page, where it always shows.
    expect(document.getElementById("keam-2027")!.innerHTML).toContain("state%2Fkerala%23keam-2027");
  });

  it("shows an expected exam as expected: its months, never a day, and what that rests on", () => {
    render(withI18n(<ExamCalendarSection {...calendar("en")} />));
    const neet = within(document.getElementById("neet-ug-2027")!);
    expect(neet.getByText("Expected", { selector: "span" })).toBeInTheDocument();
    expect(neet.queryByText("Announced")).toBeNull();
    expect(neet.getByText("May 2027: no date announced yet")).toBeInTheDocument();
    expect(neet.getByText("3 May 2026")).toHaveAttribute("dateTime", "2026-05-03");
    expect(neet.getByRole("link", { name: /Zee News, 8 February 2026/ })).toBeInTheDocument();
    expect(neet.getByText("Checked on 26 November 2026")).toBeInTheDocument();
  });

  it("reads in Hindi, with Hindi links, and none of the English words of its own", () => {
    const { container } = render(withI18n(<ExamCalendarSection {...calendar("hi")} />, "hi"));
    expect(
      screen.getByRole("link", { name: "सारी परीक्षाएँ कैलेंडर में जोड़ें (.ics फ़ाइल)" }),
    ).toHaveAttribute("href", "/hi/exam-calendar.ics");
    const neet = within(document.getElementById("neet-ug-2027")!);
    expect(neet.getByText("अनुमानित")).toBeInTheDocument();
    expect(neet.getByText("मई 2027: अभी कोई तारीख़ घोषित नहीं हुई")).toBeInTheDocument();
    expect(
      neet.getByRole("link", { name: "कैलेंडर में जोड़ें: NEET-UG 2027 (.ics फ़ाइल)" }),
    ).toHaveAttribute("href", "/hi/downloads/exam-calendar/neet-ug-2027.ics");
    expect(neet.getByRole("button", { name: "ईमेल से याद दिलाएँ: NEET-UG 2027" })).toHaveAttribute(
      "data-exam-status",
      "expected",
    );
    const text = container.textContent ?? "";
    for (const english of [
      "Announced",
      "Expected",
      "Add to calendar",
      "Who it is for",
      "Conducted by",
      "Official site",
      "Checked on",
      "Latest confirmed dates",
      "no date announced",
      "Source:",
      "Email me a reminder",
    ])
      expect(text, english).not.toContain(english);
  });
});

describe("templates section", () => {
  it("links each format to its file, with its size", () => {
    render(
      withI18n(
        <TemplatesSection kind="templates" heading="Choose a template" templates={[template]} />,
      ),
    );
    const group = screen.getByRole("group", { name: "Download Weekly study planner" });
    const pdf = within(group).getByRole("link", {
      name: "Download Weekly study planner as PDF 14 KB",
    });
    expect(pdf).toHaveAttribute("href", "/downloads/templates/weekly-study-planner.pdf");
    expect(pdf).toHaveAttribute("download");
    expect(pdf).toHaveTextContent("PDF 14 KB");
    // A file under a kilobyte still shows a size.
    expect(within(group).getByRole("link", { name: /XLSX 1 KB$/ })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("On the sheet:")).toBeInTheDocument();
  });

  it("gives sizes in the page's digits", () => {
    render(
      withI18n(<TemplatesSection kind="templates" heading="टेम्पलेट" templates={[template]} />, "mr"),
    );
    expect(
      screen.getByRole("link", { name: "Weekly study planner, PDF १४ KB डाउनलोड करा" }),
    ).toHaveTextContent("PDF १४ KB");
  });

  it("reads in Hindi", () => {
    const { container } = render(
      withI18n(
        <TemplatesSection
          kind="templates"
          heading="टेम्पलेट चुनें"
          templates={[{ ...template, title: "हफ़्ते का स्टडी प्लानर" }]}
        />,
        "hi",
      ),
    );
    expect(
      screen.getByRole("link", { name: "हफ़्ते का स्टडी प्लानर, PDF 14 KB डाउनलोड करें" }),
    ).toBeInTheDocument();
    expect(screen.getByText("शीट पर क्या है:")).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/On the sheet|Download/);
  });
});
