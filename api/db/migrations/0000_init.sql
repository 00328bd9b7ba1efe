CREATE TABLE "analytics_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"section" text NOT NULL,
	"script" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"operator_id" integer NOT NULL,
	"key" text NOT NULL,
	"en_title" text NOT NULL,
	"local_title" text,
	"en_body" text NOT NULL,
	"local_body" text,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_operator_id_key_pk" PRIMARY KEY("operator_id","key")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"player_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"img_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_player_id_provider_code_game_code_pk" PRIMARY KEY("player_id","provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"rtp_bp" integer,
	"volatility" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"released" text
);
--> statement-breakpoint
CREATE TABLE "operator_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"site_name" text NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"theme_code" text NOT NULL,
	"theme_color" text NOT NULL,
	"logo1" text,
	"logo2" text,
	"logo3" text,
	"logo_text" text,
	"status" boolean DEFAULT true NOT NULL,
	"expired_date" timestamp with time zone,
	"external_id" text NOT NULL,
	"android_sub" text,
	"ios_sub" text,
	"manifest_icon" text,
	"gamify_status" boolean DEFAULT false NOT NULL,
	"show_referral" boolean DEFAULT false NOT NULL,
	"show_app_download" boolean DEFAULT false NOT NULL,
	"show_download_bar" boolean DEFAULT false NOT NULL,
	"show_preloader" boolean DEFAULT false NOT NULL,
	"show_bf_ann_modal" boolean DEFAULT false NOT NULL,
	"aff_domain" text,
	"languages" jsonb DEFAULT '["EN"]'::jsonb NOT NULL,
	"local_language" text DEFAULT 'EN' NOT NULL,
	"maintenance_on" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"live_chat_status" boolean DEFAULT false NOT NULL,
	"live_chat_id" text,
	"live_chat_image_id" text,
	"live_chat_provider" text,
	"live_chat_script_url" text,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"max_deposit" bigint DEFAULT 0 NOT NULL,
	"min_withdrawal" bigint DEFAULT 0 NOT NULL,
	"max_withdrawal" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"href" text NOT NULL,
	"img_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"account_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"referrer_code" text DEFAULT '' NOT NULL,
	"referral_code" text NOT NULL,
	"tracking" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"game_balance" bigint DEFAULT 0 NOT NULL,
	"game_token" bigint DEFAULT 0 NOT NULL,
	"frozen_token" bigint DEFAULT 0 NOT NULL,
	"total_deposit" bigint DEFAULT 0 NOT NULL,
	"total_turnover" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"en_item_name" text,
	"en_body" text,
	"local_item_name" text,
	"local_body" text,
	"meta_title" text NOT NULL,
	"meta_desc" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_url" text,
	"meta_canonical" text,
	"meta_author" text,
	"meta_publisher" text,
	"meta_lang" text,
	"meta_image_url" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"operator_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_turnover" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_levels_operator_id_level_pk" PRIMARY KEY("operator_id","level")
);
--> statement-breakpoint
ALTER TABLE "analytics_scripts" ADD CONSTRAINT "analytics_scripts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_domains" ADD CONSTRAINT "operator_domains_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code" ON "games" USING btree ("provider_code","game_code");--> statement-breakpoint
CREATE INDEX "games_type" ON "games" USING btree ("game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "players_operator_account" ON "players" USING btree ("operator_id","account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_operator_page" ON "seo_pages" USING btree ("operator_id","page_name");--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");