/**
 * The SMS service interface. Phase 2 adds the providers (GOTRUE_SMS_PROVIDER=twilio, test OTPs).
 * Until then the only implementation writes the message to the log and says it was not sent:
 * nothing in this server sends SMS yet.
 */
export type SmsChannel = "sms" | "whatsapp";

export interface SmsService {
  /** Whether a real provider is configured (none yet). */
  readonly configured: boolean;
  send(to: string, message: string, channel: SmsChannel): Promise<void>;
}

export function logOnlySms(log: (line: string) => void): SmsService {
  return {
    configured: false,
    async send(to, message, channel) {
      log(`[auth-server] ${channel} NOT sent (no SMS provider in this version) to=${to}: ${message}`);
    },
  };
}
