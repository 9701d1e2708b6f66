CREATE TABLE "journal_comments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"post_id" char(24) NOT NULL,
	"author_user_id" char(24) NOT NULL,
	"author_kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_reactions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"post_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_reads" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"post_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_posts" ADD COLUMN "kind" text DEFAULT 'observation' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_post_id_journal_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."journal_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reactions" ADD CONSTRAINT "journal_reactions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reactions" ADD CONSTRAINT "journal_reactions_post_id_journal_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."journal_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reactions" ADD CONSTRAINT "journal_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reads" ADD CONSTRAINT "journal_reads_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reads" ADD CONSTRAINT "journal_reads_post_id_journal_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."journal_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reads" ADD CONSTRAINT "journal_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_comments_post_id_created_at_index" ON "journal_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_reactions_post_user" ON "journal_reactions" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_reads_post_user" ON "journal_reads" USING btree ("post_id","user_id");--> statement-breakpoint
CREATE INDEX "journal_posts_class_id_posted_on_index" ON "journal_posts" USING btree ("class_id","posted_on");