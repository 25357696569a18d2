CREATE TABLE "contact_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_drafts_expires_idx" ON "contact_drafts" USING btree ("expires_at");