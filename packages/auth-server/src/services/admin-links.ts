/** POST /admin/generate_link and POST /invite (GoTrue mail.go adminGenerateLink, invite.go), behind requireAdmin. */
import { AuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import { hashPassword } from "../crypto/password.ts";
import { setInvitedAt } from "../storage/one-time-tokens.ts";
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  updateUserMetadata,
} from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { AdminPrincipal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { issueEmailToken } from "./one-time.ts";
import { beginEmailChange } from "../storage/one-time-tokens.ts";
import { userJson } from "./serialize.ts";
import { validateEmail, validateNewPassword } from "./validate.ts";

export type GenerateLinkInput = {
  type?: string | undefined;
  email?: string | undefined;
  new_email?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  aud: string;
};

async function newEmailUser(
  deps: Deps,
  tx: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
  aud: string,
) {
  const id = crypto.randomUUID();
  const now = deps.clock.now();
  // GoTrue's generate_link and invite: user_metadata is the data given, identity_data {sub, email}.
  const identityData = { sub: id, email };
  await insertUser(
    tx,
    {
      id,
      aud,
      role: deps.config.jwt.defaultGroup,
      email,
      phone: null,
      encryptedPassword: passwordHash,
      appMetadata: { provider: "email", providers: ["email"] },
      userMetadata: data,
      emailConfirmed: false,
      phoneConfirmed: false,
      isAnonymous: false,
    },
    now,
  );
  await insertIdentity(tx, { userId: id, providerId: id, provider: "email", identityData }, now);
  return (await findUserById(tx, id))!;
}

const actor = (admin: AdminPrincipal) => ({
  actorId:
    typeof admin.claims.sub === "string"
      ? admin.claims.sub
      : "00000000-0000-0000-0000-000000000000",
  actorUsername: typeof admin.claims.email === "string" ? admin.claims.email : "",
});

export async function generateLink(
  deps: Deps,
  admin: AdminPrincipal,
  input: GenerateLinkInput,
  caller: Caller,
) {
  const email = validateEmail(input.email ?? "");
  let type = input.type ?? "";
  const known = [
    "signup",
    "invite",
    "magiclink",
    "recovery",
    "email_change_current",
    "email_change_new",
  ];
  if (!known.includes(type))
    throw new AuthError("validation_failed", {
      message: `Invalid email action link type requested: ${type}`,
    });
  const existing = await findUserByEmail(deps.db, email, input.aud);
  if (!existing) {
    if (type === "magiclink") type = "signup";
    else if (type !== "signup" && type !== "invite")
      throw new AuthError("user_not_found", {
        status: 404,
        message: "User with this email not found",
      });
  }
  const password = input.password ?? "";
  if (type === "signup" && !existing && password !== "") validateNewPassword(password, deps.config);
  const passwordHash =
    type === "signup" && !existing && password !== "" ? await hashPassword(password) : "";
  const newEmail = type.startsWith("email_change") ? validateEmail(input.new_email ?? "") : "";
  if (type === "email_change_current" && !deps.config.mailer.secureEmailChange) {
    throw new AuthError("validation_failed", {
      message: "Enable secure email change to generate link for current email",
    });
  }

  const result = await deps.db.transaction(async (tx) => {
    let user = existing ? (await findUserById(tx, existing.id))! : undefined;
    const now = deps.clock.now();
    const noSend = { send: false as const, prefix: "" };
    switch (type) {
      case "magiclink":
      case "recovery": {
        await audit(deps, tx, {
          actorId: user!.id,
          actorUsername: email,
          action: "user_recovery_requested",
          ip: caller.ip,
        });
        const t = await issueEmailToken(
          deps,
          tx,
          user!,
          { ...noSend, mail: "recovery", token: "recovery", verifyType: type, address: email },
          caller,
        );
        return { user: user!, t, verificationType: type };
      }
      case "invite": {
        if (user?.email_confirmed_at) throw new AuthError("email_exists");
        user ??= await newEmailUser(deps, tx, email, "", input.data ?? {}, input.aud);
        await audit(deps, tx, {
          ...actor(admin),
          action: "user_invited",
          traits: { user_id: user.id, user_email: email },
          ip: caller.ip,
        });
        await setInvitedAt(tx, user.id, now);
        const t = await issueEmailToken(
          deps,
          tx,
          user,
          {
            ...noSend,
            mail: "invite",
            token: "confirmation",
            verifyType: "invite",
            address: email,
          },
          caller,
        );
        return { user, t, verificationType: "invite" };
      }
      case "signup": {
        if (user?.email_confirmed_at) throw new AuthError("email_exists");
        if (user && input.data)
          await updateUserMetadata(tx, user.id, { ...user.raw_user_meta_data, ...input.data }, now);
        user ??= await newEmailUser(deps, tx, email, passwordHash, input.data ?? {}, input.aud);
        const t = await issueEmailToken(
          deps,
          tx,
          user,
          {
            ...noSend,
            mail: "confirmation",
            token: "confirmation",
            verifyType: "signup",
            address: email,
          },
          caller,
        );
        return { user, t, verificationType: "signup" };
      }
      default: {
        if (await emailTaken(tx, newEmail, user!.aud ?? input.aud, user!.id))
          throw new AuthError("email_exists");
        await beginEmailChange(tx, user!.id, newEmail, now);
        const current = type === "email_change_current";
        const t = await issueEmailToken(
          deps,
          tx,
          user!,
          {
            ...noSend,
            mail: "email_change",
            token: current ? "email_change_current" : "email_change_new",
            verifyType: "email_change",
            address: current ? email : newEmail,
            newEmail,
          },
          caller,
        );
        return { user: user!, t, verificationType: type };
      }
    }
  });
  const fresh = (await findUserById(deps.db, result.user.id))!;
  return {
    ...userJson(fresh),
    action_link: result.t.link,
    email_otp: result.t.code,
    hashed_token: result.t.hashedToken,
    verification_type: result.verificationType,
    redirect_to: caller.redirectTo,
  };
}

/** POST /invite: creates (or re-invites) an unconfirmed user and mails the invitation. */
export async function invite(
  deps: Deps,
  admin: AdminPrincipal,
  input: { email?: string | undefined; data?: Record<string, unknown> | undefined; aud: string },
  caller: Caller,
) {
  const email = validateEmail(input.email ?? "");
  const id = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email, input.aud);
    if (user?.email_confirmed_at) throw new AuthError("email_exists");
    user ??= await newEmailUser(deps, tx, email, "", input.data ?? {}, input.aud);
    await audit(deps, tx, {
      ...actor(admin),
      action: "user_invited",
      traits: { user_id: user.id, user_email: email },
      ip: caller.ip,
    });
    await setInvitedAt(tx, user.id, deps.clock.now());
    await issueEmailToken(
      deps,
      tx,
      user,
      {
        mail: "invite",
        token: "confirmation",
        verifyType: "invite",
        address: email,
        prefix: "",
        lastSentAt: user.confirmation_sent_at,
      },
      caller,
    );
    return user.id;
  });
  deps.mail.afterCommit();
  return userJson((await findUserById(deps.db, id))!);
}
