ALTER TABLE "leads" ADD COLUMN "project_type" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "timeline" text;