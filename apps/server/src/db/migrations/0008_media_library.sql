CREATE TABLE "album_media" (
	"album_id" char(24) NOT NULL,
	"media_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_media_album_id_media_id_pk" PRIMARY KEY("album_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "class_albums" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" char(24) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_media" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"school_id" char(24) NOT NULL,
	"class_id" char(24) NOT NULL,
	"media_id" char(24) NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"taken_on" date NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	"uploaded_by_user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_attachments" (
	"owner_kind" text NOT NULL,
	"owner_id" char(24) NOT NULL,
	"media_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "media_attachments_owner_kind_owner_id_media_id_pk" PRIMARY KEY("owner_kind","owner_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "media_tags" (
	"media_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	"tagged_by_user_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_tags_media_id_child_id_pk" PRIMARY KEY("media_id","child_id")
);
--> statement-breakpoint
DROP INDEX "media_school_id_index";--> statement-breakpoint
DROP INDEX "media_uploader_user_id_index";--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_consent_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_consent_changed_by_user_id" char(24);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "media_quota_bytes" bigint;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_class_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."class_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_albums" ADD CONSTRAINT "class_albums_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_albums" ADD CONSTRAINT "class_albums_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_albums" ADD CONSTRAINT "class_albums_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_media" ADD CONSTRAINT "class_media_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_media" ADD CONSTRAINT "class_media_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_media" ADD CONSTRAINT "class_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_media" ADD CONSTRAINT "class_media_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_attachments" ADD CONSTRAINT "media_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_attachments" ADD CONSTRAINT "media_attachments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_tagged_by_user_id_users_id_fk" FOREIGN KEY ("tagged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_media_media_id_index" ON "album_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "class_albums_class_id_index" ON "class_albums" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_media_media" ON "class_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "class_media_class_id_taken_on_index" ON "class_media" USING btree ("class_id","taken_on");--> statement-breakpoint
CREATE INDEX "media_attachments_media_id_index" ON "media_attachments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_tags_child_id_index" ON "media_tags" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "media_school_id_created_at_index" ON "media" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "media_uploader_user_id_created_at_index" ON "media" USING btree ("uploader_user_id","created_at");