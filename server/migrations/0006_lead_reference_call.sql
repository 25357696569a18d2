ALTER TABLE "leads" ADD COLUMN "reference_call" boolean DEFAULT false NOT NULL;
