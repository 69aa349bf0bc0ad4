CREATE TYPE "public"."card_visibility" AS ENUM('private', 'unlisted', 'submitted', 'approved');--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" "card_type" NOT NULL,
	"template" varchar(64) NOT NULL,
	"state" jsonb NOT NULL,
	"title" varchar(128) DEFAULT '' NOT NULL,
	"custom_title" varchar(128),
	"version" integer DEFAULT 1 NOT NULL,
	"visibility" "card_visibility" DEFAULT 'private' NOT NULL,
	"share_id" varchar(32),
	"thumbnail" "bytea",
	"thumbnail_width" integer,
	"thumbnail_height" integer,
	"thumbnail_key" varchar(64),
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_owner_updated_idx" ON "cards" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_share_id_unique" ON "cards" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_thumbnail_key_unique" ON "cards" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "cards_visibility_idx" ON "cards" USING btree ("visibility") WHERE "cards"."visibility" in ('submitted', 'approved');--> statement-breakpoint
CREATE INDEX "cards_deleted_at_idx" ON "cards" USING btree ("deleted_at") WHERE "cards"."deleted_at" is not null;