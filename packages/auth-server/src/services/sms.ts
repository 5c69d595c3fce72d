/**
 * SMS (GoTrue's sms_provider): GOTRUE_SMS_PROVIDER=twilio sends through Twilio's Messages API
 * (AUTH_SMS_TWILIO_API_URL, for tests); `log` (and no provider) writes each message to the log, for
 * development. Numbers in GOTRUE_SMS_TEST_OTP never reach a provider: their code is the fixed one.
 */
import type { Config } from "../config.ts";
import { AuthError } from "../errors.ts";
import type { Clock } from "./deps.ts";
import { TokenBucketLimiter } from "./token-bucket.ts";
import { redact } from "../log.ts";

export type SmsChannel = "sms" | "whatsapp";

export interface SmsService {
  /** The configured provider name as /settings reports it ("" when none). */
  readonly provider: string;
  /** The fixed code of a GOTRUE_SMS_TEST_OTP number (while GOTRUE_SMS_TEST_OTP_VALID_UNTIL allows). */
  testOtp(phone: string): string | undefined;
  /** Sends and answers the provider's message id; throws 500 sms_send_failed when the provider refuses. */
  send(to: string, message: string, channel: SmsChannel): Promise<string | undefined>;
}

export const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/** GoTrue's GOTRUE_SMS_TEMPLATE: `{{ .Code }}` is the code. */
export function smsMessage(config: Config, code: string): string {
  return config.sms.template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
}

export function createSmsService(
  config: Config,
  clock: Clock,
  log: (line: string) => void,
): SmsService {
  const service = providerFor(config, clock, log);
  // GOTRUE_RATE_LIMIT_SMS_SENT: SMS per hour for the whole server.
  const budget = new TokenBucketLimiter(
    config.rateLimit.smsSent,
    3600,
    config.rateLimit.smsSent,
    clock,
  );
  return {
    ...service,
    async send(to, message, channel) {
      if (config.rateLimit.enabled && !budget.take("server"))
        throw new AuthError("over_sms_send_rate_limit");
      return service.send(to, message, channel);
    },
  };
}

function providerFor(config: Config, clock: Clock, log: (line: string) => void): SmsService {
  const testOtp = (phone: string) => {
    const until = config.sms.testOtpValidUntil;
    if (until !== undefined && clock.now().getTime() > until) return undefined;
    return config.sms.testOtp[phone];
  };
  if (config.sms.provider === "twilio") {
    const t = config.sms.twilio;
    return {
      provider: "twilio",
      testOtp,
      async send(to, message, channel) {
        const from =
          channel === "whatsapp" ? `whatsapp:${t.messageServiceSid}` : t.messageServiceSid;
        const body = new URLSearchParams({
          To: `${channel === "whatsapp" ? "whatsapp:" : ""}+${to}`,
          Channel: channel,
          From: from,
          Body: message,
        });
        let res: Response;
        try {
          res = await fetch(
            `${t.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(t.accountSid)}/Messages.json`,
            {
              method: "POST",
              headers: {
                authorization: `Basic ${Buffer.from(`${t.accountSid}:${t.authToken}`).toString("base64")}`,
                "content-type": "application/x-www-form-urlencoded",
              },
              body,
              signal: AbortSignal.timeout(10_000),
            },
          );
        } catch (err) {
          throw new AuthError("sms_send_failed", {
            message: `Error sending confirmation OTP to provider: ${(err as Error).message}`,
          });
        }
        const reply = (await res.json().catch(() => ({}))) as {
          sid?: string;
          status?: string;
          message?: string;
          error_message?: string | null;
          error_code?: number | null;
        };
        if (
          !res.ok ||
          reply.error_code ||
          reply.status === "failed" ||
          reply.status === "undelivered"
        ) {
          const why = reply.message ?? reply.error_message ?? `HTTP ${res.status}`;
          log(redact(`[auth-server] Twilio refused an SMS to ${to}: ${why}`));
          throw new AuthError("sms_send_failed", {
            message: `Error sending confirmation OTP to provider: ${why}`,
          });
        }
        return reply.sid;
      },
    };
  }
  return {
    provider: config.sms.provider ?? "",
    testOtp,
    async send(to, message, channel) {
      log(`[auth-server] ${channel} (development provider, not sent) to=+${to}\n  >>> ${message}`);
      return undefined;
    },
  };
}
