-- A key is no longer scoped to its client's address: of rows sharing a key (two clients chose the
-- same one), the first stays. Leads are untouched.
DELETE FROM "idempotency_keys" a USING "idempotency_keys" b WHERE a."key" = b."key" AND (a."created_at", a."client_hash") > (b."created_at", b."client_hash");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("key");
