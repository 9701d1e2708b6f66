CREATE TABLE "phone_lookups" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"ip_bucket" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sign_in_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_identities" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_identities" ADD CONSTRAINT "sign_in_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_lookups_ip_bucket_at_index" ON "phone_lookups" USING btree ("ip_bucket","at");--> statement-breakpoint
CREATE INDEX "phone_lookups_at_index" ON "phone_lookups" USING btree ("at");--> statement-breakpoint
CREATE INDEX "provider_sign_in_attempts_expires_at_index" ON "provider_sign_in_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_identities_issuer_subject" ON "sign_in_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sign_in_identities_user_id_index" ON "sign_in_identities" USING btree ("user_id");