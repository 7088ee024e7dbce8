-- A revoked personal access token (its row deleted, by its owner or with the account) is announced on
-- atria_changes as `auth`, like a revoked login: every instance drops the tokens it holds in memory at once.
-- Only deletions announce: the one update a token gets is its last-used time, which changes no answer.
CREATE TRIGGER personal_access_tokens_notify AFTER DELETE ON personal_access_tokens FOR EACH STATEMENT EXECUTE FUNCTION atria_notify_scopes_auth();
