CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "draft_texts" jsonb;--> statement-breakpoint
ALTER TABLE "operator_content" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_variant" ON "content_images" USING btree ("key","width","format");--> statement-breakpoint
-- Each page's English text and its text in the operator's local language, as the map's first entries.
UPDATE "cms_pages" c SET "texts" = jsonb_build_object('en', jsonb_build_object('title', c."en_title", 'html', c."en_body"))
  || CASE
    WHEN c."local_body" IS NULL OR l.lng IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object(l.lng, jsonb_build_object('title', coalesce(c."local_title", c."en_title"), 'html', c."local_body"))
  END
FROM "operators" o
CROSS JOIN LATERAL (
  SELECT CASE upper(o."local_language")
    WHEN 'PHP' THEN 'fil' WHEN 'CN' THEN 'zh' WHEN 'ESP' THEN 'es' WHEN 'RUS' THEN 'ru' WHEN 'VI' THEN 'vi'
    WHEN 'MS' THEN 'ms' WHEN 'NE' THEN 'ne' WHEN 'MMK' THEN 'my' WHEN 'MNT' THEN 'mn' WHEN 'IDR' THEN 'id'
  END AS lng
) l
WHERE o."id" = c."operator_id";
