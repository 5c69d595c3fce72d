/**
 * The admin API's rules (GoTrue internal/api/admin.go and audit.go): list, create, read, update and
 * delete users, and read the audit log. The caller is already an administrator (requireAdmin).
 */
import { randomBytes } from "node:crypto";
import { AuthError } from "../errors.ts";
import { hashPassword } from "../crypto/password.ts";
import {
  deleteAllSessions,
  deleteUser,
  isAuditScope,
  listAuditEntries,
  listUsersInAudience,
  phoneTaken,
  softDeleteUser,
  updateUserFields,
  upsertProviderIdentity,
  userIdTaken,
  type Page,
} from "../storage/admin.ts";
import {
  emailTaken,
  findUserById,
  insertIdentity,
  insertUser,
  updatePassword,
  type UserWithIdentities,
} from "../storage/users.ts";
import type { Queryable } from "../storage/db.ts";
import { audit } from "./audit.ts";
import type { AdminPrincipal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { ts, userJson } from "./serialize.ts";
import {
  assertMetadataSize,
  mergeMetadata,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from "./validate.ts";

export type AdminUserInput = {
  id?: string | undefined;
  aud?: string | undefined;
  role?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  password_hash?: string | undefined;
  email_confirm?: boolean | undefined;
  phone_confirm?: boolean | undefined;
  user_metadata?: Record<string, unknown> | undefined;
  app_metadata?: Record<string, unknown> | undefined;
  ban_duration?: string | undefined;
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** GoTrue paginate(): page and per_page are unsigned integers, empty means the default (1, 50). */
export function parsePage(page: string | undefined, perPage: string | undefined): Page {
  const parse = (raw: string | undefined, def: number, name: string) => {
    if (raw === undefined || raw === "") return def;
    if (!/^\d{1,9}$/.test(raw)) {
      throw new AuthError("validation_failed", {
        message: `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw.slice(0, 40)}": invalid syntax`,
      });
    }
    const n = Number(raw);
    // GoTrue divides by per_page and pages from 1; zero would crash it, so both are refused here.
    if (n === 0)
      throw new AuthError("validation_failed", {
        message: `Bad Pagination Parameters: ${name} must be at least 1`,
      });
    return n;
  };
  return { page: parse(page, 1, "page"), perPage: Math.min(parse(perPage, 50, "per_page"), 1000) };
}

/** A search text from the query string: PostgreSQL cannot take NUL characters, so they are a 400, not a 500. */
function searchText(raw: string, name: string): string {
  if (raw.includes("\u0000"))
    throw new AuthError("validation_failed", {
      message: `${name} must not contain NUL characters`,
    });
  if (raw.length > 1000)
    throw new AuthError("validation_failed", { message: `${name} is too long` });
  return raw;
}

/** GoTrue's admin actor in the audit log: no user id, the role as the user name. */
function actor(admin: AdminPrincipal) {
  const sub =
    typeof admin.claims.sub === "string" && UUID_RE.test(admin.claims.sub)
      ? admin.claims.sub
      : NIL_UUID;
  return { actorId: sub, actorUsername: admin.role };
}

/** The row behind /admin/users/{id}: 404 validation_failed for a non-uuid, 404 user_not_found when absent. */
export async function loadUser(deps: Deps, id: string): Promise<UserWithIdentities> {
  if (!UUID_RE.test(id))
    throw new AuthError("validation_failed", { status: 404, message: "user_id must be an UUID" });
  const user = await findUserById(deps.db, id.toLowerCase());
  if (!user) throw new AuthError("user_not_found", { status: 404, message: "User not found" });
  return user;
}

export async function listUsers(deps: Deps, aud: string, page: Page, filter: string) {
  const { users, count } = await listUsersInAudience(
    deps.db,
    aud,
    page,
    searchText(filter, "filter"),
  );
  // As GoTrue's list, which does not load identities: they come out as null.
  return { users: users.map((u) => ({ ...userJson(u), identities: null })), aud, count };
}

export async function getUserById(deps: Deps, id: string) {
  return userJson(await loadUser(deps, id));
}

/** Go's time.ParseDuration (ns to h, signs, fractions) to milliseconds, or GoTrue's 400. */
export function parseBanDuration(raw: string): number | null {
  if (raw === "none") return null;
  const units: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    μs: 1e-3,
    ms: 1,
    s: 1e3,
    m: 6e4,
    h: 3.6e6,
  };
  const m = /^([+-]?)((?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/.exec(raw);
  const invalid = (why = "invalid duration") =>
    new AuthError("validation_failed", {
      message: `invalid format for ban duration: time: ${why} ${JSON.stringify(raw.slice(0, 64))}`,
    });
  if (raw === "0") return 0;
  if (!m)
    throw invalid(/^[+-]?\d+(\.\d*)?$/.test(raw) ? "missing unit in duration" : "invalid duration");
  let ms = 0;
  for (const part of m[2]!.matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g))
    ms += Number(part[1]) * units[part[2]!]!;
  // Go durations are int64 nanoseconds (about 292 years).
  if (ms > 9.2e15) throw invalid();
  return m[1] === "-" ? -ms : ms;
}

function banUntil(deps: Deps, raw: string | undefined): Date | null | undefined {
  if (raw === undefined || raw === "") return undefined;
  const ms = parseBanDuration(raw);
  return ms === null || ms === 0 ? null : new Date(deps.clock.now().getTime() + ms);
}

function checkRoleAndAud(input: { role?: string | undefined; aud?: string | undefined }) {
  if (input.role !== undefined && input.role.trim().length > 255)
    throw new AuthError("validation_failed", { message: "role is too long" });
  if (input.aud !== undefined && input.aud.length > 255)
    throw new AuthError("validation_failed", { message: "aud is too long" });
}

async function hashForNewUser(input: AdminUserInput): Promise<string> {
  if (input.password !== undefined && input.password !== "" && input.password_hash) {
    throw new AuthError("validation_failed", {
      message: "Only a password or a password hash should be provided",
    });
  }
  if (input.password_hash) {
    // bcrypt only here: GoTrue's argon2 and Firebase scrypt hashes are not verified by this server.
    if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(input.password_hash)) {
      throw new AuthError("validation_failed", {
        message: "Invalid password hash format: only bcrypt hashes are supported",
      });
    }
    return input.password_hash;
  }
  const password = input.password || randomBytes(48).toString("base64url");
  if (Buffer.byteLength(password) > 72)
    throw new AuthError("validation_failed", {
      message: "bcrypt: password length exceeds 72 bytes",
    });
  return hashPassword(password);
}

export async function createUser(
  deps: Deps,
  admin: AdminPrincipal,
  input: AdminUserInput,
  aud: string,
  caller: Caller,
) {
  const { config } = deps;
  const audience = input.aud || aud;
  checkRoleAndAud(input);
  const email = input.email ? validateEmail(input.email) : "";
  const phone = input.phone ? validatePhone(input.phone) : "";
  if (email === "" && phone === "") {
    throw new AuthError("validation_failed", {
      message: "Cannot create a user without either an email or phone",
    });
  }
  if (email && (await emailTaken(deps.db, email, audience))) throw new AuthError("email_exists");
  if (phone && (await phoneTaken(deps.db, phone))) {
    throw new AuthError("phone_exists", {
      message: "Phone number already registered by another user",
    });
  }
  let id: string = crypto.randomUUID();
  if (input.id) {
    if (!UUID_RE.test(input.id))
      throw new AuthError("validation_failed", {
        message: "ID must conform to the uuid v4 format",
      });
    if (input.id === NIL_UUID)
      throw new AuthError("validation_failed", { message: "ID cannot be a nil uuid" });
    id = input.id.toLowerCase();
    if (await userIdTaken(deps.db, id))
      throw new AuthError("user_already_exists", { message: "A user with this ID already exists" });
  }
  const providers = [...(email ? ["email"] : []), ...(phone ? ["phone"] : [])];
  const userMetadata = input.user_metadata ?? {};
  const appMetadata = mergeMetadata(
    { provider: providers[0], providers },
    input.app_metadata ?? {},
  );
  assertMetadataSize("user_metadata", userMetadata);
  assertMetadataSize("app_metadata", appMetadata);
  const bannedUntil = banUntil(deps, input.ban_duration);
  const encryptedPassword = await hashForNewUser(input);

  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await insertUser(
      tx,
      {
        id,
        aud: audience,
        role: (input.role ?? "").trim() || config.jwt.defaultGroup,
        email: email || null,
        phone: phone || null,
        encryptedPassword,
        appMetadata,
        userMetadata: input.email_confirm
          ? { ...userMetadata, email_verified: true }
          : userMetadata,
        emailConfirmed: Boolean(input.email_confirm),
        phoneConfirmed: Boolean(input.phone_confirm),
        isAnonymous: false,
      },
      now,
    );
    const identity = (provider: string, data: Record<string, unknown>) =>
      insertIdentity(
        tx,
        {
          userId: id,
          providerId: id,
          provider,
          identityData: { sub: id, ...data, email_verified: false, phone_verified: false },
        },
        now,
      );
    if (email) await identity("email", { email });
    if (phone) await identity("phone", { phone });
    if (bannedUntil) await updateUserFields(tx, id, { bannedUntil }, now);
    await audit(deps, tx, {
      ...actor(admin),
      action: "user_signedup",
      traits: { user_id: id, user_email: email, user_phone: phone, provider: providers[0] },
      ip: caller.ip,
    });
  });
  return userJson((await findUserById(deps.db, id))!);
}

