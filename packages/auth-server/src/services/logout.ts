/** POST /logout?scope=global|local|others: deletes session rows (refresh tokens cascade). */
import { AuthError } from "../errors.ts";
import { deleteSessions } from "../storage/sessions.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";

export type LogoutScope = "global" | "local" | "others";

export function parseScope(raw: string | null | undefined): LogoutScope {
  const s = raw ?? "";
  if (s === "" || s === "global") return "global";
  if (s === "local" || s === "others") return s;
  throw new AuthError("validation_failed", { message: `Unsupported logout scope "${raw}"` });
}

export async function logout(deps: Deps, who: Principal, scope: LogoutScope, caller: Caller) {
  await deps.db.transaction(async (tx) => {
    const userId = who.user.id;
    if (!who.sessionId || scope === "global") await deleteSessions(tx, userId, {});
    else if (scope === "local") await deleteSessions(tx, userId, { only: who.sessionId });
    else await deleteSessions(tx, userId, { except: who.sessionId });
    await audit(deps, tx, {
      actorId: userId,
      actorUsername: who.user.email || who.user.phone || "",
      action: "logout",
      traits: { scope },
      ip: caller.ip,
    });
  });
}
