/**
 * The headers every answer carries, from `npm start` (site-app.ts, and the node listener's own
 * 400/408/431) and from a static host (the build's `_headers`, scripts/postbuild.ts).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // The site uses none of these; a script that got in could not ask for them either.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
