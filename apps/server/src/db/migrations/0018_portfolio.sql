CREATE TABLE "portfolio_shares" (
	"school_id" char(24) NOT NULL,
	"child_id" char(24) NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" char(24) NOT NULL,
	"shared_by_user_id" char(24) NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_shares_child_id_item_kind_item_id_pk" PRIMARY KEY("child_id","item_kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_shares_school_id_index" ON "portfolio_shares" USING btree ("school_id");