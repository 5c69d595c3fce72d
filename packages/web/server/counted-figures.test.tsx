/**
 * Issue 29, item 1: the figures written into the pages are the desk's counts, each shown only past
 * its threshold, in the page's language; below it the page is exactly as built. The markup is the
 * real components' (home hero, feedback box, templates), rendered here as the prerender does.
 */
import type { CountedFigures } from "@saathi/desk";
import { FEEDBACK_MIN_VOTES } from "@saathi/desk/contract";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import { PageFeedback } from "../app/frame/layout/page-feedback.tsx";
import { HomeHero } from "../app/frame/sections/home-hero.tsx";
import { TemplatesSection } from "../app/frame/sections/templates-section.tsx";
import { catalogues } from "../app/i18n/catalogues.ts";
import { withI18n } from "../app/i18n/test-i18n.tsx";
import type { Locale } from "../app/i18n/locales.ts";
import {
  countedFiguresService,
  DOWNLOADS_MIN,
  readTrustFigureMin,
  withCountedFigures,
} from "./counted-figures.ts";
import { loadStaticSite } from "./static-site.ts";

const render = (ui: React.ReactNode, locale: Locale = "en") =>
  renderToStaticMarkup(<MemoryRouter>{withI18n(ui, locale)}</MemoryRouter>);

const hero = (locale: Locale) =>
  render(
    <HomeHero
      kind="home-hero"
      title="Saathi"
      lead="Help"
      trustLine="Free, with no ads and no tracking"
      actions={[]}
      audiences={[]}
    />,
    locale,
  );
const feedbackBox = (path: string, locale: Locale = "en") =>
  render(<PageFeedback path={path} />, locale);
const templates = () =>
  render(
    <TemplatesSection
      {...({
        kind: "templates",
        title: "Templates",
        templates: [
          {
            title: "ICU visit log",
            category: "Patients",
            description: "A log.",
            file: "icu-visit-log",
            formats: ["PDF", "DOCX"],
            downloads: [
              { format: "PDF", href: "/downloads/templates/icu-visit-log.pdf", bytes: 20_000 },
              { format: "DOCX", href: "/downloads/templates/icu-visit-log.docx", bytes: 9_000 },
            ],
          },
        ],
      } as unknown as Parameters<typeof TemplatesSection>[0])}
    />,
  );

const figures = (o: Partial<CountedFigures> = {}): CountedFigures => ({
  requestsAnswered: 0,
  votes: new Map(),
  downloads: new Map(),
  ...o,
});

