ALTER TABLE "operators" ADD COLUMN "welcome_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "welcome_bonus_days" integer DEFAULT 30 NOT NULL;