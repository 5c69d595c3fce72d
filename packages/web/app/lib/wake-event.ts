/**
 * The event that asks a static island to start the code of `data-live` markup now
 * (frame/static-island.tsx listens; the auth runtime sends it to a checklist and the contact form
 * at sign-in), so that a feature wakes the page's parts without importing the frame.
 */
export const WAKE_EVENT = "saathi:wake";