describe("withCountedFigures", () => {
  test("the trust line keeps its sentence until the deployer's threshold, then says the count", () => {
    const html = hero("en");
    expect(html).toContain("Free, with no ads and no tracking");
    const answered = figures({ requestsAnswered: 1240 });
    expect(withCountedFigures(html, "/", answered, undefined)).toBe(html);
    expect(withCountedFigures(html, "/", answered, 5000)).toBe(html);
    const shown = withCountedFigures(html, "/", answered, 1000);
    expect(shown).toContain("1,240 requests answered by our team, free");
    expect(shown).not.toContain("no tracking");
    expect(
      withCountedFigures(hero("hi"), "/hi", figures({ requestsAnswered: 123456 }), 1),
    ).toContain("हमारी टीम ने 1,23,456 अनुरोधों का मुफ़्त जवाब दिया");
    // Bengali and Marathi pages in their own digits, grouped the same way.
    const answered123456 = figures({ requestsAnswered: 123456 });
    expect(withCountedFigures(hero("bn"), "/bn", answered123456, 1)).toContain("১,২৩,৪৫৬");
    expect(withCountedFigures(hero("mr"), "/mr", answered123456, 1)).toContain("१,२३,४५६");
  });

  test("a page's rating shows from FEEDBACK_MIN_VOTES votes on that page, and never another page's", () => {
    const html = feedbackBox("/study-tips");
    const below = figures({
      votes: new Map([["/study-tips", { yes: FEEDBACK_MIN_VOTES - 2, no: 1 }]]),
    });
    expect(withCountedFigures(html, "/study-tips", below, undefined)).toBe(html);
    const enough = figures({
      votes: new Map([
        ["/study-tips", { yes: 38, no: 3 }],
        ["/hi/study-tips", { yes: 40, no: 0 }],
      ]),
    });
    const shown = withCountedFigures(html, "/study-tips", enough, undefined);
    expect(shown).toMatch(
      /<p class="mt-3 text-muted" data-page-rating="\/study-tips">38 of 41 readers found this page useful\.<\/p>/,
    );
    const hindi = withCountedFigures(
      feedbackBox("/hi/study-tips", "hi"),
      "/hi/study-tips",
      enough,
      undefined,
    );
    expect(hindi).toContain("40 में से 40 पाठकों को यह पेज काम का लगा।");
    const bengali = withCountedFigures(
      feedbackBox("/bn/study-tips", "bn"),
      "/bn/study-tips",
      figures({ votes: new Map([["/bn/study-tips", { yes: 38, no: 3 }]]) }),
      undefined,
    );
    expect(bengali).toContain(catalogues.bn.feedback.rating("৩৮", "৪১"));
  });

  test("a template's downloads, all formats together, show from DOWNLOADS_MIN", () => {
    const html = templates();
    const few = figures({
      downloads: new Map([["/downloads/templates/icu-visit-log.pdf", DOWNLOADS_MIN - 1]]),
    });
    expect(withCountedFigures(html, "/templates-and-forms", few, undefined)).toBe(html);
    const many = figures({
      downloads: new Map([
        ["/downloads/templates/icu-visit-log.pdf", DOWNLOADS_MIN - 1],
        ["/downloads/templates/icu-visit-log.docx", 1],
        ["/hi/downloads/templates/icu-visit-log.pdf", 5000],
      ]),
    });
    const shown = withCountedFigures(html, "/templates-and-forms", many, undefined);
    expect(shown).toContain(`>Downloaded ${DOWNLOADS_MIN} times</p>`);
    expect(shown).not.toMatch(/data-download-count="[^"]*"[^>]*hidden/);
  });
});

test("TRUST_FIGURE_MIN is a whole number from 1, or unset", () => {
  expect(readTrustFigureMin({})).toBeUndefined();
  expect(readTrustFigureMin({ TRUST_FIGURE_MIN: " 500 " })).toBe(500);
  for (const bad of ["0", "-3", "1.5", "ten", "1e3"])
    expect(() => readTrustFigureMin({ TRUST_FIGURE_MIN: bad })).toThrow(/TRUST_FIGURE_MIN/);
});

describe("the service", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("adds the template downloads it counted to the desk's totals, and serves the filled pages", async () => {
    dir = mkdtempSync(join(tmpdir(), "counted-figures-"));
    mkdirSync(join(dir, "templates-and-forms"));
    writeFileSync(join(dir, "templates-and-forms", "index.html"), `<!doctype html>${templates()}`);
    writeFileSync(join(dir, "404.html"), "<!doctype html><h1>Not found</h1>");
    const site = await loadStaticSite(dir);
    const added: Map<string, number>[] = [];
    const totals = new Map<string, number>();
    const service = countedFiguresService({
      site,
      trustMin: undefined,
      desk: {
        async addDownloads(counts) {
          added.push(new Map(counts));
          for (const [path, n] of counts) totals.set(path, (totals.get(path) ?? 0) + n);
        },
        countedFigures: async () => figures({ downloads: new Map(totals) }),
      },
    });
    for (let i = 0; i < DOWNLOADS_MIN; i++)
      service.countDownload("/downloads/templates/icu-visit-log.pdf");
    // Pages, calendar files and paths that are not template files are not counted.
    for (const path of [
      "/templates-and-forms",
      "/downloads/exam-calendar.ics",
      "/downloads/templates/../x.pdf",
    ])
      service.countDownload(path);
    await service.refresh();
    expect(added).toEqual([new Map([["/downloads/templates/icu-visit-log.pdf", DOWNLOADS_MIN]])]);
    const page = site.files.get("/templates-and-forms")!;
    expect(page.identity.body.toString()).toContain(`Downloaded ${DOWNLOADS_MIN} times`);
    expect(gunzipSync(page.variants.gzip!.body).toString()).toBe(page.identity.body.toString());
    // Nothing new counted: nothing more added, the page as it was.
    await service.refresh();
    expect(added).toHaveLength(1);
    expect(site.files.get("/templates-and-forms")).toBe(page);
    await service.stop();
  });
});
