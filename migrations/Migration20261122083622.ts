import { Migration } from '@mikro-orm/migrations';

export class Migration20261122083622 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "upvote" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "idea_id" uuid not null, "user_id" uuid not null, constraint "upvote_pkey" primary key ("id"));`);
    this.addSql(`create index "upvote_user_id_index" on "upvote" ("user_id");`);
    this.addSql(`alter table "upvote" add constraint "upvote_idea_id_user_id_unique" unique ("idea_id", "user_id");`);

    this.addSql(`create table "idea_attachment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "idea_id" uuid not null, "media_id" uuid not null, "kind" text check ("kind" in ('thumbnail', 'image', 'video', 'document')) not null, "name" varchar(255) not null default '', "position" int not null, constraint "idea_attachment_pkey" primary key ("id"));`);
    this.addSql(`create index "idea_attachment_idea_id_kind_position_index" on "idea_attachment" ("idea_id", "kind", "position");`);

    this.addSql(`create table "comment" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "idea_id" uuid not null, "author_id" uuid null, "parent_id" uuid null, "body" text not null, constraint "comment_pkey" primary key ("id"));`);
    this.addSql(`create index "comment_idea_id_created_at_index" on "comment" ("idea_id", "created_at");`);
    this.addSql(`create index "comment_parent_id_index" on "comment" ("parent_id");`);

    this.addSql(`alter table "upvote" add constraint "upvote_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "upvote" add constraint "upvote_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "idea_attachment" add constraint "idea_attachment_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "idea_attachment" add constraint "idea_attachment_media_id_foreign" foreign key ("media_id") references "media_file" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comment" add constraint "comment_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_idea_id_foreign" foreign key ("idea_id") references "idea" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "comment" drop constraint "comment_parent_id_foreign";`);

    this.addSql(`drop table if exists "upvote" cascade;`);

    this.addSql(`drop table if exists "idea_attachment" cascade;`);

    this.addSql(`drop table if exists "comment" cascade;`);
  }

}
