/**
 * The desk, once the server said this session is staff at aal2: the queue beside the open request
 * on a wide screen; on a phone the queue, then the request in its place with a way back. Live
 * updates come by the staff event stream: a row changes at once, the list is fetched again a moment
 * later (in the server's order, with its times), and the open request's thread grows as messages
 * arrive.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ACCESS_LOST } from "./staff-call.ts";
import { cn } from "../../lib/cn.ts";
import {
  deskCall,
  DeskApiError,
  type DeskEvent,
  type RequestDetail,
  type StaffMember,
  type ThreadMessage,
} from "./desk-api.ts";
import { openEventStream, type StreamState } from "./event-stream.ts";
import { QueuePanel } from "./queue-panel.tsx";
import {
  applyUpdate,
  DEFAULT_FILTERS,
  queueQuery,
  withMessage,
  withStatus,
  type Filters,
  type QueueRow,
} from "./queue.ts";
import { RequestPanel } from "./request-panel.tsx";
import type { OpenRequest, RequestActions } from "./request-panel-parts.ts";
import {
  DisplayNameBox,
  SavedRepliesBox,
  type SavedReply,
  type ToolActions,
} from "./staff-tools.tsx";
import { useStaffI18n } from "./staff-i18n.tsx";

export type Token = () => Promise<string | null>;

type Queue = {
  rows: QueueRow[];
  nextBefore: string | null;
  fetchedAt: number;
  state: "loading" | "ready" | "failed";
};

export function StaffDesk({
  me,
  token,
  onAccessLost,
}: {
  me: StaffMember;
  token: Token;
  onAccessLost?: () => void;
}) {
  const { t } = useStaffI18n();
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [queue, setQueue] = useState<Queue>({
    rows: [],
    nextBefore: null,
    fetchedAt: 0,
    state: "loading",
  });
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const [stream, setStream] = useState<StreamState>("connecting");
  // Staff tools (issue 32): the name replies are signed with, and the team's saved replies.
  const [displayName, setDisplayName] = useState<string | null>(me.display_name ?? null);
  const [savedReplies, setSavedReplies] = useState<SavedReply[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const openRef = useRef(open);
  openRef.current = open;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const shownRef = useRef(queue.rows.length);
  shownRef.current = queue.rows.length;

  // The time left ticks on while the desk is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  /** Calls the API; a refusal that means "no longer staff here" goes back to the gate. */
  const call = useCallback(
    async <T,>(path: string, init?: { method?: string; json?: unknown }) => {
      const value = await token();
      if (!value) {
        onAccessLost?.();
        throw new DeskApiError(401, "no_authorization", "");
      }
      try {
        return await deskCall<T>(value, path, init);
      } catch (cause) {
        if (cause instanceof DeskApiError && ACCESS_LOST.has(cause.code)) onAccessLost?.();
        throw cause;
      }
    },
    [token, onAccessLost],
  );

  // The queue for the filters; again (as many rows as shown) when a live event says it changed.
  const loadSeq = useRef(0);
  const loadQueue = useCallback(
    async (more?: { before: string }) => {
      const seq = ++loadSeq.current;
      const f = filtersRef.current;
      const limit = more ? 50 : Math.min(100, Math.max(50, shownRef.current));
      if (!more) setQueue((q) => ({ ...q, state: q.fetchedAt ? q.state : "loading" }));
      try {
        const answer = await call<{ requests: QueueRow[]; next_before: string | null }>(
          `/staff/requests?${queueQuery(f, { before: more?.before, limit })}`,
        );
        if (seq !== loadSeq.current) return;
        const fetchedAt = Date.now();
        setQueue((q) => ({
          rows: more
            ? [...q.rows, ...answer.requests.filter((r) => !q.rows.some((s) => s.id === r.id))]
            : answer.requests,
          nextBefore: answer.next_before,
          fetchedAt,
          state: "ready",
        }));
        setNow(fetchedAt);
      } catch {
        if (seq === loadSeq.current) setQueue((q) => ({ ...q, state: "failed" }));
      }
    },
    [call],
  );

  useEffect(() => {
    void loadQueue();
  }, [filters, loadQueue]);

  const loadSaved = useCallback(async () => {
    const answer = await call<{ saved_replies: SavedReply[] }>("/staff/saved-replies");
    setSavedReplies(answer.saved_replies);
  }, [call]);
  useEffect(() => {
    loadSaved().catch(() => {});
  }, [loadSaved]);

  const tools: ToolActions = {
    setDisplayName: async (name) => {
      const answer = await call<{ display_name: string }>("/staff/me", {
        method: "PUT",
        json: { display_name: name },
      });
      setDisplayName(answer.display_name);
    },
    createReply: async (input) => {
      await call("/staff/saved-replies", { json: input });
      await loadSaved();
    },
    editReply: async (id, input) => {
      await call(`/staff/saved-replies/${encodeURIComponent(id)}`, { method: "PUT", json: input });
      await loadSaved();
    },
    deleteReply: async (id) => {
      await call(`/staff/saved-replies/${encodeURIComponent(id)}`, { method: "DELETE" });
      await loadSaved();
    },
  };

  // Several events in a row (a reply changes status and thread) make one fetch.
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => void loadQueue(), 400);
  }, [loadQueue]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  // Each change is applied to the state as it is then (functional updates): several events can
  // arrive in one chunk, before React renders between them.
  const onEvent = useCallback(
    (event: DeskEvent) => {
      switch (event.type) {
        case "ready":
          // After a reconnect, what happened meanwhile was replayed; the list may still be stale.
          refetchSoon();
          return;
        case "request.created":
          refetchSoon();
          return;
        case "request.updated": {
          const update = event.data;
          setQueue((q) => ({
            ...q,
            rows: applyUpdate(q.rows, update, filtersRef.current, me.id, Date.now()),
          }));
          setOpen((o) =>
            o?.state === "ready" && o.id === update.id
              ? {
                  ...o,
                  request: {
                    ...withStatus(o.request, update.status),
                    assigned_to: update.assigned_to,
                  },
                }
              : o,
          );
          refetchSoon();
          return;
        }
        case "message.created": {
          const { id, message } = event.data;
          setOpen((o) =>
            o?.state === "ready" && o.id === id
              ? {
                  ...o,
                  request: { ...o.request, messages: withMessage(o.request.messages, message) },
                }
              : o,
          );
          refetchSoon();
          return;
        }
        case "request.helped": {
          // The open request shows the answer: fetched again, in place (focus stays).
          const { id } = event.data;
          if (openRef.current?.id !== id) return;
          call<RequestDetail>(`/staff/requests/${encodeURIComponent(id)}`).then(
            (request) =>
              setOpen((o) =>
                o?.state === "ready" && o.id === id
                  ? { state: "ready", id, request, fetchedAt: Date.now() }
                  : o,
              ),
            () => {},
          );
          return;
        }
        case "request.deleted": {
          const gone = event.data.id;
          setQueue((q) => ({ ...q, rows: q.rows.filter((r) => r.id !== gone) }));
          setOpen((o) => (o && o.id === gone ? { state: "deleted", id: gone } : o));
          return;
        }
        default:
      }
    },
    [me.id, refetchSoon, call],
  );
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(
    () =>
      openEventStream({
        url: "/api/desk/staff/events",
        token,
        onEvent: (event) => {
          try {
            onEventRef.current({
              type: event.event,
              data: JSON.parse(event.data),
            } as DeskEvent);
          } catch {
            // Not JSON: not one of ours.
          }
        },
        onState: (state) => {
          setStream(state);
          if (state === "refused") onAccessLost?.();
        },
      }),
    [token, onAccessLost],
  );

  const detailHeading = useRef<HTMLHeadingElement>(null);
  const select = useCallback(
    async (id: string) => {
      setOpen({ state: "loading", id });
      try {
        const request = await call<RequestDetail>(`/staff/requests/${encodeURIComponent(id)}`);
        setOpen((o) => (o?.id === id ? { state: "ready", id, request, fetchedAt: Date.now() } : o));
      } catch (cause) {
        setOpen((o) =>
          o?.id === id
            ? {
                state:
                  cause instanceof DeskApiError && cause.code === "not_found"
                    ? "deleted"
                    : "failed",
                id,
              }
            : o,
        );
      }
    },
    [call],
  );

  // Focus follows the person's move: into the request when one opens, back to its row on return.
  // (Its heading changes as it loads: focus follows it to the request's own.)
  const opened = open ? `${open.id}:${open.state}` : null;
  useEffect(() => {
    if (opened) detailHeading.current?.focus();
  }, [opened]);
  // The on-call mail's link (issue 32), /staff?request=<id>: that request opens once signed in.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    const id = new URLSearchParams(window.location.search).get("request");
    if (id && /^[0-9a-f-]{36}$/i.test(id)) void select(id);
  }, [select]);

  const back = () => {
    const id = openRef.current?.id;
    setOpen(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-request-row="${id}"]`)?.focus(),
    );
  };

  const actions: RequestActions = {
    assign: async (assignee) => {
      const id = openRef.current!.id;
      const request = await call<RequestDetail>(`/staff/requests/${id}/assign`, {
        json: { assignee },
      });
      setOpen({ state: "ready", id, request, fetchedAt: Date.now() });
      refetchSoon();
    },
    setStatus: async (status, note) => {
      const id = openRef.current!.id;
      const request = await call<RequestDetail>(`/staff/requests/${id}/status`, {
        json: note === undefined ? { status } : { status, note },
      });
      setOpen({ state: "ready", id, request, fetchedAt: Date.now() });
      refetchSoon();
    },
    reply: async (body, status) => {
      const id = openRef.current!.id;
      const { message } = await call<{ message: ThreadMessage }>(`/staff/requests/${id}/replies`, {
        json: { body, status },
      });
      setOpen((o) =>
        o?.state === "ready" && o.id === id
          ? {
              ...o,
              request: {
                ...withStatus(o.request, status),
                messages: withMessage(o.request.messages, message),
              },
            }
          : o,
      );
      refetchSoon();
    },
    note: async (body) => {
      const id = openRef.current!.id;
      const { message } = await call<{ message: ThreadMessage }>(`/staff/requests/${id}/notes`, {
        json: { body },
      });
      setOpen((o) =>
        o?.state === "ready" && o.id === id
          ? { ...o, request: { ...o.request, messages: withMessage(o.request.messages, message) } }
          : o,
      );
    },
  };

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
        <p>{t.top.signedInAs(me.name || me.email)}</p>
        <p role="status" className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              "inline-block size-2.5 rounded-full",
              stream === "live" ? "bg-brand-600" : "bg-sun-700",
            )}
          />
          {stream === "live" ? t.top.live : t.top.reconnecting}
        </p>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DisplayNameBox name={displayName} onSave={tools.setDisplayName} />
        <SavedRepliesBox replies={savedReplies} actions={tools} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(20rem,26rem)_1fr]">
        <div className={cn(open ? "max-lg:hidden" : "")}>
          <QueuePanel
            filters={filters}
            onFilters={setFilters}
            queue={queue}
            now={now}
            me={me}
            selectedId={open?.id ?? null}
            onSelect={(id) => void select(id)}
            onMore={() => queue.nextBefore && void loadQueue({ before: queue.nextBefore })}
            onRetry={() => void loadQueue()}
          />
        </div>
        <div className={cn(open ? "" : "max-lg:hidden")}>
          <RequestPanel
            open={open}
            me={me}
            now={now}
            headingRef={detailHeading}
            onBack={back}
            actions={actions}
            displayName={displayName}
            savedReplies={savedReplies}
          />
        </div>
      </div>
    </div>
  );
}
