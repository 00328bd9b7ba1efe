ALTER TABLE "withdrawals" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_provider" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_ref" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_error" text;