export async function updateUser(
  deps: Deps,
  admin: AdminPrincipal,
  id: string,
  input: AdminUserInput,
  caller: Caller,
) {
  const user = await loadUser(deps, id);
  checkRoleAndAud(input);
  const email = input.email ? validateEmail(input.email) : undefined;
  const phone = input.phone ? validatePhone(input.phone) : undefined;
  const bannedUntil = banUntil(deps, input.ban_duration);
  if (input.password !== undefined) validateNewPassword(input.password, deps.config);
  if (
    email &&
    email !== user.email &&
    (await emailTaken(deps.db, email, user.aud ?? deps.config.jwt.aud, user.id))
  ) {
    throw new AuthError("email_exists");
  }
  if (phone && phone !== user.phone && (await phoneTaken(deps.db, phone, user.id))) {
    throw new AuthError("phone_exists", {
      message: "Phone number already registered by another user",
    });
  }
  const appMetadata = input.app_metadata
    ? mergeMetadata(user.raw_app_meta_data ?? {}, input.app_metadata)
    : undefined;
  let userMetadata = input.user_metadata
    ? mergeMetadata(user.raw_user_meta_data ?? {}, input.user_metadata)
    : undefined;
  if (input.email_confirm)
    userMetadata = { ...(userMetadata ?? user.raw_user_meta_data), email_verified: true };
  if (appMetadata) assertMetadataSize("app_metadata", appMetadata, user.raw_app_meta_data);
  if (userMetadata) assertMetadataSize("user_metadata", userMetadata, user.raw_user_meta_data);
  const newHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (newHash) {
      await updatePassword(tx, user.id, newHash, now);
      // GoTrue UpdatePassword(tx, nil): every session of the user ends.
      await deleteAllSessions(tx, user.id);
    }
    await updateUserFields(
      tx,
      user.id,
      {
        role: input.role?.trim() || undefined,
        email,
        phone,
        confirmEmail: input.email_confirm,
        confirmPhone: input.phone_confirm,
        notAnonymous:
          (email !== undefined && input.email_confirm) ||
          (phone !== undefined && input.phone_confirm),
        appMetadata,
        userMetadata,
        bannedUntil,
      },
      now,
    );
    if (email)
      await upsertProviderIdentity(
        tx,
        user.id,
        "email",
        { email, email_verified: Boolean(input.email_confirm) },
        now,
      );
    if (phone)
      await upsertProviderIdentity(
        tx,
        user.id,
        "phone",
        { phone, phone_verified: Boolean(input.phone_confirm) },
        now,
      );
    await audit(deps, tx, {
      ...actor(admin),
      action: "user_modified",
      traits: {
        user_id: user.id,
        user_email: email ?? user.email ?? "",
        user_phone: phone ?? user.phone ?? "",
      },
      ip: caller.ip,
    });
  });
  return userJson((await findUserById(deps.db, user.id))!);
}

