/**
 * The Content-Security-Policy of one prerendered page. React Router inlines a few
 * scripts (route context, module imports, scroll restoration); each is allowed by
 * its SHA-256 hash, so no other inline script can run.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length > 0)
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type CspOptions = {
  /** Extra origins the page may call with fetch (a hosted Supabase project). */
  connectOrigins?: string[];
};

/** Third parties the site itself uses: only the privacy-enhanced video embed, on click. */
const FRAME_ORIGINS = ["https://www.youtube-nocookie.com"];

export function contentSecurityPolicy(html: string, options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' lets site search (Pagefind, from our origin) compile its WebAssembly; no JS eval.
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(html)],
    // Inline styles are needed: Radix sets style attributes in markup, and the dialog's
    // scroll lock injects a <style> element with computed values (no hash possible on a
    // static host). Scripts, the dangerous half, stay hash-only.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(options.connectOrigins ?? [])],
    "frame-src": FRAME_ORIGINS,
    "manifest-src": ["'self'"],
    // Site search runs Pagefind in a worker from our origin; the service worker is /sw.js.
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The service worker's own policy (a worker's CSP comes from its script's response): it runs
 * no code but its own file and fetches only from this origin (the pages and files it saves;
 * other origins it never answers).
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'";
