/**
 * What the request panel's parts share: the box and field styles, the longest message, and useAction
 * (pending while an action runs, a plain sentence if it fails).
 */
import { useState } from "react";
import { DeskApiError } from "./desk-api.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import type { RequestDetail } from "./desk-api.ts";
import type { QueueRow } from "./queue.ts";

export const boxClass = "rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5";
export const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-3 py-2 text-base";
export const MAX_BODY = 4000;

/** Runs an action: pending while it runs, a plain sentence if it fails, an optional "done" line. */
export function useAction() {
  const { t } = useStaffI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function run(task: () => Promise<void>, doneText?: string) {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      await task();
      if (doneText) setDone(doneText);
      return true;
    } catch (cause) {
      const code = cause instanceof DeskApiError ? cause.code : "";
      setError(
        code === "request_closed"
          ? t.errors.closed
          : code === "not_found"
            ? t.errors.notFound
            : code === "too_long"
              ? t.errors.tooLong
              : code === "message_required"
                ? t.errors.empty
                : code === "note_required"
                  ? t.errors.noteRequired
                  : code === "display_name_required"
                    ? t.errors.displayNameRequired
                    : t.errors.failed,
      );
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, done, run };
}

/** What the desk does with a request: each answers the request as it is after the change. */
export type RequestActions = {
  assign: (assignee: "me" | null) => Promise<void>;
  /** `note`: the closing note a request marked possible risk needs (issue 32). */
  setStatus: (status: QueueRow["status"], note?: string) => Promise<void>;
  reply: (body: string, status: QueueRow["status"]) => Promise<void>;
  note: (body: string) => Promise<void>;
};

/** The request the panel shows, as far as it has loaded. */
export type OpenRequest =
  | { state: "loading"; id: string }
  | { state: "ready"; id: string; request: RequestDetail; fetchedAt: number }
  | { state: "deleted"; id: string }
  | { state: "failed"; id: string };
