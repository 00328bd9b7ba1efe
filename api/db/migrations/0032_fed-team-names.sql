CREATE TABLE "sport_team_names" (
	"name" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_team_names_name_lang_pk" PRIMARY KEY("name","lang")
);
