CREATE TABLE "operator_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"texts" jsonb NOT NULL,
	"image_url" text,
	"link" text,
	"audience" text DEFAULT 'public' NOT NULL,
	"promotional" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_content" ADD CONSTRAINT "operator_content_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_content_kind" ON "operator_content" USING btree ("operator_id","kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_content_slug" ON "operator_content" USING btree ("operator_id","slug") WHERE "operator_content"."slug" is not null;