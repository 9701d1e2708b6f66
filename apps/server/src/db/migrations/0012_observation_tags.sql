CREATE TABLE "observation_tag_links" (
	"observation_id" char(24) NOT NULL,
	"tag_id" char(24) NOT NULL,
	"school_id" char(24) NOT NULL,
	CONSTRAINT "observation_tag_links_observation_id_tag_id_pk" PRIMARY KEY("observation_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "observation_tag_links" ADD CONSTRAINT "observation_tag_links_observation_id_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."observations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_tag_links" ADD CONSTRAINT "observation_tag_links_tag_id_story_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."story_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_tag_links" ADD CONSTRAINT "observation_tag_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observation_tag_links_tag_id_index" ON "observation_tag_links" USING btree ("tag_id");