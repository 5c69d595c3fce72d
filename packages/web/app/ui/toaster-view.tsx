import { Icon } from "./icons.tsx";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { useI18n } from "../i18n/context.tsx";
import { cn } from "../lib/cn.ts";
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from "../lib/toast-store.ts";
import { CrisisLines } from "./crisis-lines.tsx";
import { CallButtons } from "./call-buttons.tsx";

/**
 * The toaster itself, loaded on demand by <Toaster> (toaster.tsx). Radix gives the
 * live-region announcement, the timers (paused on hover/focus), swipe to
 * dismiss, Escape, and F8 to move focus into the notifications.
 */
export default function ToasterView() {
  const { m } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={m.ui.notifications}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.duration}
          type={t.variant === "destructive" || t.crisisLines ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-slot="toast"
          data-variant={t.variant}
          className={cn(
            "toast relative grid gap-1 rounded-[var(--radius-card)] border p-4 pr-12 shadow-lg",
            t.variant === "destructive"
              ? "border-rose-700 bg-rose-100 text-ink"
              : "border-line bg-surface text-ink",
          )}
        >
          <ToastPrimitive.Title data-toast-title="" className="font-bold">
            {t.title}
          </ToastPrimitive.Title>
          <ToastPrimitive.Description className="text-base">
            {t.description}
          </ToastPrimitive.Description>
          {t.footnote ? <p className="font-semibold">{t.footnote}</p> : null}
          {t.crisisLines ? <CrisisLines compact /> : null}
          <CallButtons links={t.links} className="mt-2" />
          {t.action ? (
            <ToastPrimitive.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="mt-2 justify-self-start rounded-full border-2 border-brand-600 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={m.ui.dismissNotification}
            className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-ink"
          >
            <Icon name="x" className="size-5" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        A modal dialog hides everything outside it from assistive technology (Radix's hideOthers),
        and would hide the notifications too when the toaster was already mounted (an earlier toast)
        as the dialog opened: a "Sign in Failed" raised from the dialog would then not be found.
        hideOthers leaves [aria-live] elements alone; "off" changes nothing else (the toasts
        announce themselves).
      */}
      <div aria-live="off">
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-md flex-col gap-2 p-4 outline-none" />
      </div>
    </ToastPrimitive.Provider>
  );
}
