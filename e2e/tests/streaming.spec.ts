/**
 * The first screen holds still while the page streams in (DESIGN.md: CLS 0).
 *
 * On a slow phone connection the HTML arrives a packet at a time. Chromium holds the first frame
 * until the whole page frame is parsed (root.tsx: `<link rel=expect>` naming the element after
 * the footer and the floating help), so there nothing is painted half-arrived; the last tests here
 * check that with a page served slowly. Browsers without `rel=expect` (Firefox, Safari) paint what
 * they have parsed between packets: every such frame is a prefix of the document, and if an element
 * already on the screen sits somewhere else in the finished page, a reader sees it jump.
 *
 * So, with no script, at the phone size Lighthouse emulates and on a laptop: take every node from
 * `<main>` on out of the finished page, put them back one at a time in document order (each state
 * is what the parser would have built), and after each one check that every element on the first
 * screen is where it ends up. Whole nodes only: a text node cut mid-word, whose last word can move
 * to the next line when the rest of it arrives, is not simulated (Chromium never paints one on the
 * first screen, above; stop 29's CI met one in Lighthouse before the frame was held).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { localizedPath } from "../../packages/web/app/i18n/locales.ts";
import { everyRoute, expect, test } from "./fixtures.ts";

const routes = [...everyRoute, ...everyRoute.map((path) => localizedPath(path, "hi"))];

test.use({ javaScriptEnabled: false });

/** The phone Lighthouse emulates, and a laptop (slow connections are not only on phones). */
const screens = [
  { name: "phone", width: 412, height: 823 },
  { name: "laptop", width: 1280, height: 800 },
];

/** Runs in the page: the elements on the first screen that move while the page streams in. */
function shiftsWhileStreaming(): string[] {
  const main = document.getElementById("main");
  if (!main) return ["no <main id=main>"];
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  );
  const before: Element[] = [];
  const after: Node[] = [];
  let mainOpened = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (mainOpened) after.push(node);
    else if (node instanceof Element) before.push(node);
    if (node === main) mainOpened = true;
  }
  const finalPlace = new Map<Element, DOMRect>();
  for (const node of [...before, ...after]) {
    if (node instanceof Element) finalPlace.set(node, node.getBoundingClientRect());
  }
  const parents = after.map((node) => node.parentNode!);
  for (let i = after.length - 1; i >= 0; i--) after[i]!.parentNode!.removeChild(after[i]!);

  const describe = (node: Node | null | undefined) => {
    if (!node) return "the end";
    if (!(node instanceof Element)) return `text "${(node.textContent ?? "").trim().slice(0, 30)}"`;
    const cls = node.getAttribute("class");
    return `<${node.localName}${cls ? ` class="${cls.slice(0, 70)}"` : ""}>`;
  };
  const present = [...before];
  const moved = new Set<Element>();
  const found: string[] = [];
  // Elements that paint nothing of their descendants outside their own box (paint containment:
  // `content-visibility: auto` on the sections and the footer). Off the first screen, nothing
  // inside them can be on it, so their insides are not measured: measuring them made Chromium lay
  // out the skipped content at every step, and took 30 s on the longest pages instead of 7.
  const clipsInside = new Set<Element>();
  for (const element of finalPlace.keys()) {
    const style = getComputedStyle(element);
    if (style.contentVisibility !== "visible" || /paint|content|strict/.test(style.contain))
      clipsInside.add(element);
  }
  for (let i = 0; i < after.length; i++) {
    const node = after[i]!;
    parents[i]!.appendChild(node);
    if (node instanceof Element) present.push(node);
    else if (!(node.textContent ?? "").trim()) continue;
    let offScreenBox: Element | null = null;
    for (const element of present) {
      if (offScreenBox?.contains(element)) continue;
      if (moved.has(element)) continue;
      const now = element.getBoundingClientRect();
      if (clipsInside.has(element) && (now.bottom <= 0 || now.top >= innerHeight)) {
        offScreenBox = element;
        continue;
      }
      // Nothing to see: no area (an empty inline, a hidden panel) or a screen-reader-only label.
      if (now.width <= 1 || now.height <= 1) continue;
      if (now.bottom <= 0 || now.top >= innerHeight) continue;
      const end = finalPlace.get(element)!;
      if (Math.abs(now.x - end.x) < 1 && Math.abs(now.y - end.y) < 1) continue;
      moved.add(element);
      // An element that moves with its parent is the parent's shift, reported once.
      const parent = element.parentElement;
      const parentEnd = parent && finalPlace.get(parent);
      if (parent && parentEnd && moved.has(parent)) {
        const parentNow = parent.getBoundingClientRect();
        const dx = now.x - parentNow.x - (end.x - parentEnd.x);
        const dy = now.y - parentNow.y - (end.y - parentEnd.y);
        if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      }
      found.push(
        `${describe(element)} in ${describe(element.parentElement)} is at (${now.x.toFixed(0)}, ${now.y.toFixed(0)}) until ${describe(after[i + 1])} arrives, then at (${end.x.toFixed(0)}, ${end.y.toFixed(0)})`,
      );
    }
  }
  return found;
}

