/**
 * A staff API call with the session's token now; a refusal that means "no longer staff here"
 * (role revoked, two-factor or session gone) also tells the gate, which asks the server again.
 */
import { useCallback } from "react";
import { deskCall, DeskApiError } from "./desk-api.ts";

export type Token = () => Promise<string | null>;

/** Codes that mean this session may no longer use the desk. */
export const ACCESS_LOST = new Set([
  "not_staff",
  "insufficient_aal",
  "bad_jwt",
  "no_authorization",
]);

export function useStaffCall(token: Token, onAccessLost?: () => void) {
  return useCallback(
    async <T>(path: string): Promise<T> => {
      const value = await token();
      if (!value) {
        onAccessLost?.();
        throw new DeskApiError(401, "no_authorization", "");
      }
      try {
        return await deskCall<T>(value, path);
      } catch (cause) {
        if (cause instanceof DeskApiError && ACCESS_LOST.has(cause.code)) onAccessLost?.();
        throw cause;
      }
    },
    [token, onAccessLost],
  );
}
