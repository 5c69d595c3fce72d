-- GoTrue declares mfa_factors.last_challenged_at unique. Its timestamps carry microseconds; this
-- server's clock has milliseconds, so two factors challenged in the same millisecond (two users at
-- once) would make the second challenge fail. Nothing reads the column as a key, so the constraint goes.
alter table auth.mfa_factors drop constraint if exists mfa_factors_last_challenged_at_key;
