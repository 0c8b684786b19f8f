-- Idempotency keys (docs/decisions/098-idempotency-keys.md): a create (POST answering 201) sent with an
-- Idempotency-Key header claims its key here before its handler runs; a second request with the same key, from the
-- same actor to the same method and path, answers the first one's stored status and body and creates nothing more.
-- status NULL: the first request is still running. request_hash is the SHA-256 of the request's parsed body and query
-- (NULL for a multipart upload); claim is the running request's own token, so only it completes or frees the row,
-- and a row left running past its lease (a server that stopped mid-request) may be claimed again. Kept 10 days (a
-- phone offline for a week), purged on claim by created_at. The server's own memory: no change triggers, shown on no
-- screen.
CREATE TABLE idempotency_keys (
  actor text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text,
  claim text NOT NULL,
  status integer CHECK (status BETWEEN 200 AND 299),
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (actor, method, path, key)
);
--> statement-breakpoint
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
