ALTER TYPE "public"."code_purpose" ADD VALUE 'login';--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_uri" varchar(512) DEFAULT '' NOT NULL,
	"blocked_uri" varchar(512) DEFAULT '' NOT NULL,
	"effective_directive" varchar(64) DEFAULT '' NOT NULL,
	"disposition" varchar(16) DEFAULT 'enforce' NOT NULL,
	"source_file" varchar(512) DEFAULT '' NOT NULL,
	"line_number" integer,
	"column_number" integer,
	"sample" varchar(256) DEFAULT '' NOT NULL,
	"user_agent" varchar(256) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_ms" integer;--> statement-breakpoint
CREATE INDEX "csp_reports_created_at_idx" ON "csp_reports" USING btree ("created_at");