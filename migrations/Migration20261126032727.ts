import { Migration } from '@mikro-orm/migrations';

/**
 * Content pages, menu items and partners (spec 2 §3), and a terms-of-service page on every site,
 * old and new, so the footer's default terms link (/page/terms-of-service) never leads to a 404.
 */
const DEFAULT_TERMS = {
  en: {
    title: 'Terms of service',
    body: 'By using this site you agree to take part respectfully: share only what you have the right to share, and treat other participants and their ideas with respect.\n\nThe site\'s administrators may update these terms; the current version is always on this page.',
  },
  sv: {
    title: 'Användarvillkor',
    body: 'Genom att använda webbplatsen lovar du att delta respektfullt: dela bara det du har rätt att dela, och bemöt andra deltagare och deras idéer med respekt.\n\nWebbplatsens administratörer kan uppdatera villkoren; den gällande versionen finns alltid på den här sidan.',
  },
};

function quoted(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export class Migration20261126032727 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "page" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "title" varchar(200) not null, "slug" varchar(100) not null, "body" text not null, constraint "page_pkey" primary key ("id"));`);
    this.addSql(`alter table "page" add constraint "page_organisation_id_slug_unique" unique ("organisation_id", "slug");`);

    this.addSql(`create table "menu_item" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "nav" text check ("nav" in ('top', 'footer', 'footer2')) not null, "nav_pos" int not null default 0, "name" varchar(100) not null, "type" smallint not null, "link" varchar(2000) not null default '', "page_id" uuid null, constraint "menu_item_pkey" primary key ("id"));`);
    this.addSql(`create index "menu_item_organisation_id_nav_nav_pos_index" on "menu_item" ("organisation_id", "nav", "nav_pos");`);

    this.addSql(`create table "partner" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organisation_id" uuid not null, "name" varchar(200) not null, "link" varchar(2000) not null default '', "logo_id" uuid null, constraint "partner_pkey" primary key ("id"));`);

    this.addSql(`alter table "page" add constraint "page_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "menu_item" add constraint "menu_item_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "menu_item" add constraint "menu_item_page_id_foreign" foreign key ("page_id") references "page" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "partner" add constraint "partner_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner" add constraint "partner_logo_id_foreign" foreign key ("logo_id") references "media_file" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "partner_organisation_id_index" on "partner" ("organisation_id");`);

    // A trigger rather than application code: every way a site comes to be (seed, tests, the
    // sites admin) gets its terms page, in the site's language. The slug is the same in both.
    const { en, sv } = DEFAULT_TERMS;
    this.addSql(`create function "organisation_default_pages"() returns trigger language plpgsql as $$
begin
  insert into "page" ("id", "created_at", "updated_at", "organisation_id", "title", "slug", "body")
  values (gen_random_uuid(), now(), now(), new."id",
    case when new."language" = 'sv' then ${quoted(sv.title)} else ${quoted(en.title)} end,
    'terms-of-service',
    case when new."language" = 'sv' then ${quoted(sv.body)} else ${quoted(en.body)} end)
  on conflict ("organisation_id", "slug") do nothing;
  return new;
end $$;`);
    this.addSql(`create trigger "organisation_default_pages" after insert on "organisation" for each row execute function "organisation_default_pages"();`);
    this.addSql(`insert into "page" ("id", "created_at", "updated_at", "organisation_id", "title", "slug", "body")
  select gen_random_uuid(), now(), now(), "id",
    case when "language" = 'sv' then ${quoted(sv.title)} else ${quoted(en.title)} end,
    'terms-of-service',
    case when "language" = 'sv' then ${quoted(sv.body)} else ${quoted(en.body)} end
  from "organisation"
  on conflict ("organisation_id", "slug") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "organisation_default_pages" on "organisation";`);
    this.addSql(`drop function if exists "organisation_default_pages"();`);
    this.addSql(`alter table "menu_item" drop constraint "menu_item_page_id_foreign";`);

    this.addSql(`drop table if exists "page" cascade;`);

    this.addSql(`drop table if exists "menu_item" cascade;`);

    this.addSql(`drop table if exists "partner" cascade;`);
  }

}
