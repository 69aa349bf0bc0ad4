CREATE TABLE "batch_files" (
	"batch_id" varchar(22) NOT NULL,
	"seq" integer NOT NULL,
	"page" integer NOT NULL,
	"name" varchar(160) NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "batch_files_batch_id_seq_page_pk" PRIMARY KEY("batch_id","seq","page")
);
--> statement-breakpoint
CREATE TABLE "batch_items" (
	"batch_id" varchar(22) NOT NULL,
	"seq" integer NOT NULL,
	"row" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"state" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"fit" varchar(16),
	"warnings" jsonb,
	"error" varchar(64),
	"worker_id" varchar(64),
	"rendered_at" timestamp with time zone,
	CONSTRAINT "batch_items_batch_id_seq_pk" PRIMARY KEY("batch_id","seq")
);
--> statement-breakpoint
CREATE TABLE "batch_workers" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"role" varchar(8) NOT NULL,
	"host" varchar(128) NOT NULL,
	"queue_worker_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cards_total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" varchar(22) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "card_type" NOT NULL,
	"template" varchar(64) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_files" ADD CONSTRAINT "batch_files_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_items_status_idx" ON "batch_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "batch_items_worker_idx" ON "batch_items" USING btree ("worker_id","rendered_at");--> statement-breakpoint
CREATE INDEX "batches_user_status_idx" ON "batches" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "batches_expires_at_idx" ON "batches" USING btree ("expires_at");