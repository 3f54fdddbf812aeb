import { Migration } from '@mikro-orm/migrations';

/**
 * The totals of unfiltered idea list pages, kept per campaign by a trigger: counting a campaign's
 * ideas on every page was nearly all of a list statement's cost (2 ms of 2.1 at 10,000 ideas).
 * The status sets are idea-list.service.ts's HIDDEN_FROM_PARTICIPANTS and HIDDEN_FROM_COACHES;
 * the idea-list-counts test holds the two together.
 */
export class Migration20261122130202 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "campaign" add column "listed_idea_count" int not null default 0, add column "coach_listed_idea_count" int not null default 0;`);

    this.addSql(`create function idea_listing_counts() returns trigger language plpgsql as $$
      declare
        was_listed int := 0; was_coach_listed int := 0; now_listed int := 0; now_coach_listed int := 0;
      begin
        if tg_op <> 'INSERT' then
          was_listed := (old.status not in ('DRAFT', 'declined', 'ARCHIVED'))::int;
          was_coach_listed := (old.status <> 'DRAFT')::int;
        end if;
        if tg_op <> 'DELETE' then
          now_listed := (new.status not in ('DRAFT', 'declined', 'ARCHIVED'))::int;
          now_coach_listed := (new.status <> 'DRAFT')::int;
        end if;
        if tg_op = 'UPDATE' and old.campaign_id = new.campaign_id then
          if now_listed <> was_listed or now_coach_listed <> was_coach_listed then
            update campaign set listed_idea_count = listed_idea_count + now_listed - was_listed,
              coach_listed_idea_count = coach_listed_idea_count + now_coach_listed - was_coach_listed
            where id = new.campaign_id;
          end if;
          return null;
        end if;
        if tg_op <> 'INSERT' and was_coach_listed > 0 then
          update campaign set listed_idea_count = listed_idea_count - was_listed, coach_listed_idea_count = coach_listed_idea_count - was_coach_listed
          where id = old.campaign_id;
        end if;
        if tg_op <> 'DELETE' and now_coach_listed > 0 then
          update campaign set listed_idea_count = listed_idea_count + now_listed, coach_listed_idea_count = coach_listed_idea_count + now_coach_listed
          where id = new.campaign_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger idea_listing_counts after insert or delete or update of status, campaign_id on idea
      for each row execute function idea_listing_counts();`);
    this.addSql(`update campaign set
      listed_idea_count = (select count(*) from idea where idea.campaign_id = campaign.id and idea.status not in ('DRAFT', 'declined', 'ARCHIVED')),
      coach_listed_idea_count = (select count(*) from idea where idea.campaign_id = campaign.id and idea.status <> 'DRAFT');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists idea_listing_counts on idea;`);
    this.addSql(`drop function if exists idea_listing_counts();`);
    this.addSql(`alter table "campaign" drop column "listed_idea_count", drop column "coach_listed_idea_count";`);
  }

}
