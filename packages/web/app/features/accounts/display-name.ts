import type { User } from "@supabase/supabase-js";

/** The user_metadata key for the name people choose on /account (Supabase's dashboard reads it too). */
export const DISPLAY_NAME_KEY = "display_name";

export function displayNameOf(user: Pick<User, "user_metadata"> | null | undefined): string {
  const value: unknown = user?.user_metadata?.[DISPLAY_NAME_KEY];
  return typeof value === "string" ? value.trim() : "";
}

/** What the header shows: the display name, else the email address, else `fallback` ("Your account"). */
export function accountLabel(
  user: Pick<User, "user_metadata" | "email">,
  fallback: string,
): string {
  return displayNameOf(user) || user.email || fallback;
}
