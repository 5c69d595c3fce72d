/**
 * Issue 29, item 8: the template files of /templates-and-forms name the site's address in their
 * footers, and the build wrote its own (`http://127.0.0.1:8080` or `VITE_SITE_URL`). A PDF's text
 * is drawn from font glyphs and DOCX and XLSX are zip archives, so the address cannot be replaced
 * in their bytes as site-origin.ts does in text files: each file is made again for the public
 * origin, from the same page data, the first time it is asked for, and kept for the process's
 * life. Making one takes a fraction of a second; making all of them at start would hold the CPU
 * for many seconds on a small machine, for files most starts never send.
 *
 * The makers (pdf-lib, docx, exceljs) are development dependencies of the build: where they are
 * not installed, the server says so once and sends the build's files.
 */
import type { CspOptions } from "./csp.ts";
import { replaceBody } from "./site-origin.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";
import { logWarn } from "@saathi/auth-server/log";

export type RemadeTemplates = (path: string) => Promise<StaticFile> | undefined;

/** For a site served at `origin`: each template file made for it on first request (else undefined). */
export async function templatesRemadeAt(
  site: StaticSite,
  origin: string,
  o: { csp?: CspOptions; log?: (line: string) => void } = {},
): Promise<RemadeTemplates> {
  const log = o.log ?? logWarn;
  let makers: Map<string, () => Promise<Uint8Array>>;
  try {
    const [{ templateMakersAt }, { pagesByLocale }, { resolvePage }, { locales }] =
      await Promise.all([
        import("../app/features/downloads/templates.ts"),
        import("../app/content/index.ts"),
        import("../app/content/resolve.ts"),
        import("../app/i18n/locales.ts"),
      ]);
    const pages = locales.flatMap((locale) =>
      pagesByLocale[locale].map((page) => ({ page: resolvePage(page, locale), locale })),
    );
    makers = templateMakersAt(pages, origin);
  } catch (error) {
    log(
      `[saathi] warning: the template files keep the build's address in their footers (${String(error)})`,
    );
    return () => undefined;
  }
  const remade = new Map<string, Promise<StaticFile>>();
  return (path) => {
    const make = makers.get(path);
    const built = site.files.get(path);
    if (!make || !built) return undefined;
    let file = remade.get(path);
    if (!file) {
      file = make()
        .then((bytes) => replaceBody(built, Buffer.from(bytes), o.csp ?? {}))
        .catch((error: unknown) => {
          log(`[saathi] ${path} could not be made for ${origin}: ${String(error)}`);
          return built;
        });
      remade.set(path, file);
    }
    return file;
  };
}
