CREATE TABLE "download_daily_counts" (
	"day" date NOT NULL,
	"card_type" "card_type" NOT NULL,
	"template" varchar(64) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "download_daily_counts_day_card_type_template_pk" PRIMARY KEY("day","card_type","template")
);
--> statement-breakpoint
CREATE TABLE "visit_daily_counts" (
	"day" date NOT NULL,
	"path" varchar(512) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_daily_counts_day_path_pk" PRIMARY KEY("day","path")
);
