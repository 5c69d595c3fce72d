/** The primitives' own words (ui/, ui/rich-text.tsx): close buttons, the notifications. */
export const ui = {
  close: "Close",
  notifications: "Notification",
  dismissNotification: "Dismiss notification",
};