for (const { name, width, height } of screens) {
  test.describe(`on a ${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });
    for (const path of routes) {
      test(`${path}: the first screen holds still while the page streams in`, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(shiftsWhileStreaming)).toEqual([]);
      });
    }
  });
}

test.describe("the check itself", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test("it sees a shift: a badge whose icon is centred beside words still to come", async ({
    page,
  }) => {
    // The home page's badge before this check existed: the icon centred on a row that grows when
    // its words arrive.
    await page.goto("/");
    await page.evaluate(() => {
      const badge = document.querySelector("main p")!;
      badge.className = "inline-flex items-center gap-2 px-4 py-1.5";
      badge.querySelector("svg")!.setAttribute("class", "size-5");
    });
    const found = await page.evaluate(shiftsWhileStreaming);
    expect(found.join("\n")).toContain('<svg class="size-5">');
  });
});

/**
 * The site as a slow connection delivers it: a proxy that sends each page's HTML a kilobyte at a
 * time, 15 ms apart (everything else at once), so Chromium parses and could paint between pieces.
 */
async function slowSite(origin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(origin + request.url, {
        headers: { accept: String(request.headers.accept ?? "*/*"), "accept-encoding": "identity" },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-length|content-encoding)$/i.test(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (!String(upstream.headers.get("content-type")).startsWith("text/html"))
        return void response.end(body);
      for (let at = 0; at < body.length; at += 1024) {
        response.write(body.subarray(at, at + 1024));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      response.end();
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the browser keeps its connections open
      }),
  };
}

test.describe("in Chromium, the first frame", () => {
  test.use({ viewport: { width: 412, height: 823 }, javaScriptEnabled: true });
  for (const path of ["/", "/hi/icu-ward-assistance", "/no-such-page"]) {
    test(`${path}: waits for the whole page frame, even when the HTML arrives slowly`, async ({
      page,
      baseURL,
    }) => {
      const slow = await slowSite(baseURL!);
      try {
        // The first animation frame runs just before the first paint: what is parsed by then is
        // what the first frame shows.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const target = document.querySelector<HTMLLinkElement>('link[rel="expect"]');
            const id = target ? new URL(target.href).hash.slice(1) : "";
            Object.assign(window, {
              firstFrame: {
                holdsFor: id,
                frameEndParsed: id !== "" && document.getElementById(id) !== null,
                footerParsed: document.querySelector("footer") !== null,
                stillLoading: document.readyState === "loading",
              },
            });
          });
        });
        await page.goto(slow.url + path);
        const firstFrame = () =>
          page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame);
        await expect.poll(firstFrame).toBeDefined();
        expect(await firstFrame()).toEqual({
          holdsFor: "frame-end",
          frameEndParsed: true,
          footerParsed: true,
          // Not only held until the whole document had arrived: the scripts after the frame were still coming.
          stillLoading: true,
        });
      } finally {
        await slow.close();
      }
    });
  }
});
