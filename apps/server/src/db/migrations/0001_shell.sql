CREATE TABLE "bug_reports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"url" text NOT NULL,
	"summary" text NOT NULL,
	"media_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24),
	"uploader_user_id" char(24) NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_access_tokens" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"staff_user_id" char(24) NOT NULL,
	"created_by_user_id" char(24) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "temp_token_id" char(24);--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_access_tokens" ADD CONSTRAINT "temp_access_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_access_tokens" ADD CONSTRAINT "temp_access_tokens_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_access_tokens" ADD CONSTRAINT "temp_access_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_reports_school_id_created_at_index" ON "bug_reports" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "media_school_id_index" ON "media" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "media_uploader_user_id_index" ON "media" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_access_tokens_hash" ON "temp_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "temp_access_tokens_school_id_created_at_index" ON "temp_access_tokens" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_sessions_temp_token_id_index" ON "refresh_sessions" USING btree ("temp_token_id");