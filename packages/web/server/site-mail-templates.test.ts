// @vitest-environment node
/**
 * The site's mail templates (public/mail-templates) and their Hindi twins (public/mail-templates/hi),
 * and the auth-server settings `npm start` points at them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadConfig } from "@saathi/auth-server";
import { describe, expect, it } from "vitest";
import {
  MAIL_TEMPLATE_LOCALES,
  SITE_MAIL_TEMPLATES,
  siteMailTemplates,
} from "./site-mail-templates.ts";

const dir = new URL("../public/mail-templates/", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, dir), "utf8");
const htmlFiles = (sub = "") =>
  readdirSync(new URL(sub, dir))
    .filter((f) => f.endsWith(".html"))
    .sort();
const ENGLISH = htmlFiles();

/** The `{{ .Name }}` variables a template uses, sorted. */
const variablesOf = (t: string) =>
  [...new Set([...t.matchAll(/\{\{-?\s*\.([A-Za-z0-9_.]+)\s*-?\}\}/g)].map((m) => m[1]!))].sort();

/** The mail's own markup (inside <body> when the file is a whole document). */
const bodyOf = (t: string) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(t)?.[1] ?? t;

/** Elements in order with their styling and the variables of their links; the words left out. */
const skeletonOf = (t: string) =>
  [...bodyOf(t).matchAll(/<(\/?[a-z0-9]+)([^>]*)>/gi)].map(([, name, attrs = ""]) => {
    const style = /style="([^"]*)"/.exec(attrs)?.[1];
    const href = /href="([^"]*)"/.exec(attrs)?.[1];
    return [name, style, href === undefined ? undefined : variablesOf(href)];
  });

describe("the site's mail templates in Hindi", () => {
  it("every English template has its Hindi twin, and no Hindi one is without an English one", () => {
    expect(ENGLISH.length).toBeGreaterThan(0);
    expect(htmlFiles("hi/")).toEqual(ENGLISH);
  });

  it.each(ENGLISH)("hi/%s: same variables, same structure and styling, in Hindi", (file) => {
    const en = read(file);
    const hi = read(`hi/${file}`);
    expect(variablesOf(hi)).toEqual(variablesOf(en));
    expect(skeletonOf(hi)).toEqual(skeletonOf(en));
    expect(hi).toMatch(/<html lang="hi">/);
    expect(hi).toMatch(/<meta charset="utf-8">/);
    // Hindi words throughout: no English sentence left behind (the brand, written "Saathi" as on
    // the site's own buttons and headings, and the variables aside).
    const words = bodyOf(hi)
      .replace(/<[^>]+>|\{\{[^}]*\}\}|\bSaathi\b/g, " ")
      .match(/[A-Za-z]{3,}/g);
    expect(words, file).toBeNull();
  });

  it("links to the site go to its Hindi pages", () => {
    for (const file of ENGLISH) {
      for (const [, path] of read(`hi/${file}`).matchAll(/\{\{ \.SiteURL \}\}(\/[^"]*)/g))
        expect(path, file).toMatch(/^\/hi(\/|$)/);
    }
  });
});

describe("siteMailTemplates (npm start)", () => {
  it("configures every template file, the Hindi, Bengali and Marathi twins beside each English one", () => {
    expect(MAIL_TEMPLATE_LOCALES).toEqual(["hi", "bn", "mr"]);
    const paths = Object.values(SITE_MAIL_TEMPLATES).sort();
    // The Bengali and Marathi files are the Hindi ones' names under bn/ and mr/ (their own branch).
    expect(paths).toEqual(
      [
        ...ENGLISH.map((f) => `/mail-templates/${f}`),
        ...ENGLISH.map((f) => `/mail-templates/hi/${f}`),
        ...ENGLISH.map((f) => `/mail-templates/bn/${f}`),
        ...ENGLISH.map((f) => `/mail-templates/mr/${f}`),
      ].sort(),
    );
    // The auth server reads these names: each kind's body in each language is the twin of its English one.
    const { mailer } = loadConfig(siteMailTemplates({}));
    let kinds = 0;
    for (const [kind, path] of Object.entries(mailer.templates)) {
      if (path === undefined) continue;
      kinds++;
      for (const locale of MAIL_TEMPLATE_LOCALES)
        expect(
          mailer.locales[locale].templates[kind as keyof typeof mailer.templates],
          `${locale} ${kind}`,
        ).toBe(path.replace("/mail-templates/", `/mail-templates/${locale}/`));
    }
    expect(kinds).toBe(ENGLISH.length);
  });

  it("a template the deployer set wins, in either language", () => {
    const env = siteMailTemplates({
      GOTRUE_MAILER_TEMPLATES_RECOVERY: "https://mail.example/recovery.html",
      AUTH_MAILER_TEMPLATES_RECOVERY_HI: "https://mail.example/hi/recovery.html",
    });
    expect(env.GOTRUE_MAILER_TEMPLATES_RECOVERY).toBe("https://mail.example/recovery.html");
    expect(env.AUTH_MAILER_TEMPLATES_RECOVERY_HI).toBe("https://mail.example/hi/recovery.html");
    expect(env.AUTH_MAILER_TEMPLATES_CONFIRMATION_HI).toBe("/mail-templates/hi/confirmation.html");
    const marathi = siteMailTemplates({
      AUTH_MAILER_TEMPLATES_RECOVERY_MR: "https://mail.example/mr/recovery.html",
    });
    expect(marathi.AUTH_MAILER_TEMPLATES_RECOVERY_MR).toBe("https://mail.example/mr/recovery.html");
    expect(marathi.AUTH_MAILER_TEMPLATES_RECOVERY_BN).toBe("/mail-templates/bn/recovery.html");
  });
});
