import { Migration } from '@mikro-orm/migrations';

/**
 * The kept list totals (campaign.listed_idea_count, coach_listed_idea_count) move from a row
 * trigger to statement triggers over transition tables. The row trigger updated the campaign row
 * once per idea: a 10,000-idea insert wrote 10,000 versions of that one row in one transaction,
 * and each update (and each foreign-key check of a later update of those ideas) walked the
 * versions before it, so bulk writes grew with the square of their size. Now a statement sums
 * its rows' changes per campaign and updates each campaign whose totals it changed, once.
 * The status sets stay idea-list.service.ts's HIDDEN_FROM_PARTICIPANTS and HIDDEN_FROM_COACHES.
 */
export class Migration20261129084000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists idea_listing_counts on idea;`);
    this.addSql(`drop function if exists idea_listing_counts();`);
    // The list's status rule, once: idea-list-counts.test.ts holds it to the list's own.
    this.addSql(`create function idea_is_listed(status text) returns int language sql immutable as
      $$ select (status not in ('DRAFT', 'declined', 'ARCHIVED'))::int $$;`);
    this.addSql(`create function idea_is_coach_listed(status text) returns int language sql immutable as
      $$ select (status <> 'DRAFT')::int $$;`);
    // One body for the three statements: each branch reads only the transition tables its own
    // trigger declares (plpgsql plans a statement when it first runs it).
    this.addSql(`create function idea_listing_counts() returns trigger language plpgsql as $$
      declare
        campaigns uuid[]; listed int[]; coach_listed int[];
      begin
        if tg_op = 'INSERT' then
          select array_agg(campaign_id), array_agg(l), array_agg(c) into campaigns, listed, coach_listed from (
            select campaign_id, sum(idea_is_listed(status))::int l, sum(idea_is_coach_listed(status))::int c
            from added_ideas group by campaign_id) d;
        elsif tg_op = 'DELETE' then
          select array_agg(campaign_id), array_agg(l), array_agg(c) into campaigns, listed, coach_listed from (
            select campaign_id, -sum(idea_is_listed(status))::int l, -sum(idea_is_coach_listed(status))::int c
            from removed_ideas group by campaign_id) d;
        else
          -- Only ideas whose status or campaign changed count: an upvote's update writes no campaign.
          select array_agg(campaign_id), array_agg(l), array_agg(c) into campaigns, listed, coach_listed from (
            select v.campaign_id, sum(v.l)::int l, sum(v.c)::int c
            from removed_ideas o join added_ideas n on n.id = o.id,
              lateral (values (n.campaign_id, idea_is_listed(n.status), idea_is_coach_listed(n.status)),
                              (o.campaign_id, -idea_is_listed(o.status), -idea_is_coach_listed(o.status))) v(campaign_id, l, c)
            where o.status <> n.status or o.campaign_id <> n.campaign_id
            group by v.campaign_id) d;
        end if;
        update campaign set listed_idea_count = listed_idea_count + d.l, coach_listed_idea_count = coach_listed_idea_count + d.c
        from unnest(campaigns, listed, coach_listed) d(campaign_id, l, c)
        where campaign.id = d.campaign_id and (d.l <> 0 or d.c <> 0);
        return null;
      end $$;`);
    // PostgreSQL refuses transition tables on a trigger with a column list, so the update trigger
    // sees every idea update; the sum above is then zero and no campaign row is written.
    this.addSql(`create trigger idea_listing_counts_insert after insert on idea
      referencing new table as added_ideas for each statement execute function idea_listing_counts();`);
    this.addSql(`create trigger idea_listing_counts_update after update on idea
      referencing old table as removed_ideas new table as added_ideas for each statement execute function idea_listing_counts();`);
    this.addSql(`create trigger idea_listing_counts_delete after delete on idea
      referencing old table as removed_ideas for each statement execute function idea_listing_counts();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists idea_listing_counts_insert on idea;`);
    this.addSql(`drop trigger if exists idea_listing_counts_update on idea;`);
    this.addSql(`drop trigger if exists idea_listing_counts_delete on idea;`);
    this.addSql(`drop function if exists idea_listing_counts();`);
    this.addSql(`drop function if exists idea_is_listed(text);`);
    this.addSql(`drop function if exists idea_is_coach_listed(text);`);
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
  }

}
