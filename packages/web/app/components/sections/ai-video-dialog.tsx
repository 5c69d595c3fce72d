import { useI18n } from "../../i18n/context.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog.tsx";

/** The result of the simulated generation: a fixed sample video served by this site. */
export default function AiVideoDialog({
  videoSrc,
  text,
  onClose,
  returnFocus,
}: {
  videoSrc: string;
  text: string;
  onClose: () => void;
  /** The generate button was disabled while the dialog opened: send focus back to it. */
  returnFocus: () => void;
}) {
  const { m } = useI18n();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>{m.sections.aiVideoTitle}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <video
          className="mt-4 aspect-video w-full rounded-xl bg-ink"
          src={videoSrc}
          autoPlay
          muted
          controls
          playsInline
          preload="auto"
          aria-label={m.sections.aiVideoLabel}
        />
      </DialogContent>
    </Dialog>
  );
}