export async function removeUser(
  deps: Deps,
  admin: AdminPrincipal,
  id: string,
  soft: boolean,
  caller: Caller,
) {
  const user = await loadUser(deps, id);
  await deps.db.transaction(async (tx: Queryable) => {
    await audit(deps, tx, {
      ...actor(admin),
      action: "user_deleted",
      traits: { user_id: user.id, user_email: user.email ?? "", user_phone: user.phone ?? "" },
      ip: caller.ip,
    });
    if (!soft) await deleteUser(tx, user.id);
    else if (!user.deleted_at) await softDeleteUser(tx, user, deps.clock.now());
  });
  return {};
}

/** GET /admin/audit: `query` is `author:`, `action:` or `type:` followed by the text to look for. */
export async function auditLog(deps: Deps, page: Page, query: string | undefined) {
  let filter: { scope: string; value: string } | undefined;
  if (query) {
    searchText(query, "query");
    const at = query.indexOf(":");
    const scope = at < 0 ? query : query.slice(0, at);
    if (at < 0 || !isAuditScope(scope)) {
      throw new AuthError("validation_failed", {
        message: `Invalid query scope: ${query.slice(0, 100)}`,
      });
    }
    filter = { scope, value: query.slice(at + 1) };
  }
  const { entries, count } = await listAuditEntries(deps.db, page, filter);
  const rows = entries.map((e) => ({
    id: e.id,
    payload: typeof e.payload === "string" ? JSON.parse(e.payload) : e.payload,
    created_at: ts(e.created_at),
    ip_address: e.ip_address,
  }));
  return { entries: rows, count };
}
