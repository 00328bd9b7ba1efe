CREATE TABLE "sign_in_guards" (
	"operator_id" integer NOT NULL,
	"account_key" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"alert_ip" text,
	"alert_at" timestamp with time zone,
	"alert_addresses" integer,
	"alert_shown_at" timestamp with time zone,
	CONSTRAINT "sign_in_guards_operator_id_account_key_pk" PRIMARY KEY("operator_id","account_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_guards" ADD CONSTRAINT "sign_in_guards_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_guards_window" ON "sign_in_guards" USING btree ("window_start");