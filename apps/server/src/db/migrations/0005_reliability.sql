CREATE TABLE "email_deliveries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24),
	"cause" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_round" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_receipts" (
	"user_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_receipts_user_id_school_id_request_key_pk" PRIMARY KEY("user_id","school_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "assistant_saved_tool_calls" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "assistant_saved_tool_calls" ADD COLUMN "record_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_saved_tool_calls" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_receipts" ADD CONSTRAINT "request_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_receipts" ADD CONSTRAINT "request_receipts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_deliveries_cause_recipient" ON "email_deliveries" USING btree ("cause","recipient");